// Convert to Factur-X / ZUGFeRD over HTTP with the real validation engine: the PDF download is application/pdf,
// and the XML inside it is byte-identical to the XML download of the same invoice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { ciiEngine } from '../cii/fixtures.js';
import { richInvoice } from '../cii/samples.js';
import { pdfdetachList, pdfdetachSave, pdftotext, withTempPdf } from './tools.js';

describe('POST /v1/convert with output pdf', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ deps: { validation: ciiEngine() } as never });
  });
  afterAll(() => server.close());

  async function convert(body: Record<string, unknown>) {
    const res = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice: richInvoice, ...body } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const doc = await server.call('GET', `/v1/download/${res.body.data.conversion_id}`, { key: 'convert' });
    expect(doc.status).toBe(200);
    return { data: res.body.data, doc };
  }

  it('gives a PDF/A-3 whose embedded XML is the XML download, byte for byte', { timeout: 300_000 }, async () => {
    const xml = await convert({ target_format: 'facturx', target_profile: 'facturx_en16931' });
    const pdf = await convert({ target_format: 'facturx', target_profile: 'facturx_en16931', output: 'pdf' });
    expect(xml.doc.headers.get('content-type')).toContain('application/xml');
    expect(pdf.doc.headers.get('content-type')).toContain('application/pdf');
    expect(pdf.doc.headers.get('content-disposition')).toBe('attachment; filename="INV-2026-0042-facturx.pdf"');
    expect(pdf.data).toMatchObject({
      target_format: 'facturx',
      target_profile: 'facturx_en16931',
      validation: { rule_set: 'facturx-en16931', error_count: 0 },
    });
    expect(pdf.doc.bytes.byteLength).toBe(pdf.data.document_size_bytes);
    withTempPdf(pdf.doc.bytes, (path, dir) => {
      expect(pdfdetachList(path)).toEqual(['factur-x.xml']);
      expect(Buffer.from(pdfdetachSave(path, dir)).equals(Buffer.from(xml.doc.bytes))).toBe(true);
      expect(pdftotext(path)).toContain('INV-2026-0042');
    });
  });

  it('reports what ZUGFeRD MINIMUM cannot carry and still stores a valid PDF', { timeout: 300_000 }, async () => {
    const { data, doc } = await convert({ target_format: 'zugferd', target_profile: 'zugferd_minimum', output: 'pdf' });
    expect(data.validation).toMatchObject({ rule_set: 'facturx-minimum', error_count: 0 });
    expect(data.dropped_fields).toEqual(expect.arrayContaining(['lines', 'allowances', 'note']));
    expect(new TextDecoder('latin1').decode(doc.bytes)).toContain('/AFRelationship /Data');
  });
});
