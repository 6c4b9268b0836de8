// Node entry: the embedded default (fs stores, in-process limits). `npm start` builds and runs this.
import { serve } from '@hono/node-server';
import { loadConfig, ConfigError } from '../config.js';
import { createNodeDeps } from '../deps.js';
import { createApp } from '../app.js';
import { PluginLoadError } from '../registry/plugin-error.js';
import { ensureArtefacts } from '../artefacts/index.js';
import { pruneEmptyDirs } from '../storage/prune-empty-dirs.js';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { createWorkPool } from './work-pool.js';
import { defaultCacheDir } from '../../schematron/node.js';

/** Expired documents are swept every 10 minutes so the data directory does not grow without bound. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Slow clients get this long for their headers and their whole request; idle keep-alive sockets are closed. */
// Node checks those deadlines only every connectionsCheckingInterval (30 s by default): 1 s keeps them close.
const SERVER_TIMEOUTS = { headersTimeout: 15_000, requestTimeout: 60_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000 };

async function main(): Promise<void> {
  const config = loadConfig();
  // A fresh machine has no official artefacts yet: install them (verified) before serving, and report what is there.
  await ensureArtefacts(config);
  const base = await createNodeDeps(config);
  // Validation and conversion run on worker threads, so this thread always answers /health and light requests.
  // One core is left to the thread that answers HTTP, so /health stays fast while the workers are saturated.
  const workers = config.workers ?? Math.max(1, availableParallelism() - 1);
  const pool =
    workers > 0
      ? createWorkPool({
          threads: workers,
          maxQueue: config.workQueue || undefined,
          taskTimeoutMs: config.workTimeoutMs,
          workerData: {
            artefactsDir: config.artefactsDir,
            cacheDir: defaultCacheDir(),
            schematronEngine: config.schematronEngine,
            plugins: config.plugins,
            allowUnchecked: config.allowUnchecked,
          },
        })
      : undefined;
  const deps = { ...base, executor: pool, close: async () => void (await Promise.all([base.close?.(), pool?.close()])) };
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0', serverOptions: SERVER_TIMEOUTS }, (info) => {
    deps.logger.log({ level: 'info', msg: 'listening', port: info.port, data_dir: config.dataDir, artefacts_dir: config.artefactsDir, workers });
  });
  // Load (and, when the cache lacks them, compile) every installed rule set in the background, so the first
  // validate or convert does not pay for it; a request arriving meanwhile waits for the same work.
  const warmStarted = performance.now();
  // With a pool, each worker loads its own rule sets; this thread then never validates.
  if (!pool)
    deps.validation?.warmUp().then(
      () => deps.logger.log({ level: 'info', msg: 'rule sets loaded', ms: Math.round(performance.now() - warmStarted) }),
      (error: unknown) =>
        deps.logger.log({ level: 'warn', msg: 'rule sets not loaded at start', error: error instanceof Error ? error.message : String(error) }),
    );
  const sweeper = setInterval(() => {
    deps.documents
      .sweep(deps.clock())
      .then(() => (config.storage === 'fs' ? pruneEmptyDirs(join(config.dataDir, 'documents', 'doc')) : 0))
      .catch((error: unknown) =>
        deps.logger.log({ level: 'error', msg: 'sweep failed', fault: (error as { code?: string }).code ?? (error as Error).name }),
      );
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();

  // Graceful shutdown: stop accepting, let in-flight requests finish, then exit.
  const stop = (signal: string) => {
    deps.logger.log({ level: 'info', msg: 'shutting down', signal });
    clearInterval(sweeper);
    server.close(() => {
      void Promise.resolve(deps.close?.()).finally(() => process.exit(0));
    });
    // Keep-alive sockets whose request finishes during shutdown would otherwise hold the exit until they time out.
    setInterval(() => (server as { closeIdleConnections?: () => void }).closeIdleConnections?.(), 100).unref();
    setTimeout(() => process.exit(0), config.shutdownGraceMs).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof PluginLoadError;
  console.error(known ? `Cannot start: ${(error as Error).message}` : error);
  process.exit(1);
});
