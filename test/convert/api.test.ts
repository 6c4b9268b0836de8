// POST /v1/convert over HTTP: status codes, headers, the stored document, and every refusal path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import type { RuleSetValidator } from '../../src/convert/service.js';
import type { ValidationResult } from '../../src/schemas/validation.js';
import { loadFixtures } from './helpers/fixtures.js';
import { line } from '../fixtures/invoices/generate.js';

const fixtures = new Map(loadFixtures().map((f) => [f.name, f.invoice]));
const basic = fixtures.get('standard-rate-single-line')!;

/** A stand-in for the validation engine that records calls and answers with a fixed verdict. */
function stubValidator(verdict: Partial<ValidationResult>): RuleSetValidator & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async validate({ ruleSetId }) {
      calls.push(ruleSetId);
      return {
        is_valid: true,
        format_detected: 'x',
        schema_valid: true,
        business_rules_valid: true,
        error_count: 0,
        warning_count: 1,
        rules: [],
        ...verdict,
      };
    },
  };
}

describe('POST /v1/convert', () => {
  let server: TestServer;
  const validator = stubValidator({});
  beforeAll(async () => {
    server = await startServer({ deps: { validation: validator as never } });
  });
  afterAll(() => server.close());

  it('converts to Peppol BIS 3: 201, Location, ConversionResult, downloadable XML', async () => {
    const res = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice: basic, target_format: 'peppol_bis_3' } });
    expect(res.status).toBe(201);
    const data = res.body.data;
    expect(data).toMatchObject({
      target_format: 'peppol_bis_3',
      target_profile: 'peppol_bis_billing_3',
      status: 'success',
      validation: { rule_set: 'peppol-bis-3-ubl', error_count: 0, warning_count: 1 },
      dropped_fields: [],
    });
    expect(data.conversion_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.download_url).toBe(`${server.url}/v1/download/${data.conversion_id}`);
    expect(res.headers.get('location')).toBe(data.download_url);
    expect(Date.parse(data.download_expires_at) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(typeof data.processing_ms).toBe('number');
    expect(res.body.metadata.request_id).toBeTruthy();

    const doc = await server.call('GET', `/v1/download/${data.conversion_id}`, { key: 'convert' });
    expect(doc.status).toBe(200);
    expect(doc.headers.get('content-type')).toContain('application/xml');
    expect(doc.headers.get('content-disposition')).toBe('attachment; filename="INV-001-peppol_bis_3.xml"');
    expect(doc.bytes.byteLength).toBe(data.document_size_bytes);
    expect(doc.body).toContain('urn:fdc:peppol.eu:2017:poacc:billing:3.0');
    expect(validator.calls.at(-1)).toBe('peppol-bis-3-ubl');
  });

  it('uses the profile of each UBL format and the XRechnung CustomizationID', async () => {
    const res = await server.call('POST', '/v1/convert', {
      key: 'convert',
      body: { invoice: basic, target_format: 'xrechnung', target_profile: 'xrechnung_ubl' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.validation.rule_set).toBe('xrechnung-3-ubl');
    const doc = await server.call('GET', `/v1/download/${res.body.data.conversion_id}`, { key: 'convert' });
    expect(doc.body).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0');
    const ubl = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice: basic, target_format: 'ubl_2_1' } });
    expect(ubl.body.data).toMatchObject({ target_profile: 'ubl_en16931', validation: { rule_set: 'en16931-ubl' } });
  });

  it('turns a credit note into a UBL CreditNote and names it safely', async () => {
    const invoice = { ...fixtures.get('xml-special-characters')!, type_code: '381' };
    const res = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice, target_format: 'ubl_2_1' } });
    expect(res.status).toBe(201);
    const doc = await server.call('GET', `/v1/download/${res.body.data.conversion_id}`, { key: 'convert' });
    expect(doc.body).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(doc.body).toContain('<cbc:ID>INV-028 &lt;&amp;&gt;</cbc:ID>');
    expect(doc.headers.get('content-disposition')).toBe('attachment; filename="INV-028_-ubl_2_1.xml"');
  });

  it('reports input fields the format cannot carry', async () => {
    const res = await server.call('POST', '/v1/convert', {
      key: 'convert',
      body: { invoice: fixtures.get('payment-details'), target_format: 'ubl_2_1' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.dropped_fields).toEqual(['payment.bank_account.bank_name']);
  });

  it('refuses a wrong line net amount with the expected value', async () => {
    const invoice = { ...basic, lines: [{ ...basic.lines[0]!, net_amount: '1000.00' }] };
    const res = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice, target_format: 'peppol_bis_3' } });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.errors).toContainEqual(
      expect.objectContaining({ field: 'invoice.lines.0.net_amount', code: 'line_net_mismatch', rule: 'PEPPOL-EN16931-R120' }),
    );
    expect(res.body.error.errors[0].message).toContain('1200.00');
  });

  it('names each missing XRechnung requirement with its rule', async () => {
    const invoice = { ...basic, buyer_reference: undefined, payment: undefined, seller: { ...basic.seller, contact: { name: 'Erika Muster' } } };
    const res = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice, target_format: 'xrechnung' } });
    expect(res.status).toBe(422);
    const byRule = Object.fromEntries(res.body.error.errors.map((e: { rule: string; field: string }) => [e.rule, e.field]));
    expect(byRule).toMatchObject({
      'BR-DE-15': 'invoice.buyer_reference',
      'BR-DE-1': 'invoice.payment',
      'BR-DE-6': 'invoice.seller.contact.phone',
      'BR-DE-7': 'invoice.seller.contact.email',
    });
    expect(res.body.error.suggestion).toBeTruthy();
  });

  it('requires both electronic addresses for Peppol, and both VAT ids for reverse charge', async () => {
    const invoice = {
      ...fixtures.get('reverse-charge')!,
      buyer: { ...fixtures.get('reverse-charge')!.buyer, vat_id: undefined, electronic_address: undefined },
    };
    const res = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice, target_format: 'peppol_bis_3' } });
    expect(res.status).toBe(422);
    const rules = res.body.error.errors.map((e: { rule: string }) => e.rule);
    expect(rules).toEqual(expect.arrayContaining(['PEPPOL-EN16931-R010', 'BR-AE-02']));
  });

  it('lists allowed values for an unknown target_format, target_profile or output', async () => {
    const format = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice: basic, target_format: 'edifact' } });
    expect(format.status).toBe(422);
    expect(format.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'target_format' });
    expect(format.body.error.message).toContain('peppol_bis_3');
    const profile = await server.call('POST', '/v1/convert', {
      key: 'convert',
      body: { invoice: basic, target_format: 'xrechnung', target_profile: 'facturx_basic' },
    });
    expect(profile.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'target_profile' });
    expect(profile.body.error.message).toContain('xrechnung_ubl, xrechnung_cii');
    const output = await server.call('POST', '/v1/convert', {
      key: 'convert',
      body: { invoice: basic, target_format: 'peppol_bis_3', output: 'pdf' },
    });
    expect(output.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'output' });
  });

  it('rejects schema errors in the body with dot paths', async () => {
    const res = await server.call('POST', '/v1/convert', {
      key: 'convert',
      body: { invoice: { ...basic, lines: [] }, target_format: 'peppol_bis_3' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.errors[0].field).toBe('invoice.lines');
  });

  it('needs a key with the convert scope and a JSON body', async () => {
    expect((await server.call('POST', '/v1/convert', { body: { invoice: basic, target_format: 'ubl_2_1' } })).body.error.code).toBe(
      'MISSING_API_KEY',
    );
    expect((await server.call('POST', '/v1/convert', { key: 'parse', body: { invoice: basic, target_format: 'ubl_2_1' } })).status).toBe(403);
    const text = await server.call('POST', '/v1/convert', { key: 'convert', rawBody: 'hello', headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
    const broken = await server.call('POST', '/v1/convert', {
      key: 'convert',
      rawBody: '{"invoice":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.body.error.code).toBe('INVALID_JSON');
  });

  it('runs the checks of the country plugin that owns a present extension', async () => {
    const invoice = { ...basic, buyer_reference: undefined, country_extensions: { de: { leitweg_id: 'not-a-leitweg-id' } } };
    const res = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice, target_format: 'xrechnung' } });
    expect(res.status).toBe(422);
    expect(res.body.error.errors.map((e: { field: string }) => e.field)).toContain('invoice.country_extensions.de.leitweg_id');
  });
});

describe('POST /v1/convert when the rule set rejects the document', () => {
  let server: TestServer;
  const failing = stubValidator({
    is_valid: false,
    business_rules_valid: false,
    error_count: 1,
    rules: [{ rule_id: 'BR-CO-15', severity: 'error', message: 'Invoice total amount with VAT = …', location: '/Invoice/cac:LegalMonetaryTotal' }],
  });
  beforeAll(async () => {
    server = await startServer({ deps: { validation: failing as never } });
  });
  afterAll(() => server.close());

  it('answers 422 CONVERSION_RULES_FAILED with the failing rules and stores nothing', async () => {
    const before = await server.deps.documents.sweep(new Date(Date.now() + 48 * 3600_000));
    expect(before).toBe(0);
    const res = await server.call('POST', '/v1/convert', {
      key: 'convert',
      body: { invoice: { ...basic, lines: [line('1', 'A', '1', '5', 'S', '19')] }, target_format: 'ubl_2_1' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('CONVERSION_RULES_FAILED');
    expect(res.body.error.errors).toEqual([expect.objectContaining({ rule_id: 'BR-CO-15', severity: 'error' })]);
    expect(await server.deps.documents.sweep(new Date(Date.now() + 48 * 3600_000))).toBe(0);
  });
});

describe('POST /v1/convert with the real validation engine', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('stores a document that passed the official rules and reports the rule set', async () => {
    const res = await server.call('POST', '/v1/convert', {
      key: 'convert',
      body: { invoice: fixtures.get('reverse-charge'), target_format: 'peppol_bis_3' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.validation).toMatchObject({ rule_set: 'peppol-bis-3-ubl', error_count: 0 });
  });

  it('refuses with CONVERSION_RULES_FAILED when a code passes the pre-checks but breaks a rule', async () => {
    const invoice = { ...basic, payment: { ...basic.payment!, means_code: '999' } };
    const res = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice, target_format: 'ubl_2_1' } });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('CONVERSION_RULES_FAILED');
    expect(res.body.error.errors.map((r: { rule_id: string }) => r.rule_id)).toContain('BR-CL-16');
    expect(res.body.error.errors.find((r: { rule_id: string }) => r.rule_id === 'BR-CL-16').field).toBe('invoice.payment.means_code');
  });

  it('names the input field whose value breaks a rule, with the line it sits on', async () => {
    const second = { ...basic.lines[0]!, id: '2', unit: 'Stunde' };
    const invoice = { ...basic, lines: [basic.lines[0]!, second] };
    const res = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice, target_format: 'peppol_bis_3' } });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('CONVERSION_RULES_FAILED');
    const unitRule = res.body.error.errors.find((r: { rule_id: string }) => r.rule_id === 'BR-CL-23');
    expect(unitRule).toMatchObject({ field: 'invoice.lines.1.unit', severity: 'error' });
    expect(res.body.error.field).toBe('invoice.lines.1.unit');
    expect(res.body.error.suggestion).not.toMatch(/report the invoice/);
  });

  it('returns the warnings themselves, not only their count', async () => {
    const res = await server.call('POST', '/v1/convert', {
      key: 'convert',
      body: { invoice: fixtures.get('reverse-charge'), target_format: 'peppol_bis_3' },
    });
    const validation = res.body.data.validation;
    expect(validation.warnings).toHaveLength(validation.warning_count);
    for (const w of validation.warnings) expect(w).toMatchObject({ rule_id: expect.any(String), severity: 'warning', message: expect.any(String) });
  });
});

describe('the documented example request', () => {
  it('is the request file the README sends with curl', async () => {
    const { CONVERT_EXAMPLE } = await import('../../src/convert/example.js');
    const { readFileSync } = await import('node:fs');
    expect(JSON.parse(readFileSync('test/fixtures/invoices/requests/xrechnung-request.json', 'utf8'))).toEqual(CONVERT_EXAMPLE);
  });

  it('converts to every UBL-family format and passes the rule sets', async () => {
    const { CONVERT_EXAMPLE } = await import('../../src/convert/example.js');
    const server = await startServer();
    try {
      for (const target_format of ['xrechnung', 'peppol_bis_3', 'ubl_2_1']) {
        const res = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice: CONVERT_EXAMPLE.invoice, target_format } });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.body.data.validation.error_count).toBe(0);
      }
    } finally {
      await server.close();
    }
  });
});

describe('POST /v1/convert without a validation engine', () => {
  it('answers 503 RULES_NOT_INSTALLED and stores nothing', async () => {
    const server = await startServer({ deps: { validation: undefined } });
    try {
      const res = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice: basic, target_format: 'ubl_2_1' } });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('RULES_NOT_INSTALLED');
      expect(await server.deps.documents.sweep(new Date(Date.now() + 48 * 3600_000))).toBe(0);
    } finally {
      await server.close();
    }
  });
});
