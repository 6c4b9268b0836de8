// Fault handling: a document store failing on write or read, the per-key counters store
// down, and a SIGTERM while a request is in flight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStorage, type Storage } from 'unstorage';
import memoryDriver from 'unstorage/drivers/memory';
import { createDocumentStore } from '../../src/storage/documents.js';
import type { Limiter } from '../../src/limits/limiter.js';
import { createParseDeps, loadAiSettings } from '../../src/intelligent/parse/index.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { startProcessServer } from '../helpers/process-server.js';
import { createModelProvider } from '../../src/intelligent/parse/model-provider.js';
import { createAnonymizer } from '../../src/intelligent/anonymize/index.js';
import { scriptedModel, serverError, type Reply } from '../parse/helpers/mock-model.js';
import { manyLineInvoice } from '../convert/helpers/fixtures.js';
import { convertBody, passingValidator } from './helpers.js';

/** A memory store whose writes or reads can be made to fail, as a full disk or a lost connection would. */
function flakyStorage(): { storage: Storage; failWrites: (n: 'all' | 'second' | 'none') => void; failReads: (on: boolean) => void } {
  const storage = createStorage({ driver: memoryDriver() });
  let writes: 'all' | 'second' | 'none' = 'none';
  let reads = false;
  let writeCount = 0;
  const down = () => new Error('ECONNRESET store down');
  const { setItem, setItemRaw, getItem, getItemRaw } = storage;
  const guardWrite = <T extends (...a: any[]) => Promise<void>>(original: T) =>
    (async (...args: Parameters<T>) => {
      writeCount++;
      if (writes === 'all' || (writes === 'second' && writeCount % 2 === 0)) throw down();
      return original(...args);
    }) as T;
  const guardRead = <T extends (...a: any[]) => Promise<unknown>>(original: T) =>
    (async (...args: Parameters<T>) => {
      if (reads) throw down();
      return original(...args);
    }) as T;
  storage.setItem = guardWrite(setItem);
  storage.setItemRaw = guardWrite(setItemRaw);
  storage.getItem = guardRead(getItem) as typeof getItem;
  storage.getItemRaw = guardRead(getItemRaw) as typeof getItemRaw;
  return {
    storage,
    failWrites: (mode) => {
      writes = mode;
      writeCount = 0;
    },
    failReads: (on) => void (reads = on),
  };
}

const brokenLimiter: Limiter = {
  consume: async () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
  },
  peek: async () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
  },
};

describe('faults in the stores', () => {
  const flaky = flakyStorage();
  let server: TestServer;
  let countersDown: TestServer;
  beforeAll(async () => {
    server = await startServer({ deps: { documents: createDocumentStore(flaky.storage), validation: passingValidator as never } });
    const offline = createParseDeps({ settings: loadAiSettings({ EINVOICE_AI_PROVIDER: 'offline' }) });
    countersDown = await startServer({ deps: { limiter: brokenLimiter, parse: offline } });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await countersDown.close();
  });

  it('a store failing on write gives 503 STORAGE_UNAVAILABLE, no ConversionResult and nothing half-written', async () => {
    for (const mode of ['all', 'second'] as const) {
      flaky.failWrites(mode);
      const res = await server.call('POST', '/v1/convert', { key: 'convert', body: convertBody() });
      expect([mode, res.status, res.body.error?.code]).toEqual([mode, 503, 'STORAGE_UNAVAILABLE']);
      expect(res.body.data).toBeUndefined();
      expect(res.headers.get('location')).toBeNull();
      // 'second' lets the body through and fails on the metadata: the body is removed again.
      expect(await flaky.storage.getKeys()).toEqual([]);
    }
    flaky.failWrites('none');
    expect((await server.call('POST', '/v1/convert', { key: 'convert', body: convertBody() })).status).toBe(201);
  });

  it('a store failing on read gives 503, not 404, for a document that exists', async () => {
    const created = await server.call('POST', '/v1/convert', { key: 'convert', body: convertBody() });
    const path = `/v1/download/${created.body.data.conversion_id}`;
    flaky.failReads(true);
    try {
      const res = await server.call('GET', path, { key: 'convert' });
      expect([res.status, res.body.error.code]).toEqual([503, 'STORAGE_UNAVAILABLE']);
    } finally {
      flaky.failReads(false);
    }
    expect((await server.call('GET', path, { key: 'convert' })).status).toBe(200);
  });

  it('limited endpoints fail closed with 503 when the counters store is down; unlimited ones still answer', async () => {
    const text =
      'Rechnung Nr. 2026-118 vom 03.11.2026\nBeispiel AG, Musterweg 12, 80331 München\n10 Std. Beratung je 95,00 € = 950,00 €, zzgl. 19 % MwSt.';
    const parse = await countersDown.call('POST', '/v1/intelligent/parse', { key: 'parse', body: { text } });
    expect([parse.status, parse.body.error.code]).toEqual([503, 'STORAGE_UNAVAILABLE']);
    expect(parse.headers.get('retry-after')).toBe('5');
    expect(JSON.stringify(parse.body)).not.toContain('ECONNREFUSED');
    const preview = await countersDown.call('POST', '/v1/intelligent/preview', { key: 'parse', body: { text } });
    expect(preview.status).toBe(200);
  });

  it('an unreachable Redis for the limits gives 503 on parse, not 500 and not unlimited parsing', async () => {
    const offline = createParseDeps({ settings: loadAiSettings({ EINVOICE_AI_PROVIDER: 'offline' }) });
    const redisDown = await startServer({ env: { EINVOICE_LIMITS: 'redis', EINVOICE_REDIS_URL: 'redis://127.0.0.1:1' }, deps: { parse: offline } });
    try {
      const started = performance.now();
      const res = await redisDown.call('POST', '/v1/intelligent/parse', {
        key: 'parse',
        body: { text: 'Rechnung Nr. 7 vom 03.11.2026, 1 Std. Beratung je 95,00 €' },
      });
      expect([res.status, res.body.error.code]).toEqual([503, 'STORAGE_UNAVAILABLE']);
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      await redisDown.close();
    }
  }, 30_000);
});

describe('faults of the AI provider over HTTP', () => {
  const TEXT =
    'Invoice RE-2026-0042, date 14.11.2026\nSeller: Müller GmbH, Hauptstraße 5, 10115 Berlin, VAT DE123456789\n2 x Consulting day à 1.250,00 EUR = 2.500,00 EUR, VAT 19%';

  async function parseWith(replies: Reply[]): Promise<{ status: number; code: string; text: string }> {
    const provider = createModelProvider({ name: 'mock', model: scriptedModel(replies).model, timeoutMs: 50 });
    const server = await startServer({ deps: { parse: { anonymizer: createAnonymizer(), provider, precheck: null } } });
    try {
      const res = await server.call('POST', '/v1/intelligent/parse', { key: 'parse', body: { text: TEXT } });
      return { status: res.status, code: res.body.error?.code, text: new TextDecoder().decode(res.bytes) };
    } finally {
      await server.close();
    }
  }

  it('a model that times out gives 503 AI_UNAVAILABLE; one that keeps failing gives 502/503, never 500', async () => {
    expect(await parseWith(['hang'])).toMatchObject({ status: 503, code: 'AI_UNAVAILABLE' });
    const failing = await parseWith([serverError(500)]);
    expect([502, 503]).toContain(failing.status);
    expect(['AI_PROVIDER_ERROR', 'AI_UNAVAILABLE']).toContain(failing.code);
    expect(failing.text).not.toContain('model.invalid');
  });
});

describe('graceful shutdown', () => {
  const KEY = 'eik_hardening_shutdown_000000000000000000000000';
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hardening-sigterm-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('SIGTERM lets an in-flight conversion finish and store completely, then stops accepting', async () => {
    const server = await startProcessServer({
      EINVOICE_DATA_DIR: dataDir,
      EINVOICE_API_KEYS: JSON.stringify([{ key: KEY, name: 'shutdown', scopes: ['einvoice:convert'] }]),
    });
    // A large invoice checked against the official rules by the real engine: long enough to be in flight.
    const started = Date.now();
    const inFlight = fetch(`${server.url}/v1/convert`, {
      method: 'POST',
      headers: { 'X-API-Key': KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ invoice: manyLineInvoice(300), target_format: 'peppol_bis_3' }),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as any, at: Date.now() }));
    await new Promise((r) => setTimeout(r, 150));
    const signalledAt = Date.now();
    const stopped = server.stop();
    const res = await inFlight;
    await stopped;

    expect(res.at).toBeGreaterThan(signalledAt);
    expect(res.status).toBe(201);
    expect(server.output()).toContain('shutting down');
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    // Metadata exists only for complete documents: every document directory holds both parts.
    const docs = join(dataDir, 'documents', 'doc');
    const ids = readdirSync(docs);
    expect(ids).toContain(res.body.data.conversion_id);
    for (const id of ids) expect(readdirSync(join(docs, id)).sort()).toEqual(['body', 'meta']);
    expect(signalledAt - started).toBeLessThan(res.at - started);
  }, 120_000);
});
