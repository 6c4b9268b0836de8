// `npm run bench:edge`: the figures of docs/edge.md.
//   1. The Worker upload, built twice: as deployed (native rule modules, no saxon-js) and for the reference
//      engine (EINVOICE_SCHEMATRON_ENGINE=saxon-js: saxon-js, the Schematron sources and the prebuilt SEFs
//      instead). JavaScript, libxml2's .wasm and the bundled files, raw and gzip, against Cloudflare's limits
//      (3 MB free / 10 MB paid, compressed; wrangler's own figure, one gzip over all modules, printed too), and
//      start-up CPU (`wrangler check startup`, median of 3).
//   2. workerd CPU time per request (wrangler dev): POST /v1/validate on a Peppol, an XRechnung and a Factur-X
//      document, and GET /v1/formats as the floor (authentication, limits, routing), on both engines. Workers
//      only advance their clocks on I/O, so the Worker cannot time itself; the kernel's account of the workerd
//      process (/proc/<pid>/task/<tid>/schedstat, nanoseconds on the CPU) is read before and after RUNS
//      sequential requests. Reported: the busiest thread (the one running the isolate, what Cloudflare bills)
//      and all workerd processes (adds V8's background compiler and GC threads, local KV/R2 and wrangler's
//      local proxy Worker), per request.
//   3. Per-endpoint latency on Node (`npm start`'s dist/node.mjs), Deno and workerd (wrangler dev), one request
//      at a time after a warm-up: formats, convert (10 lines), validate (Peppol example), preview (1 000 chars).
// Options: --runs N (default 20), --targets node,deno,workerd (or none), --no-bundle, --no-cpu.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startProcessServer } from '../test/helpers/process-server.js';
import { startTarget } from '../test/helpers/targets.js';
import { TEST_KEYS, TEST_SEED_KEYS } from '../test/helpers/server.js';
import { sharedPath } from '../src/shared-dir.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const RUNS = Number(option('runs', '20'));
const TARGETS = option('targets', 'node,deno,workerd')
  .split(',')
  .filter((t) => t !== '' && t !== 'none');
const MB = 1000 * 1000;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

function sizes(paths: string[]): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const path of paths) {
    const bytes = readFileSync(path);
    raw += bytes.byteLength;
    gzip += gzipSync(bytes, { level: 9 }).byteLength;
  }
  return { raw, gzip };
}

const fmt = (bytes: number) => `${(bytes / MB).toFixed(2)} MB`;

interface BundleSizes {
  js: { raw: number; gzip: number };
  native: { raw: number; gzip: number };
  wasm: { raw: number; gzip: number };
  files: { raw: number; gzip: number };
  total: { raw: number; gzip: number };
  startup: string;
  /** wrangler's "Total Upload" line: one gzip (default level) over all modules, in KiB. */
  wrangler: string;
}

/** Builds the Worker as wrangler would deploy it (for the given engine) and measures the upload. */
function measureBundle(engine: 'native' | 'saxon-js'): BundleSizes {
  const out = mkdtempSync(join(tmpdir(), 'einvoice-worker-'));
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', EINVOICE_SCHEMATRON_ENGINE: engine };
  try {
    const log = execFileSync('node_modules/.bin/wrangler', ['deploy', '--dry-run', '--outdir', out], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      env,
    });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the ANSI colour codes (ESC [ … m) of wrangler's output.
    const wranglerFigure = /Total Upload: ([\d.]+ KiB) \/ gzip: ([\d.]+ KiB)/.exec(log.replace(/\x1b\[[0-9;]*m/g, ''));
    const js = sizes(filesUnder(out).filter((p) => p.endsWith('.js')));
    const wasm = sizes(filesUnder(out).filter((p) => p.endsWith('.wasm')));
    const files = sizes(filesUnder('dist/edge/files'));
    // Bundled inside the JavaScript (the build's registry imports them); measured separately for the table.
    const native = existsSync('dist/edge-native') ? sizes(filesUnder('dist/edge-native')) : { raw: 0, gzip: 0 };
    const total = { raw: js.raw + wasm.raw + files.raw, gzip: js.gzip + wasm.gzip + files.gzip };
    return {
      js,
      native,
      wasm,
      files,
      total,
      startup: startupCpu(env),
      wrangler: wranglerFigure ? `${wranglerFigure[1]}, gzip ${wranglerFigure[2]}` : 'not printed',
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function bundleReport(): string {
  // The reference build first, so dist/edge is left as deployed.
  const saxon = measureBundle('saxon-js');
  const native = measureBundle('native');
  const cell = (s: { raw: number; gzip: number }) => `${fmt(s.raw)} | ${fmt(s.gzip)}`;
  const fits = (b: BundleSizes, limit: number) => (b.total.gzip <= limit * MB ? 'fits' : 'over');
  return [
    '| Part of the Worker upload | native (deployed) raw | gzip | saxon-js build raw | gzip |',
    '|---|---:|---:|---:|---:|',
    `| JavaScript (app + libraries) | ${cell(native.js)} | ${cell(saxon.js)} |`,
    `| … of which native rule modules (before bundling and minifying) | ${cell(native.native)} | ${cell(saxon.native)} |`,
    `| libxml2 WebAssembly module | ${cell(native.wasm)} | ${cell(saxon.wasm)} |`,
    `| Files (official artefacts, fonts; Schematron sources and SEFs in the saxon-js build) | ${cell(native.files)} | ${cell(saxon.files)} |`,
    `| **Total** | **${fmt(native.total.raw)}** | **${fmt(native.total.gzip)}** | **${fmt(saxon.total.raw)}** | **${fmt(saxon.total.gzip)}** |`,
    '',
    `Against Cloudflare's compressed-size limits: native — free plan 3 MB ${fits(native, 3)}, paid plan 10 MB ${fits(native, 10)}; saxon-js build — free ${fits(saxon, 3)}, paid ${fits(saxon, 10)}.`,
    `wrangler's own "Total Upload" figure: native ${native.wrangler}; saxon-js build ${saxon.wrangler}.`,
    '',
    `Start-up CPU (\`wrangler check startup\`, local workerd, median of 3): native ${native.startup}; saxon-js build ${saxon.startup} (Cloudflare allows 1 s).`,
  ].join('\n');
}

/** Active (non-idle) CPU time of the start-up profile that `wrangler check startup` records, median of 3 runs. */
function startupCpu(env: NodeJS.ProcessEnv): string {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const ms = startupActiveMs(env);
    if (ms !== null) runs.push(ms);
  }
  if (runs.length === 0) return 'not measured (the local profiler timed out each time)';
  runs.sort((a, b) => a - b);
  return `${runs[Math.floor(runs.length / 2)]!.toFixed(0)} ms active CPU`;
}

function startupActiveMs(env: NodeJS.ProcessEnv): number | null {
  const dir = mkdtempSync(join(tmpdir(), 'einvoice-startup-'));
  try {
    const file = join(dir, 'startup.cpuprofile');
    try {
      execFileSync('node_modules/.bin/wrangler', ['check', 'startup', '--outfile', file], { stdio: 'ignore', env });
    } catch {
      return null; // wrangler gives the local profiler 10 s of wall time, which a loaded machine can exceed
    }
    const profile = JSON.parse(readFileSync(file, 'utf8')) as {
      nodes: Array<{ id: number; callFrame: { functionName: string } }>;
      samples: number[];
      timeDeltas: number[];
    };
    const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
    let activeUs = 0;
    profile.samples.forEach((node, i) => {
      if (!idle.has(node)) activeUs += profile.timeDeltas[i] ?? 0;
    });
    return activeUs / 1000;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Endpoint {
  name: string;
  method: string;
  path: string;
  key: string;
  body?: unknown;
}

function endpoints(): Endpoint[] {
  const invoice = JSON.parse(readFileSync('test/fixtures/invoices/standard-rate-single-line.json', 'utf8'));
  const tenLines = { ...invoice, lines: Array.from({ length: 10 }, (_, i) => ({ ...invoice.lines[0], id: String(i + 1) })) };
  const peppol = readFileSync(sharedPath('corpus/examples/peppol/examples/base-example.xml'), 'utf8');
  const text = 'Hallo Frau Berger, bitte Rechnung RE-2026-17 über 1.190,00 EUR auf DE89 3704 0044 0532 0130 00 überweisen. '
    .repeat(10)
    .slice(0, 1000);
  return [
    { name: 'GET /v1/formats', method: 'GET', path: '/v1/formats', key: TEST_KEYS.convert },
    {
      name: 'POST /v1/convert (10 lines, Peppol)',
      method: 'POST',
      path: '/v1/convert',
      key: TEST_KEYS.convert,
      body: { invoice: tenLines, target_format: 'peppol_bis_3' },
    },
    {
      name: 'POST /v1/validate (Peppol example)',
      method: 'POST',
      path: '/v1/validate',
      key: TEST_KEYS.validate,
      body: { document: peppol, format_hint: 'peppol_bis_3' },
    },
    {
      name: 'POST /v1/intelligent/preview (1 000 chars)',
      method: 'POST',
      path: '/v1/intelligent/preview',
      key: TEST_KEYS.parse,
      body: { text, language: 'de' },
    },
  ];
}

async function timeOnce(url: string, e: Endpoint): Promise<number> {
  const started = performance.now();
  const res = await fetch(url + e.path, {
    method: e.method,
    headers: { 'X-API-Key': e.key, ...(e.body ? { 'Content-Type': 'application/json' } : {}) },
    body: e.body ? JSON.stringify(e.body) : undefined,
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${e.name} answered ${res.status}`);
  return performance.now() - started;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function latencies(target: string): Promise<Map<string, string>> {
  let url: string;
  let stop: () => Promise<void>;
  if (target === 'node') {
    const dataDir = mkdtempSync(join(tmpdir(), 'einvoice-bench-'));
    const server = await startProcessServer({ EINVOICE_DATA_DIR: dataDir, EINVOICE_API_KEYS: JSON.stringify(TEST_SEED_KEYS) });
    url = server.url;
    stop = async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  } else {
    const running = await startTarget(target as 'deno' | 'workerd');
    url = running.env.EINVOICE_TEST_BASE_URL!;
    stop = running.stop;
  }
  const results = new Map<string, string>();
  try {
    for (const e of endpoints()) {
      for (let i = 0; i < 3; i++) await timeOnce(url, e); // warm-up: first-use loading and JIT
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timeOnce(url, e));
      times.sort((a, b) => a - b);
      results.set(e.name, `${percentile(times, 0.5).toFixed(1)} / ${percentile(times, 0.95).toFixed(1)}`);
    }
  } finally {
    await stop();
  }
  return results;
}

// --- workerd CPU time per request -------------------------------------------------------------------------

const readCorpus = (path: string) => readFileSync(sharedPath('corpus', path), 'utf8');

function cpuEndpoints(): Endpoint[] {
  const validate = (name: string, path: string, formatHint: string): Endpoint => ({
    name: `POST /v1/validate (${name})`,
    method: 'POST',
    path: '/v1/validate',
    key: TEST_KEYS.validate,
    body: { document: readCorpus(path), format_hint: formatHint },
  });
  return [
    { name: 'GET /v1/formats (floor: authentication, limits, routing)', method: 'GET', path: '/v1/formats', key: TEST_KEYS.convert },
    validate('Peppol BIS 3 example', 'examples/peppol/examples/base-example.xml', 'peppol_bis_3'),
    validate('XRechnung UBL, KoSIT ubl-inv-br-de-1-test', 'kosit-instances/ubl-inv/ubl-inv-br-de-1-test.xml', 'xrechnung'),
    validate('Factur-X EN16931, CEN CII_example1', 'examples/cen-cii/CII_example1.xml', 'facturx'),
  ];
}

/** The workerd processes wrangler dev started for this bench (the Worker's, and the one of its local proxy). */
function workerdPids(): number[] {
  const parentOf = new Map<number, number>();
  const nameOf = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      nameOf.set(Number(entry), stat.slice(stat.indexOf('(') + 1, close));
      parentOf.set(Number(entry), Number(stat.slice(close + 2).split(' ')[1]));
    } catch {
      // exited meanwhile
    }
  }
  const descendsFromUs = (pid: number) => {
    for (let p = parentOf.get(pid); p !== undefined && p > 1; p = parentOf.get(p)) if (p === process.pid) return true;
    return false;
  };
  const found = [...nameOf].filter(([pid, name]) => name === 'workerd' && descendsFromUs(pid)).map(([pid]) => pid);
  if (found.length === 0) throw new Error('no workerd process under this bench');
  return found;
}

/** Nanoseconds each thread of the processes has spent on a CPU (the first field of schedstat). */
function threadCpuNs(pids: number[]): Map<number, number> {
  const threads = new Map<number, number>();
  for (const pid of pids) {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        threads.set(Number(tid), Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]));
      } catch {
        // thread ended
      }
    }
  }
  return threads;
}

/** The figures would mean nothing if another engine answered (a fallback): the result says which one did. */
async function expectEngine(url: string, e: Endpoint, engine: string): Promise<void> {
  const res = await fetch(url + e.path, {
    method: e.method,
    headers: { 'X-API-Key': e.key, 'Content-Type': 'application/json' },
    body: JSON.stringify(e.body),
  });
  const answered = ((await res.json()) as { data?: { rule_set?: { engine?: string } } }).data?.rule_set?.engine;
  if (answered !== engine) throw new Error(`${e.name}: answered by ${answered ?? 'no engine'}, expected ${engine}`);
}

/** Per endpoint: "busiest thread / all workerd threads" CPU ms per request on workerd running the given engine. */
async function workerdCpu(engine: 'native' | 'saxon-js'): Promise<Map<string, string>> {
  // Both the Worker build (wrangler's [build] command) and the Worker's vars take it from the environment.
  process.env.EINVOICE_SCHEMATRON_ENGINE = engine;
  const running = await startTarget('workerd');
  const results = new Map<string, string>();
  try {
    const url = running.env.EINVOICE_TEST_BASE_URL!;
    const pids = workerdPids();
    for (const e of cpuEndpoints()) {
      for (let i = 0; i < 3; i++) await timeOnce(url, e); // warm-up: first-use loading and JIT
      if (e.path === '/v1/validate') await expectEngine(url, e, engine);
      const before = threadCpuNs(pids);
      for (let i = 0; i < RUNS; i++) await timeOnce(url, e);
      const after = threadCpuNs(pids);
      const deltas = [...after].map(([tid, ns]) => ns - (before.get(tid) ?? 0));
      const perRequestMs = (ns: number) => (ns / 1e6 / RUNS).toFixed(1);
      results.set(e.name, `${perRequestMs(Math.max(...deltas))} / ${perRequestMs(deltas.reduce((a, b) => a + b, 0))}`);
    }
  } finally {
    await running.stop();
    delete process.env.EINVOICE_SCHEMATRON_ENGINE;
  }
  return results;
}

async function cpuReport(): Promise<string> {
  // The reference engine first, so the Worker left built in dist/edge is the deployed one.
  const saxon = await workerdCpu('saxon-js');
  const native = await workerdCpu('native');
  return [
    `workerd CPU time per request in ms, busiest thread / all workerd threads, averaged over ${RUNS} sequential requests after 3 warm-up requests (kernel CPU accounting of the local workerd process):`,
    '',
    '| Request | native | saxon-js |',
    '|---|---:|---:|',
    ...cpuEndpoints().map((e) => `| ${e.name} | ${native.get(e.name)} | ${saxon.get(e.name)} |`),
  ].join('\n');
}

const sections: string[] = [];
if (!args.includes('--no-bundle')) sections.push(bundleReport());
if (!args.includes('--no-cpu')) sections.push(await cpuReport());

const byTarget = new Map<string, Map<string, string>>();
for (const target of TARGETS) byTarget.set(target, await latencies(target));
if (TARGETS.length > 0)
  sections.push(
    [
      `Latency in ms, median / p95 of ${RUNS} sequential requests after 3 warm-up requests, on this machine:`,
      '',
      `| Endpoint | ${TARGETS.join(' | ')} |`,
      `|---|${TARGETS.map(() => '---:').join('|')}|`,
      ...endpoints().map((e) => `| ${e.name} | ${TARGETS.map((t) => byTarget.get(t)!.get(e.name)).join(' | ')} |`),
    ].join('\n'),
  );
console.log(`\n${sections.join('\n\n')}\n`);
