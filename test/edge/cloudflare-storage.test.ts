// Keys and documents on the Workers bindings, with miniflare's KV and R2 (the simulators wrangler dev uses):
// bodies go to R2, metadata to KV with a time to live, keys to KV; the sweep removes expired documents from
// both. The HTTP behaviour on workerd is covered by the shared API tests (test/edge/targets.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { createCloudflareStorages, DOCUMENT_METADATA_TTL_SECONDS, type CloudflareBindings } from '../../src/storage/backends/cloudflare.js';
import { createDocumentStore, DOCUMENT_LIFETIME_MS } from '../../src/storage/documents.js';
import { createKeyStore } from '../../src/storage/keys.js';

let mf: Miniflare;
let bindings: CloudflareBindings;
beforeAll(async () => {
  const options = {
    modules: true,
    script: 'export default { fetch: () => new Response("") }',
    kvNamespaces: ['EINVOICE_KV'],
    r2Buckets: ['EINVOICE_DOCUMENTS'],
  };
  mf = new Miniflare(convertV4MiniflareOptions(options));
  bindings = {
    EINVOICE_KV: (await mf.getKVNamespace('EINVOICE_KV')) as never,
    EINVOICE_DOCUMENTS: (await mf.getR2Bucket('EINVOICE_DOCUMENTS')) as never,
  };
});
afterAll(async () => mf?.dispose());

const t0 = new Date('2026-11-21T08:00:00Z');
const meta = { content_type: 'application/pdf', filename: 'a.pdf', account: 'acct_1' };

describe('documents on KV + R2', () => {
  it('puts the body in R2 and the metadata in KV with a time to live, and reads both back', async () => {
    const store = createDocumentStore(createCloudflareStorages(bindings).documentStorage);
    const body = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 13) % 256);
    const doc = await store.put(body, meta, t0);

    expect(await bindings.EINVOICE_DOCUMENTS.head(`doc:${doc.id}:body`)).not.toBeNull();
    const listed = (await bindings.EINVOICE_KV.list({ prefix: `docs:doc:${doc.id}` })) as { keys: Array<{ name: string; expiration?: number }> };
    expect(listed.keys.map((k) => k.name)).toEqual([`docs:doc:${doc.id}:meta`]);
    const expiresIn = listed.keys[0]!.expiration! - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(DOCUMENT_METADATA_TTL_SECONDS - 60);
    expect(expiresIn).toBeLessThanOrEqual(DOCUMENT_METADATA_TTL_SECONDS);

    const found = await store.get(doc.id, t0);
    expect(found?.meta).toEqual(doc);
    expect(Buffer.from(found!.body).equals(Buffer.from(body))).toBe(true);
  });

  it('the sweep deletes expired documents from KV and R2 and keeps the others', async () => {
    const store = createDocumentStore(createCloudflareStorages(bindings).documentStorage);
    const old = await store.put(new Uint8Array([1]), meta, t0);
    const fresh = await store.put(new Uint8Array([2]), meta, new Date(t0.getTime() + DOCUMENT_LIFETIME_MS));
    const removed = await store.sweep(new Date(t0.getTime() + DOCUMENT_LIFETIME_MS + 1));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await bindings.EINVOICE_DOCUMENTS.head(`doc:${old.id}:body`)).toBeNull();
    expect(await bindings.EINVOICE_KV.get(`docs:doc:${old.id}:meta`)).toBeNull();
    expect(await bindings.EINVOICE_DOCUMENTS.head(`doc:${fresh.id}:body`)).not.toBeNull();
  });
});

describe('API keys on KV', () => {
  it('creates, finds, lists and revokes keys stored under keys:', async () => {
    const keys = await createKeyStore(createCloudflareStorages(bindings).keyStorage);
    const { key, record } = await keys.create({ name: 'edge', scopes: ['einvoice:convert'] }, t0);
    expect((await bindings.EINVOICE_KV.list({ prefix: 'keys:' })).keys.map((k: { name: string }) => k.name)).toContain(`keys:key:${record.hash}`);
    expect((await keys.find(key))?.id).toBe(record.id);
    expect((await keys.list()).map((r) => r.id)).toContain(record.id);
    expect(await keys.revoke(record.id)).toBe(true);
    expect((await keys.find(key))?.revoked).toBe(true);
  });
});
