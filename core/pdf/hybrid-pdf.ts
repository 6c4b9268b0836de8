// The PDF/A-3b invoice drawn by this service: the rendered view laid out on A4 pages with embedded DejaVu
// subsets, then the parts every PDF/A-3 document of the service gets (pdfa3-container.ts); a Factur-X /
// ZUGFeRD hybrid also carries the CII XML, a readable PDF of a received invoice carries no attachment. Made
// with @cantoo/pdf-lib (see docs/cii-pdf.md).
import { PDFDocument } from '@cantoo/pdf-lib';
import type { InvoiceModel } from '../en16931/model.js';
import type { CarriedValue } from '../en16931/carried-value.js';
import { buildView, type InvoiceView } from '../render/view.js';
import { sourceOfModel } from '../render/source.js';
import type { Language } from '../render/languages.js';
import type { Logo } from '../render/logo.js';
import { DEFAULT_ACCENT } from '../render/html.js';
import { hasGlyph, parsedFont, sharedFontkit, textWidth } from './font-engine.js';
import { deflateNatively } from './deflate.js';
import { loadDefaultFonts, type FontSet } from './fonts.js';
import { writePages, type Rgb } from './content-stream.js';
import { A4, layoutInvoice, type Measure } from './layout.js';
import { finishPdfA3Container, PRODUCER, type ContainerAttachment, type SourceAttachment } from './pdfa3-container.js';
import type { DocumentMetadata } from './xmp.js';

/** How the readable pages look: language, business term ids, a logo and an accent colour. */
export interface PageLook {
  language?: Language;
  showTerms?: boolean;
  logo?: Logo | null;
  /** `#rrggbb`. */
  accent?: string;
}

export interface HybridPdfInput extends PageLook {
  /** The CII XML, embedded byte for byte. */
  xml: string;
  model: InvoiceModel;
  /** The values the country plugins carry into the document (a Leitweg-ID is shown under its own name). */
  carried?: readonly CarriedValue[];
  /** Input fields the XML does not carry (`dropped_fields`): the pages do not show them either. */
  omit?: readonly string[];
  /** fx:ConformanceLevel, e.g. "EN 16931". */
  conformanceLevel: string;
  /** factur-x.xml, or xrechnung.xml for the XRECHNUNG profile. */
  attachmentName: string;
  relationship: 'Alternative' | 'Data';
  /** The instant written as creation and modification date; defaults to now. */
  now?: Date;
  fonts?: FontSet;
}

export interface InvoicePdfInput extends PageLook {
  view: InvoiceView;
  /** The embedded invoice of a hybrid; absent for a readable PDF. */
  attachment?: ContainerAttachment | null;
  /** The e-invoice a readable PDF shows, attached on request (never with `attachment`). */
  source?: SourceAttachment | null;
  now?: Date;
  fonts?: FontSet;
}

/** Subset tags: six capital letters and a plus sign, fixed per font so equal input gives equal files. */
const REGULAR_NAME = 'EINVRG+DejaVuSans';
const BOLD_NAME = 'EINVBD+DejaVuSans-Bold';

function colourOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/** The band behind table headers: the accent mixed with white, light enough for dark text on it. */
function tintOf(hex: string): Rgb {
  const mix = (c: number) => 0.88 + 0.12 * c;
  const [r, g, b] = colourOf(hex);
  return [mix(r), mix(g), mix(b)];
}

/** Replaces characters the font cannot draw (and control characters) in every string of the view, before
 * layout measures them, so the PDF never references a missing glyph and widths are measured on what is drawn. */
function drawable<T>(value: T, has: (cp: number) => boolean): T {
  if (typeof value === 'string') {
    const keep = (ch: string) => ch === '\n' || (ch >= ' ' && has(ch.codePointAt(0)!));
    let clean = true;
    for (const ch of value) if (!keep(ch)) clean = false;
    if (clean) return value; // the usual case: nothing to rebuild
    let out = '';
    for (const ch of value) out += keep(ch) ? ch : '?';
    return out as T;
  }
  if (Array.isArray(value)) return value.map((v) => drawable(v, has)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, drawable(v, has)])) as T;
  }
  return value;
}

/** The PDF/A-3b document of a rendered invoice view, with the invoice XML attached when it is a hybrid. */
export async function createInvoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const fonts = input.fonts ?? loadDefaultFonts();
  const now = input.now ?? new Date();
  const regularFont = parsedFont(fonts.regular);
  const boldFont = parsedFont(fonts.bold);
  const measure: Measure = (text, size, isBold) => (textWidth(isBold ? boldFont : regularFont, text) * size) / 1000;
  // DejaVu Sans Bold covers the same characters as the regular face.
  const view = drawable(input.view, (cp) => hasGlyph(regularFont, cp));
  const logo = input.logo ?? null;
  const pages = layoutInvoice(view, measure, { logo: logo ? { width: logo.width, height: logo.height } : null });

  const doc = await PDFDocument.create({ updateMetadata: false });
  deflateNatively(doc);
  doc.registerFontkit(sharedFontkit);
  const regular = await doc.embedFont(fonts.regular, { subset: true, customName: REGULAR_NAME });
  const bold = await doc.embedFont(fonts.bold, { subset: true, customName: BOLD_NAME });
  const image = logo ? await (logo.mimeType === 'image/png' ? doc.embedPng(logo.bytes) : doc.embedJpg(logo.bytes)) : null;
  const accent = input.accent ?? DEFAULT_ACCENT;
  writePages(doc, pages, A4, { regular, bold }, image, { ink: [0.1, 0.1, 0.12], accent: colourOf(accent), shade: tintOf(accent) });

  const number = view.facts[0]?.value ?? '';
  const attachment = input.attachment ?? null;
  const metadata: DocumentMetadata = {
    title: `${view.title} ${number}`.trim(),
    author: view.seller.name,
    subject: `${view.title} ${number}: ${view.seller.name} → ${view.buyer.name}`,
    keywords: attachment ? `Invoice, Factur-X, ZUGFeRD, ${attachment.conformanceLevel}` : 'Invoice',
    creator: PRODUCER,
    producer: PRODUCER,
    date: now,
  };
  return finishPdfA3Container(doc, { metadata, language: view.locale, attachment, source: input.source, idSource: JSON.stringify(view) });
}

/** The Factur-X / ZUGFeRD hybrid: the pages show what the XML carries, in the requested language. */
export async function createHybridPdf(input: HybridPdfInput): Promise<Uint8Array> {
  const view = buildView(sourceOfModel(input.model, input.carried), {
    language: input.language,
    showTerms: input.showTerms,
    omit: input.omit,
  });
  return createInvoicePdf({
    view,
    logo: input.logo,
    accent: input.accent,
    attachment: { xml: input.xml, name: input.attachmentName, relationship: input.relationship, conformanceLevel: input.conformanceLevel },
    now: input.now,
    fonts: input.fonts,
  });
}
