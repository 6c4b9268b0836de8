// Load benchmark: starts the server on the embedded default in a child process and drives each endpoint on
// loopback with autocannon at saturation; prints requests per second, p50/p99 latency, status classes, errors
// and the server's resident memory. Then, for 1, 2 and 4 worker threads (BENCH_WORKERS), validate and convert
// at saturation, and the latency of /health while the pool is saturated (and, for comparison, with the work
// in the request thread: EINVOICE_WORKERS=0). Exits non-zero on any 5xx or socket error.
// Run: npm run bench:load   (BENCH_SECONDS per endpoint, default 10; BENCH_CONNECTIONS, default 10)
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { manyLineInvoice } from '../test/convert/helpers/fixtures.js';
import { BENCH_KEY, BENCH_LIMITED_KEY, LIMITED_DAILY, startBenchServer, type BenchServer } from './server-process.js';

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  key?: string;
}

const PREVIEW_PARAGRAPH =
  'Hallo Frau Berger, anbei die Rechnung RE-2026-17 über 1.190,00 EUR für die Wartung im Oktober. Bitte überweisen Sie ' +
  'den Betrag auf DE89 3704 0044 0532 0130 00 bei der Commerzbank. Rückfragen gern an anna.berger@example.de oder ' +
  'telefonisch unter +49 30 1234567. Unsere USt-IdNr. lautet DE136695976. Mit freundlichen Grüßen, Thomas Müller. ';

/** 1 000 characters of an e-mail with names, an IBAN, an e-mail address, a phone number and a VAT id. */
export const PREVIEW_TEXT = PREVIEW_PARAGRAPH.repeat(5).slice(0, 1000);

export const CONVERT_BODY = JSON.stringify({ invoice: manyLineInvoice(10, 'LOAD-10'), target_format: 'peppol_bis_3' });

export function validateBody(): string {
  const xml = readFileSync(resolve(process.cwd(), '../shared/corpus/examples/peppol/examples/base-example.xml'), 'utf8');
  return JSON.stringify({ document: xml });
}

/** Converts once and returns the download path of the stored document. */
export async function downloadPath(server: BenchServer): Promise<string> {
  const res = await fetch(`${server.url}/v1/convert`, {
    method: 'POST',
    headers: { 'X-API-Key': BENCH_KEY, 'Content-Type': 'application/json' },
    body: CONVERT_BODY,
  });
  const body = (await res.json()) as { data?: { conversion_id: string } };
  if (res.status !== 201 || !body.data) throw new Error(`convert for the download scenario answered ${res.status}: ${JSON.stringify(body)}`);
  return `/v1/download/${body.data.conversion_id}`;
}

export interface RunResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  s2xx: number;
  s4xx: number;
  s5xx: number;
  errors: number;
}

export async function drive(server: BenchServer, s: Scenario, seconds: number, connections: number): Promise<RunResult> {
  const result = await autocannon({
    url: server.url + s.path,
    method: s.method,
    connections,
    duration: seconds,
    headers: { 'X-API-Key': s.key ?? BENCH_KEY, ...(s.body ? { 'Content-Type': 'application/json' } : {}) },
    body: s.body,
    timeout: 30,
  });
  return {
    name: s.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    s2xx: result['2xx'],
    s4xx: result['4xx'],
    s5xx: result['5xx'],
    errors: result.errors + result.timeouts,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** /health, one request at a time, while `load` runs: latencies in ms. */
async function healthLatencies(server: BenchServer, load: Promise<unknown>): Promise<number[]> {
  let done = false;
  void load.finally(() => (done = true));
  const samples: number[] = [];
  await new Promise((r) => setTimeout(r, 500)); // let the load saturate the pool first
  while (!done) {
    const started = performance.now();
    await (await fetch(`${server.url}/health`)).arrayBuffer();
    samples.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return samples.sort((a, b) => a - b);
}

/** Validate and convert at saturation for each pool size, and /health while validate saturates it. */
async function poolSizes(seconds: number, connections: number): Promise<boolean> {
  const sizes = (process.env.BENCH_WORKERS ?? '1,2,4').split(',').map(Number);
  const validate: Scenario = { name: 'validate', method: 'POST', path: '/v1/validate', body: validateBody() };
  const convert: Scenario = { name: 'convert', method: 'POST', path: '/v1/convert', body: CONVERT_BODY };
  console.log(
    `\nWorker threads (EINVOICE_WORKERS): ${seconds} s per run, ${connections} connections; /health sampled every 20 ms while validate runs\n`,
  );
  console.log(
    '| Workers | validate req/s | validate p99 ms | convert req/s | convert p99 ms | /health p50 ms | /health p99 ms | /health max ms | peak RSS MB |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  let failed = false;
  for (const workers of [0, ...sizes]) {
    const server = await startBenchServer({ EINVOICE_WORKERS: String(workers) });
    try {
      // Warm-up: every worker loads the rule sets at start; a few requests per worker make sure they have.
      for (let i = 0; i < Math.max(1, workers) * 2; i++) {
        await Promise.all(
          [validate, convert].map((s) =>
            fetch(server.url + s.path, { method: 'POST', headers: { 'X-API-Key': BENCH_KEY, 'Content-Type': 'application/json' }, body: s.body }),
          ),
        );
      }
      const v = await drive(server, validate, seconds, connections);
      const c = await drive(server, convert, seconds, connections);
      const load = drive(server, validate, seconds, connections);
      const health = await healthLatencies(server, load);
      const during = await load;
      failed ||= [v, c, during].some((r) => r.s5xx > 0 || r.errors > 0);
      const label = workers === 0 ? '0 (request thread)' : String(workers);
      console.log(
        `| ${label} | ${v.rps.toFixed(0)} | ${v.p99} | ${c.rps.toFixed(0)} | ${c.p99} | ${percentile(health, 50).toFixed(1)} | ${percentile(health, 99).toFixed(1)} | ${(health.at(-1) ?? 0).toFixed(1)} | ${server.memory().peakMb} |`,
      );
    } finally {
      await server.stop();
    }
  }
  return failed;
}

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const server = await startBenchServer();
  try {
    const scenarios: Scenario[] = [
      { name: 'GET /v1/formats', method: 'GET', path: '/v1/formats' },
      { name: 'GET /v1/requirements/DE', method: 'GET', path: '/v1/requirements/DE' },
      { name: 'POST /v1/convert (10 lines, Peppol XML)', method: 'POST', path: '/v1/convert', body: CONVERT_BODY },
      { name: 'GET /v1/download/{id}', method: 'GET', path: await downloadPath(server) },
      { name: 'POST /v1/validate (Peppol example)', method: 'POST', path: '/v1/validate', body: validateBody() },
      {
        name: 'POST /v1/intelligent/preview (1 000 chars)',
        method: 'POST',
        path: '/v1/intelligent/preview',
        body: JSON.stringify({ text: PREVIEW_TEXT }),
      },
      {
        name: `POST /v1/intelligent/parse (daily limit ${LIMITED_DAILY})`,
        method: 'POST',
        path: '/v1/intelligent/parse',
        key: BENCH_LIMITED_KEY,
        body: JSON.stringify({ text: PREVIEW_TEXT }),
      },
    ];
    // Warm-up: every worker thread loads the compiled rule sets at start; that is start-up, not load.
    for (let round = 0; round < 4; round++) {
      await Promise.all(
        scenarios
          .filter((x) => x.key === undefined)
          .map((s) =>
            fetch(server.url + s.path, { method: s.method, headers: { 'X-API-Key': BENCH_KEY, 'Content-Type': 'application/json' }, body: s.body }),
          ),
      );
    }
    console.log(
      `bench:load — ${seconds} s per endpoint, ${connections} connections, Node ${process.version}, ${cpus().length} CPUs, server pid ${server.pid}\n`,
    );
    console.log('| Endpoint | req/s | p50 ms | p99 ms | requests | 2xx | 4xx | 5xx | errors | RSS after MB |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    let failed = false;
    for (const s of scenarios) {
      const r = await drive(server, s, seconds, connections);
      const { rssMb } = server.memory();
      console.log(
        `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.total} | ${r.s2xx} | ${r.s4xx} | ${r.s5xx} | ${r.errors} | ${rssMb} |`,
      );
      if (r.s5xx > 0 || r.errors > 0) failed = true;
    }
    const { peakMb } = server.memory();
    console.log(`\nPeak RSS of the server over the run: ${peakMb} MB. Open file descriptors at the end: ${server.openFds()}.`);
    await server.stop();
    if (await poolSizes(seconds, connections)) failed = true;
    if (failed) {
      console.error('FAIL: 5xx answers or socket errors under load.');
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

// Run directly (npm run bench:load), not when bench:soak imports the scenarios.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
