// POST /v1/render, convert's `language`, and validate's HTML report, over HTTP on a real port: the answers
// are pages (HTML or PDF) whose text a person reads, checked with pdftotext; errors are the usual envelope.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedPath } from '../../src/shared-dir.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { PDFDocument, PDFString, StandardFonts } from '@cantoo/pdf-lib';
import { pdfdetachList, pdfdetachSave, pdfPageCount, pdftotext, withTempPdf } from '../pdf/tools.js';
import { inspectHybridPdf } from '../../src/validation/pdf/checker.js';
import { embeddedFiles } from '../../src/validation/pdf/hybrid-attachment.js';
import { htmlText } from './html-text.js';

const convertBody = JSON.parse(readFileSync('examples/requests/convert-facturx-pdf.json', 'utf8')) as { invoice: Record<string, unknown> };
const invoice = convertBody.invoice;
const xrechnung = readFileSync('examples/requests/import-xrechnung.xml', 'utf8');
const facturxPdf = new Uint8Array(readFileSync(join(sharedPath('corpus/facturx-pdf'), 'valid', 'EN16931_Einfach.pdf')));
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

const pdfText = (bytes: Uint8Array) => withTempPdf(bytes, (path) => ({ text: pdftotext(path), pages: pdfPageCount(path) }));

describe('POST /v1/render', () => {
  it('renders a canonical invoice as an HTML page in the language asked for', async () => {
    const res = await server.call('POST', '/v1/render', { key: 'convert', body: { invoice, language: 'fr' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = res.body as string;
    expect(html).toContain('<html lang="fr">');
    const text = htmlText(html);
    for (const expected of ['Facture', 'Vendeur', 'Acheteur', 'Net à payer', 'Virement SEPA', 'Allemagne', '2 déc. 2026'])
      expect(text).toContain(expected);
  });

  it("takes the seller country's language when none is asked for, and a PDF when the Accept header prefers it", async () => {
    const res = await server.call('POST', '/v1/render', { key: 'convert', body: { invoice }, headers: { Accept: 'application/pdf' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="INV-002.pdf"');
    const { text, pages } = pdfText(res.bytes);
    expect(pages).toBe(1);
    for (const expected of ['Rechnung', 'VERKÄUFER', 'Zahlbetrag', 'SEPA-Überweisung', 'Seite 1 von 1']) expect(text).toContain(expected);
  });

  it('renders a received XML document, sent as JSON or as the body itself with options as query parameters', async () => {
    const json = await server.call('POST', '/v1/render', {
      key: 'convert',
      body: { document: xrechnung, language: 'en', show_business_terms: true },
    });
    expect(json.status).toBe(200);
    const text = htmlText(json.body as string);
    expect(text).toContain('Invoice');
    expect(text).toContain('BT-1');
    const raw = await server.call('POST', '/v1/render?language=nl&output=pdf', {
      key: 'convert',
      rawBody: xrechnung,
      headers: { 'Content-Type': 'application/xml' },
    });
    expect(raw.status).toBe(200);
    expect(pdfText(raw.bytes).text).toContain('Factuur');
  });

  it('renders the XML inside a Factur-X PDF', async () => {
    const res = await server.call('POST', '/v1/render', {
      key: 'convert',
      body: { document_base64: Buffer.from(facturxPdf).toString('base64'), language: 'it' },
    });
    expect(res.status).toBe(200);
    expect(htmlText(res.body as string)).toContain('Fattura');
  });

  it('draws a logo and an accent colour', async () => {
    const res = await server.call('POST', '/v1/render', {
      key: 'convert',
      body: { invoice, output: 'pdf', logo_base64: PNG.toString('base64'), accent_color: '#8a1538' },
    });
    expect(res.status).toBe(200);
    expect(new TextDecoder('latin1').decode(res.bytes)).toContain('/Subtype /Image');
    const html = await server.call('POST', '/v1/render', {
      key: 'convert',
      body: { invoice, logo_base64: PNG.toString('base64'), accent_color: '#8a1538' },
    });
    expect(html.body).toContain('data:image/png;base64,');
    expect(html.body).toContain('--accent:#8a1538');
  });

  it('answers the envelope for mistakes: no source, two sources, a bad logo, an unknown language, an inconsistent invoice', async () => {
    const none = await server.call('POST', '/v1/render', { key: 'convert', body: { language: 'de' } });
    expect(none.status).toBe(422);
    expect(none.body.error.code).toBe('VALIDATION_ERROR');
    expect(none.body.error.field).toBe('invoice');
    const two = await server.call('POST', '/v1/render', { key: 'convert', body: { invoice, document: xrechnung } });
    expect(two.status).toBe(422);
    const logo = await server.call('POST', '/v1/render', {
      key: 'convert',
      body: { invoice, logo_base64: Buffer.from('GIF89a').toString('base64') },
    });
    expect(logo.status).toBe(422);
    expect(logo.body.error.errors[0]).toMatchObject({ field: 'logo_base64', code: 'invalid_logo' });
    const language = await server.call('POST', '/v1/render', { key: 'convert', body: { invoice, language: 'xx' } });
    expect(language.status).toBe(422);
    expect(language.body.error.field).toBe('language');
    const lines = invoice.lines as Array<Record<string, unknown>>;
    const wrong = { ...invoice, lines: [{ ...lines[0], net_amount: '1.00' }, ...lines.slice(1)] };
    const inconsistent = await server.call('POST', '/v1/render', { key: 'convert', body: { invoice: wrong } });
    expect(inconsistent.status).toBe(422);
    expect(inconsistent.body.error.field).toMatch(/^invoice\.lines\.0\./);
    const notInvoice = await server.call('POST', '/v1/render', { key: 'convert', body: { document: '<a/>' } });
    expect(notInvoice.status).toBe(422);
    expect(notInvoice.body.error.code).toBe('UNSUPPORTED_FORMAT');
  });

  it('needs the einvoice:convert scope', async () => {
    const res = await server.call('POST', '/v1/render', { key: 'validate', body: { invoice } });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBeDefined();
  });
});

describe('POST /v1/render with attach_source', () => {
  /** The attachments pdfdetach finds, with their bytes, and what the project's reader and checker say. */
  async function attachmentsOf(pdf: Uint8Array) {
    const files = withTempPdf(pdf, (path, dir) => pdfdetachList(path).map((name, i) => ({ name, bytes: pdfdetachSave(path, dir, i + 1) })));
    const read = embeddedFiles(await PDFDocument.load(pdf));
    const report = await inspectHybridPdf(pdf);
    return { files, read, report };
  }
  /** A readable PDF makes no Factur-X claim, so only the Factur-X rules may fail; every PDF/A-3 rule must hold. */
  const pdfaFindings = (report: { rules: Array<{ rule_id: string }> }) => report.rules.filter((r) => !r.rule_id.startsWith('FX-'));

  it('attaches a received XML document as it was sent, named after the invoice, as the source of the pages', async () => {
    const res = await server.call('POST', '/v1/render', {
      key: 'convert',
      body: { document: xrechnung, output: 'pdf', attach_source: true, language: 'de' },
    });
    expect(res.status).toBe(200);
    const name = res.headers.get('content-disposition')!.replace(/^.*filename="(.+)\.pdf"$/, '$1.xml');
    const { files, read, report } = await attachmentsOf(res.bytes);
    expect(files.map((f) => f.name)).toEqual([name]);
    expect(new TextDecoder().decode(files[0]!.bytes)).toBe(xrechnung);
    expect(read).toHaveLength(1);
    expect(read[0]).toMatchObject({ name, relationship: 'Source', mime: 'application/xml', hasF: true, hasUF: true, hasParamsModDate: true });
    expect(pdfaFindings(report)).toEqual([]);
    // The pages are those of the PDF without the attachment.
    const plain = await server.call('POST', '/v1/render', { key: 'convert', body: { document: xrechnung, output: 'pdf', language: 'de' } });
    expect(pdfText(res.bytes).text).toBe(pdfText(plain.bytes).text);
    expect(await attachmentsOf(plain.bytes).then((a) => a.files)).toEqual([]);
  });

  it('attaches the bytes of a raw XML body (options as query parameters) and the embedded XML of a Factur-X PDF', async () => {
    const bytes = new TextEncoder().encode(xrechnung);
    const raw = await server.call('POST', '/v1/render?output=pdf&attach_source=true', {
      key: 'convert',
      rawBody: bytes,
      headers: { 'Content-Type': 'application/xml' },
    });
    expect(raw.status).toBe(200);
    const fromRaw = await attachmentsOf(raw.bytes);
    expect(fromRaw.files).toHaveLength(1);
    expect(fromRaw.files[0]!.bytes).toEqual(bytes);
    expect(pdfaFindings(fromRaw.report)).toEqual([]);

    const pdf = await server.call('POST', '/v1/render', {
      key: 'convert',
      body: { document_base64: Buffer.from(facturxPdf).toString('base64'), output: 'pdf', attach_source: true },
    });
    expect(pdf.status).toBe(200);
    const embedded = withTempPdf(facturxPdf, (path, dir) => pdfdetachSave(path, dir, 1));
    const fromPdf = await attachmentsOf(pdf.bytes);
    expect(fromPdf.files).toHaveLength(1);
    expect(new TextDecoder().decode(fromPdf.files[0]!.bytes)).toBe(new TextDecoder().decode(embedded).replace(/^\uFEFF/, ''));
    expect(fromPdf.read[0]!.relationship).toBe('Source');
    expect(pdfaFindings(fromPdf.report)).toEqual([]);
  });

  it('refuses it for a canonical invoice (convert makes the PDF with its XML) and for an HTML page', async () => {
    const canonical = await server.call('POST', '/v1/render', { key: 'convert', body: { invoice, output: 'pdf', attach_source: true } });
    expect(canonical.status).toBe(422);
    expect(canonical.body.error.errors[0]).toMatchObject({ field: 'attach_source', code: 'invalid_combination' });
    expect(canonical.body.error.errors[0].message).toContain('/v1/convert');
    const html = await server.call('POST', '/v1/render', { key: 'convert', body: { document: xrechnung, output: 'html', attach_source: true } });
    expect(html.status).toBe(422);
    expect(html.body.error.errors[0]).toMatchObject({ field: 'attach_source', code: 'invalid_combination' });
  });
});

describe('convert with language', () => {
  it("writes the PDF's readable pages in that language, without the fields the XML does not carry", async () => {
    const withBank = {
      ...invoice,
      payment: { ...(invoice.payment as object), bank_account: { iban: 'DE02120300000000202051', bank_name: 'Beispielbank Berlin' } },
    };
    const res = await server.call('POST', '/v1/convert', {
      key: 'convert',
      body: { ...convertBody, invoice: withBank, language: 'es', output: 'pdf', target_format: 'facturx' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.dropped_fields).toContain('payment.bank_account.bank_name');
    const doc = await server.call('GET', new URL(res.body.data.download_url).pathname, { key: 'convert' });
    const { text } = pdfText(doc.bytes);
    expect(text).toContain('Factura');
    expect(text).toContain('Importe a pagar');
    expect(text).not.toContain('Beispielbank Berlin');
  });
});

describe('POST /v1/validate with an HTML report', () => {
  it('answers a page with the verdict, the findings and the invoice below, for report: "html" and for Accept: text/html', async () => {
    const byField = await server.call('POST', '/v1/validate', { key: 'validate', body: { document: xrechnung, report: 'html', language: 'de' } });
    expect(byField.status).toBe(200);
    expect(byField.headers.get('content-type')).toContain('text/html');
    const text = htmlText(byField.body as string);
    expect(text).toContain('Prüfbericht');
    expect(text).toMatch(/Ergebnis: (Gültig|Ungültig)/);
    expect(text).toContain('Rechnung');
    const json = await server.call('POST', '/v1/validate', { key: 'validate', body: { document: xrechnung } });
    const byAccept = await server.call('POST', '/v1/validate', { key: 'validate', body: { document: xrechnung }, headers: { Accept: 'text/html' } });
    expect(byAccept.headers.get('content-type')).toContain('text/html');
    for (const rule of json.body.data.rules as Array<{ rule_id: string }>) expect(byAccept.body).toContain(rule.rule_id);
  });

  it('still reports a document that cannot be shown, with the reason in place of the invoice', async () => {
    const res = await server.call('POST', '/v1/validate', { key: 'validate', body: { document: '<Invoice>', report: 'html' } });
    expect(res.status).toBe(200);
    const text = htmlText(res.body as string);
    expect(text).toContain('Invalid');
    expect(text).toContain('The invoice cannot be shown');
  });
});

describe("convert to Factur-X with the caller's own PDF", () => {
  const convertWith = (pdf: Uint8Array, extra: Record<string, unknown> = {}) =>
    server.call('POST', '/v1/convert', {
      key: 'convert',
      body: { ...convertBody, target_format: 'facturx', output: 'pdf', pdf_base64: Buffer.from(pdf).toString('base64'), ...extra },
    });

  it("embeds the XML in the caller's pages, unchanged, and the result passes the PDF/A-3 checker", async () => {
    // The caller's PDF: any PDF with embedded fonts; here one the render route made, in Italian.
    const visual = await server.call('POST', '/v1/render', { key: 'convert', body: { invoice, output: 'pdf', language: 'it' } });
    const res = await convertWith(visual.bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const doc = await server.call('GET', new URL(res.body.data.download_url).pathname, { key: 'convert' });
    withTempPdf(doc.bytes, (path) => {
      expect(pdfdetachList(path)).toEqual(['factur-x.xml']);
      const text = pdftotext(path);
      expect(text).toContain('Importo da pagare');
      expect(text).toBe(pdfText(visual.bytes).text);
    });
  });

  it('refuses with the reason a PDF that cannot become PDF/A-3 unchanged: fonts not embedded, JavaScript', async () => {
    const plain = await PDFDocument.create();
    plain.addPage().drawText('Invoice INV-002', { font: await plain.embedFont(StandardFonts.Helvetica) });
    const fonts = await convertWith(await plain.save());
    expect(fonts.status).toBe(422);
    expect(fonts.body.error.errors[0]).toMatchObject({ field: 'pdf_base64', code: 'pdf_fonts_not_embedded' });
    expect(fonts.body.error.errors[0].message).toContain('font');

    const visual = await server.call('POST', '/v1/render', { key: 'convert', body: { invoice, output: 'pdf' } });
    const withScript = await PDFDocument.load(visual.bytes);
    withScript.catalog.set(
      withScript.context.obj('OpenAction') as never,
      withScript.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
    );
    const script = await convertWith(await withScript.save());
    expect(script.status).toBe(422);
    expect(script.body.error.errors[0]).toMatchObject({ field: 'pdf_base64', code: 'pdf_javascript' });
    expect(script.body.error.errors[0].message).toContain('JavaScript');
  });

  it('needs output "pdf" and a PDF', async () => {
    const xml = await convertWith(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { output: 'xml' });
    expect(xml.status).toBe(422);
    expect(xml.body.error.field).toBe('pdf_base64');
    const notPdf = await convertWith(new TextEncoder().encode('hello'));
    expect(notPdf.status).toBe(422);
    expect(notPdf.body.error.errors[0]).toMatchObject({ field: 'pdf_base64', code: 'not_pdf' });
  });
});
