// The PDF/A-3 output of facturx and zugferd, judged by the project's checker and by Debian's tools:
// qpdf finds no structural error, pdfdetach extracts the XML byte for byte, pdftotext reads the invoice
// number and the amount due off the page, pdftoppm renders it, and pdffonts sees only embedded subsets.
import { describe, expect, it } from 'vitest';
import facturx from '../../formats/facturx/index.js';
import zugferd from '../../formats/zugferd/index.js';
import { checkHybridPdf, inspectHybridPdf } from '../../src/validation/pdf/checker.js';
import { allInvoices } from '../cii/fixtures.js';
import { linesInvoice, modelOf, richInvoice } from '../cii/samples.js';
import { pdfdetachList, pdfdetachSave, pdffonts, pdfPageCount, pdftoppm, pdftotext, qpdfCheck, withTempPdf } from './tools.js';
import { builtinContext } from '../helpers/country-values.js';
import { formatterFor } from '../../core/render/format.js';

/** An amount as the English pages write it ("€1,742.07"). */
const money = (model: ReturnType<typeof modelOf>, value: string) =>
  formatterFor('en')
    .money(value, model.currency)
    .replace(/[\u00a0\u202f]/g, ' ');

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

async function convert(plugin: typeof facturx, input: Parameters<typeof modelOf>[0], profile: string) {
  const model = modelOf(input);
  const { xml } = plugin.serialize!(model, profile, builtinContext);
  const pdf = await plugin.pdf!({ xml, model, profile, language: 'en' });
  return { model, xml, pdf };
}

/** All the external checks on one PDF; returns the extracted text of page 1 for further assertions. */
function externalChecks(pdf: Uint8Array, xml: string, attachment: string, model: ReturnType<typeof modelOf>): string {
  return withTempPdf(pdf, (path, dir) => {
    const qpdf = qpdfCheck(path);
    expect(qpdf.status, qpdf.output).toBe(0);
    expect(qpdf.output).toContain('No syntax or stream encoding errors');
    expect(pdfdetachList(path)).toEqual([attachment]);
    expect(Buffer.from(pdfdetachSave(path, dir)).equals(Buffer.from(new TextEncoder().encode(xml)))).toBe(true);
    const fonts = pdffonts(path);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.embedded, font.name).toBe(true);
      expect(font.name).toMatch(/^[A-Z]{6}\+DejaVuSans/);
    }
    const png = pdftoppm(path, dir, 1);
    expect([...png.subarray(0, 4)]).toEqual(PNG_SIGNATURE);
    const all = pdftotext(path);
    expect(all).toContain(model.invoice.invoice_number);
    expect(all).toContain(money(model, model.totals.payable));
    return pdftotext(path, 1);
  });
}

describe('every profile of both brands (rich invoice)', () => {
  const cases = [facturx, zugferd].flatMap((plugin) => plugin.profiles.map((p) => ({ plugin, profile: p.code })));
  it.each(cases)('$profile', async ({ plugin, profile }) => {
    const { model, xml, pdf } = await convert(plugin, richInvoice, profile);
    expect(await checkHybridPdf(pdf, { expectedXml: xml })).toEqual([]);
    const attachment = profile.endsWith('_xrechnung') ? 'xrechnung.xml' : 'factur-x.xml';
    const page1 = externalChecks(pdf, xml, attachment, model);
    expect(page1).toContain('Invoice');
    expect(page1).toContain('Lieferant & Söhne GmbH');
    expect(page1).toContain('Client SARL <Paris>');
  });
});

describe('every fixture invoice', () => {
  it('gives a PDF that passes the checker and the Debian tools (EN 16931)', { timeout: 300_000 }, async () => {
    for (const [name, input] of allInvoices()) {
      const { model, xml, pdf } = await convert(facturx, input, 'facturx_en16931');
      expect(await checkHybridPdf(pdf, { expectedXml: xml }), name).toEqual([]);
      externalChecks(pdf, xml, 'factur-x.xml', model);
    }
  });

  it('gives a PDF in every other profile that passes the checker and qpdf', { timeout: 300_000 }, async () => {
    const others = facturx.profiles.map((p) => p.code).filter((code) => code !== 'facturx_en16931');
    for (const [name, input] of allInvoices()) {
      for (const profile of others) {
        const { xml, pdf } = await convert(facturx, input, profile);
        expect(await checkHybridPdf(pdf, { expectedXml: xml }), `${name} ${profile}`).toEqual([]);
        withTempPdf(pdf, (path) => expect(qpdfCheck(path).status, `${name} ${profile}`).toBe(0));
      }
    }
  });

  it('declares /Data and the profile level for MINIMUM and BASIC WL', async () => {
    for (const profile of ['facturx_minimum', 'facturx_basic_wl']) {
      const { xml, pdf } = await convert(facturx, richInvoice, profile);
      const report = await inspectHybridPdf(pdf, { expectedXml: xml });
      expect(report.rules).toEqual([]);
      expect(report.conformanceLevel).toBe(profile === 'facturx_minimum' ? 'MINIMUM' : 'BASIC WL');
      const text = new TextDecoder('latin1').decode(pdf);
      expect(text).toContain('/AFRelationship /Data');
    }
  });
});

describe('a 1 000-line invoice', () => {
  it('continues the line table over as many pages as needed, each numbered', { timeout: 120_000 }, async () => {
    const { model, xml, pdf } = await convert(facturx, linesInvoice(1000), 'facturx_en16931');
    expect(await checkHybridPdf(pdf, { expectedXml: xml })).toEqual([]);
    withTempPdf(pdf, (path) => {
      const pages = pdfPageCount(path);
      expect(pages).toBeGreaterThan(15);
      expect(qpdfCheck(path).status).toBe(0);
      const text = pdftotext(path);
      // pdftotext ends each page with a form feed.
      const pageTexts = text.split('\f').slice(0, pages);
      pageTexts.forEach((pageText, i) => {
        expect(pageText).toContain(`Page ${i + 1} of ${pages}`);
        // Every page that carries lines repeats the table header.
        if (pageText.includes('– widget')) expect(pageText).toContain('Unit price');
      });
      expect(pageTexts.filter((t) => t.includes('– widget')).length).toBeGreaterThan(15);
      // Every line appears exactly once, in order.
      for (const id of [1, 2, 500, 999, 1000]) expect(text).toContain(`Article ${id} – widget`);
      expect(text.match(/– widget/g)).toHaveLength(1000);
      expect(text.indexOf('Article 999 – widget')).toBeLessThan(text.indexOf('Article 1000 – widget'));
      expect(pageTexts[pages - 1]).toContain(money(model, model.totals.payable));
    });
  });
});

describe('characters the font cannot draw', () => {
  it('are drawn as "?" while the XML keeps them, and the PDF still passes', async () => {
    const input = {
      ...richInvoice,
      note: 'Emoji 🧾 and CJK 発注\tend',
      lines: [{ ...richInvoice.lines[0]!, description: 'Widget 🧾' }],
      allowances: [],
    };
    const { model, xml, pdf } = await convert(facturx, input, 'facturx_en16931');
    expect(xml).toContain('Widget 🧾');
    expect(await checkHybridPdf(pdf, { expectedXml: xml })).toEqual([]);
    withTempPdf(pdf, (path) => {
      const text = pdftotext(path);
      expect(text).toContain('Widget ?');
      expect(text).toContain('CJK ??');
      expect(text).toContain(money(model, model.totals.payable));
    });
  });
});

describe('determinism and metadata', () => {
  it('writes the same bytes for the same input and instant', async () => {
    const model = modelOf(richInvoice);
    const { xml } = facturx.serialize!(model, 'facturx_en16931', builtinContext);
    const { createHybridPdf } = await import('../../core/pdf/hybrid-pdf.js');
    const now = new Date('2026-11-21T10:00:00Z');
    const args = { xml, model, conformanceLevel: 'EN 16931', attachmentName: 'factur-x.xml', relationship: 'Alternative' as const, now };
    const a = await createHybridPdf(args);
    const b = await createHybridPdf(args);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const text = new TextDecoder('latin1').decode(a);
    expect(text.startsWith('%PDF-1.7')).toBe(true);
    expect(text).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(text).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(text).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(text).toContain('<xmp:CreateDate>2026-11-21T10:00:00Z</xmp:CreateDate>');
    expect(text).toContain('/Subtype /text#2Fxml');
    expect(text).not.toMatch(/\/Encrypt|\/JavaScript|\/JS /);
  });
});
