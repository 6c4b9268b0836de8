// POST /v1/import and POST /v1/convert from a document, over real HTTP: JSON and raw bodies, PDFs, the
// errors validate gives, losses and totals differences, and convert through the same checks and storage.
import { readFileSync } from 'node:fs';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

const CORPUS = '../shared/corpus';
const peppolExample = readFileSync(`${CORPUS}/examples/peppol/examples/base-example.xml`, 'utf8');
const xrechnungCii = readFileSync(`${CORPUS}/kosit-instances/cii/cii-br-de-1-test.xml`, 'utf8');
const invoice = JSON.parse(readFileSync('test/fixtures/invoices/standard-rate-two-rates.json', 'utf8'));
const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

describe('POST /v1/import', () => {
  it('reads a Peppol UBL invoice: invoice, format, profile, validation, losses by XPath and term, totals', async () => {
    const res = await server.call('POST', '/v1/import', { key: 'convert', body: { document: peppolExample } });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ format_detected: 'peppol_bis_3', profile: 'peppol_bis_billing_3', invoice_issues: [], totals_differences: [] });
    expect(data.invoice).toMatchObject({
      invoice_number: 'Snippet1',
      currency_code: 'EUR',
      seller: { name: 'SupplierOfficialName Ltd', vat_id: 'GB1232434' },
    });
    expect(data.invoice.lines).toHaveLength(2);
    expect(data.validation).toMatchObject({ is_valid: true });
    expect(data.rule_set.id).toBe('peppol-bis-3-ubl');
    expect(data.totals).toMatchObject({ payable: '1656.25', vat_total: '331.25' });
    // The example uses terms beyond the first canonical fields (BT-19, BT-28, line periods): all held now.
    expect(data.invoice).toMatchObject({ buyer_accounting_reference: '4025:123:4343', seller: { trading_name: 'SupplierTradingName Ltd.' } });
    expect(data.losses).toEqual([]);
  });

  it('takes the XML as a raw application/xml body, with the same answer', async () => {
    const json = await server.call('POST', '/v1/import', { key: 'convert', body: { document: xrechnungCii } });
    const raw = await server.call('POST', '/v1/import', { key: 'convert', rawBody: xrechnungCii, headers: { 'content-type': 'application/xml' } });
    expect(raw.status).toBe(200);
    expect(raw.body.data.format_detected).toBe('xrechnung');
    expect(raw.body.data.profile).toBe('xrechnung_cii');
    const { processing_ms: _a, validation: _v, ...rest } = raw.body.data;
    const { processing_ms: _b, validation: _w, ...expected } = json.body.data;
    expect(rest).toEqual(expected);
  });

  it('reads a Factur-X PDF as base64 and as a raw application/pdf body', async () => {
    const pdf = readFileSync(`${CORPUS}/facturx-pdf/valid/EN16931_Einfach.pdf`);
    const json = await server.call('POST', '/v1/import', { key: 'convert', body: { document_base64: base64Of(pdf) } });
    expect(json.status).toBe(200);
    expect(json.body.data.format_detected).toMatch(/^(facturx|zugferd)$/);
    expect(json.body.data.validation.container).toBe('pdf');
    expect(json.body.data.invoice.lines.length).toBeGreaterThan(0);
    const raw = await server.call('POST', '/v1/import', {
      key: 'convert',
      rawBody: new Uint8Array(pdf),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(raw.status).toBe(200);
    expect(raw.body.data.invoice).toEqual(json.body.data.invoice);
  });

  it('reports stated totals that differ from the computation, never correcting them', async () => {
    const tampered = peppolExample.replace(
      '<cbc:PayableAmount currencyID="EUR">1656.25</cbc:PayableAmount>',
      '<cbc:PayableAmount currencyID="EUR">1600.00</cbc:PayableAmount>',
    );
    expect(tampered).not.toBe(peppolExample);
    const res = await server.call('POST', '/v1/import', { key: 'convert', body: { document: tampered } });
    expect(res.status).toBe(200);
    expect(res.body.data.totals.payable).toBe('1600.00');
    expect(res.body.data.totals_differences).toEqual([{ business_term: 'BT-115', field: 'payable', document: '1600.00', computed: '1656.25' }]);
  });

  it('gives the errors validate gives: not well-formed, DOCTYPE, unknown root, not a PDF', async () => {
    const broken = await server.call('POST', '/v1/import', { key: 'convert', body: { document: '<Invoice><cbc:ID>1</Invoice>' } });
    expect(broken.status).toBe(422);
    expect(broken.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'document' });
    expect(broken.body.error.errors[0]).toMatchObject({ field: 'document', code: 'not_well_formed' });
    expect(broken.body.error.errors[0].message).toMatch(/not well-formed XML.*line 1/);
    const doctype = await server.call('POST', '/v1/import', { key: 'convert', body: { document: '<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>' } });
    expect(doctype.status).toBe(422);
    expect(doctype.body.error.errors[0].code).toBe('doctype_not_allowed');
    const unknown = await server.call('POST', '/v1/import', { key: 'convert', body: { document: '<Order xmlns="urn:example"/>' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toMatchObject({ code: 'UNSUPPORTED_FORMAT', field: 'document' });
    expect(unknown.body.error.message).toContain('<Order>');
    const notPdf = await server.call('POST', '/v1/import', {
      key: 'convert',
      body: { document_base64: base64Of(new TextEncoder().encode('hello world')) },
    });
    expect(notPdf.status).toBe(422);
    expect(notPdf.body.error.errors[0]).toMatchObject({ field: 'document_base64', code: 'not_pdf' });
    const plainPdf = await (await PDFDocument.create()).save(); // no embedded invoice
    const noXml = await server.call('POST', '/v1/import', { key: 'convert', body: { document_base64: base64Of(plainPdf) } });
    expect(noXml.status).toBe(422);
    expect(noXml.body.error).toMatchObject({ code: 'UNSUPPORTED_FORMAT', field: 'document_base64' });
    expect(noXml.body.error.message).toContain('no embedded factur-x.xml');
  });

  it('needs exactly one of document and document_base64, a known body type and the convert scope', async () => {
    const neither = await server.call('POST', '/v1/import', { key: 'convert', body: {} });
    expect(neither.status).toBe(422);
    expect(neither.body.error.errors[0]).toMatchObject({ field: 'document', code: 'required' });
    const both = await server.call('POST', '/v1/import', { key: 'convert', body: { document: '<a/>', document_base64: 'JVBERi0=' } });
    expect(both.body.error.errors[0]).toMatchObject({ field: 'document_base64', code: 'mutually_exclusive' });
    const text = await server.call('POST', '/v1/import', { key: 'convert', rawBody: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    const scope = await server.call('POST', '/v1/import', { key: 'validate', body: { document: peppolExample } });
    expect(scope.status).toBe(403);
  });
});

describe('POST /v1/convert from a document', () => {
  it('turns a received Peppol UBL invoice into Factur-X CII, stored and checked, with the losses of the source', async () => {
    const res = await server.call('POST', '/v1/convert', { key: 'convert', body: { document: peppolExample, target_format: 'facturx' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      target_format: 'facturx',
      target_profile: 'facturx_en16931',
      validation: { rule_set: 'facturx-en16931', error_count: 0 },
    });
    expect(res.body.data.source).toMatchObject({ format_detected: 'peppol_bis_3', profile: 'peppol_bis_billing_3' });
    expect(res.body.data.source.losses).toEqual([]);
    const xml = await server.call('GET', new URL(res.body.data.download_url).pathname, { key: 'convert' });
    expect(new TextDecoder().decode(xml.bytes)).toContain('<ram:ID>Snippet1</ram:ID>');
  });

  it('turns a received XRechnung CII into XRechnung UBL', async () => {
    const res = await server.call('POST', '/v1/convert', {
      key: 'convert',
      body: { document: xrechnungCii, target_format: 'xrechnung', target_profile: 'xrechnung_ubl' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.validation.rule_set).toBe('xrechnung-3-ubl');
  });

  it('refuses a document whose totals differ from the computation, naming the figure', async () => {
    const tampered = peppolExample.replace(
      '<cbc:PayableAmount currencyID="EUR">1656.25</cbc:PayableAmount>',
      '<cbc:PayableAmount currencyID="EUR">1600.00</cbc:PayableAmount>',
    );
    const res = await server.call('POST', '/v1/convert', { key: 'convert', body: { document: tampered, target_format: 'ubl_2_1' } });
    expect(res.status).toBe(422);
    expect(res.body.error.errors).toContainEqual(expect.objectContaining({ field: 'document', code: 'totals_differ' }));
  });

  it('invoice and document are mutually exclusive; the invoice path is unchanged', async () => {
    const both = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice, document: peppolExample, target_format: 'ubl_2_1' } });
    expect(both.status).toBe(422);
    expect(both.body.error.errors[0]).toMatchObject({ field: 'document', code: 'mutually_exclusive' });
    const plain = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice, target_format: 'ubl_2_1' } });
    expect(plain.status).toBe(201);
    expect(plain.body.data.source).toBeUndefined();
  });
});
