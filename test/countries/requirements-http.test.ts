// The built-in country data through the real server: every tracked country answers with a schema-valid
// RequirementInfo, the list covers them all, and as_of moves real phases into force.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { builtinCountries } from '../../countries/index.js';
import { RequirementInfo } from '../../core/schemas/requirement-info.js';

let server: TestServer;
beforeAll(async () => {
  // A fixed "today", so the answers do not change as real days pass.
  server = await startServer({ deps: { clock: () => new Date('2026-11-21T12:00:00Z') } });
});
afterAll(async () => server.close());

describe('GET /v1/requirements with the built-in countries', () => {
  it('answers every tracked country with a schema-valid RequirementInfo', async () => {
    for (const plugin of builtinCountries) {
      const res = await server.call('GET', `/v1/requirements/${plugin.code.toLowerCase()}`, { key: 'convert' });
      expect(res.status, plugin.code).toBe(200);
      const parsed = RequirementInfo.safeParse(res.body.data);
      expect(parsed.success, `${plugin.code}: ${parsed.error?.message}`).toBe(true);
      expect(res.body.data.country_code).toBe(plugin.code);
      expect(res.body.data.legal_disclaimer.length).toBeGreaterThan(0);
    }
  });

  it('lists every tracked country', async () => {
    const res = await server.call('GET', '/v1/requirements', { key: 'convert' });
    expect(res.status).toBe(200);
    const codes = res.body.data.countries.map((c: { country_code: string }) => c.country_code).sort();
    expect(codes).toEqual(builtinCountries.map((p) => p.code).sort());
  });

  it('reports phases in force on both sides of a real phase date', async () => {
    const day = async (asOf: string) => (await server.call('GET', `/v1/requirements/DE?as_of=${asOf}`, { key: 'convert' })).body.data;
    const before = await day('2026-12-31');
    const after = await day('2027-01-01');
    const issuing = (data: any) => data.b2b_phased_rollout.find((p: any) => p.from === '2027-01-01').in_force;
    expect(issuing(before)).toBe(false);
    expect(issuing(after)).toBe(true);
    const es = async (asOf: string) => (await server.call('GET', `/v1/requirements/es?as_of=${asOf}`, { key: 'convert' })).body.data.b2b_mandatory;
    expect(await es('2027-09-30')).toBe(false);
    expect(await es('2027-10-01')).toBe(true);
  });
});
