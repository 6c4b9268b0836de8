// Country extension checks on POST /v1/convert: one 422 entry per failing field, named from the request body,
// and valid extensions pass through to a stored document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { loadFixtures } from '../convert/helpers/fixtures.js';
import type { RuleSetValidator } from '../../src/convert/service.js';

const basic = loadFixtures().find((f) => f.name === 'standard-rate-single-line')!.invoice;

/** The rule-set engine is not under test here: every document passes. */
const passingValidator: RuleSetValidator = {
  async validate() {
    return { is_valid: true, format_detected: 'x', schema_valid: true, business_rules_valid: true, error_count: 0, warning_count: 0, rules: [] };
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ deps: { validation: passingValidator } as never });
});
afterAll(() => server.close());

const convert = (country_extensions: unknown, target_format = 'ubl_2_1') =>
  server.call('POST', '/v1/convert', { key: 'convert', body: { invoice: { ...basic, country_extensions }, target_format } });

describe('POST /v1/convert with country extensions', () => {
  it('names every failing extension field in one 422', async () => {
    const res = await convert({
      it: { codice_destinatario: 'abc-123', codice_fiscale_buyer: 'RSSMRA85T10A562T' },
      pl: { nip_seller: '5260250275', gtu_codes: ['GTU_14'] },
      es: { nif_seller: '12345678A' },
      fr: { siret_seller: '73282932000075' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    const fields = res.body.error.errors.map((e: { field: string; code: string }) => `${e.field} ${e.code}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'invoice.country_extensions.it.codice_destinatario invalid_format',
        'invoice.country_extensions.it.codice_fiscale_buyer invalid_check_digit',
        'invoice.country_extensions.pl.nip_seller invalid_check_digit',
        'invoice.country_extensions.pl.gtu_codes.0 invalid_value',
        'invoice.country_extensions.es.nif_seller invalid_check_digit',
        'invoice.country_extensions.fr.siret_seller invalid_check_digit',
      ]),
    );
  });

  it('accepts valid extensions, including a 6-character Italian public-administration code', async () => {
    const res = await convert({
      it: { codice_destinatario: 'UFY9MH', codice_fiscale_buyer: 'RSSMRA85T10A562S' },
      pl: { nip_seller: '5260250274', gtu_codes: ['GTU_01'] },
      es: { nif_seller: 'Q2826000H' },
      fr: { siret_seller: '73282932000074' },
    });
    expect(res.status, JSON.stringify(res.body.error ?? {})).toBe(201);
  });
});
