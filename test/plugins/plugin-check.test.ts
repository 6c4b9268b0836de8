// The conformance kit (scripts/plugin-check.ts): passes on the example plugin, and fails with a message that
// names the problem on broken plugins. Broken plugins are small modules derived from the example.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { checkPluginModule, formatReport, type PluginCheckOptions, type PluginReport } from '../../scripts/plugin-check.js';
import { loadConfig } from '../../src/config.js';
import { defaultCacheDir } from '../../schematron/node.js';
import { EXAMPLE_MODULE } from './example.js';

const options: PluginCheckOptions = { artefactsDir: loadConfig().artefactsDir, cacheDir: defaultCacheDir(), cwd: process.cwd(), today: '2026-11-21' };

/** Each broken plugin: the example with one change, written as `export default` of a module. */
const BROKEN: Record<string, string> = {
  'missing-schematron': `{ ...acme, ruleSets: [{ ...acme.ruleSets[0], schematron: [...acme.ruleSets[0].schematron, { path: 'acme-extra.sch', name: 'extra', version: '1' }] }] }`,
  'duplicate-code': `{ ...acme, info: { ...acme.info, code: 'peppol_bis_3' } }`,
  'bad-info': `{ ...acme, info: { ...acme.info, description: ' ', spec_url: undefined, countries: ['Germany'] } }`,
  'sdk-mismatch': `{ ...acme, sdkVersion: acme.sdkVersion + 1 }`,
  'country-unsourced': `{ kind: 'country', sdkVersion: acme.sdkVersion, code: 'ZZ', requirements: { country_code: 'ZZ', country_name: 'Testland', b2g_mandatory: true, b2g_mandate_date: '2020-01-01', b2b_mandatory: false, required_formats: ['acme_cius'], last_verified: '2026-01-01', confidence: 'confirmed' } }`,
  'wrong-expectation': `{ ...acme, fixtures: [acme.fixtures[0], { ...acme.fixtures.find((f) => f.failsRules), failsRules: ['ACME-R002'] }] }`,
};

const problemsOf = (report: PluginReport) => report.sections.flatMap((s) => s.problems.map((p) => `${s.title}: ${p}`));

describe('npm run plugin:check', () => {
  let dir: string;
  let exampleReport: PluginReport;
  const modulePath = (name: string) => join(dir, `${name}.mjs`);

  beforeAll(async () => {
    // The first check compiles the example's Schematron, within the hook's time limit; the others reuse it.
    exampleReport = await checkPluginModule(EXAMPLE_MODULE, options);
    dir = mkdtempSync(join(tmpdir(), 'plugin-check-'));
    for (const [name, expression] of Object.entries(BROKEN)) {
      writeFileSync(modulePath(name), `import acme from ${JSON.stringify(pathToFileURL(EXAMPLE_MODULE).href)};\nexport default ${expression};\n`);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes on the example: every section, its rule set compiled, both fixtures as declared', () => {
    const report = exampleReport;
    expect(problemsOf(report)).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.plugins).toEqual(['format acme_cius']);
    expect(report.sections.map((s) => s.title)).toEqual([
      'Load',
      'Contract, SDK version and unique codes',
      'acme_cius: FormatInfo',
      'acme_cius: Profiles',
      'acme_cius: Rule set files',
      'acme_cius: Reader round trip',
      'acme_cius: Rule sets compile',
      'acme_cius: Fixtures',
    ]);
    expect(formatReport(report)).toMatch(/fails exactly ACME-R001, ACME-R003, as declared/);
    expect(formatReport(report)).toMatch(/reads back to the same invoice, nothing lost/);
  });

  it('a missing Schematron file is named with its path', async () => {
    const report = await checkPluginModule(modulePath('missing-schematron'), options);
    expect(report.ok).toBe(false);
    const files = report.sections.find((s) => s.title === 'acme_cius: Rule set files')!.problems;
    expect(files).toEqual([
      expect.stringMatching(/^rule set acme-cius-ubl: Schematron file not found: .*examples\/acme-cius\/rules\/acme-extra\.sch$/),
    ]);
    expect(report.sections.find((s) => s.title === 'acme_cius: Rule sets compile')?.problems).toEqual([
      'skipped: fix the profile and rule set file problems above first',
    ]);
  });

  it('a code the kernel already has is refused at registration, naming the built-in plugin', async () => {
    const report = await checkPluginModule(modulePath('duplicate-code'), options);
    expect(problemsOf(report)).toEqual([
      expect.stringMatching(
        /^Contract, SDK version and unique codes: Plugin .*duplicate-code\.mjs: format code peppol_bis_3 is already registered by formats\/peppol_bis_3$/,
      ),
    ]);
  });

  it('incomplete FormatInfo lists each missing or malformed field', async () => {
    const report = await checkPluginModule(modulePath('bad-info'), options);
    const problems = report.sections.find((s) => s.title === 'acme_cius: FormatInfo')!.problems;
    expect(problems).toEqual([
      'info.description is missing or empty',
      'info.spec_url is missing: link the specification the format implements',
      "info.countries: 'Germany' is not an upper-case ISO 3166-1 alpha-2 code",
    ]);
  });

  it('a plugin for another SDK version is refused with both versions', async () => {
    const report = await checkPluginModule(modulePath('sdk-mismatch'), options);
    expect(problemsOf(report)).toEqual([expect.stringMatching(/targets plugin SDK version 2, but this server provides version 1$/)]);
  });

  it('a negative fixture whose rules do not fire as declared is reported with what did fail', async () => {
    const report = await checkPluginModule(modulePath('wrong-expectation'), options);
    expect(problemsOf(report)).toEqual([
      expect.stringMatching(/^acme_cius: Fixtures: fixture no buyer reference.*: expected ACME-R002 to fail, but only ACME-R001, ACME-R003 failed$/),
    ]);
  });

  it('a country plugin gets the RequirementInfo checks', async () => {
    const report = await checkPluginModule(modulePath('country-unsourced'), options);
    expect(report.plugins).toEqual(['country ZZ']);
    // acme_cius is not registered when this module is checked alone, so it is no known format code.
    expect(problemsOf(report)).toEqual([
      'ZZ: RequirementInfo: requirements.source_url must be the http(s) address of an official source',
      expect.stringMatching(
        /^ZZ: RequirementInfo: requirements\.required_formats: 'acme_cius' looks like a format code but the registry has no such format/,
      ),
    ]);
  });

  it('a module that cannot be loaded fails at the load step', async () => {
    const report = await checkPluginModule('./no-such-plugin.mjs', { ...options, cwd: dir });
    expect(problemsOf(report)).toEqual([expect.stringMatching(/^Load: Plugin \.\/no-such-plugin\.mjs: could not be loaded/)]);
  });

  it('the command exits non-zero when any plugin fails and prints ✓/✗ per check', async () => {
    const run = promisify(execFile);
    const outcome = await run('npm', ['run', '--silent', 'plugin:check', '--', modulePath('sdk-mismatch'), modulePath('bad-info')]).then(
      (r) => ({ code: 0, stdout: r.stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain('✗ Contract, SDK version and unique codes');
    expect(outcome.stdout).toContain('✗ acme_cius: FormatInfo');
    expect(outcome.stdout).toContain('✓ acme_cius: Fixtures');
    expect(outcome.stdout).toContain('Some checks failed');
  });
});
