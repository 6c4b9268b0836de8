// Converted documents, kept 24 hours (SPEC §3). Expiry is enforced on read whatever the driver, and
// expired entries are swept. The body is written before the metadata: metadata present = document complete.
import type { Storage } from 'unstorage';
import { ApiError } from '../http/errors.js';

export const DOCUMENT_LIFETIME_MS = 24 * 60 * 60 * 1000;

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
  /** Removes every expired document; returns how many. */
  sweep(now: Date): Promise<number>;
}

const storageDown = () =>
  new ApiError(503, 'STORAGE_UNAVAILABLE', 'The document store is unavailable; nothing was stored.', { suggestion: 'Retry in a moment.' });

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
      } catch {
        await remove(id).catch(() => undefined);
        throw storageDown();
      }
      return meta;
    },
    async get(id, now) {
      let meta: DocumentMeta | null;
      let body: Uint8Array | null = null;
      try {
        meta = (await storage.getItem(metaKey(id))) as DocumentMeta | null;
        if (meta && Date.parse(meta.expires_at) > now.getTime()) body = toBytes(await storage.getItemRaw(bodyKey(id)));
      } catch {
        throw storageDown();
      }
      if (!meta) return null;
      if (Date.parse(meta.expires_at) <= now.getTime()) {
        await remove(id).catch(() => undefined);
        return null;
      }
      return body ? { meta, body } : null;
    },
    async sweep(now) {
      let removed = 0;
      for (const key of await storage.getKeys('doc')) {
        if (!key.endsWith(':meta')) continue;
        const meta = (await storage.getItem(key)) as DocumentMeta | null;
        if (meta && Date.parse(meta.expires_at) <= now.getTime()) {
          await remove(meta.id);
          removed++;
        }
      }
      return removed;
    },
  };
}
