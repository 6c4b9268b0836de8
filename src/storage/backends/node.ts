// Shared state on Node, chosen by configuration (docs/edge.md): where keys and documents live (fs, memory,
// Redis) and where per-key counters live (process memory, Redis, Upstash). Several instances behind a load
// balancer share state when both are Redis (or Upstash for the counters).
import { createStorage, type Storage } from 'unstorage';
import memoryDriver from 'unstorage/drivers/memory';
import redisDriver from 'unstorage/drivers/redis';
import { Redis as IORedis } from 'ioredis';
import { Redis as UpstashRedis } from '@upstash/redis';
import { join } from 'node:path';
import type { Config, LimitsKind, StorageKind } from '../../config.js';
import { DOCUMENT_LIFETIME_MS } from '../documents.js';
import { atomicFsDriver } from './fs-driver.js';
import { createMemoryLimiter, type Limiter } from '../../limits/limiter.js';
import { createRedisLimiter } from '../../limits/redis.js';
import { createUpstashLimiter } from '../../limits/upstash.js';

export interface SharedState {
  storage: StorageKind;
  limits: LimitsKind;
  keyStorage: Storage;
  documentStorage: Storage;
  limiter: Limiter;
  /** Closes connections (Redis); a no-op for files and memory. */
  close(): Promise<void>;
}

/** Redis drops a document an hour after it expired; reads already refuse it from the expiry on. */
const DOCUMENT_TTL_SECONDS = Math.ceil(DOCUMENT_LIFETIME_MS / 1000) + 3600;

function redisUrlOf(config: Config): string {
  if (!config.redisUrl) throw new Error('EINVOICE_REDIS_URL is not set');
  return config.redisUrl;
}

function storagesFor(kind: StorageKind, config: Config): Pick<SharedState, 'keyStorage' | 'documentStorage'> {
  if (kind === 'fs') {
    return {
      keyStorage: createStorage({ driver: atomicFsDriver({ base: join(config.dataDir, 'keys') }) }),
      documentStorage: createStorage({ driver: atomicFsDriver({ base: join(config.dataDir, 'documents') }) }),
    };
  }
  if (kind === 'memory') return { keyStorage: createStorage({ driver: memoryDriver() }), documentStorage: createStorage({ driver: memoryDriver() }) };
  const url = redisUrlOf(config);
  return {
    keyStorage: createStorage({ driver: redisDriver({ url, base: 'einvoice:keys' }) }),
    // Documents carry a Redis TTL so the server never fills up, even when no instance sweeps.
    documentStorage: createStorage({ driver: redisDriver({ url, base: 'einvoice:documents', ttl: DOCUMENT_TTL_SECONDS }) }),
  };
}

function limiterFor(kind: LimitsKind, config: Config): { limiter: Limiter; close(): Promise<void> } {
  if (kind === 'redis') {
    const client = new IORedis(redisUrlOf(config), { lazyConnect: true, maxRetriesPerRequest: 2 });
    // Connection errors surface as failed commands (503 for limited endpoints); without a listener ioredis
    // would print every reconnect failure to the console.
    client.on('error', () => undefined);
    return { limiter: createRedisLimiter(client), close: async () => void client.disconnect() };
  }
  if (kind === 'upstash') {
    if (!config.upstash) throw new Error('UPSTASH_REDIS_REST_URL / UPSTASH_REDIS_REST_TOKEN are not set');
    const redis = new UpstashRedis({ url: config.upstash.url, token: config.upstash.token, enableTelemetry: false });
    return { limiter: createUpstashLimiter(redis), close: async () => undefined };
  }
  return { limiter: createMemoryLimiter(), close: async () => undefined };
}

/** `storageOverride` lets tests force memory whatever the environment says. */
export function createNodeSharedState(config: Config, storageOverride?: StorageKind): SharedState {
  const storage = storageOverride ?? config.storage;
  const stores = storagesFor(storage, config);
  const limits = limiterFor(config.limits, config);
  return {
    storage,
    limits: config.limits,
    ...stores,
    limiter: limits.limiter,
    async close() {
      await Promise.all([stores.keyStorage.dispose(), stores.documentStorage.dispose(), limits.close()]);
    },
  };
}
