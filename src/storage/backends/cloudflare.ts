// Storage on Cloudflare Workers: API keys and document metadata in KV, document bodies in R2 (KV values are
// capped at 25 MiB and billed per write; R2 holds the bytes). One unstorage driver routes each document key to
// its place, so src/storage/documents.ts runs unchanged on Workers.
import { createStorage, defineDriver, type Driver, type Storage } from 'unstorage';
import kvDriver from 'unstorage/drivers/cloudflare-kv-binding';
import r2Driver from 'unstorage/drivers/cloudflare-r2-binding';
import { DOCUMENT_LIFETIME_MS } from '../documents.js';

/** The parts of the KV and R2 bindings used here (the full types live in @cloudflare/workers-types). */
export interface KVNamespaceBinding {
  get(key: string, options?: unknown): Promise<any>;
  put(key: string, value: unknown, options?: { expirationTtl?: number }): Promise<void>;
  delete(key: string): Promise<void>;
  list(options?: unknown): Promise<any>;
}
export interface R2BucketBinding {
  get(key: string, options?: unknown): Promise<any>;
  put(key: string, value: unknown, options?: unknown): Promise<unknown>;
  delete(keys: string | string[]): Promise<void>;
  head(key: string): Promise<unknown>;
  list(options?: unknown): Promise<any>;
}

export interface CloudflareBindings {
  /** KV: API keys (`keys:`) and document metadata (`docs:`). */
  EINVOICE_KV: KVNamespaceBinding;
  /** R2: document bodies. */
  EINVOICE_DOCUMENTS: R2BucketBinding;
}

/**
 * KV forgets document metadata a day after the document expired; until then the hourly sweep (scheduled
 * handler in src/runtime/worker.ts) still sees it and deletes the R2 body with it.
 */
export const DOCUMENT_METADATA_TTL_SECONDS = Math.ceil((2 * DOCUMENT_LIFETIME_MS) / 1000);

const isBodyKey = (key: string) => key.endsWith(':body');
const withTtl = (opts: Record<string, unknown> | undefined) => ({ ...opts, ttl: DOCUMENT_METADATA_TTL_SECONDS });

/** `doc:{id}:body` → R2, every other key (`doc:{id}:meta`) → KV with a time to live. */
function documentDriver(bindings: CloudflareBindings): Driver {
  const bodies = r2Driver({ binding: bindings.EINVOICE_DOCUMENTS as never });
  const metadata = kvDriver({ binding: bindings.EINVOICE_KV as never, base: 'docs' });
  const pick = (key: string) => (isBodyKey(key) ? bodies : metadata);
  return defineDriver(() => ({
    name: 'einvoice-documents-kv-r2',
    hasItem: (key, opts) => pick(key).hasItem(key, opts),
    getItem: (key, opts) => pick(key).getItem(key, opts),
    getMeta: (key, opts) => pick(key).getMeta?.(key, opts) ?? null,
    getItemRaw: (key, opts) => (isBodyKey(key) ? bodies.getItemRaw!(key, opts) : metadata.getItem(key, opts)),
    setItem: (key, value, opts) => (isBodyKey(key) ? bodies.setItem!(key, value, opts) : metadata.setItem!(key, value, withTtl(opts))),
    setItemRaw: (key, value, opts) => (isBodyKey(key) ? bodies.setItemRaw!(key, value, opts) : metadata.setItem!(key, value, withTtl(opts))),
    removeItem: (key, opts) => pick(key).removeItem!(key, opts),
    getKeys: async (base, opts) => [...(await metadata.getKeys(base, opts)), ...(await bodies.getKeys(base, opts))],
    clear: async (base, opts) => {
      await metadata.clear?.(base, opts);
      await bodies.clear?.(base, opts);
    },
  }))(undefined);
}

export function createCloudflareStorages(bindings: CloudflareBindings): { keyStorage: Storage; documentStorage: Storage } {
  return {
    keyStorage: createStorage({ driver: kvDriver({ binding: bindings.EINVOICE_KV as never, base: 'keys' }) }),
    documentStorage: createStorage({ driver: documentDriver(bindings) }),
  };
}
