// EINVOICE_SCHEMATRON_ENGINE chooses the engine for the whole service: native by default, saxon-js on request
// (the reference, e.g. to cross-check a verdict), with the same verdict either way.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { sharedPath } from '../../src/shared-dir.js';

const broken = readFileSync(sharedPath('corpus/examples/peppol/examples/base-example.xml'), 'utf8').replace(
  /(<cbc:PayableAmount currencyID="EUR">)[^<]*/,
  '$11.00',
);

let reference: TestServer;
let native: TestServer;
beforeAll(async () => {
  reference = await startServer({ env: { EINVOICE_SCHEMATRON_ENGINE: 'saxon-js' } });
  native = await startServer();
});
afterAll(async () => {
  await reference?.close();
  await native?.close();
});

describe('EINVOICE_SCHEMATRON_ENGINE', () => {
  it('defaults to native and accepts saxon-js; anything else stops the start with a clear error', () => {
    expect(loadConfig({}).schematronEngine).toBe('native');
    expect(loadConfig({ EINVOICE_SCHEMATRON_ENGINE: 'saxon-js' }).schematronEngine).toBe('saxon-js');
    expect(() => loadConfig({ EINVOICE_SCHEMATRON_ENGINE: 'jvm' })).toThrow(ConfigError);
    expect(() => loadConfig({ EINVOICE_SCHEMATRON_ENGINE: 'jvm' })).toThrow(/EINVOICE_SCHEMATRON_ENGINE must be one of native, saxon-js/);
  });

  it('runs validate on saxon-js when asked, with the same rules the native engine reports', async () => {
    const [slow, fast] = await Promise.all(
      [reference, native].map((s) => s.call('POST', '/v1/validate', { key: 'validate', body: { document: broken } })),
    );
    expect(slow!.status).toBe(200);
    expect([slow!.body.data.rule_set.engine, fast!.body.data.rule_set.engine]).toEqual(['saxon-js', 'native']);
    expect(fast!.body.data.rules.map((r: { rule_id: string }) => r.rule_id)).toEqual(['BR-CO-16']);
    expect(slow!.body.data.rules).toEqual(fast!.body.data.rules);
  });
});
