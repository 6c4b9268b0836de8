// The embedded default on Node: files under the data directory, in-process limits, no external service.
import type { AppDeps } from './app-deps.js';
import type { Config } from './config.js';
import { createKeyStore } from './storage/keys.js';
import { createDocumentStore } from './storage/documents.js';
import { createNodeSharedState } from './storage/backends/node.js';
import { consoleLogger, type Logger } from './http/logger.js';
import { loadRegistries } from './plugins.js';
import { artefactsHealthCheck } from './artefacts/health.js';
import { createValidationEngine } from './validation/engine.js';
import { createNodeLoader, defaultCacheDir } from '../schematron/node.js';
import { pluginRuleSets } from '../plugins/rule-artefacts.js';

export interface NodeDepsOptions {
  /** Overrides EINVOICE_STORAGE: 'fs' keeps keys and documents under config.dataDir; 'memory' keeps nothing (tests); 'redis' shares them. */
  storage?: 'fs' | 'memory' | 'redis';
  clock?: () => Date;
  logger?: Logger;
}

export async function createNodeDeps(config: Config, options: NodeDepsOptions = {}): Promise<AppDeps> {
  // Keys, documents and limits: files and memory by default, Redis or Upstash when configured (docs/edge.md).
  const state = createNodeSharedState(config, options.storage);
  const clock = options.clock ?? (() => new Date());
  const registries = await loadRegistries(config.plugins);
  return {
    keys: await createKeyStore(state.keyStorage, config.seedKeys, clock()),
    documents: createDocumentStore(state.documentStorage),
    limiter: state.limiter,
    close: state.close,
    clock,
    logger: options.logger ?? consoleLogger,
    ...registries,
    publicUrl: config.publicUrl,
    defaultDailyLimit: config.defaultDailyLimit,
    defaultAiQuota: config.defaultAiQuota,
    defaultVolumeLimits: config.defaultVolumeLimits,
    allowUnchecked: config.allowUnchecked,
    corsOrigins: config.corsOrigins,
    // Rule sets compile lazily on first use into rules/build (prebuilt by `npm run rules:build`).
    validation: createValidationEngine({
      artefactsDir: config.artefactsDir,
      loader: createNodeLoader(defaultCacheDir()),
      schematronEngine: config.schematronEngine,
      // Rule sets that EINVOICE_PLUGINS format plugins bring (docs/plugins.md), after the built-in ones.
      extraRuleSets: pluginRuleSets(registries.formats.all(), config.artefactsDir),
    }),
    healthChecks: [async () => ({ storage: state.storage, limits: state.limits }), artefactsHealthCheck(config.artefactsDir)],
  };
}
