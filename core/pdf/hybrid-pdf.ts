// The PDF/A-3b container of a Factur-X / ZUGFeRD invoice: the readable layout on A4 pages with embedded
// DejaVu subsets, the CII XML attached as an associated file (catalog /AF, /AFRelationship, MIME text/xml,
// /Params with dates), an sRGB OutputIntent, XMP with pdfaid 3B and the Factur-X extension schema, an Info
// dictionary that says the same as the XMP, and a document /ID. Made with @cantoo/pdf-lib (see docs/cii-pdf.md).
import { AFRelationship, PDFDocument, PDFHexString, PDFName, PDFString, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import type { InvoiceModel } from '../en16931/model.js';
import type { CarriedValue } from '../en16931/carried-value.js';
import { parsedFont, sharedFontkit, textWidth } from './font-engine.js';
import { loadDefaultFonts, type FontSet } from './fonts.js';
import { A4, layoutInvoice, type LaidOutPage, type Measure } from './layout.js';
import { sheetFromModel } from './sheet.js';
import { srgbIccProfile, SRGB_OUTPUT_CONDITION } from './srgb-icc.js';
import { buildXmp, type DocumentMetadata } from './xmp.js';

export interface HybridPdfInput {
  /** The CII XML, embedded byte for byte. */
  xml: string;
  model: InvoiceModel;
  /** The values the country plugins carry into the document (a Leitweg-ID is shown under its own name). */
  carried?: readonly CarriedValue[];
  /** fx:ConformanceLevel, e.g. "EN 16931". */
  conformanceLevel: string;
  /** factur-x.xml, or xrechnung.xml for the XRECHNUNG profile. */
  attachmentName: string;
  relationship: 'Alternative' | 'Data';
  /** The instant written as creation and modification date; defaults to now. */
  now?: Date;
  fonts?: FontSet;
}

export const PRODUCER = 'einvoice-api (@cantoo/pdf-lib)';
/** Subset tags: six capital letters and a plus sign, fixed per font so equal input gives equal files. */
const REGULAR_NAME = 'EINVRG+DejaVuSans';
const BOLD_NAME = 'EINVBD+DejaVuSans-Bold';

async function documentId(xml: string, when: Date): Promise<string> {
  const data = new TextEncoder().encode(`${when.toISOString()}\n${xml}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return [...digest.slice(0, 16)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

function drawPages(doc: PDFDocument, pages: LaidOutPage[], regular: PDFFont, bold: PDFFont): void {
  const ink = rgb(0.1, 0.1, 0.12);
  const shade = rgb(0.92, 0.93, 0.95);
  for (const laid of pages) {
    const page: PDFPage = doc.addPage([A4.width, A4.height]);
    for (const op of laid.ops) {
      if (op.kind === 'text') page.drawText(op.text, { x: op.x, y: op.y, size: op.size, font: op.bold ? bold : regular, color: ink });
      else if (op.kind === 'rule') page.drawLine({ start: { x: op.x1, y: op.y1 }, end: { x: op.x2, y: op.y2 }, thickness: op.width, color: ink });
      else page.drawRectangle({ x: op.x, y: op.y, width: op.width, height: op.height, color: shade });
    }
  }
}

/** Replaces characters the font cannot draw (and control characters) in every string of the sheet, before layout
 * measures them, so the PDF never references a missing glyph and widths are measured on what is drawn. */
function drawableSheet<T>(value: T, has: (cp: number) => boolean): T {
  if (typeof value === 'string') {
    let out = '';
    for (const ch of value) out += ch === '\n' || (ch >= ' ' && has(ch.codePointAt(0)!)) ? ch : '?';
    return out as T;
  }
  if (Array.isArray(value)) return value.map((v) => drawableSheet(v, has)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, drawableSheet(v, has)])) as T;
  }
  return value;
}

export async function createHybridPdf(input: HybridPdfInput): Promise<Uint8Array> {
  const fonts = input.fonts ?? loadDefaultFonts();
  const now = input.now ?? new Date();
  const inv = input.model.invoice;

  const regularFont = parsedFont(fonts.regular);
  const boldFont = parsedFont(fonts.bold);
  const measure: Measure = (text, size, isBold) => (textWidth(isBold ? boldFont : regularFont, text) * size) / 1000;
  // DejaVu Sans Bold covers the same characters as the regular face.
  const sheet = drawableSheet(sheetFromModel(input.model, input.carried), (cp) => regularFont.hasGlyphForCodePoint(cp));
  const pages = layoutInvoice(sheet, measure);

  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(sharedFontkit);
  const regular = await doc.embedFont(fonts.regular, { subset: true, customName: REGULAR_NAME });
  const bold = await doc.embedFont(fonts.bold, { subset: true, customName: BOLD_NAME });
  drawPages(doc, pages, regular, bold);

  // Info dictionary and XMP say the same things (PDF/A-3 6.6.2.3).
  const meta: DocumentMetadata = {
    title: `${sheet.title === 'INVOICE' ? 'Invoice' : 'Credit note'} ${inv.invoice_number}`,
    author: inv.seller.name,
    subject: `${sheet.title === 'INVOICE' ? 'Invoice' : 'Credit note'} ${inv.invoice_number} from ${inv.seller.name} to ${inv.buyer.name}`,
    keywords: `Invoice, Factur-X, ZUGFeRD, ${input.conformanceLevel}`,
    creator: PRODUCER,
    producer: PRODUCER,
    date: now,
  };
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setKeywords([meta.keywords]);
  doc.setCreator(meta.creator);
  doc.setProducer(meta.producer);
  doc.setCreationDate(now);
  doc.setModificationDate(now);

  const context = doc.context;
  const xmp = new TextEncoder().encode(
    buildXmp(meta, { documentFileName: input.attachmentName, conformanceLevel: input.conformanceLevel, version: '1.0' }),
  );
  // Uncompressed, so that tools that do not decode streams can still read the metadata.
  const metadata = context.stream(xmp, { Type: 'Metadata', Subtype: 'XML', Length: xmp.length });
  doc.catalog.set(PDFName.of('Metadata'), context.register(metadata));

  const icc = context.register(context.flateStream(srgbIccProfile(), { N: 3 }));
  const outputIntent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of(SRGB_OUTPUT_CONDITION),
    Info: PDFString.of(SRGB_OUTPUT_CONDITION),
    RegistryName: PDFString.of('http://www.color.org'),
    DestOutputProfile: icc,
  });
  doc.catalog.set(PDFName.of('OutputIntents'), context.obj([outputIntent]));

  await doc.attach(new TextEncoder().encode(input.xml), input.attachmentName, {
    mimeType: 'text/xml',
    description: input.attachmentName === 'xrechnung.xml' ? 'XRechnung invoice' : 'Factur-X/ZUGFeRD invoice',
    creationDate: now,
    modificationDate: now,
    afRelationship: input.relationship === 'Data' ? AFRelationship.Data : AFRelationship.Alternative,
  });

  const id = PDFHexString.of(await documentId(input.xml, now));
  context.trailerInfo.ID = context.obj([id, id]);
  return doc.save({ useObjectStreams: false });
}
