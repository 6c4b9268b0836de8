// GET /v1/download/{id} over HTTP: stored bytes with their headers, account isolation, expiry, bad ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_KEYS, type TestServer } from '../helpers/server.js';
import { DOCUMENT_LIFETIME_MS } from '../../src/storage/documents.js';

let now = new Date('2026-11-21T10:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ deps: { clock: () => now } });
});
afterAll(async () => server.close());

async function accountOf(key: keyof typeof TEST_KEYS): Promise<string> {
  const record = await server.deps.keys.find(TEST_KEYS[key]);
  if (!record) throw new Error(`test key ${key} missing`);
  return record.account;
}

async function storeXml(owner: keyof typeof TEST_KEYS, xml: string) {
  return server.deps.documents.put(
    new TextEncoder().encode(xml),
    { content_type: 'application/xml', filename: 'INV-1-ubl_2_1.xml', account: await accountOf(owner) },
    now,
  );
}

describe('download', () => {
  it('streams the stored bytes with the stored content type and filename, no envelope', async () => {
    const xml = '<?xml version="1.0"?><Invoice>ü &amp; €</Invoice>';
    const meta = await storeXml('convert', xml);
    const res = await server.call('GET', `/v1/download/${meta.id}`, { key: 'convert' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="INV-1-ubl_2_1.xml"');
    expect(new TextDecoder().decode(res.bytes)).toBe(xml);
  });

  it('binary documents come back byte for byte', async () => {
    const bytes = Uint8Array.from({ length: 4096 }, (_, i) => (i * 31) % 256);
    const meta = await server.deps.documents.put(
      bytes,
      { content_type: 'application/pdf', filename: 'a.pdf', account: await accountOf('convert') },
      now,
    );
    const res = await server.call('GET', `/v1/download/${meta.id}`, { key: 'convert' });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect([...res.bytes]).toEqual([...bytes]);
  });

  it("another account's document answers 404 exactly like an unknown id", async () => {
    const meta = await storeXml('convert', '<x/>');
    const foreign = await server.call('GET', `/v1/download/${meta.id}`, { key: 'all' });
    const unknown = await server.call('GET', `/v1/download/${crypto.randomUUID()}`, { key: 'all' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('NOT_FOUND');
    expect(foreign.body.error.message).toBe(unknown.body.error.message);
  });

  it('is available until 24 hours after creation, then 404 NOT_FOUND', async () => {
    const meta = await storeXml('convert', '<x/>');
    const created = now;
    now = new Date(created.getTime() + DOCUMENT_LIFETIME_MS - 1000);
    expect((await server.call('GET', `/v1/download/${meta.id}`, { key: 'convert' })).status).toBe(200);
    now = new Date(created.getTime() + DOCUMENT_LIFETIME_MS);
    const expired = await server.call('GET', `/v1/download/${meta.id}`, { key: 'convert' });
    expect(expired.status).toBe(404);
    expect(expired.body.error.code).toBe('NOT_FOUND');
    now = created;
  });

  it('an id that is not a UUID: 422 VALIDATION_ERROR on conversion_id', async () => {
    const res = await server.call('GET', '/v1/download/not-a-uuid', { key: 'convert' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.errors).toEqual([expect.objectContaining({ field: 'conversion_id' })]);
  });
});
