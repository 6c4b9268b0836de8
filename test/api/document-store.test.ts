// The document store on the fs driver (the embedded default): ids, expiry on read, sweeping, store failures.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStorage } from 'unstorage';
import { atomicFsDriver as fsDriver } from '../../src/storage/backends/fs-driver.js';
import memoryDriver from 'unstorage/drivers/memory';
import { createDocumentStore, DOCUMENT_LIFETIME_MS } from '../../src/storage/documents.js';
import { ApiError } from '../../src/http/errors.js';

const t0 = new Date('2026-11-21T00:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const meta = { content_type: 'application/xml', filename: 'x.xml', account: 'acct_1' };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe('document store (fs)', () => {
  it('gives uuid v4 ids and returns what was stored until it expires; sweep removes expired files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-'));
    try {
      const store = createDocumentStore(createStorage({ driver: fsDriver({ base: dir }) }));
      const a = await store.put(new TextEncoder().encode('<a/>'), meta, t0);
      const b = await store.put(new TextEncoder().encode('<b/>'), meta, later(DOCUMENT_LIFETIME_MS / 2));
      expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(a.expires_at).toBe(later(DOCUMENT_LIFETIME_MS).toISOString());
      expect(new TextDecoder().decode((await store.get(a.id, t0))!.body)).toBe('<a/>');
      expect(filesUnder(dir)).toHaveLength(4);

      const afterA = later(DOCUMENT_LIFETIME_MS + 1);
      expect(await store.sweep(afterA)).toBe(1);
      expect(await store.get(a.id, afterA)).toBeNull();
      expect(await store.get(b.id, afterA)).not.toBeNull();
      expect(filesUnder(dir)).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reading an expired document removes it even without a sweep', async () => {
    const storage = createStorage({ driver: memoryDriver() });
    const store = createDocumentStore(storage);
    const doc = await store.put(new Uint8Array([1, 2, 3]), meta, t0);
    expect(await store.get(doc.id, later(DOCUMENT_LIFETIME_MS))).toBeNull();
    expect(await storage.getKeys()).toEqual([]);
  });

  it('a failing backend gives 503 STORAGE_UNAVAILABLE and leaves no half-written document', async () => {
    const storage = createStorage({ driver: memoryDriver() });
    const store = createDocumentStore(storage);
    const original = storage.setItem.bind(storage);
    storage.setItem = (async () => {
      throw new Error('disk full');
    }) as typeof storage.setItem;
    const failure = await store.put(new Uint8Array([1]), meta, t0).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('STORAGE_UNAVAILABLE');
    expect(await storage.getKeys()).toEqual([]);
    storage.setItem = original;
  });
});
