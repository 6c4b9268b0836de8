// The data directory does not grow without bound: expired documents are swept from the fs
// store and the directories they leave behind are pruned.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStorage } from 'unstorage';
import fsDriver from 'unstorage/drivers/fs';
import { createDocumentStore, DOCUMENT_LIFETIME_MS } from '../../src/storage/documents.js';
import { pruneEmptyDirs } from '../../src/storage/prune-empty-dirs.js';

describe('sweeping the fs document store', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hardening-sweep-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('leaves nothing behind once every document has expired, and keeps fresh ones', async () => {
    const base = join(dataDir, 'documents');
    const store = createDocumentStore(createStorage({ driver: fsDriver({ base }) }));
    const t0 = new Date();
    const meta = { content_type: 'application/xml', filename: 'a.xml', account: 'acct_a' };
    for (let i = 0; i < 5; i++) await store.put(new TextEncoder().encode(`<Invoice n="${i}"/>`), meta, t0);
    const fresh = await store.put(new TextEncoder().encode('<Invoice/>'), meta, new Date(t0.getTime() + DOCUMENT_LIFETIME_MS));
    const docDir = join(base, 'doc');
    expect(readdirSync(docDir)).toHaveLength(6);

    const later = new Date(t0.getTime() + DOCUMENT_LIFETIME_MS + 1000);
    expect(await store.sweep(later)).toBe(5);
    // Directories younger than a minute are left alone (a document may be arriving); these are "old" at `later`.
    expect(await pruneEmptyDirs(docDir, later.getTime() + 120_000)).toBe(5);
    expect(readdirSync(docDir)).toEqual([fresh.id]);
    expect(await store.get(fresh.id, later)).not.toBeNull();
    // A young empty directory (a document may be arriving in it) survives a prune at the present time.
    mkdirSync(join(docDir, 'arriving'));
    expect(await pruneEmptyDirs(docDir)).toBe(0);
    expect(readdirSync(docDir)).toContain('arriving');
    expect(await pruneEmptyDirs(join(dataDir, 'missing'))).toBe(0);
  });
});
