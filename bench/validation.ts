// `npm run bench:validation`: validation performance (rule sets prebuilt with `npm run rules:build`).
//   cold start   first validation after process start (fresh child process)
//   warm         median and p95 per document (XSD + all Schematron steps) over the corpus examples
//   breakdown    where the time of one warm validation goes (libxml2 parse, XSD, saxon parse, each step)
//   throughput   documents per second with one process per core
//   scaling      generated Peppol invoices with 10 … 10 000 lines: time and peak memory (own process each)
// Sections can be chosen: `npm run bench:validation -- warm breakdown`.
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config.js';
import { defaultCacheDir } from '../rules/cache.js';
import { createValidationEngine } from '../src/validation/engine.js';
import { parseInput } from '../src/validation/xml-input.js';
import { loadXsd, runXsd } from '../src/validation/xsd.js';
import { parseForSaxon } from '../src/validation/saxon.js';
import { loadStep, runStep } from '../src/validation/schematron.js';
import { ensureStepCompiled } from '../rules/cache.js';
import { BUILTIN_RULE_SETS } from '../rules/rule-sets.js';
import { generatePeppolInvoice } from './validation-fixtures.js';

const CORPUS = resolve(process.cwd(), '../shared/corpus');
const SELF = fileURLToPath(import.meta.url);
const { artefactsDir } = loadConfig();
const cacheDir = defaultCacheDir();

const read = (...parts: string[]) => readFileSync(join(CORPUS, ...parts), 'utf8');
const xmlFiles = (...parts: string[]) => readdirSync(join(CORPUS, ...parts)).filter((f) => /\.xml$/i.test(f)).map((f) => read(...parts, f));

const SETS: Array<{ name: string; ruleSetId: string; docs: () => string[] }> = [
  { name: 'EN 16931 UBL (CEN examples)', ruleSetId: 'en16931-ubl', docs: () => xmlFiles('examples/cen-ubl') },
  { name: 'Peppol BIS 3 UBL (Peppol examples)', ruleSetId: 'peppol-bis-3-ubl', docs: () => xmlFiles('examples/peppol/examples') },
  { name: 'XRechnung 3.0.2 UBL (first 20 KoSIT instances)', ruleSetId: 'xrechnung-3-ubl', docs: () => xmlFiles('kosit-instances/ubl-inv').slice(0, 20) },
  { name: 'Factur-X EN16931 (CEN CII examples)', ruleSetId: 'facturx-en16931', docs: () => xmlFiles('examples/cen-cii') },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function warm(): Promise<void> {
  const engine = createValidationEngine({ artefactsDir, cacheDir });
  console.log('\n## Warm latency per document (XSD + Schematron, 3 rounds after one warm-up round)\n');
  console.log('| Rule set | Documents | Median | p95 |\n|---|---|---|---|');
  for (const set of SETS) {
    const docs = set.docs();
    for (const xml of docs) await engine.validate({ xml, ruleSetId: set.ruleSetId });
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const xml of docs) {
        const started = performance.now();
        await engine.validate({ xml, ruleSetId: set.ruleSetId });
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    console.log(`| ${set.name} | ${docs.length} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} |`);
  }
}

async function breakdown(): Promise<void> {
  console.log('\n## Where the time goes (median of 20 runs, Peppol base-example.xml, 9 KB)\n');
  const xml = read('examples/peppol/examples/base-example.xml');
  const ruleSet = BUILTIN_RULE_SETS.find((r) => r.id === 'peppol-bis-3-ubl')!;
  const xsd = loadXsd(join(artefactsDir, ruleSet.xsd[0]!.path), (p) => new Uint8Array(readFileSync(p)));
  const steps = [];
  for (const step of ruleSet.schematron) {
    const c = await ensureStepCompiled(step, artefactsDir, cacheDir);
    steps.push({ name: step.path, loaded: loadStep(readFileSync(c.sefPath, 'utf8'), c.sourcePath, c.documents, (p) => readFileSync(p, 'utf8')) });
  }
  const phases: Record<string, number[]> = {};
  const time = <T>(name: string, f: () => T): T => {
    const started = performance.now();
    const value = f();
    (phases[name] ??= []).push(performance.now() - started);
    return value;
  };
  for (let i = 0; i < 25; i++) {
    const parsed = time('libxml2 parse + well-formedness', () => parseInput(xml));
    if (!parsed.ok) throw new Error('example not well-formed');
    time('XSD (libxml2-wasm)', () => runXsd(xsd, parsed.doc));
    parsed.doc.dispose();
    const source = time('saxon-js parse', () => parseForSaxon(xml));
    for (const step of steps) time(`Schematron ${step.name}`, () => runStep(step.loaded, source));
  }
  console.log('| Phase | Median |\n|---|---|');
  for (const [name, values] of Object.entries(phases)) {
    const sorted = values.slice(5).sort((a, b) => a - b);
    console.log(`| ${name} | ${ms(percentile(sorted, 50))} |`);
  }
}

/** Child: create the engine and validate once; report time since process start. */
async function coldChild(): Promise<void> {
  const xml = read('examples/peppol/examples/base-example.xml');
  const engine = createValidationEngine({ artefactsDir, cacheDir });
  const started = performance.now();
  const result = await engine.validate({ xml });
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
  const r = await runChild<{ firstCall: number; sinceStart: number; valid: boolean }>(['--child=cold']);
  console.log('\n## Cold start (Peppol base example, rule sets prebuilt)\n');
  console.log(`first validate() call: ${ms(r.firstCall)}; process start to first result: ${ms(r.sinceStart)} (includes loading tsx and the modules); valid: ${r.valid}`);
}

/** Child: validate the Peppol example in a loop for `seconds`; report the count. */
async function throughputChild(seconds: number): Promise<void> {
  const xml = read('examples/peppol/examples/base-example.xml');
  const engine = createValidationEngine({ artefactsDir, cacheDir });
  await engine.validate({ xml });
  let count = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    await engine.validate({ xml });
    count++;
  }
  process.send!({ count });
}

async function throughput(): Promise<void> {
  const processes = Math.min(2, availableParallelism());
  const seconds = 15;
  const counts = await Promise.all(Array.from({ length: processes }, () => runChild<{ count: number }>([`--child=throughput`, String(seconds)])));
  const total = counts.reduce((n, c) => n + c.count, 0);
  console.log(`\n## Throughput\n\n${processes} processes × ${seconds} s, Peppol base example: ${total} documents, ${(total / seconds).toFixed(1)} documents/s`);
}

async function scaleChild(lines: number): Promise<void> {
  const xml = generatePeppolInvoice(lines);
  const engine = createValidationEngine({ artefactsDir, cacheDir });
  await engine.warmUp(['peppol-bis-3-ubl']);
  const started = performance.now();
  const result = await engine.validate({ xml });
  const elapsed = performance.now() - started;
  process.send!({ elapsed, bytes: Buffer.byteLength(xml), maxRssMb: process.resourceUsage().maxRSS / 1024, valid: result.is_valid, errors: result.error_count });
}

async function scaling(): Promise<void> {
  console.log('\n## Scaling (generated Peppol invoices, one process each, rule sets loaded before timing)\n');
  console.log('| Lines | Size | Node flags | Time | Peak RSS | Valid |\n|---|---|---|---|---|---|');
  // V8 grows its heap lazily when it can: the capped run shows what the validation really needs.
  const runs: Array<[number, string[]]> = [[10, []], [100, []], [1000, []], [10000, []], [10000, ['--max-old-space-size=320']]];
  for (const [lines, flags] of runs) {
    const r = await runChild<{ elapsed: number; bytes: number; maxRssMb: number; valid: boolean; errors: number }>(['--child=scale', String(lines)], flags);
    console.log(`| ${lines} | ${(r.bytes / 1024 / 1024).toFixed(2)} MB | ${flags.join(' ') || '–'} | ${ms(r.elapsed)} | ${r.maxRssMb.toFixed(0)} MB | ${r.valid ? 'yes' : `no (${r.errors} errors)`} |`);
  }
}

const child = process.argv.find((a) => a.startsWith('--child='))?.slice('--child='.length);
const arg = Number(process.argv[process.argv.length - 1]);
if (child === 'cold') await coldChild();
else if (child === 'throughput') await throughputChild(arg);
else if (child === 'scale') await scaleChild(arg);
else {
  const sections: Record<string, () => Promise<void>> = { cold, warm, breakdown, throughput, scaling };
  const chosen = process.argv.slice(2).filter((a) => a in sections);
  console.log(`# Validation benchmark (${new Date().toISOString()}, Node ${process.version}, ${availableParallelism()} CPUs)`);
  for (const name of chosen.length ? chosen : Object.keys(sections)) await sections[name]!();
}
