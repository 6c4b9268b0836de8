// Without installed artefacts: validate and convert answer 503 RULES_NOT_INSTALLED naming the install command;
// convert stores unchecked documents only when the operator opted in, and then says so (validation: null).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type TestServer } from '../helpers/server.js';

const request = JSON.parse(readFileSync('examples/requests/convert-peppol.json', 'utf8'));
const validateRequest = JSON.parse(readFileSync('examples/requests/validate-peppol.json', 'utf8'));

let emptyArtefacts: string;
let emptyCache: string;
let strict: TestServer;
let optedIn: TestServer;

beforeAll(async () => {
  emptyArtefacts = mkdtempSync(join(tmpdir(), 'no-artefacts-'));
  emptyCache = mkdtempSync(join(tmpdir(), 'no-rules-cache-'));
  const env = { EINVOICE_ARTEFACTS_DIR: emptyArtefacts, EINVOICE_RULES_CACHE_DIR: emptyCache };
  strict = await startServer({ env });
  optedIn = await startServer({ env: { ...env, EINVOICE_ALLOW_UNCHECKED: '1' } });
});
afterAll(async () => {
  await strict.close();
  await optedIn.close();
  rmSync(emptyArtefacts, { recursive: true, force: true });
  rmSync(emptyCache, { recursive: true, force: true });
});

describe('rules not installed', () => {
  it('validate: 503 RULES_NOT_INSTALLED naming npm run artefacts:install', async () => {
    const res = await strict.call('POST', '/v1/validate', { key: 'validate', body: validateRequest });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('RULES_NOT_INSTALLED');
    expect(`${res.body.error.message} ${res.body.error.suggestion}`).toContain('npm run artefacts:install');
  });

  it('convert without opt-in: 503 and nothing stored', async () => {
    const res = await strict.call('POST', '/v1/convert', { key: 'convert', body: request });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('RULES_NOT_INSTALLED');
    expect(res.headers.get('location')).toBeNull();
  });

  it('convert with EINVOICE_ALLOW_UNCHECKED=1: 201 with validation null, and the document downloads', async () => {
    const res = await optedIn.call('POST', '/v1/convert', { key: 'convert', body: request });
    expect(res.status).toBe(201);
    expect(res.body.data.validation).toBeNull();
    const doc = await optedIn.call('GET', new URL(res.body.data.download_url).pathname, { key: 'convert' });
    expect(doc.status).toBe(200);
    expect(new TextDecoder().decode(doc.bytes)).toContain(request.invoice.invoice_number);
  });

  it('/health answers 503 degraded and lists the missing rule sets', async () => {
    const res = await strict.call('GET', '/health');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('degraded');
    expect(res.body.rule_sets.missing.length).toBeGreaterThan(0);
    expect(res.body.problems).toEqual([expect.stringMatching(/rule set\(s\) not installed/)]);
    expect(res.body.rule_sets.install_command).toBeTruthy();
  });
});
