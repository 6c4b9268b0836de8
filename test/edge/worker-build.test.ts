// The Worker build (scripts/edge/build-worker.mjs) as deployed: every built-in rule set compiled to native
// modules and registered under the key the Worker's loader asks for, the XRechnung scenarios loaded ahead, and
// saxon-js, the SEFs and the second copy of libxml2's binary left out (the HTTP tests on workerd prove the
// engine answers natively and the XSDs still validate).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_RULE_SETS } from '../../rules/rule-sets.js';
import { loadConfig } from '../../src/config.js';
import { loadScenarios } from '../../schematron/runtime/scenarios.js';
import { nativeStepKey, scenarioListKey, type NativeRegistry } from '../../schematron/build/registry.js';

let registry: NativeRegistry;
beforeAll(async () => {
  // Without EINVOICE_SCHEMATRON_ENGINE: a developer's saxon-js setting must not change what is tested.
  const { EINVOICE_SCHEMATRON_ENGINE: _ignored, ...env } = process.env;
  execFileSync(process.execPath, ['scripts/edge/build-worker.mjs'], { env, stdio: 'pipe' });
  registry = (await import(`${pathToFileURL(resolve('dist/edge-native/registry.mjs')).href}?t=${Date.now()}`)) as NativeRegistry;
}, 300_000);

describe('the Worker build', () => {
  it('registers a native module for every step of every built-in rule set', () => {
    const steps = BUILTIN_RULE_SETS.flatMap((r) => r.schematron);
    expect(steps.length).toBeGreaterThan(10);
    for (const step of steps) expect(typeof registry.steps[nativeStepKey(step)]?.bind, step.path).toBe('function');
    // Factur-X reads its code lists with document(): the module names them, the bundle must hold them.
    const facturx = registry.steps[nativeStepKey(BUILTIN_RULE_SETS.find((r) => r.id === 'facturx-en16931')!.schematron[0]!)]!;
    expect(facturx.documents.length).toBeGreaterThan(0);
  });

  it('carries the XRechnung scenarios as Node loads them, and a module that matches them', () => {
    const config = BUILTIN_RULE_SETS.find((r) => r.id === 'xrechnung-3-ubl')!.scenarios!;
    const artefactsDir = loadConfig().artefactsDir;
    const onNode = loadScenarios(
      config,
      (p) => resolve(artefactsDir, p),
      (p) => readFileSync(p, 'utf8'),
    );
    const prebuilt = registry.scenarioLists[scenarioListKey(config)]!;
    expect(prebuilt.map((s) => ({ ...s, customLevels: new Map(s.customLevels) }))).toEqual(onNode);
    expect(Object.keys(registry.scenarioModules)).toHaveLength(1);
  });

  it("leaves saxon-js, the SEFs, the Schematron sources and libxml2-wasm's embedded copy of its binary out", () => {
    const worker = readFileSync('dist/edge/worker.mjs', 'utf8');
    expect(worker).not.toMatch(/from\s*["']saxon-js["']/);
    expect(worker).toMatch(/saxon-js is not bundled in this Worker/);
    // The binary goes up once, as the .wasm module the prelude instantiates: the library is bundled here
    // (not left to wrangler) without the string literal that held the other copy.
    expect(worker).not.toMatch(/from\s*["']libxml2-wasm["']/);
    expect(worker).toMatch(/xmlSchemaValidateDoc/);
    expect(worker).not.toContain('\0asm');
    expect(existsSync('dist/edge/libxml2raw.wasm')).toBe(true);
    const rulesDir = 'dist/edge/files/rules';
    expect(existsSync(rulesDir) ? readdirSync(rulesDir).filter((f) => f.endsWith('.sef.json')) : []).toEqual([]);
    // The Schematron sources stay behind (compiled in); what validation still reads is there: the XSDs and
    // the code lists the Factur-X rules read with document().
    expect(readdirSync('dist/edge/files/artefacts', { recursive: true }).filter((f) => String(f).endsWith('.sch'))).toEqual([]);
    expect(existsSync('dist/edge/files/artefacts/ubl-2.1/xsdrt/maindoc/UBL-Invoice-2.1.xsd')).toBe(true);
    const facturx = BUILTIN_RULE_SETS.find((r) => r.id === 'facturx-en16931')!.schematron[0]!;
    const codeLists = registry.steps[nativeStepKey(facturx)]!.documents.map((d) => new URL(d, `file:///${facturx.path}`).pathname.slice(1));
    for (const path of codeLists) expect(existsSync(`dist/edge/files/artefacts/${path}`), path).toBe(true);
  });
});
