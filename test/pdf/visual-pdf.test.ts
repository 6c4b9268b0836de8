// Factur-X / ZUGFeRD from the caller's own invoice PDF, over HTTP with the real engine and checker: the pages
// stay the caller's (their text, their page count), the XML is embedded as in the service's own PDFs and the
// result passes validate; a PDF that cannot become PDF/A-3 unchanged is refused with 422 naming the reason.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PDFDocument,
  PDFName,
  StandardFonts,
  cmyk,
  concatTransformationMatrix,
  drawObject,
  grayscale,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedFontkit } from '../../core/pdf/font-engine.js';
import { loadDefaultFonts } from '../../core/pdf/fonts.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { pdfdetachList, pdfdetachSave, pdfPageCount, pdftotext, withTempPdf } from './tools.js';

const invoice = JSON.parse(readFileSync('test/fixtures/invoices/standard-rate-two-rates.json', 'utf8'));
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** How the band on each page is painted: an RGB, CMYK or grey fill in the content stream, or a CMYK image. */
type Band = 'rgb' | 'cmyk' | 'gray' | 'cmyk-image';

/** An invoice PDF as an accounting program would print it: two pages, a font of its own, a coloured band. */
async function callerPdf(options: { font?: 'embedded' | 'standard'; javascript?: boolean; band?: Band } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(sharedFontkit);
  doc.setCreator('Buchhaltung Pro 9');
  const font =
    options.font === 'standard' ? await doc.embedFont(StandardFonts.Helvetica) : await doc.embedFont(loadDefaultFonts().regular, { subset: true });
  for (const text of ['Musterfirma Rechnung Seite eins', 'Musterfirma Rechnung Seite zwei']) {
    const page = doc.addPage([595.28, 841.89]);
    const band = options.band ?? 'rgb';
    if (band === 'cmyk-image') {
      // A 2×1 image whose samples are CMYK (four bytes a pixel), drawn over the band's area.
      const image = doc.context.stream(new Uint8Array([255, 128, 0, 0, 0, 64, 255, 0]), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: 2,
        Height: 1,
        ColorSpace: 'DeviceCMYK',
        BitsPerComponent: 8,
      });
      page.node.setXObject(PDFName.of('Band'), doc.context.register(image));
      page.pushOperators(pushGraphicsState(), concatTransformationMatrix(515, 0, 0, 30, 40, 780), drawObject('Band'), popGraphicsState());
    } else {
      const color = band === 'cmyk' ? cmyk(0.9, 0.6, 0, 0.1) : band === 'gray' ? grayscale(0.3) : rgb(0.1, 0.3, 0.6);
      page.drawRectangle({ x: 40, y: 780, width: 515, height: 30, color });
    }
    page.drawText(text, { x: 50, y: 700, size: 14, font });
  }
  if (options.javascript) doc.addJavaScript('greeting', 'app.alert("hello");');
  return doc.save();
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

const convert = (extra: Record<string, unknown>) =>
  server.call('POST', '/v1/convert', { key: 'convert', body: { invoice, target_format: 'facturx', output: 'pdf', ...extra } });

describe('convert with the caller’s own PDF (pdf_base64)', () => {
  it('keeps the caller’s pages, embeds the XML, and the result validates as Factur-X', { timeout: 120_000 }, async () => {
    const visual = await callerPdf();
    const res = await convert({ pdf_base64: base64(visual) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const pdf = await server.call('GET', new URL(res.body.data.download_url).pathname, { key: 'convert' });
    const xml = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice, target_format: 'facturx' } });
    const xmlDoc = await server.call('GET', new URL(xml.body.data.download_url).pathname, { key: 'convert' });
    withTempPdf(pdf.bytes, (path, dir) => {
      expect(pdfPageCount(path)).toBe(2);
      const text = pdftotext(path);
      expect(text).toContain('Musterfirma Rechnung Seite eins');
      expect(text).toContain('Musterfirma Rechnung Seite zwei');
      expect(pdfdetachList(path)).toEqual(['factur-x.xml']);
      expect(Buffer.from(pdfdetachSave(path, dir)).equals(Buffer.from(xmlDoc.bytes))).toBe(true);
    });
    const validated = await server.call('POST', '/v1/validate', { key: 'validate', body: { document_base64: base64(pdf.bytes) } });
    expect(validated.body.data).toMatchObject({ format_detected: 'facturx', is_valid: true });
    const imported = await server.call('POST', '/v1/import', { key: 'convert', body: { document_base64: base64(pdf.bytes) } });
    expect(imported.body.data.invoice.invoice_number).toBe(invoice.invoice_number);
  });

  it('refuses a PDF whose fonts are not embedded, naming the reason', async () => {
    const res = await convert({ pdf_base64: base64(await callerPdf({ font: 'standard' })) });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'pdf_base64' });
    expect(res.body.error.errors).toContainEqual(expect.objectContaining({ code: 'pdf_fonts_not_embedded', message: expect.stringMatching(/font/) }));
  });

  it('refuses a page painted in CMYK, as a fill or as an image, under the sRGB output intent; takes grey and RGB', async () => {
    for (const band of ['cmyk', 'cmyk-image'] as const) {
      const res = await convert({ pdf_base64: base64(await callerPdf({ band })) });
      expect(res.status, band).toBe(422);
      expect(res.body.error.errors, band).toContainEqual(
        expect.objectContaining({ field: 'pdf_base64', code: 'pdf_device_colour', message: expect.stringMatching(/CMYK/) }),
      );
    }
    for (const band of ['gray', 'rgb'] as const) {
      const res = await convert({ pdf_base64: base64(await callerPdf({ band })) });
      expect(res.status, `${band}: ${JSON.stringify(res.body)}`).toBe(201);
    }
  });

  it('refuses a PDF with JavaScript', async () => {
    const res = await convert({ pdf_base64: base64(await callerPdf({ javascript: true })) });
    expect(res.status).toBe(422);
    expect(res.body.error.errors).toContainEqual(expect.objectContaining({ field: 'pdf_base64', code: 'pdf_javascript' }));
  });

  it('refuses an encrypted PDF', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'visual-'));
    try {
      writeFileSync(join(dir, 'plain.pdf'), await callerPdf());
      execFileSync('qpdf', ['--encrypt', 'user', 'owner', '256', '--', join(dir, 'plain.pdf'), join(dir, 'locked.pdf')]);
      const res = await convert({ pdf_base64: base64(readFileSync(join(dir, 'locked.pdf'))) });
      expect(res.status).toBe(422);
      expect(res.body.error.errors).toContainEqual(expect.objectContaining({ field: 'pdf_base64', code: 'pdf_encrypted' }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a PDF that already carries files (a hybrid invoice sent again)', async () => {
    const first = await convert({});
    const hybrid = await server.call('GET', new URL(first.body.data.download_url).pathname, { key: 'convert' });
    const res = await convert({ pdf_base64: base64(hybrid.bytes) });
    expect(res.status).toBe(422);
    expect(res.body.error.errors).toContainEqual(expect.objectContaining({ field: 'pdf_base64', code: 'pdf_has_attachments' }));
  });

  it('names the field for text that is not base64, not a PDF, or sent without output pdf', async () => {
    const notBase64 = await convert({ pdf_base64: 'not base64 at all!' });
    expect(notBase64.body.error).toMatchObject({ field: 'pdf_base64', errors: [expect.objectContaining({ code: 'invalid_base64' })] });
    const notPdf = await convert({ pdf_base64: base64(new TextEncoder().encode('hello, this is text')) });
    expect(notPdf.body.error).toMatchObject({ field: 'pdf_base64', errors: [expect.objectContaining({ code: 'not_pdf' })] });
    const xmlOutput = await convert({ output: 'xml', pdf_base64: base64(await callerPdf()) });
    expect(xmlOutput.status).toBe(422);
    expect(xmlOutput.body.error).toMatchObject({ field: 'pdf_base64', errors: [expect.objectContaining({ code: 'requires_output_pdf' })] });
  });
});
