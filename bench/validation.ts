// `npm run bench:validation`: validation performance, the native engine and saxon-js side by side in one run
// (rule sets prebuilt with `npm run rules:build`).
//   cold         first validation after process start (fresh child process per engine)
//   warm         median and p95 per document (XSD + all Schematron steps) over corpus documents per rule set
//   breakdown    where the time of one warm validation goes (parse, XSD, tree, each step), per engine
//   throughput   documents per second with one process per core
//   scaling      generated Peppol invoices with 10 … 10 000 lines: time and peak memory (own process each)
//   size         the compiled form of each rule set step: JavaScript modules vs SEFs (raw and gzip)
// Sections can be chosen: `npm run bench:validation -- warm breakdown`; engines with `--engines native`.
import { fork } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../src/config.js';
import { createValidationEngine, type SchematronEngineName } from '../src/validation/engine.js';
import { parseInput } from '../src/validation/xml-input.js';
import { loadXsd, runXsd } from '../src/validation/xsd.js';
import { parseForSaxon } from '../schematron/runtime/saxon/saxon.js';
import { loadStep, runStep } from '../schematron/runtime/saxon/step.js';
import { bindNativeStep } from '../schematron/runtime/native/step.js';
import { parseDocument } from '../core/xml/tree.js';
import { BUILTIN_RULE_SETS } from '../rules/rule-sets.js';
import { generatePeppolInvoice } from './validation-fixtures.js';
import { sharedPath } from '../src/shared-dir.js';
import { createNodeLoader, defaultCacheDir, ensureNativeStep, ensureStepCompiled, importNativeModule } from '../schematron/node.js';

const CORPUS = sharedPath('corpus');
const SELF = fileURLToPath(import.meta.url);
const { artefactsDir } = loadConfig();
const cacheDir = defaultCacheDir();
const engineOption = process.argv.find((a) => a.startsWith('--engines='))?.slice('--engines='.length);
const ENGINES: SchematronEngineName[] = engineOption ? (engineOption.split(',') as SchematronEngineName[]) : ['native', 'saxon-js'];

const read = (...parts: string[]) => readFileSync(join(CORPUS, ...parts), 'utf8');
const xmlFiles = (...parts: string[]) =>
  readdirSync(join(CORPUS, ...parts))
    .filter((f) => /\.xml$/i.test(f))
    .map((f) => read(...parts, f));

/** The Peppol release the single-document sections run (the one in force since 2026-08-17), named, not taken from today's date. */
const CURRENT_PEPPOL = '3.0.21';

// Each Peppol release with its own examples, named by version (the bench must not depend on today's date).
const SETS: Array<{ name: string; ruleSetId: string; rulesVersion?: string; docs: () => string[] }> = [
  { name: 'EN 16931 UBL (19 CEN examples)', ruleSetId: 'en16931-ubl', docs: () => xmlFiles('examples/cen-ubl') },
  {
    name: 'Peppol BIS 3.0.21 UBL (10 release examples)',
    ruleSetId: 'peppol-bis-3-ubl',
    rulesVersion: '3.0.21',
    docs: () => xmlFiles('peppol-3.0.21/billing'),
  },
  {
    name: 'Peppol BIS 3.0.20 UBL (9 release examples)',
    ruleSetId: 'peppol-bis-3-ubl',
    rulesVersion: '3.0.20',
    docs: () => xmlFiles('peppol-3.0.20/billing'),
  },
  {
    name: 'Peppol BIS 3.0.19 UBL (9 Peppol examples)',
    ruleSetId: 'peppol-bis-3-ubl',
    rulesVersion: '3.0.19',
    docs: () => xmlFiles('examples/peppol/examples'),
  },
  {
    name: 'Peppol Self-Billing 3.0.2 UBL (9 release examples)',
    ruleSetId: 'peppol-self-billing-3-ubl',
    rulesVersion: '3.0.2',
    docs: () => xmlFiles('peppol-3.0.21').filter((x) => x.includes('selfbilling')),
  },
  {
    name: 'XRechnung 3.0.2 UBL (first 20 KoSIT instances)',
    ruleSetId: 'xrechnung-3-ubl',
    docs: () => xmlFiles('kosit-instances/ubl-inv').slice(0, 20),
  },
  { name: 'XRechnung 3.0.2 CII (first 20 KoSIT instances)', ruleSetId: 'xrechnung-3-cii', docs: () => xmlFiles('kosit-instances/cii').slice(0, 20) },
  { name: 'Factur-X EN16931 (15 CEN CII examples)', ruleSetId: 'facturx-en16931', docs: () => xmlFiles('examples/cen-cii') },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => (n < 10 ? `${n.toFixed(2)} ms` : `${n.toFixed(1)} ms`);
const engine = (name: SchematronEngineName) => createValidationEngine({ artefactsDir, loader: createNodeLoader(cacheDir), schematronEngine: name });

async function warm(): Promise<void> {
  const engines = ENGINES.map((name) => ({ name, engine: engine(name) }));
  const rounds = 20;
  console.log(`\n## Warm latency per document (XSD + Schematron, median / p95 of ${rounds} rounds after 5 warm-up rounds)\n`);
  console.log(`| Rule set | ${ENGINES.join(' | ')} |\n|---|${ENGINES.map(() => '---|').join('')}`);
  for (const set of SETS) {
    const docs = set.docs();
    const cells: string[] = [];
    for (const { engine: e, name } of engines) {
      for (let round = 0; round < 5; round++) {
        for (const xml of docs) {
          const result = await e.validate({ xml, ruleSetId: set.ruleSetId, rulesVersion: set.rulesVersion });
          if (result.rule_set?.engine !== name) throw new Error(`${set.ruleSetId} ran on ${result.rule_set?.engine}, not ${name}`);
        }
      }
      const times: number[] = [];
      for (let round = 0; round < rounds; round++) {
        for (const xml of docs) {
          const started = performance.now();
          await e.validate({ xml, ruleSetId: set.ruleSetId, rulesVersion: set.rulesVersion });
          times.push(performance.now() - started);
        }
      }
      times.sort((a, b) => a - b);
      cells.push(`${ms(percentile(times, 50))} / ${ms(percentile(times, 95))}`);
    }
    console.log(`| ${set.name} | ${cells.join(' | ')} |`);
  }
}

/**
 * CPU time per document (process.cpuUsage around each validate(), native engine, median / p95 of 30 rounds after
 * 10 warm-up rounds): on a shared machine a steadier figure than the wall time of `warm`, which waits for a core.
 */
async function cpu(): Promise<void> {
  const e = engine('native');
  console.log('\n## CPU time per document, native engine (median / p95 of 30 rounds after 10 warm-up rounds)\n');
  console.log('| Rule set | CPU time |\n|---|---|');
  for (const set of SETS) {
    const docs = set.docs();
    const run = (xml: string) => e.validate({ xml, ruleSetId: set.ruleSetId, rulesVersion: set.rulesVersion });
    for (let round = 0; round < 10; round++) for (const xml of docs) await run(xml);
    const times: number[] = [];
    for (let round = 0; round < 30; round++) {
      for (const xml of docs) {
        const before = process.cpuUsage();
        await run(xml);
        const used = process.cpuUsage(before);
        times.push((used.user + used.system) / 1000);
      }
    }
    times.sort((a, b) => a - b);
    console.log(`| ${set.name} | ${ms(percentile(times, 50))} / ${ms(percentile(times, 95))} |`);
  }
}

async function breakdown(): Promise<void> {
  console.log('\n## Where the time goes (median of 200 runs after 50, Peppol base-example.xml, 9 KB)\n');
  const xml = read('examples/peppol/examples/base-example.xml');
  const ruleSet = BUILTIN_RULE_SETS.find((r) => r.id === 'peppol-bis-3-ubl' && r.version === '3.0.19')!;
  const xsd = loadXsd(join(artefactsDir, ruleSet.xsd[0]!.path), (p) => new Uint8Array(readFileSync(p)));
  const readText = (p: string) => readFileSync(p, 'utf8');
  const saxonSteps = [];
  const nativeSteps = [];
  for (const step of ruleSet.schematron) {
    const c = await ensureStepCompiled(step, artefactsDir, cacheDir);
    saxonSteps.push({ name: step.path, loaded: loadStep(readText(c.sefPath), c.sourcePath, c.documents, readText) });
    const n = ensureNativeStep(step, artefactsDir, cacheDir);
    nativeSteps.push({ name: step.path, step: bindNativeStep(await importNativeModule(n.modulePath), n.sourcePath, n.documents, readText) });
  }
  const phases: Record<string, number[]> = {};
  const time = <T>(name: string, f: () => T): T => {
    const started = performance.now();
    const value = f();
    (phases[name] ??= []).push(performance.now() - started);
    return value;
  };
  for (let i = 0; i < 250; i++) {
    const parsed = time('libxml2 parse + well-formedness', () => parseInput(xml));
    if (!parsed.ok) throw new Error('example not well-formed');
    time('XSD (libxml2-wasm)', () => runXsd(xsd, parsed.doc));
    parsed.doc.dispose();
    if (ENGINES.includes('native')) {
      const tree = time('native: document tree', () => parseDocument(xml));
      for (const step of nativeSteps) time(`native: ${step.name}`, () => step.step.run(tree));
    }
    if (ENGINES.includes('saxon-js') && i % 10 === 0) {
      const source = time('saxon-js: parse', () => parseForSaxon(xml));
      for (const step of saxonSteps) time(`saxon-js: ${step.name}`, () => runStep(step.loaded, source));
    }
  }
  console.log('| Phase | Median |\n|---|---|');
  for (const [name, values] of Object.entries(phases)) {
    const sorted = values.slice(Math.floor(values.length / 5)).sort((a, b) => a - b);
    console.log(`| ${name} | ${ms(percentile(sorted, 50))} |`);
  }
}

/** Child: create the engine and validate once; report time since process start. */
async function coldChild(name: SchematronEngineName): Promise<void> {
  const xml = read('examples/peppol/examples/base-example.xml');
  const started = performance.now();
  const result = await engine(name).validate({ xml, rulesVersion: CURRENT_PEPPOL });
  process.send!({ firstCall: performance.now() - started, sinceStart: performance.now(), valid: result.is_valid });
}

function runChild<T>(args: string[], nodeFlags: string[] = []): Promise<T> {
  return new Promise((resolvePromise, reject) => {
    const child = fork(SELF, args, { execArgv: [...nodeFlags, '--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (m) => {
      child.kill();
      resolvePromise(m as T);
    });
    child.once('exit', (code) => (code ? reject(new Error(`child ${args.join(' ')} exited with ${code}`)) : undefined));
  });
}

async function cold(): Promise<void> {
  console.log('\n## Cold start (Peppol base example, rule sets prebuilt; a fresh process per engine)\n');
  console.log('| Engine | First validate() call | Process start to first result (incl. tsx) |\n|---|---|---|');
  for (const name of ENGINES) {
    const r = await runChild<{ firstCall: number; sinceStart: number; valid: boolean }>([`--child=cold`, name]);
    if (!r.valid) throw new Error('the base example should be valid');
    console.log(`| ${name} | ${ms(r.firstCall)} | ${ms(r.sinceStart)} |`);
  }
}

/** Child: validate the Peppol example in a loop for `seconds`; report the count. */
async function throughputChild(name: SchematronEngineName, seconds: number): Promise<void> {
  const xml = read('examples/peppol/examples/base-example.xml');
  const e = engine(name);
  await e.validate({ xml, rulesVersion: CURRENT_PEPPOL });
  let count = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    await e.validate({ xml, rulesVersion: CURRENT_PEPPOL });
    count++;
  }
  process.send!({ count });
}

async function throughput(): Promise<void> {
  const processes = Math.min(2, availableParallelism());
  const seconds = 10;
  console.log(`\n## Throughput (${processes} processes × ${seconds} s, Peppol base example)\n`);
  for (const name of ENGINES) {
    const counts = await Promise.all(
      Array.from({ length: processes }, () => runChild<{ count: number }>([`--child=throughput`, name, String(seconds)])),
    );
    const total = counts.reduce((n, c) => n + c.count, 0);
    console.log(`- ${name}: ${total} documents, ${(total / seconds).toFixed(0)} documents/s`);
  }
}

async function scaleChild(name: SchematronEngineName, lines: number): Promise<void> {
  const xml = generatePeppolInvoice(lines);
  const e = engine(name);
  // Loaded and run once on a small invoice first, so the timing is the document's, not the first-run JIT's.
  const small = generatePeppolInvoice(10);
  for (let i = 0; i < 3; i++) await e.validate({ xml: small, rulesVersion: CURRENT_PEPPOL });
  const started = performance.now();
  const result = await e.validate({ xml, rulesVersion: CURRENT_PEPPOL });
  const elapsed = performance.now() - started;
  process.send!({
    elapsed,
    bytes: Buffer.byteLength(xml),
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    valid: result.is_valid,
    errors: result.error_count,
  });
}

async function scaling(): Promise<void> {
  console.log('\n## Scaling (generated Peppol invoices, one process each, after three validations of a 10-line invoice)\n');
  console.log('| Engine | Lines | Size | Time | Peak RSS | Valid |\n|---|---|---|---|---|---|');
  for (const name of ENGINES) {
    for (const lines of [10, 100, 1000, 10000]) {
      const r = await runChild<{ elapsed: number; bytes: number; maxRssMb: number; valid: boolean; errors: number }>([
        '--child=scale',
        name,
        String(lines),
      ]);
      console.log(
        `| ${name} | ${lines} | ${(r.bytes / 1024 / 1024).toFixed(2)} MB | ${ms(r.elapsed)} | ${r.maxRssMb.toFixed(0)} MB | ${r.valid ? 'yes' : `no (${r.errors} errors)`} |`,
      );
    }
  }
}

async function size(): Promise<void> {
  console.log('\n## Compiled rule sets: JavaScript modules (native) vs SEFs (saxon-js), all built-in steps\n');
  const seen = new Set<string>();
  let native = { raw: 0, gzip: 0 };
  let sef = { raw: 0, gzip: 0 };
  const add = (total: { raw: number; gzip: number }, path: string) => {
    const bytes = readFileSync(path);
    return { raw: total.raw + statSync(path).size, gzip: total.gzip + gzipSync(bytes, { level: 9 }).byteLength };
  };
  for (const ruleSet of BUILTIN_RULE_SETS) {
    for (const step of ruleSet.schematron) {
      const key = `${step.path}|${step.onlyRulesFile ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      native = add(native, ensureNativeStep(step, artefactsDir, cacheDir).modulePath);
      sef = add(sef, (await ensureStepCompiled(step, artefactsDir, cacheDir)).sefPath);
    }
  }
  const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`;
  console.log(
    `| Form | Steps | Raw | Gzip |\n|---|---|---|---|\n| JavaScript modules | ${seen.size} | ${mb(native.raw)} | ${mb(native.gzip)} |\n| SEFs | ${seen.size} | ${mb(sef.raw)} | ${mb(sef.gzip)} |`,
  );
}

const childArgs = process.argv.slice(process.argv.findIndex((a) => a.startsWith('--child=')) + 1);
const child = process.argv.find((a) => a.startsWith('--child='))?.slice('--child='.length);
if (child === 'cold') await coldChild(childArgs[0] as SchematronEngineName);
else if (child === 'throughput') await throughputChild(childArgs[0] as SchematronEngineName, Number(childArgs[1]));
else if (child === 'scale') await scaleChild(childArgs[0] as SchematronEngineName, Number(childArgs[1]));
else {
  const sections: Record<string, () => Promise<void>> = { cold, warm, cpu, breakdown, throughput, scaling, size };
  const chosen = process.argv.slice(2).filter((a) => a in sections);
  console.log(
    `# Validation benchmark (${new Date().toISOString()}, Node ${process.version}, ${availableParallelism()} CPUs, engines: ${ENGINES.join(', ')})`,
  );
  for (const name of chosen.length ? chosen : Object.keys(sections)) await sections[name]!();
}
