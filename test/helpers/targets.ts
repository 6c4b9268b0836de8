// The runtimes the shared API tests run against (docs/edge.md). Each target starts what it needs (Redis, the
// Upstash bridge, the server on its runtime with the test keys and EINVOICE_TEST_HOOKS=1) and gives the
// environment under which `vitest run` points startServer at it.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './process-server.js';
import { startRedis, type TestRedis } from './redis.js';
import { startUpstashBridge, type UpstashBridge } from './upstash-bridge.js';
import { TEST_SEED_KEYS } from './server.js';
import { loadConfig } from '../../src/config.js';
import { createValidationEngine } from '../../src/validation/engine.js';
import { createNodeLoader, defaultCacheDir } from '../../schematron/node.js';

/**
 * Neither the Worker (src/edge/sef-prebuilt.ts) nor Deno (the compiler runs `process.execPath` as Node) compiles
 * rule sets: the ones the shared tests use are compiled on Node first (a no-op when the cache has them).
 */
const RULE_SETS_THE_SHARED_TESTS_USE = ['peppol-bis-3-ubl'];

export const TARGETS = ['node', 'node-redis', 'deno', 'workerd'] as const;
export type TargetName = (typeof TARGETS)[number];

/** The HTTP-level test files that run unchanged on every target (the others inject Node-only parts). */
export const SHARED_API_TESTS = [
  'test/api/kernel-contract.test.ts',
  'test/api/openapi.test.ts',
  'test/api/download.test.ts',
  'test/edge/runtime-api.test.ts',
  'test/edge/capabilities-api.test.ts',
  'test/render/routes.test.ts',
];

export interface RunningTarget {
  name: TargetName;
  /** Environment for the test process. */
  env: Record<string, string>;
  /** What the server printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

const bin = (name: string) => join(process.cwd(), 'node_modules', '.bin', name);

async function waitForHealth(url: string, child: ChildProcess, log: () => string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      // Up means answering: 200 ok, or 503 degraded (e.g. started without the rule sets on purpose).
      if ([200, 503].includes((await fetch(`${url}/health`)).status)) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not answer /health within ${seconds} s:\n${log()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function spawnServer(command: string, args: string[], env: Record<string, string>) {
  let log = '';
  // Its own process group, so stopping it also stops what it started (wrangler → workerd).
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        resolve();
      }
    });
  return { child, log: () => log, stop };
}

export async function startTarget(name: TargetName): Promise<RunningTarget> {
  const seedKeys = JSON.stringify(TEST_SEED_KEYS);
  const cleanups: Array<() => Promise<void> | void> = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    if (name === 'node') return { name, env: {}, output: () => '', stop };

    const redis: TestRedis = await startRedis();
    cleanups.push(() => redis.stop());
    if (name === 'node-redis') {
      return { name, env: { EINVOICE_TEST_TARGET: 'node-redis', EINVOICE_STORAGE: 'redis', EINVOICE_REDIS_URL: redis.url }, output: () => '', stop };
    }

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), `einvoice-${name}-`));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

    await createValidationEngine({ artefactsDir: loadConfig().artefactsDir, loader: createNodeLoader(defaultCacheDir()) }).warmUp(
      RULE_SETS_THE_SHARED_TESTS_USE,
    );
    let server: ReturnType<typeof spawnServer>;
    if (name === 'deno') {
      // Files for keys and documents (the embedded default), Redis for the limits: both code paths on Deno.
      execFileSync(process.execPath, ['scripts/edge/build-deno.mjs'], { stdio: 'inherit' });
      server = spawnServer(bin('deno'), ['run', '-A', 'dist/deno.mjs'], {
        PORT: String(port),
        HOST: '127.0.0.1',
        EINVOICE_DATA_DIR: dataDir,
        EINVOICE_API_KEYS: seedKeys,
        EINVOICE_LIMITS: 'redis',
        EINVOICE_REDIS_URL: redis.url,
        EINVOICE_TEST_HOOKS: '1',
      });
    } else {
      // workerd through wrangler dev: local KV and R2 (miniflare) under a fresh directory, limits in "Upstash"
      // (the REST bridge in front of the Redis above).
      const bridge: UpstashBridge = await startUpstashBridge(redis.url);
      cleanups.push(() => bridge.close());
      // Started by `npm run start:worker`'s script, so the start command itself is what the tests exercise.
      server = spawnServer(process.execPath, ['scripts/edge/start-worker.mjs'], {
        PORT: String(port),
        HOST: '127.0.0.1',
        EINVOICE_DATA_DIR: dataDir,
        EINVOICE_API_KEYS: seedKeys,
        EINVOICE_TEST_HOOKS: '1',
        UPSTASH_REDIS_REST_URL: bridge.url,
        UPSTASH_REDIS_REST_TOKEN: bridge.token,
        CI: 'true',
      });
    }
    cleanups.push(server.stop);
    await waitForHealth(url, server.child, server.log, name === 'workerd' ? 120 : 60);
    return { name, env: { EINVOICE_TEST_BASE_URL: url }, output: server.log, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
