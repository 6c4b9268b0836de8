// GET /v1/formats and GET /v1/requirements over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { createCountryRegistry } from '../../src/registry/countries.js';
import { defineCountryPlugin } from '../../plugins/index.js';
import { FormatInfo } from '../../core/schemas/format-info.js';
import { RequirementInfo } from '../../core/schemas/requirement-info.js';
import { DEFAULT_LEGAL_DISCLAIMER } from '../../core/requirements/as-of.js';

// A country whose B2B mandate comes in two phases, to test the time dimension without depending on real data.
const phased = defineCountryPlugin({
  code: 'ZZ',
  requirements: {
    country_code: 'ZZ',
    country_name: 'Testland',
    b2g_mandatory: true,
    b2g_mandate_date: '2020-01-01',
    b2b_mandatory: false,
    b2b_mandate_date: '2027-01-01',
    b2b_phased_rollout: [
      { from: '2027-01-01', scope: 'large companies', obligation: 'issue' },
      { from: '2028-01-01', scope: 'everyone', obligation: 'issue' },
    ],
    required_formats: ['peppol_bis_3'],
    source_url: 'https://example.org/law',
    last_verified: '2026-11-01',
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ deps: { countries: createCountryRegistry([['zz', phased]]), clock: () => new Date('2026-11-21T12:00:00Z') } });
});
afterAll(async () => server.close());

describe('GET /v1/formats', () => {
  it('lists FormatInfo entries from the registry with total, MVP formats and roadmap entries', async () => {
    const res = await server.call('GET', '/v1/formats', { key: 'convert' });
    expect(res.status).toBe(200);
    const { formats, total } = res.body.data;
    expect(total).toBe(formats.length);
    for (const f of formats) expect(FormatInfo.safeParse(f).success).toBe(true);
    const byCode = Object.fromEntries(formats.map((f: any) => [f.code, f]));
    for (const code of ['peppol_bis_3', 'xrechnung', 'facturx', 'zugferd', 'ubl_2_1']) {
      expect(byCode[code]).toMatchObject({ mvp: true, supported: server.deps.formats.supportedCodes().includes(code) });
      expect(byCode[code].spec_url).toMatch(/^https:\/\//);
    }
    expect(formats.filter((f: any) => !f.supported && !f.mvp).length).toBeGreaterThanOrEqual(6);
  });
});

describe('GET /v1/requirements/{country_code}', () => {
  it('is case-insensitive and adds the legal disclaimer and source', async () => {
    const res = await server.call('GET', '/v1/requirements/zz', { key: 'convert' });
    expect(res.status).toBe(200);
    expect(RequirementInfo.safeParse(res.body.data).success).toBe(true);
    expect(res.body.data.legal_disclaimer).toBe(DEFAULT_LEGAL_DISCLAIMER);
    expect(res.body.metadata.sources).toEqual([{ name: 'Testland', url: 'https://example.org/law' }]);
  });

  it('answers for today and for an as_of day on both sides of each phase', async () => {
    const today = (await server.call('GET', '/v1/requirements/ZZ', { key: 'convert' })).body.data;
    expect(today.b2b_mandatory).toBe(false);
    expect(today.b2b_phased_rollout.map((p: any) => p.in_force)).toEqual([false, false]);
    const before = (await server.call('GET', '/v1/requirements/ZZ?as_of=2026-12-31', { key: 'convert' })).body.data;
    expect(before.b2b_mandatory).toBe(false);
    const first = (await server.call('GET', '/v1/requirements/ZZ?as_of=2027-01-01', { key: 'convert' })).body.data;
    expect(first.b2b_mandatory).toBe(true);
    expect(first.b2b_phased_rollout.map((p: any) => p.in_force)).toEqual([true, false]);
    const old = (await server.call('GET', '/v1/requirements/ZZ?as_of=2019-06-01', { key: 'convert' })).body.data;
    expect(old.b2g_mandatory).toBe(false);
  });

  it('an untracked country: 404 COUNTRY_NOT_FOUND; not two letters: 422; a bad as_of: 422', async () => {
    const missing = await server.call('GET', '/v1/requirements/XX', { key: 'convert' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('COUNTRY_NOT_FOUND');
    const bad = await server.call('GET', '/v1/requirements/DEU', { key: 'convert' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.errors[0].field).toBe('country_code');
    const badDay = await server.call('GET', '/v1/requirements/ZZ?as_of=2027-02-30', { key: 'convert' });
    expect(badDay.status).toBe(422);
    expect(badDay.body.error.errors[0].field).toBe('as_of');
  });

  it('GET /v1/requirements lists tracked countries with their headline status', async () => {
    const res = await server.call('GET', '/v1/requirements?as_of=2027-06-01', { key: 'convert' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      countries: [
        {
          country_code: 'ZZ',
          country_name: 'Testland',
          b2g_mandatory: true,
          b2b_mandatory: true,
          next_phase: { from: '2028-01-01', scope: 'everyone', obligation: 'issue', in_force: false },
        },
      ],
      total: 1,
      as_of: '2027-06-01',
    });
  });
});
