// What the country registry offers the formats: the carried values of the plugins whose member is present,
// in country-code order; which members carry anything; the legal identifier scheme of a party's country.
import { describe, expect, it } from 'vitest';
import { defineCountryPlugin, type CarriedValue, type Invoice } from '../../plugins/index.js';
import { Invoice as InvoiceSchema } from '../../core/en16931/invoice.js';
import { createCountryRegistry } from './countries.js';

const requirements = (code: string) => ({
  country_code: code,
  country_name: code,
  b2g_mandatory: false,
  b2b_mandatory: false,
  required_formats: [],
  source_url: 'https://example.org',
  last_verified: '2026-11-01',
  confidence: 'confirmed' as const,
});

/** A country whose member `key` carries its `ref` field into BT-10. */
function carrying(code: string): ReturnType<typeof defineCountryPlugin> {
  const key = code.toLowerCase();
  return defineCountryPlugin({
    code,
    requirements: requirements(code),
    legalIdScheme: (id) => (/^\d{4}$/.test(id) ? `9${code}` : undefined),
    extension: {
      key,
      check: () => [],
      carry: (invoice: Invoice): CarriedValue[] => {
        const ref = (invoice.country_extensions?.[key] as { ref?: string } | undefined)?.ref;
        return ref ? [{ business_term: 'BT-10', invoice_field: 'buyer_reference', from: `country_extensions.${key}.ref`, value: ref }] : [];
      },
    },
  });
}
const silent = defineCountryPlugin({ code: 'QQ', requirements: requirements('QQ'), extension: { key: 'qq', check: () => [] } });

const party = (country: string, id?: string) => ({
  name: 'P',
  address: { street: 'S', city: 'C', postal_code: '1', country_code: country },
  ...(id ? { legal_registration_id: id } : {}),
});
const invoice = (extensions: Record<string, unknown>) =>
  InvoiceSchema.parse({
    invoice_number: '1',
    issue_date: '2026-11-02',
    currency_code: 'EUR',
    seller: party('XB'),
    buyer: party('XA'),
    lines: [{ id: '1', description: 'I', quantity: '1', unit: 'C62', unit_price: '1', net_amount: '1', vat_category: 'S', vat_rate: '20' }],
    country_extensions: extensions,
  });

describe('the country registry\u2019s values', () => {
  const registry = createCountryRegistry([
    ['xb', carrying('XB')],
    ['xa', carrying('XA')],
    ['qq', silent],
  ]);

  it('gives the values of the plugins whose member is present, in country-code order, once per invoice', () => {
    const inv = invoice({ xb: { ref: 'B' }, xa: { ref: 'A' } });
    expect(registry.values.of(inv).map((c) => c.value)).toEqual(['A', 'B']);
    expect(registry.values.of(inv)).toBe(registry.values.of(inv));
    expect(registry.values.of(invoice({ xb: { ref: 'B' }, xa: null }))).toEqual([expect.objectContaining({ value: 'B' })]);
  });

  it('says which members a plugin carries into documents', () => {
    expect(['xa', 'qq', 'zz'].map((k) => registry.values.carriesMember(k))).toEqual([true, false, false]);
  });

  it('asks the plugin of the party\u2019s country for the scheme of its legal registration identifier', () => {
    expect(registry.values.legalIdScheme(party('XA', '12 34'))).toBe('9XA');
    expect(registry.values.legalIdScheme(party('XA', '12345'))).toBeUndefined();
    expect(registry.values.legalIdScheme(party('QQ', '1234'))).toBeUndefined();
    expect(registry.values.legalIdScheme(party('XA'))).toBeUndefined();
  });
});
