// The PDF/A-3b container of a Factur-X / ZUGFeRD invoice drawn by this service: the readable layout on A4 pages
// with embedded DejaVu subsets, then the container parts every hybrid gets (pdfa3-container.ts). Made with
// @cantoo/pdf-lib (see docs/cii-pdf.md).
import { PDFDocument, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import type { InvoiceModel } from '../en16931/model.js';
import type { CarriedValue } from '../en16931/carried-value.js';
import { parsedFont, sharedFontkit, textWidth } from './font-engine.js';
import { loadDefaultFonts, type FontSet } from './fonts.js';
import { A4, layoutInvoice, type LaidOutPage, type Measure } from './layout.js';
import { sheetFromModel } from './sheet.js';
import { finishPdfA3Container, invoiceMetadata } from './pdfa3-container.js';

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

/** Subset tags: six capital letters and a plus sign, fixed per font so equal input gives equal files. */
const REGULAR_NAME = 'EINVRG+DejaVuSans';
const BOLD_NAME = 'EINVBD+DejaVuSans-Bold';

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

  return finishPdfA3Container(doc, {
    xml: input.xml,
    metadata: invoiceMetadata(input.model, input.conformanceLevel, now),
    conformanceLevel: input.conformanceLevel,
    attachmentName: input.attachmentName,
    relationship: input.relationship,
  });
}
