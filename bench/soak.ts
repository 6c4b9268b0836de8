// Soak, on demand, not in CI: measures the saturation of convert, validate and download, then
// drives the three together for SOAK_MINUTES (default 10) at half the saturation of the mix, sampling the
// server's RSS and open file descriptors. Passes when RSS grows under 10 % after warm-up, descriptors do
// not grow, there is no 5xx, and sweeping at expiry leaves the documents directory empty.
// Run: npm run bench:soak   (SOAK_MINUTES=1 for a short check)
import autocannon from 'autocannon';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createStorage } from 'unstorage';
import { atomicFsDriver as fsDriver } from '../src/storage/backends/fs-driver.js';
import { createDocumentStore, DOCUMENT_LIFETIME_MS } from '../src/storage/documents.js';
import { pruneEmptyDirs } from '../src/storage/prune-empty-dirs.js';
import { CONVERT_BODY, downloadPath, drive, validateBody, type Scenario } from './load.js';
import { BENCH_KEY, startBenchServer, type BenchServer } from './server-process.js';

const SAMPLE_EVERY_MS = 10_000;
/** The first fifth of the run (at least one sample) is warm-up: caches fill, the heap finds its size. */
const WARM_UP_SHARE = 0.2;

interface Sample {
  atS: number;
  rssMb: number;
  fds: number;
  documentMb: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function saturation(server: BenchServer, scenarios: Scenario[]): Promise<number[]> {
  const rates: number[] = [];
  for (const s of scenarios) rates.push((await drive(server, s, 10, 10)).rps);
  return rates;
}

/** After the soak: sweeping a day later and pruning leaves the documents directory empty. */
async function sweepLeavesNothing(dataDir: string): Promise<{ before: number; after: number }> {
  const base = join(dataDir, 'documents');
  const store = createDocumentStore(createStorage({ driver: fsDriver({ base }) }));
  const docDir = join(base, 'doc');
  const before = readdirSync(docDir).length;
  const later = Date.now() + DOCUMENT_LIFETIME_MS + 3_600_000;
  await store.sweep(new Date(later));
  await pruneEmptyDirs(docDir, later);
  return { before, after: readdirSync(docDir).length };
}

async function main(): Promise<void> {
  const minutes = Number(process.env.SOAK_MINUTES ?? 10);
  const seconds = Math.round(minutes * 60);
  const server = await startBenchServer();
  let ok = true;
  try {
    const scenarios: Scenario[] = [
      { name: 'convert', method: 'POST', path: '/v1/convert', body: CONVERT_BODY },
      { name: 'validate', method: 'POST', path: '/v1/validate', body: validateBody() },
      { name: 'download', method: 'GET', path: await downloadPath(server) },
    ];
    for (const s of scenarios)
      await fetch(server.url + s.path, { method: s.method, headers: { 'X-API-Key': BENCH_KEY, 'Content-Type': 'application/json' }, body: s.body });
    const saturated = await saturation(server, scenarios);
    // Each runs at half its own saturation divided by three: together, half the saturation of the mix.
    const rates = saturated.map((r) => Math.max(1, Math.floor(r / 6)));
    console.log(
      `bench:soak — ${minutes} min; saturation req/s ${scenarios.map((s, i) => `${s.name} ${saturated[i]!.toFixed(1)}`).join(', ')}; soak rates ${scenarios.map((s, i) => `${s.name} ${rates[i]}`).join(', ')}`,
    );

    const samples: Sample[] = [];
    const started = Date.now();
    const sample = () => {
      const { rssMb } = server.memory();
      samples.push({
        atS: Math.round((Date.now() - started) / 1000),
        rssMb,
        fds: server.openFds(),
        documentMb: Math.round(server.documentBytes() / 1e4) / 100,
      });
      const last = samples.at(-1)!;
      console.log(`  t=${last.atS}s rss=${last.rssMb} MB fds=${last.fds} documents=${last.documentMb} MB`);
    };
    const sampler = setInterval(sample, SAMPLE_EVERY_MS);
    const results = await Promise.all(
      scenarios.map((s, i) =>
        autocannon({
          url: server.url + s.path,
          method: s.method,
          connections: 2,
          overallRate: rates[i],
          duration: seconds,
          timeout: 30,
          headers: { 'X-API-Key': BENCH_KEY, ...(s.body ? { 'Content-Type': 'application/json' } : {}) },
          body: s.body,
        }),
      ),
    );
    clearInterval(sampler);
    sample();

    for (const [i, r] of results.entries()) {
      console.log(
        `  ${scenarios[i]!.name}: ${r.requests.total} requests, ${r['2xx']} 2xx, ${r['4xx']} 4xx, ${r['5xx']} 5xx, ${r.errors + r.timeouts} errors, p99 ${r.latency.p99} ms`,
      );
      if (r['5xx'] > 0 || r.errors + r.timeouts > 0) ok = false;
    }

    const warmUpEnd = Math.max(1, Math.floor(samples.length * WARM_UP_SHARE));
    const afterWarmUp = samples.slice(warmUpEnd - 1, warmUpEnd + 2).map((s) => s.rssMb);
    const atEnd = samples.slice(-3).map((s) => s.rssMb);
    const growth = (median(atEnd) - median(afterWarmUp)) / median(afterWarmUp);
    const fdGrowth = samples.at(-1)!.fds - samples[warmUpEnd - 1]!.fds;
    console.log(`RSS after warm-up ${median(afterWarmUp)} MB, at the end ${median(atEnd)} MB: growth ${(growth * 100).toFixed(1)} % (limit 10 %)`);
    console.log(`Open file descriptors after warm-up ${samples[warmUpEnd - 1]!.fds}, at the end ${samples.at(-1)!.fds}`);
    if (growth >= 0.1) ok = false;
    if (fdGrowth > 2) ok = false;

    const swept = await sweepLeavesNothing(server.dataDir);
    console.log(`Documents stored during the soak: ${swept.before}; left after sweeping at expiry: ${swept.after}`);
    if (swept.after !== 0) ok = false;
  } finally {
    await server.stop();
  }
  if (!ok) {
    console.error('FAIL');
    process.exitCode = 1;
  } else console.log('PASS');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
