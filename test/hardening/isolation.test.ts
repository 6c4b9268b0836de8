// Tenant isolation: documents are bound to the creating account; another account's key gets
// exactly the 404 an unknown id gets; limits and the AI quota count per key, even within one account; the
// account comes from `npm run key -- create --account` and from EINVOICE_API_KEYS entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.js';
import { createNodeDeps } from '../../src/deps.js';
import { silentLogger } from '../../src/http/logger.js';
import { createParseDeps, loadAiSettings } from '../../src/intelligent/parse/index.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { buildOnce } from '../helpers/process-server.js';
import { convertBody, errorShape, headerNames, passingValidator, serveDeps } from './helpers.js';

const ACME_1 = 'eik_hardening_acme_one_0000000000000000000000';
const ACME_2 = 'eik_hardening_acme_two_0000000000000000000000';
const GLOBEX = 'eik_hardening_globex_00000000000000000000000000';
const LONER = 'eik_hardening_loner_000000000000000000000000000';

const ALL_SCOPES = ['einvoice:convert', 'einvoice:parse', 'einvoice:validate'];

/** EINVOICE_API_KEYS as an operator writes it: two keys of account acme, one of globex, one with no account. */
const API_KEYS_ENV = JSON.stringify([
  { key: ACME_1, name: 'acme-1', scopes: ALL_SCOPES, account: 'acme', daily_limit: 3, ai_quota: 1 },
  { key: ACME_2, name: 'acme-2', scopes: ALL_SCOPES, account: 'acme', daily_limit: 3, ai_quota: 1 },
  { key: GLOBEX, name: 'globex', scopes: ALL_SCOPES, account: 'globex' },
  { key: LONER, name: 'loner', scopes: ALL_SCOPES },
]);

const PARSE_TEXT =
  'Rechnung Nr. 2026-118 vom 03.11.2026\nBeispiel AG, Musterweg 12, 80331 München\n10 Std. Beratung je 95,00 € = 950,00 €\nzzgl. 19 % MwSt.\nBerger IT-Service GmbH, Lindenstraße 4, 10969 Berlin, USt-IdNr.: DE136695976';

describe('accounts from EINVOICE_API_KEYS', () => {
  let server: TestServer;
  beforeAll(async () => {
    const { seedKeys } = loadConfig({ EINVOICE_API_KEYS: API_KEYS_ENV });
    server = await startServer({
      seedKeys,
      deps: { validation: passingValidator as never, parse: createParseDeps({ settings: loadAiSettings({ EINVOICE_AI_PROVIDER: 'offline' }) }) },
    });
  }, 60_000);
  afterAll(() => server.close());

  it('reads the optional account of each entry, and gives an entry without one an account of its own', async () => {
    const account = async (key: string) => (await server.deps.keys.find(key))!.account;
    expect(await account(ACME_1)).toBe('acme');
    expect(await account(ACME_2)).toBe('acme');
    expect(await account(GLOBEX)).toBe('globex');
    expect(['acme', 'globex']).not.toContain(await account(LONER));
  });

  it("another account's document is a 404 indistinguishable from an unknown id; the own account downloads it", async () => {
    const converted = await server.call('POST', '/v1/convert', { key: ACME_1, body: convertBody() });
    expect(converted.status).toBe(201);
    const path = `/v1/download/${converted.body.data.conversion_id}`;

    expect((await server.call('GET', path, { key: ACME_2 })).status).toBe(200);

    const unknown = await server.call('GET', `/v1/download/${crypto.randomUUID()}`, { key: GLOBEX });
    for (const stranger of [GLOBEX, LONER]) {
      const foreign = await server.call('GET', path, { key: stranger });
      expect(foreign.status).toBe(404);
      expect(errorShape(foreign.body)).toEqual(errorShape(unknown.body));
      expect(foreign.body.error.code).toBe('NOT_FOUND');
      expect(headerNames(foreign.headers)).toEqual(headerNames(unknown.headers));
    }
  });

  it('counts the daily limit and the AI quota per key, not per account', async () => {
    const parse = (key: string) => server.call('POST', '/v1/intelligent/parse', { key, body: { text: PARSE_TEXT } });
    // AI quota 1: acme-1's second call is refused, acme-2 still has its own unit.
    expect((await parse(ACME_1)).status).toBe(200);
    const quota = await parse(ACME_1);
    expect([quota.status, quota.body.error.code]).toEqual([429, 'AI_QUOTA_EXCEEDED']);
    expect((await parse(ACME_2)).status).toBe(200);
    // Daily limit 3: acme-1 used 2 requests, its third is the last, the fourth is refused; acme-2 used 1.
    await parse(ACME_1);
    const daily = await parse(ACME_1);
    expect([daily.status, daily.body.error.code]).toEqual([429, 'RATE_LIMIT_EXCEEDED']);
    const other = await parse(ACME_2);
    expect(other.body.error.code).toBe('AI_QUOTA_EXCEEDED');
    expect(other.headers.get('ratelimit-remaining')).toBe('1');
  });
});

describe('accounts from `npm run key -- create --account`', () => {
  let dataDir: string;
  let server: TestServer;
  const runKey = (...args: string[]) =>
    execFileSync(process.execPath, ['dist/key.mjs', ...args], {
      env: { ...process.env, EINVOICE_DATA_DIR: dataDir },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hardening-accounts-'));
    buildOnce();
    const config = loadConfig({ EINVOICE_DATA_DIR: dataDir });
    const deps = await createNodeDeps(config, { storage: 'fs', logger: silentLogger });
    server = await serveDeps({ ...deps, validation: passingValidator as never });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keys created for one account share its documents; a key without --account is a new account', async () => {
    const first = runKey('create', '--name', 'a1', '--scopes', 'einvoice:convert', '--account', 'acct_initech');
    const second = runKey('create', '--name', 'a2', '--scopes', 'einvoice:convert', '--account', 'acct_initech');
    const outsider = runKey('create', '--name', 'b', '--scopes', 'einvoice:convert');
    const listed = runKey('list').split('\n');
    expect(listed.filter((l) => l.includes('account=acct_initech'))).toHaveLength(2);
    expect(listed.find((l) => l.includes('\tb\t'))).not.toContain('account=acct_initech');

    const converted = await server.call('POST', '/v1/convert', { key: first, body: convertBody() });
    expect(converted.status).toBe(201);
    const path = `/v1/download/${converted.body.data.conversion_id}`;
    expect((await server.call('GET', path, { key: second })).status).toBe(200);
    const foreign = await server.call('GET', path, { key: outsider });
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });
});
