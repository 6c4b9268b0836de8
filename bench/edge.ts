// `npm run bench:edge`: the figures of docs/edge.md.
//   1. The Worker upload: JavaScript, libxml2's .wasm and the bundled rule files, raw and gzip, against
//      Cloudflare's limits (3 MB free / 10 MB paid, compressed), and start-up CPU (`wrangler check startup`).
//   2. Per-endpoint latency on Node (`npm start`'s dist/node.mjs), Deno and workerd (wrangler dev), one request
//      at a time after a warm-up: formats, convert (10 lines), validate (Peppol example), preview (1 000 chars).
//      These endpoints are CPU-bound, so one request's wall time on an idle machine approximates its CPU time.
// Options: --runs N (default 20), --targets node,deno,workerd, --no-bundle.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startProcessServer } from '../test/helpers/process-server.js';
import { startTarget } from '../test/helpers/targets.js';
import { TEST_KEYS, TEST_SEED_KEYS } from '../test/helpers/server.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const RUNS = Number(option('runs', '20'));
const TARGETS = option('targets', 'node,deno,workerd').split(',').filter((t) => t !== '' && t !== 'none');
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

function bundleReport(): string {
  const out = mkdtempSync(join(tmpdir(), 'einvoice-worker-'));
  try {
    execFileSync('node_modules/.bin/wrangler', ['deploy', '--dry-run', '--outdir', out], { stdio: 'ignore', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
    const js = sizes(filesUnder(out).filter((p) => p.endsWith('.js')));
    const wasm = sizes(filesUnder(out).filter((p) => p.endsWith('.wasm')));
    const ruleFiles = sizes(filesUnder('dist/edge/files'));
    const total = { raw: js.raw + wasm.raw + ruleFiles.raw, gzip: js.gzip + wasm.gzip + ruleFiles.gzip };
    const fits = (limit: number) => (total.gzip <= limit * MB ? 'fits' : 'over');
    const startup = startupCpu();
    return [
      '| Part of the Worker upload | raw | gzip |',
      '|---|---:|---:|',
      `| JavaScript (app + libraries) | ${fmt(js.raw)} | ${fmt(js.gzip)} |`,
      `| libxml2 WebAssembly module | ${fmt(wasm.raw)} | ${fmt(wasm.gzip)} |`,
      `| Rule files (official XSD/Schematron artefacts, prebuilt SEFs) | ${fmt(ruleFiles.raw)} | ${fmt(ruleFiles.gzip)} |`,
      `| **Total** | **${fmt(total.raw)}** | **${fmt(total.gzip)}** |`,
      '',
      `Against Cloudflare's compressed-size limits: free plan 3 MB — ${fits(3)}; paid plan 10 MB — ${fits(10)}.`,
      `Without the rule files (JavaScript + wasm) the Worker is ${fmt(js.gzip + wasm.gzip)} gzip.`,
      '',
      `Start-up CPU (\`wrangler check startup\`, local workerd): ${startup}.`,
    ].join('\n');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Active (non-idle) CPU time of the start-up profile that `wrangler check startup` records. */
function startupCpu(): string {
  const dir = mkdtempSync(join(tmpdir(), 'einvoice-startup-'));
  try {
    const file = join(dir, 'startup.cpuprofile');
    execFileSync('node_modules/.bin/wrangler', ['check', 'startup', '--outfile', file], { stdio: 'ignore', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
    const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Array<{ id: number; callFrame: { functionName: string } }>; samples: number[]; timeDeltas: number[] };
    const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
    let activeUs = 0;
    profile.samples.forEach((node, i) => {
      if (!idle.has(node)) activeUs += profile.timeDeltas[i] ?? 0;
    });
    return `${(activeUs / 1000).toFixed(0)} ms active CPU while the Worker's modules load (Cloudflare allows 1 s)`;
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
  const peppol = readFileSync('../shared/corpus/examples/peppol/examples/base-example.xml', 'utf8');
  const text = 'Hallo Frau Berger, bitte Rechnung RE-2026-17 über 1.190,00 EUR auf DE89 3704 0044 0532 0130 00 überweisen. '.repeat(10).slice(0, 1000);
  return [
    { name: 'GET /v1/formats', method: 'GET', path: '/v1/formats', key: TEST_KEYS.convert },
    { name: 'POST /v1/convert (10 lines, Peppol)', method: 'POST', path: '/v1/convert', key: TEST_KEYS.convert, body: { invoice: tenLines, target_format: 'peppol_bis_3' } },
    { name: 'POST /v1/validate (Peppol example)', method: 'POST', path: '/v1/validate', key: TEST_KEYS.validate, body: { document: peppol, format_hint: 'peppol_bis_3' } },
    { name: 'POST /v1/intelligent/preview (1 000 chars)', method: 'POST', path: '/v1/intelligent/preview', key: TEST_KEYS.parse, body: { text, language: 'de' } },
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

const sections: string[] = [];
if (!args.includes('--no-bundle')) sections.push(bundleReport());

const byTarget = new Map<string, Map<string, string>>();
for (const target of TARGETS) byTarget.set(target, await latencies(target));
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
