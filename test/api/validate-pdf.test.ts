// POST /v1/validate with document_base64: Factur-X / ZUGFeRD PDFs, ours and Mustang's, over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { startServer, type TestServer } from '../helpers/server.js';
import { sharedPath } from '../../src/shared-dir.js';

const CORPUS = sharedPath('corpus/facturx-pdf');
const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const invoice = JSON.parse(readFileSync('test/fixtures/invoices/standard-rate-two-rates.json', 'utf8'));

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

describe('validate a PDF', () => {
  it('a Factur-X PDF made by convert is valid, with the PDF checker in the report', async () => {
    const converted = await server.call('POST', '/v1/convert', { key: 'all', body: { invoice, target_format: 'facturx', output: 'pdf' } });
    expect(converted.status).toBe(201);
    const pdf = await server.call('GET', new URL(converted.body.data.download_url).pathname, { key: 'all' });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const res = await server.call('POST', '/v1/validate', { key: 'validate', body: { document_base64: base64Of(pdf.bytes) } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ is_valid: true, container: 'pdf', format_detected: 'facturx', error_count: 0 });
    expect(res.body.data.rule_set.id).toBe('facturx-en16931');
  });

  it("Mustang's valid EN 16931 sample passes its profile's rules", async () => {
    const bytes = readFileSync(`${CORPUS}/valid/EN16931_Einfach.pdf`);
    const res = await server.call('POST', '/v1/validate', { key: 'validate', body: { document_base64: base64Of(bytes) } });
    expect(res.status).toBe(200);
    expect(res.body.data.container).toBe('pdf');
    expect(res.body.data.business_rules_valid).toBe(true);
  });

  it("a broken XMP is reported with the PDF checker's rule, as Mustang reports it", async () => {
    const bytes = readFileSync(`${CORPUS}/broken/invalidXMP.pdf`);
    const res = await server.call('POST', '/v1/validate', { key: 'validate', body: { document_base64: base64Of(bytes) } });
    expect(res.status).toBe(200);
    expect(res.body.data.is_valid).toBe(false);
    expect(res.body.data.rules).toContainEqual(expect.objectContaining({ rule_id: 'FX-XMP-CONFORMANCE', severity: 'error' }));
  });

  it('document and document_base64 together, or neither, is 422 naming the field', async () => {
    const both = await server.call('POST', '/v1/validate', { key: 'validate', body: { document: '<a/>', document_base64: 'JVBERi0=' } });
    expect(both.status).toBe(422);
    expect(both.body.error.errors[0]).toMatchObject({ field: 'document_base64', code: 'mutually_exclusive' });
    const neither = await server.call('POST', '/v1/validate', { key: 'validate', body: { format_hint: 'facturx' } });
    expect(neither.status).toBe(422);
    expect(neither.body.error.errors[0]).toMatchObject({ field: 'document', code: 'required' });
  });

  it('text that is not base64, or not a PDF, is 422 on document_base64', async () => {
    const notBase64 = await server.call('POST', '/v1/validate', { key: 'validate', body: { document_base64: '%%% not base64 %%%' } });
    expect(notBase64.status).toBe(422);
    expect(notBase64.body.error.errors[0].field).toBe('document_base64');
    const notPdf = await server.call('POST', '/v1/validate', {
      key: 'validate',
      body: { document_base64: base64Of(new TextEncoder().encode('<Invoice/>')) },
    });
    expect(notPdf.status).toBe(422);
    expect(notPdf.body.error.errors[0].code).toBe('not_pdf');
  });

  it('a PDF over 5 MB decoded is 413, while its base64 body (over 6 MB) is still accepted by validate', async () => {
    const big = new Uint8Array(5_242_881);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const res = await server.call('POST', '/v1/validate', { key: 'validate', body: { document_base64: base64Of(big) } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
