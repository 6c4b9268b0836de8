// A country plugin that is not built in takes part like a built-in one: its country_extensions member is
// part of the invoice schema (and of the OpenAPI document), its required fields are enforced on convert,
// and the value it carries into an EN 16931 term reaches the document through the registry.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startServer, type TestServer } from '../helpers/server.js';
import { createCountryRegistry } from '../../src/registry/countries.js';
import { builtinNamed } from '../../src/registry/load.js';
import { builtinCountries } from '../../countries/index.js';
import { defineCountryPlugin, type Invoice } from '../../plugins/index.js';

/** Testland: invoices to its public buyers name an order office, which travels as the buyer reference (BT-10). */
const testland = defineCountryPlugin({
  code: 'ZZ',
  requirements: {
    country_code: 'ZZ',
    country_name: 'Testland',
    b2g_mandatory: false,
    b2b_mandatory: false,
    required_formats: ['ubl_2_1'],
    source_url: 'https://example.org/law',
    last_verified: '2026-11-01',
    confidence: 'confirmed',
  },
  extension: {
    key: 'zz',
    schema: z.object({ order_office: z.string().min(1) }),
    check: () => [],
    carry(invoice: Invoice) {
      const office = (invoice.country_extensions?.zz as { order_office?: string } | undefined)?.order_office;
      return office ? [{ business_term: 'BT-10', invoice_field: 'buyer_reference', from: 'country_extensions.zz.order_office', value: office }] : [];
    },
  },
});

const base = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/invoices/leitweg-id-as-buyer-address.json'), 'utf8'));
const invoiceWith = (zz: unknown) => ({ ...base, buyer_reference: undefined, country_extensions: { zz } });

let server: TestServer;
beforeAll(async () => {
  const countries = createCountryRegistry([...builtinNamed('countries', builtinCountries), ['testland', testland]]);
  server = await startServer({ deps: { countries } });
});
afterAll(async () => server.close());

describe('a country plugin loaded beside the built-in ones', () => {
  it('adds its member to the invoice schema of the OpenAPI document, beside the built-in members', async () => {
    const res = await server.call('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
    const members = Object.keys(res.body.components.schemas.CountryExtensions.properties).sort();
    expect(members).toEqual(['de', 'es', 'fr', 'it', 'pl', 'zz']);
  });

  it('has its required fields enforced on convert', async () => {
    const res = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice: invoiceWith({}), target_format: 'ubl_2_1' } });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(res.body.error)).toContain('invoice.country_extensions.zz.order_office');
  });

  it('carries its value into the document through the registry', async () => {
    const res = await server.call('POST', '/v1/convert', {
      key: 'convert',
      body: { invoice: invoiceWith({ order_office: 'OFFICE-7' }), target_format: 'ubl_2_1' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.dropped_fields).toEqual([]);
    const doc = await server.call('GET', `/v1/download/${res.body.data.conversion_id}`, { key: 'convert' });
    expect(doc.status).toBe(200);
    expect(doc.body).toContain('<cbc:BuyerReference>OFFICE-7</cbc:BuyerReference>');
  });
});
