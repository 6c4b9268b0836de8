// API keys: format, hashing at rest, revocation and expiry, the key command end to end against the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStorage } from 'unstorage';
import memoryDriver from 'unstorage/drivers/memory';
import { constantTimeEqual, createKeyStore, generateKey, keyIsUsable, sha256Hex } from '../../src/storage/keys.js';
import { buildOnce, startProcessServer, type ProcessServer } from '../helpers/process-server.js';

const t0 = new Date('2026-11-21T00:00:00Z');

describe('key store', () => {
  it('keys are eik_ + 40 base62 characters and differ every time', () => {
    const keys = new Set(Array.from({ length: 200 }, generateKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^eik_[0-9A-Za-z]{40}$/);
  });

  it('stores only the SHA-256 of a key, and finds the record by the key', async () => {
    const storage = createStorage({ driver: memoryDriver() });
    const store = await createKeyStore(storage);
    const { key, record } = await store.create({ name: 'ci', scopes: ['einvoice:convert'], daily_limit: 5 }, t0);
    const everything = JSON.stringify(await Promise.all((await storage.getKeys()).map((k) => storage.getItem(k))));
    expect(everything).not.toContain(key);
    expect(record.hash).toBe(await sha256Hex(key));
    expect((await store.find(key))?.id).toBe(record.id);
    expect(await store.find(`${key}x`)).toBeNull();
    expect(record).toMatchObject({ name: 'ci', scopes: ['einvoice:convert'], daily_limit: 5, revoked: false, expires_at: null });
  });

  it('revoked and expired keys are not usable', async () => {
    const store = await createKeyStore(createStorage({ driver: memoryDriver() }));
    const { key, record } = await store.create({ name: 'a', scopes: [], expires_at: '2026-12-01T00:00:00.000Z' }, t0);
    expect(keyIsUsable(record, t0)).toBe(true);
    expect(keyIsUsable(record, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(await store.revoke(record.id)).toBe(true);
    expect(keyIsUsable((await store.find(key))!, t0)).toBe(false);
    expect(await store.revoke('key_unknown')).toBe(false);
  });

  it('seeded keys are hashed in memory and listed with stored ones', async () => {
    const store = await createKeyStore(createStorage({ driver: memoryDriver() }), [
      { key: 'eik_seeded_key_for_deployments_000000000000000', name: 'seed', scopes: ['einvoice:parse'], ai_quota: 3 },
    ]);
    const found = await store.find('eik_seeded_key_for_deployments_000000000000000');
    expect(found).toMatchObject({ name: 'seed', scopes: ['einvoice:parse'], ai_quota: 3 });
    expect((await store.list()).map((r) => r.name)).toEqual(['seed']);
  });

  it('constant-time comparison agrees with equality', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
  });
});

describe('npm run key against the running server', () => {
  let dataDir: string;
  let server: ProcessServer;
  const runKey = (...args: string[]) =>
    execFileSync(process.execPath, ['dist/key.mjs', ...args], {
      env: { ...process.env, EINVOICE_DATA_DIR: dataDir },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'keys-e2e-'));
    buildOnce();
    server = await startProcessServer({ EINVOICE_DATA_DIR: dataDir });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('create prints a key once; the server accepts it; list shows it; revoke locks it out', async () => {
    const key = runKey('create', '--name', 'e2e', '--scopes', 'einvoice:convert').trim();
    expect(key).toMatch(/^eik_[0-9A-Za-z]{40}$/);
    const files = readdirSync(join(dataDir, 'keys'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    for (const f of files) expect(readFileSync(join(f.parentPath, f.name), 'utf8')).not.toContain(key);

    const ok = await fetch(`${server.url}/v1/formats`, { headers: { 'X-API-Key': key } });
    expect(ok.status).toBe(200);
    const forbidden = await fetch(`${server.url}/v1/validate`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(forbidden.status).toBe(403);

    const listed = runKey('list');
    const id = listed.split('\t')[0]!;
    expect(listed).toContain('active\te2e\teinvoice:convert');
    runKey('revoke', id);
    const revoked = await fetch(`${server.url}/v1/formats`, { headers: { 'X-API-Key': key } });
    expect(revoked.status).toBe(401);
    expect(((await revoked.json()) as { error: { code: string } }).error.code).toBe('INVALID_API_KEY');
  });

  it('create refuses unknown scopes with a clear message', () => {
    let failure: { status?: number; stderr?: string } = {};
    try {
      runKey('create', '--name', 'x', '--scopes', 'einvoice:everything');
    } catch (e) {
      failure = e as typeof failure;
    }
    expect(failure.status).toBe(2);
    expect(failure.stderr).toContain('unknown scope(s): einvoice:everything');
  });
});
