// Converted documents, kept 24 hours. Expiry is enforced on read whatever the driver, and expired entries
// are swept. A document is two records, written body first and metadata last, each write atomic on every
// backend (a renamed temporary file, one Redis SET, one KV or R2 put): metadata present = document complete,
// so a crash at any point leaves either a whole document or none. What a crash can leave behind (a body
// without metadata, a temporary file, unreadable metadata) is invisible to downloads and swept once it is
// older than ORPHAN_GRACE_MS, which no write takes.
import type { Storage } from 'unstorage';
import { StorageFault } from './fault.js';

export const DOCUMENT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A document's records are written within milliseconds; anything incomplete for this long is left over from a crash. */
export const ORPHAN_GRACE_MS = 10 * 60 * 1000;

export interface DocumentMeta {
  id: string;
  content_type: string;
  filename: string;
  /** The account that created it; other accounts get 404 as for an unknown id. */
  account: string;
  size_bytes: number;
  created_at: string;
  expires_at: string;
}

export interface StoredDocument {
  meta: DocumentMeta;
  body: Uint8Array;
}

export interface DocumentStore {
  put(body: Uint8Array, meta: Pick<DocumentMeta, 'content_type' | 'filename' | 'account'>, now: Date): Promise<DocumentMeta>;
  /** The document when it exists and has not expired at `now`; null otherwise. */
  get(id: string, now: Date): Promise<StoredDocument | null>;
  /** Removes every expired document and every record left incomplete by a crash; returns how many documents. */
  sweep(now: Date): Promise<number>;
}

const writeFailed = (cause: unknown) => new StorageFault('The document store is unavailable; nothing was stored.', cause);
const readFailed = (cause: unknown) =>
  new StorageFault('The document store is unavailable; the document could not be read. It was not lost: retry in a moment.', cause);

function isMeta(value: unknown): value is DocumentMeta {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as DocumentMeta).expires_at === 'string' &&
    typeof (value as DocumentMeta).id === 'string'
  );
}

function toBytes(value: unknown): Uint8Array | null {
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  return null;
}

export function createDocumentStore(storage: Storage): DocumentStore {
  const metaKey = (id: string) => `doc:${id}:meta`;
  const bodyKey = (id: string) => `doc:${id}:body`;

  async function remove(id: string): Promise<void> {
    await storage.removeItem(metaKey(id));
    await storage.removeItem(bodyKey(id));
  }

  /**
   * Removes an incomplete record once it is older than the grace period. Drivers that report no modification
   * time (Redis, memory) never keep one that long: Redis records carry a time to live, memory dies with the process.
   */
  async function removeIfStale(key: string, now: Date): Promise<void> {
    const meta = await storage.getMeta(key, { nativeOnly: true });
    const mtime = meta?.mtime ? new Date(meta.mtime).getTime() : Number.NaN;
    if (Number.isFinite(mtime) && now.getTime() - mtime > ORPHAN_GRACE_MS) await storage.removeItem(key);
  }

  return {
    async put(body, partial, now) {
      const id = crypto.randomUUID();
      const meta: DocumentMeta = {
        ...partial,
        id,
        size_bytes: body.byteLength,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + DOCUMENT_LIFETIME_MS).toISOString(),
      };
      try {
        await storage.setItemRaw(bodyKey(id), body);
        await storage.setItem(metaKey(id), meta);
      } catch (error) {
        await remove(id).catch(() => undefined);
        throw writeFailed(error);
      }
      return meta;
    },
    async get(id, now) {
      let meta: unknown;
      let body: Uint8Array | null = null;
      try {
        meta = await storage.getItem(metaKey(id));
        if (isMeta(meta) && Date.parse(meta.expires_at) > now.getTime()) body = toBytes(await storage.getItemRaw(bodyKey(id)));
      } catch (error) {
        throw readFailed(error);
      }
      // Metadata that is not a whole record was never committed: the document does not exist.
      if (!isMeta(meta)) return null;
      if (Date.parse(meta.expires_at) <= now.getTime()) {
        await remove(id).catch(() => undefined);
        return null;
      }
      return body ? { meta, body } : null;
    },
    async sweep(now) {
      let removed = 0;
      const byId = new Map<string, string[]>();
      for (const key of await storage.getKeys('doc')) {
        const id = key.split(':')[1];
        if (id) byId.set(id, [...(byId.get(id) ?? []), key]);
      }
      for (const [id, keys] of byId) {
        const meta = keys.includes(metaKey(id)) ? await storage.getItem(metaKey(id)) : null;
        if (isMeta(meta)) {
          if (Date.parse(meta.expires_at) <= now.getTime()) {
            await remove(id);
            removed++;
          }
          // A complete document keeps its records; a temporary file beside it is a crash's leftover.
          for (const key of keys) if (key !== metaKey(id) && key !== bodyKey(id)) await removeIfStale(key, now);
        } else {
          for (const key of keys) await removeIfStale(key, now);
        }
      }
      return removed;
    },
  };
}
