// Node scale-out on a real Redis: two API instances configured with EINVOICE_STORAGE=redis share keys and
// documents, so a document written through one is downloadable from the other until it expires (controllable
// clock), and Redis itself drops it later (TTL).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../helpers/redis.js';
import { startServer, TEST_KEYS, type TestServer } from '../helpers/server.js';
import { DOCUMENT_LIFETIME_MS } from '../../src/storage/documents.js';
import { loadConfig, ConfigError } from '../../src/config.js';

let redis: TestRedis;
let first: TestServer;
let second: TestServer;
let now = new Date('2026-11-21T10:00:00Z');

beforeAll(async () => {
  redis = await startRedis();
  const env = { EINVOICE_STORAGE: 'redis', EINVOICE_REDIS_URL: redis.url };
  const start = () => startServer({ storage: 'redis', env, deps: { clock: () => now } });
  [first, second] = await Promise.all([start(), start()]);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await redis?.stop();
});

async function accountOf(server: TestServer, key: keyof typeof TEST_KEYS): Promise<string> {
  return (await server.deps.keys.find(TEST_KEYS[key]))!.account;
}

describe('two instances on one Redis', () => {
  it('report redis storage and redis limits on /health', async () => {
    const health = await second.call('GET', '/health');
    expect(health.status).toBe(200);
    expect(JSON.stringify(health.body)).toContain('"storage":"redis"');
    expect(JSON.stringify(health.body)).toContain('"limits":"redis"');
  });

  it('a document written by one instance is downloadable from the other, byte for byte', async () => {
    const bytes = Uint8Array.from({ length: 3000 }, (_, i) => (i * 7) % 256);
    const meta = await first.deps.documents.put(
      bytes,
      { content_type: 'application/pdf', filename: 'INV-7.pdf', account: await accountOf(first, 'convert') },
      now,
    );
    const res = await second.call('GET', `/v1/download/${meta.id}`, { key: 'convert' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="INV-7.pdf"');
    expect([...res.bytes]).toEqual([...bytes]);
    // Still another account's 404 on the other instance.
    expect((await second.call('GET', `/v1/download/${meta.id}`, { key: 'all' })).status).toBe(404);
  });

  it('a conversion made through one instance downloads through the other', async () => {
    const invoice = JSON.parse(readFileSync('test/fixtures/invoices/standard-rate-single-line.json', 'utf8'));
    const converted = await first.call('POST', '/v1/convert', { key: 'convert', body: { invoice, target_format: 'peppol_bis_3' } });
    expect(converted.status).toBe(201);
    const download = await second.call('GET', `/v1/download/${converted.body.data.conversion_id}`, { key: 'convert' });
    expect(download.status).toBe(200);
    expect(download.bytes.byteLength).toBe(converted.body.data.document_size_bytes);
    expect(download.body).toContain('<cbc:ID>INV-001</cbc:ID>');
  }, 600_000); // on a fresh machine the rule set is compiled first

  it('expires after 24 hours on every instance, and Redis holds it no longer than an hour past that', async () => {
    const created = now;
    const meta = await first.deps.documents.put(
      new TextEncoder().encode('<Invoice/>'),
      { content_type: 'application/xml', filename: 'a.xml', account: await accountOf(first, 'convert') },
      created,
    );
    const client = redis.client();
    const ttl = await client.ttl(`einvoice:documents:doc:${meta.id}:meta`);
    expect(ttl).toBeGreaterThan(DOCUMENT_LIFETIME_MS / 1000);
    expect(ttl).toBeLessThanOrEqual(DOCUMENT_LIFETIME_MS / 1000 + 3600);
    try {
      now = new Date(created.getTime() + DOCUMENT_LIFETIME_MS - 1000);
      expect((await second.call('GET', `/v1/download/${meta.id}`, { key: 'convert' })).status).toBe(200);
      now = new Date(created.getTime() + DOCUMENT_LIFETIME_MS);
      const expired = await second.call('GET', `/v1/download/${meta.id}`, { key: 'convert' });
      expect(expired.status).toBe(404);
      expect(expired.body.error.code).toBe('NOT_FOUND');
      // The expired read removed it for everyone.
      expect(await client.exists(`einvoice:documents:doc:${meta.id}:meta`, `einvoice:documents:doc:${meta.id}:body`)).toBe(0);
      expect(await first.deps.documents.get(meta.id, created)).toBeNull();
    } finally {
      now = created;
    }
  });

  it('a key created through one instance authenticates on the other', async () => {
    const { key } = await first.deps.keys.create({ name: 'shared', scopes: ['einvoice:convert'] }, now);
    expect((await second.call('GET', '/v1/formats', { key })).status).toBe(200);
    expect((await second.deps.keys.list()).some((r) => r.name === 'shared')).toBe(true);
  });

  it('both instances draw on one daily limit', async () => {
    const keyId = `key_scaleout_${Date.now()}`;
    const decisions = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? first : second).deps.limiter.consume(keyId, 'parse', 20, now)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
  });
});

describe('configuration', () => {
  it('EINVOICE_STORAGE=redis needs EINVOICE_REDIS_URL; limits follow storage unless set', () => {
    expect(() => loadConfig({ EINVOICE_STORAGE: 'redis' })).toThrow(ConfigError);
    expect(() => loadConfig({ EINVOICE_STORAGE: 'sqlite' })).toThrow(/EINVOICE_STORAGE must be one of fs, memory, redis/);
    expect(() => loadConfig({ EINVOICE_LIMITS: 'upstash' })).toThrow(/UPSTASH_REDIS_REST_URL/);
    expect(loadConfig({})).toMatchObject({ storage: 'fs', limits: 'memory', redisUrl: null, upstash: null });
    expect(loadConfig({ EINVOICE_STORAGE: 'redis', EINVOICE_REDIS_URL: 'redis://r:6379' })).toMatchObject({ storage: 'redis', limits: 'redis' });
    expect(loadConfig({ EINVOICE_STORAGE: 'redis', EINVOICE_REDIS_URL: 'redis://r', EINVOICE_LIMITS: 'memory' }).limits).toBe('memory');
    expect(loadConfig({ EINVOICE_LIMITS: 'upstash', UPSTASH_REDIS_REST_URL: 'https://u.example', UPSTASH_REDIS_REST_TOKEN: 't' }).upstash).toEqual({
      url: 'https://u.example',
      token: 't',
    });
  });
});
