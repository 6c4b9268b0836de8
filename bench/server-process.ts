// The server as users run it (`node dist/node.mjs`, the embedded default: files under a fresh data
// directory, in-process limits, offline parse provider) in a child process on a loopback port, with
// readings of its memory and open file descriptors from /proc, for bench:load and bench:soak.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOnce, freePort, waitUntilHealthy } from '../test/helpers/process-server.js';

export const BENCH_KEY = 'eik_bench_all_scopes_0000000000000000000000000000';
/** A key with a small daily parse limit, to show the limiter answering 429 under load. */
export const BENCH_LIMITED_KEY = 'eik_bench_limited_00000000000000000000000000000';
export const LIMITED_DAILY = 100;

export interface BenchServer {
  url: string;
  pid: number;
  dataDir: string;
  /** Current and peak resident set size of the server process, in MB. */
  memory(): { rssMb: number; peakMb: number };
  openFds(): number;
  /** Bytes under the data directory's documents. */
  documentBytes(): number;
  stop(): Promise<void>;
}

function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
}

function treeBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}

export async function startBenchServer(extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  buildOnce();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'einvoice-bench-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/node.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      EINVOICE_DATA_DIR: dataDir,
      EINVOICE_STORAGE: 'fs',
      EINVOICE_LIMITS: 'memory',
      EINVOICE_AI_PROVIDER: 'offline',
      EINVOICE_API_KEYS: JSON.stringify([
        {
          key: BENCH_KEY,
          name: 'bench',
          scopes: ['einvoice:convert', 'einvoice:parse', 'einvoice:validate'],
          daily_limit: 1_000_000_000,
          ai_quota: 1_000_000_000,
          convert_daily_limit: 1_000_000_000,
          convert_minute_limit: 1_000_000_000,
          validate_daily_limit: 1_000_000_000,
          validate_minute_limit: 1_000_000_000,
        },
        { key: BENCH_LIMITED_KEY, name: 'bench-limited', scopes: ['einvoice:parse'], daily_limit: LIMITED_DAILY, ai_quota: 1_000_000_000 },
      ]),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(child, url, () => log, 60_000);
  const pid = child.pid!;
  return {
    url,
    pid,
    dataDir,
    memory: () => ({ rssMb: procStatusMb(pid, 'VmRSS'), peakMb: procStatusMb(pid, 'VmHWM') }),
    openFds: () => readdirSync(`/proc/${pid}/fd`).length,
    documentBytes: () => treeBytes(join(dataDir, 'documents')),
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
