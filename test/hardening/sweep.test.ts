// The data directory does not grow without bound: expired documents are swept from the fs store, the
// directories they leave behind are pruned, and records a crash left incomplete are removed.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStorage } from 'unstorage';
import { atomicFsDriver as fsDriver } from '../../src/storage/backends/fs-driver.js';
import { createDocumentStore, DOCUMENT_LIFETIME_MS, ORPHAN_GRACE_MS } from '../../src/storage/documents.js';
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

describe('what a crash leaves behind', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hardening-orphans-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a body without metadata, an empty metadata file and temporary files are invisible, then swept after the grace period', async () => {
    const base = join(dataDir, 'documents');
    const store = createDocumentStore(createStorage({ driver: fsDriver({ base }) }));
    const complete = await store.put(
      new TextEncoder().encode('<Invoice/>'),
      { content_type: 'application/xml', filename: 'a.xml', account: 'acct_a' },
      new Date(),
    );
    const docDir = join(base, 'doc');
    const orphan = (id: string, files: Record<string, string>) => {
      mkdirSync(join(docDir, id), { recursive: true });
      for (const [name, text] of Object.entries(files)) writeFileSync(join(docDir, id, name), text);
    };
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    orphan(ids[0]!, { body: '<Invoice/>' });
    orphan(ids[1]!, { body: '<Invoice/>', meta: '' });
    orphan(ids[2]!, { [`body.${crypto.randomUUID()}.tmp`]: '<Inv' });
    writeFileSync(join(docDir, complete.id, `meta.${crypto.randomUUID()}.tmp`), '{"id"');
    for (const id of ids) expect(await store.get(id, new Date())).toBeNull();

    // Within the grace period a record may still be being written: nothing is removed.
    await store.sweep(new Date());
    expect(readdirSync(docDir).sort()).toEqual([complete.id, ...ids].sort());

    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 1000);
    expect(await store.sweep(later)).toBe(0);
    await pruneEmptyDirs(docDir, later.getTime() + 120_000);
    expect(readdirSync(docDir)).toEqual([complete.id]);
    expect(readdirSync(join(docDir, complete.id)).sort()).toEqual(['body', 'meta']);
    expect(await store.get(complete.id, new Date())).not.toBeNull();
  });
});
