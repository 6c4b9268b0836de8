// The example format plugin, configured through EINVOICE_PLUGINS: listed by /v1/formats, produced by
// /v1/convert (and refused when its own Schematron rules fail), detected and validated by /v1/validate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { ACME_CUSTOMIZATION_ID, EXAMPLE_MODULE, acmeInvoice } from './example.js';

describe('the ACME CIUS example plugin over HTTP', () => {
  let server: TestServer;
  let producedXml: string;

  beforeAll(async () => {
    server = await startServer({ env: { EINVOICE_PLUGINS: EXAMPLE_MODULE } });
    // The example's Schematron compiles on first use (rules:build prebuilds only the built-in rule sets).
    await server.deps.validation!.warmUp(['acme-cius-ubl']);
  });
  afterAll(() => server?.close());

  const convert = (invoice: unknown) => server.call('POST', '/v1/convert', { key: 'convert', body: { invoice, target_format: 'acme_cius' } });
  const validate = (document: string, format_hint?: string) =>
    server.call('POST', '/v1/validate', { key: 'validate', body: { document, ...(format_hint ? { format_hint } : {}) } });

  it('GET /v1/formats lists it as a supported format with its profile', async () => {
    const res = await server.call('GET', '/v1/formats', { key: 'convert' });
    expect(res.status).toBe(200);
    const acme = res.body.data.formats.find((f: { code: string }) => f.code === 'acme_cius');
    expect(acme).toMatchObject({ supported: true, mvp: false, syntax: 'xml', profiles: [{ code: 'acme_cius_1', default: true, outputs: ['xml'] }] });
  });

  it('POST /v1/convert produces it: its CustomizationID, checked by its own rule set', async () => {
    const res = await convert(acmeInvoice());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      target_format: 'acme_cius',
      target_profile: 'acme_cius_1',
      validation: { rule_set: 'acme-cius-ubl', error_count: 0 },
    });
    const doc = await server.call('GET', `/v1/download/${res.body.data.conversion_id}`, { key: 'convert' });
    expect(doc.status).toBe(200);
    producedXml = doc.body;
    expect(producedXml).toContain(`<cbc:CustomizationID>${ACME_CUSTOMIZATION_ID}</cbc:CustomizationID>`);
  });

  it('POST /v1/convert refuses input that breaks its rules with 422 CONVERSION_RULES_FAILED naming them', async () => {
    const invoice = acmeInvoice();
    delete invoice.buyer_reference;
    delete invoice.seller.electronic_address;
    invoice.lines = [{ ...invoice.lines[0], quantity: '4', unit_price: '2.125', net_amount: '8.50' }];
    const res = await convert(invoice);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('CONVERSION_RULES_FAILED');
    expect(res.body.error.message).toContain('acme-cius-ubl');
    const ids = res.body.error.errors.map((e: { rule_id: string }) => e.rule_id).sort();
    expect(ids).toEqual(['ACME-R001', 'ACME-R002', 'ACME-R003']);
    const r003 = res.body.error.errors.find((e: { rule_id: string }) => e.rule_id === 'ACME-R003');
    expect(r003.message).toContain('2.125');
  });

  it('POST /v1/validate detects it by its CustomizationID and validates it with its rules', async () => {
    expect(producedXml).toBeTruthy();
    const ok = await validate(producedXml);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ is_valid: true, format_detected: 'acme_cius', rule_set: { id: 'acme-cius-ubl' } });
    expect(ok.body.data.rule_set.artefacts.map((a: { name: string }) => a.name)).toContain('ACME CIUS 1.0 rules (UBL)');

    const withoutBuyerReference = producedXml.replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '');
    expect(withoutBuyerReference).not.toBe(producedXml);
    const bad = await validate(withoutBuyerReference);
    expect(bad.body.data).toMatchObject({ is_valid: false, schema_valid: true, format_detected: 'acme_cius' });
    expect(bad.body.data.rules.map((r: { rule_id: string }) => r.rule_id)).toEqual(['ACME-R001']);
  });

  it('accepts its format code as format_hint; a document of another CIUS keeps its own rule set', async () => {
    const hinted = await validate(producedXml, 'acme_cius');
    expect(hinted.body.data).toMatchObject({ is_valid: true, rule_set: { id: 'acme-cius-ubl' } });
    const plainUbl = producedXml.replace(ACME_CUSTOMIZATION_ID, 'urn:cen.eu:en16931:2017');
    const core = await validate(plainUbl);
    expect(core.body.data).toMatchObject({ format_detected: 'ubl_2_1', rule_set: { id: 'en16931-ubl' } });
  });
});

describe('without configuration', () => {
  it('the kernel does not know the example', async () => {
    const server = await startServer({ env: { EINVOICE_PLUGINS: '' } });
    try {
      const res = await server.call('GET', '/v1/formats', { key: 'convert' });
      expect(res.body.data.formats.map((f: { code: string }) => f.code)).not.toContain('acme_cius');
    } finally {
      await server.close();
    }
  });
});
