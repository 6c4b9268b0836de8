// Every capability over HTTP, on whichever target startServer points at (test/helpers/targets.ts): validate
// (the official Peppol example; an XRechnung and a Factur-X document, all on the native engine), convert
// (10 lines; Factur-X PDF) with its download, preview, parse, and the per-key daily limit under 50 concurrent
// parse requests. The same file runs embedded on Node, on Node + Redis, Deno and workerd.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { sharedPath } from '../../src/shared-dir.js';

const PEPPOL_EXAMPLE = readFileSync(sharedPath('corpus/examples/peppol/examples/base-example.xml'), 'utf8');
const XRECHNUNG_INSTANCE = readFileSync(sharedPath('corpus/kosit-instances/ubl-inv/ubl-inv-br-de-1-test.xml'), 'utf8');
const CEN_CII_EXAMPLE = readFileSync(sharedPath('corpus/examples/cen-cii/CII_example1.xml'), 'utf8');
const BASE_INVOICE = JSON.parse(readFileSync('test/fixtures/invoices/standard-rate-single-line.json', 'utf8'));
const PARSE_TEXT =
  'Invoice INV-2026-0311 dated 12 November 2026\nSeller: Northwind Traders Ltd, 221 Baker Street, London NW1 6XE, United Kingdom, VAT GB123456782\n' +
  'Buyer: Contoso GmbH, Hauptstraße 5, 10115 Berlin, Germany\n3 x Annual licence at 400.00 EUR = 1,200.00 EUR, VAT 20%';

/** The base invoice with `count` copies of its line, numbered 1…count. */
function invoiceWithLines(count: number) {
  const [line] = BASE_INVOICE.lines;
  return { ...BASE_INVOICE, lines: Array.from({ length: count }, (_, i) => ({ ...line, id: String(i + 1) })) };
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

describe('capabilities on this runtime', () => {
  it('validate: the official Peppol BIS 3 example is valid, checked by the native rule engine', async () => {
    const res = await server.call('POST', '/v1/validate', { key: 'validate', body: { document: PEPPOL_EXAMPLE, format_hint: 'peppol_bis_3' } });
    expect(res.status).toBe(200);
    // On workerd the native modules come from the Worker build (the edge loader, schematron/build/edge-loader.ts), elsewhere from the compile cache.
    expect(res.body.data).toMatchObject({
      is_valid: true,
      schema_valid: true,
      business_rules_valid: true,
      error_count: 0,
      rule_set: { id: 'peppol-bis-3-ubl', engine: 'native' },
    });
  }, 600_000); // on a fresh machine the embedded target compiles the rule set first

  it('validate: XRechnung (with its KoSIT scenario) and Factur-X (code lists read with document()) run natively', async () => {
    const xrechnung = await server.call('POST', '/v1/validate', {
      key: 'validate',
      body: { document: XRECHNUNG_INSTANCE, format_hint: 'xrechnung' },
    });
    expect(xrechnung.status).toBe(200);
    expect(xrechnung.body.data.rule_set).toMatchObject({ id: 'xrechnung-3-ubl', engine: 'native', scenario: expect.any(String) });
    const facturx = await server.call('POST', '/v1/validate', { key: 'validate', body: { document: CEN_CII_EXAMPLE, format_hint: 'facturx' } });
    expect(facturx.status).toBe(200);
    expect(facturx.body.data.rule_set).toMatchObject({ id: 'facturx-en16931', engine: 'native' });
    for (const result of [xrechnung, facturx])
      expect(result.body.data.rules.filter((r: { rule_id: string }) => r.rule_id === 'SCHEMATRON-ERROR')).toEqual([]);
  }, 600_000);

  it('convert: 10 lines to Peppol BIS 3, then the XML downloads', async () => {
    const res = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice: invoiceWithLines(10), target_format: 'peppol_bis_3' } });
    expect(res.status).toBe(201);
    expect(res.body.data.validation.error_count).toBe(0);
    const download = await server.call('GET', `/v1/download/${res.body.data.conversion_id}`, { key: 'convert' });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('xml');
    expect((download.body as string).match(/<cac:InvoiceLine>/g)).toHaveLength(10);
  }, 300_000);

  it('convert: Factur-X as a PDF/A-3 with the XML embedded', async () => {
    const res = await server.call('POST', '/v1/convert', {
      key: 'convert',
      body: { invoice: BASE_INVOICE, target_format: 'facturx', output: 'pdf' },
    });
    expect(res.status).toBe(201);
    const download = await server.call('GET', `/v1/download/${res.body.data.conversion_id}`, { key: 'convert' });
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(download.bytes.subarray(0, 5))).toBe('%PDF-');
    expect(download.bytes.byteLength).toBe(res.body.data.document_size_bytes);
  }, 300_000);

  it('preview: personal data is replaced in 1 000 characters of text', async () => {
    const text = 'Hallo Frau Berger, bitte Rechnung RE-2026-17 über 1.190,00 EUR auf DE89 3704 0044 0532 0130 00 überweisen. '
      .repeat(10)
      .slice(0, 1000);
    const res = await server.call('POST', '/v1/intelligent/preview', { key: 'parse', body: { text, language: 'de' } });
    expect(res.status).toBe(200);
    expect(res.body.data.anonymized_text).not.toContain('DE89 3704 0044 0532 0130 00');
    expect(res.body.data.detected_entity_counts.IBAN_CODE).toBeGreaterThan(0);
  });

  it('parse: free text becomes an invoice', async () => {
    const res = await server.call('POST', '/v1/intelligent/parse', { key: 'parse', body: { text: PARSE_TEXT, context: { currency: 'EUR' } } });
    expect(res.status).toBe(200);
    expect(res.body.data.invoice).toMatchObject({ invoice_number: 'INV-2026-0311', currency_code: 'EUR' });
  });

  it('50 concurrent parse requests against a daily limit of 20: exactly 20 succeed, 30 get 429', async () => {
    const { key } = await server.deps.keys.create(
      { name: `limit-20-${crypto.randomUUID()}`, scopes: ['einvoice:parse'], daily_limit: 20 },
      new Date(),
    );
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.call('POST', '/v1/intelligent/parse', { key, body: { text: PARSE_TEXT, context: { currency: 'EUR' } } }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect(responses.find((r) => r.status === 429)!.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
  }, 120_000);
});
