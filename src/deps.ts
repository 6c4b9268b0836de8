// The embedded default on Node: files under the data directory, in-process limits, no external service.
import { createStorage } from 'unstorage';
import fsDriver from 'unstorage/drivers/fs';
import memoryDriver from 'unstorage/drivers/memory';
import { join } from 'node:path';
import type { AppDeps } from './app-deps.js';
import type { Config } from './config.js';
import { createKeyStore } from './storage/keys.js';
import { createDocumentStore } from './storage/documents.js';
import { createMemoryLimiter } from './limits/limiter.js';
import { consoleLogger, type Logger } from './http/logger.js';
import { loadRegistries } from './plugins.js';
import { artefactsHealthCheck } from './artefacts/health.js';

export interface NodeDepsOptions {
  /** 'fs' (default) keeps keys and documents under config.dataDir; 'memory' keeps nothing (tests). */
  storage?: 'fs' | 'memory';
  clock?: () => Date;
  logger?: Logger;
}

export async function createNodeDeps(config: Config, options: NodeDepsOptions = {}): Promise<AppDeps> {
  const onDisk = (options.storage ?? 'fs') === 'fs';
  const storageAt = (folder: string) => createStorage({ driver: onDisk ? fsDriver({ base: join(config.dataDir, folder) }) : memoryDriver() });
  const clock = options.clock ?? (() => new Date());
  const registries = await loadRegistries(config.plugins);
  return {
    keys: await createKeyStore(storageAt('keys'), config.seedKeys, clock()),
    documents: createDocumentStore(storageAt('documents')),
    limiter: createMemoryLimiter(),
    clock,
    logger: options.logger ?? consoleLogger,
    ...registries,
    publicUrl: config.publicUrl,
    defaultDailyLimit: config.defaultDailyLimit,
    defaultAiQuota: config.defaultAiQuota,
    healthChecks: [async () => ({ storage: onDisk ? 'fs' : 'memory' }), artefactsHealthCheck(config.artefactsDir)],
  };
}
