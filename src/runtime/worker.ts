// Cloudflare Workers entry (`npm run start:worker`, wrangler.toml): the same app with keys and document
// metadata in KV, document bodies in R2, per-key limits in Upstash Redis over REST (in-isolate memory when no
// Upstash is configured, which is right for local development only). Secrets (EINVOICE_API_KEYS,
// UPSTASH_REDIS_REST_TOKEN) come from `wrangler secret put`; plain settings from [vars].
// First: the workerd workarounds must be in place before any library loads.
import '../edge/prelude.js';
import { existsSync } from 'node:fs';
import { Redis as UpstashRedis } from '@upstash/redis/cloudflare';
import { loadConfig, ConfigError } from '../config.js';
import type { AppDeps } from '../app-deps.js';
import { createApp } from '../app.js';
import { createKeyStore } from '../storage/keys.js';
import { createDocumentStore } from '../storage/documents.js';
import { createCloudflareStorages, type CloudflareBindings } from '../storage/backends/cloudflare.js';
import { createMemoryLimiter } from '../limits/limiter.js';
import { createUpstashLimiter } from '../limits/upstash.js';
import { consoleLogger } from '../http/logger.js';
import { loadRegistries } from '../plugins.js';
import { createValidationEngine } from '../validation/engine.js';
import { artefactsHealthCheck } from '../artefacts/health.js';
import { artefactManifest, type ArtefactManifest } from '../artefacts/manifest.js';
import { BUILTIN_RULE_SETS } from '../../rules/rule-sets.js';
import { bundledRegistry, createEdgeLoader, sourcesCompiledIn } from '../../schematron/edge.js';
import type { SchematronLoader } from '../../schematron/index.js';
import { testHooksEnabled, withTestHooks } from './test-hooks.js';

export type WorkerEnv = CloudflareBindings & Record<string, unknown>;

/** Whether this Worker was built with saxon-js (set by scripts/edge/build-worker.mjs; when false the bundle leaves it out). */
declare const __EINVOICE_EDGE_SAXON__: boolean;

/**
 * The rule files bundled by scripts/edge/build-worker.mjs (official artefacts; SEFs compiled before deployment
 * when the Worker is built for saxon-js), which workerd shows read-only under /bundle.
 */
const BUNDLED_ARTEFACTS_DIR = '/bundle/files/artefacts';
const BUNDLED_RULES_DIR = '/bundle/files/rules';

/**
 * What /health checks for on the Worker: the artefacts manifest without the Schematron sources when rule sets
 * were compiled into the bundle (the build leaves the .sch files out then; the XSDs and code lists stay).
 */
function workerManifest(compiledIn: ReadonlySet<string>): ArtefactManifest {
  if (compiledIn.size === 0) return artefactManifest;
  return { ...artefactManifest, files: artefactManifest.files.filter((f) => !f.path.endsWith('.sch')) };
}

interface ScheduledContext {
  waitUntil(promise: Promise<unknown>): void;
}

/** The string-valued vars and secrets, as the configuration reads them on every runtime. */
function settingsOf(env: WorkerEnv): Record<string, string | undefined> {
  const settings: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(env)) if (typeof value === 'string') settings[name] = value;
  // Limits live in Upstash whenever it is configured; storage is always KV + R2 here.
  settings.EINVOICE_LIMITS ??= settings.UPSTASH_REDIS_REST_URL ? 'upstash' : 'memory';
  delete settings.EINVOICE_STORAGE;
  return settings;
}

async function createWorkerDeps(env: WorkerEnv): Promise<AppDeps> {
  const settings = settingsOf(env);
  const config = loadConfig(settings, '/');
  if (config.limits === 'redis') throw new ConfigError('EINVOICE_LIMITS=redis needs a TCP connection, which Workers lack; use upstash');
  const { keyStorage, documentStorage } = createCloudflareStorages(env);
  const limiter = config.upstash
    ? createUpstashLimiter(new UpstashRedis({ url: config.upstash.url, token: config.upstash.token, enableTelemetry: false }))
    : createMemoryLimiter();
  const clock = () => new Date();
  const compiledIn =
    config.schematronEngine === 'native' ? sourcesCompiledIn(bundledRegistry, BUILTIN_RULE_SETS, BUNDLED_ARTEFACTS_DIR) : new Set<string>();
  // The native modules bundled by the build; saxon-js and the prebuilt SEFs only when the build was asked for them.
  const loader: SchematronLoader = {
    ...createEdgeLoader(bundledRegistry),
    ...(__EINVOICE_EDGE_SAXON__ ? (await import('../../schematron/edge-saxon.js')).edgeSaxon(BUNDLED_RULES_DIR) : {}),
  };
  return {
    keys: await createKeyStore(keyStorage, config.seedKeys, clock()),
    documents: createDocumentStore(documentStorage),
    limiter,
    clock,
    logger: consoleLogger,
    ...(await loadRegistries(config.plugins)),
    publicUrl: config.publicUrl,
    defaultDailyLimit: config.defaultDailyLimit,
    defaultAiQuota: config.defaultAiQuota,
    defaultVolumeLimits: config.defaultVolumeLimits,
    // The native rule modules are compiled into the bundle (their Schematron sources are not uploaded); saxon-js
    // and the SEFs only when the build was asked for them.
    validation: createValidationEngine({
      artefactsDir: BUNDLED_ARTEFACTS_DIR,
      loader,
      schematronEngine: config.schematronEngine,
      fileExists: (path) => compiledIn.has(path) || existsSync(path),
    }),
    healthChecks: [
      async () => ({ runtime: 'workerd', storage: 'cloudflare-kv-r2', limits: config.limits }),
      artefactsHealthCheck(BUNDLED_ARTEFACTS_DIR, workerManifest(compiledIn)),
    ],
  };
}

// Built once per isolate, on its first request: bindings and secrets are only known then.
let built: Promise<{ deps: AppDeps; app: { fetch(request: Request, env?: unknown, ctx?: unknown): Response | Promise<Response> } }> | null = null;

function appFor(env: WorkerEnv) {
  if (!built) {
    built = createWorkerDeps(env).then((deps) => ({
      deps,
      app: testHooksEnabled(settingsOf(env)) ? withTestHooks(deps, createApp) : createApp(deps),
    }));
    // A failed start is not kept: the next request tries again (a missing secret can be fixed without a deploy).
    built.catch(() => (built = null));
  }
  return built;
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: unknown): Promise<Response> {
    try {
      const { app } = await appFor(env);
      return await app.fetch(request, env, ctx);
    } catch (error) {
      // Configuration the operator has to fix (the error catalogue's FEATURE_NOT_CONFIGURED), not the caller.
      const message = error instanceof ConfigError ? `Cannot start: ${error.message}` : 'The service failed to start.';
      console.error(error);
      return Response.json({ error: { status: 503, code: 'FEATURE_NOT_CONFIGURED', message } }, { status: 503 });
    }
  },

  /** Hourly (wrangler.toml [triggers]): deletes expired documents, their R2 bodies included. */
  async scheduled(_event: unknown, env: WorkerEnv, ctx: ScheduledContext): Promise<void> {
    ctx.waitUntil(appFor(env).then(({ deps }) => deps.documents.sweep(deps.clock())));
  },
};
