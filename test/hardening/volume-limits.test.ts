// Per-key volume limits of convert and validate (per minute and per UTC day, each key's own or the server's
// defaults) answer 429 with the RateLimit headers; responses that can carry personal data are never cached;
// the embedded store's files and directories are owner-only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStorage } from 'unstorage';
import { startServer, TEST_SEED_KEYS, type TestServer } from '../helpers/server.js';
import { convertBody, passingValidator } from './helpers.js';
import { loadConfig } from '../../src/config.js';
import { atomicFsDriver } from '../../src/storage/backends/fs-driver.js';
import { createDocumentStore } from '../../src/storage/documents.js';
import { createKeyStore } from '../../src/storage/keys.js';

const LIMITED = 'eik_hardening_volume_0000000000000000000000000000';
const DEFAULTS = 'eik_hardening_volume_defaults_00000000000000000000';
const peppolDocument = '<?xml version="1.0"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>';

describe('convert and validate volume per key', () => {
  let server: TestServer;
  const now = new Date('2026-11-24T10:00:30Z');
  let clock = now;
  beforeAll(async () => {
    server = await startServer({
      seedKeys: [
        ...TEST_SEED_KEYS,
        { key: LIMITED, name: 'limited', scopes: ['einvoice:convert', 'einvoice:validate'], convert_minute_limit: 3, validate_daily_limit: 2 },
        { key: DEFAULTS, name: 'defaults', scopes: ['einvoice:convert'] },
      ],
      deps: {
        validation: passingValidator as never,
        clock: () => clock,
        defaultVolumeLimits: { convert: { day: 4, minute: 100 }, validate: { day: 100, minute: 100 } },
      },
    });
  }, 60_000);
  afterAll(async () => server?.close());

  it("a key's own per-minute convert limit gives 429 with RateLimit headers and Retry-After until the next minute", async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<TestServer['call']>> | undefined;
    for (let i = 0; i < 4; i++) {
      last = await server.call('POST', '/v1/convert', { key: LIMITED, body: convertBody() });
      statuses.push(last.status);
      if (i === 0) {
        expect(last.headers.get('ratelimit-limit')).toBe('3');
        expect(last.headers.get('ratelimit-remaining')).toBe('2');
        expect(last.body.metadata.rate_limit).toMatchObject({ limit: 3, remaining: 2 });
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(last!.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(last!.headers.get('retry-after')).toBe('30');
    expect(last!.headers.get('ratelimit-reset')).toBe('30');
    expect(last!.headers.get('ratelimit-remaining')).toBe('0');
    clock = new Date(now.getTime() + 60_000);
    expect((await server.call('POST', '/v1/convert', { key: LIMITED, body: convertBody() })).status).toBe(201);
  });

  it("a key's own daily validate limit gives 429 after two requests", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await server.call('POST', '/v1/validate', { key: LIMITED, body: { document: peppolDocument } })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("keys without limits of their own get the server's defaults", async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await server.call('POST', '/v1/convert', { key: DEFAULTS, body: convertBody() })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });
});

describe('configuration of the volume limits', () => {
  it('EINVOICE_API_KEYS takes the four fields, and refuses a bad value naming it', () => {
    const keys = JSON.stringify([{ key: LIMITED, name: 'x', scopes: [], convert_daily_limit: 5, validate_minute_limit: 7 }]);
    expect(loadConfig({ EINVOICE_API_KEYS: keys }).seedKeys[0]).toMatchObject({ convert_daily_limit: 5, validate_minute_limit: 7 });
    const bad = JSON.stringify([{ key: LIMITED, name: 'x', scopes: [], convert_minute_limit: -1 }]);
    expect(() => loadConfig({ EINVOICE_API_KEYS: bad })).toThrow(/convert_minute_limit/);
    expect(loadConfig({ EINVOICE_DEFAULT_CONVERT_MINUTE_LIMIT: '9' }).defaultVolumeLimits.convert.minute).toBe(9);
  });

  it('a stored key keeps its limits', async () => {
    const keys = await createKeyStore(createStorage());
    const { key } = await keys.create({ name: 'k', scopes: ['einvoice:convert'], convert_minute_limit: 11, validate_daily_limit: 12 }, new Date());
    expect(await keys.find(key)).toMatchObject({ convert_minute_limit: 11, validate_daily_limit: 12, convert_daily_limit: null });
  });
});

describe('Cache-Control', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ deps: { validation: passingValidator as never } });
  }, 60_000);
  afterAll(async () => server?.close());

  it('is no-store on every answer that can carry an invoice or personal data, not on public reference data', async () => {
    const converted = await server.call('POST', '/v1/convert', { key: 'convert', body: convertBody() });
    const answers = [
      converted,
      await server.call('POST', '/v1/validate', { key: 'validate', body: { document: peppolDocument } }),
      await server.call('POST', '/v1/intelligent/preview', {
        key: 'parse',
        body: { text: 'Invoice from Erika Muster, IBAN DE89 3704 0044 0532 0130 00' },
      }),
      await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice: {} } }),
      await server.call('GET', '/v1/download/00000000-0000-4000-8000-000000000000', { key: 'convert' }),
    ];
    expect(answers.map((a) => [a.status, a.headers.get('cache-control')])).toEqual([
      [201, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [422, 'no-store'],
      [404, 'no-store'],
    ]);
    const path = new URL(converted.body.data.download_url).pathname;
    expect((await server.call('GET', path, { key: 'convert' })).headers.get('cache-control')).toBe('private, no-store');
    expect((await server.call('GET', '/v1/formats', { key: 'convert' })).headers.get('cache-control')).toBeNull();
  });
});

describe('the embedded store on disk', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hardening-modes-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates files 0600 and directories 0700', async () => {
    const documents = createDocumentStore(createStorage({ driver: atomicFsDriver({ base: join(dataDir, 'data', 'documents') }) }));
    const keys = await createKeyStore(createStorage({ driver: atomicFsDriver({ base: join(dataDir, 'data', 'keys') }) }));
    const meta = await documents.put(
      new TextEncoder().encode('<Invoice/>'),
      { content_type: 'application/xml', filename: 'a.xml', account: 'a' },
      new Date(),
    );
    const { record } = await keys.create({ name: 'k', scopes: [] }, new Date());
    const mode = (path: string) => statSync(join(dataDir, path)).mode & 0o777;
    for (const dir of ['data', 'data/documents', 'data/documents/doc', `data/documents/doc/${meta.id}`, 'data/keys'])
      expect([dir, mode(dir)]).toEqual([dir, 0o700]);
    for (const file of [`data/documents/doc/${meta.id}/body`, `data/documents/doc/${meta.id}/meta`, `data/keys/key/${record.hash}`])
      expect([file, mode(file)]).toEqual([file, 0o600]);
  });
});
