// The page content streams of the readable invoice, written as PDF operators directly: one string per page,
// fonts and logo named from a resource dictionary all pages share. Drawing through pdf-lib's page API checked
// its options and looked up the page's font dictionary for every text, and made an object per operator and
// per number: for a 1 000-line invoice that was most of the time the PDF took.
import { PDFName, type PDFDocument, type PDFFont, type PDFImage, type PDFRef } from '@cantoo/pdf-lib';
import { deflate } from './deflate.js';
import type { LaidOutPage } from './layout.js';

/** An RGB colour, each component 0 … 1. */
export type Rgb = readonly [number, number, number];

export interface PageInk {
  ink: Rgb;
  accent: Rgb;
  /** The band behind table headers. */
  shade: Rgb;
}

/** Resource names of the shared dictionary. */
const REGULAR = '/F1';
const BOLD = '/F2';
const LOGO = '/Im1';

/** A number as PDF writes it: at most three decimals, never an exponent. */
function num(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

const colour = (c: Rgb) => `${num(c[0])} ${num(c[1])} ${num(c[2])}`;

/** A font's text as a hex string of subset glyph ids; each character is encoded once per document. */
function encoderFor(font: PDFFont): (text: string) => string {
  const codes = new Map<string, string>();
  return (text) => {
    let hex = '';
    for (const ch of text) {
      let code = codes.get(ch);
      if (code === undefined) {
        // Registers the glyph in the font's subset; the plain layout maps one character to one glyph.
        code = font.encodeText(ch).toString().slice(1, -1);
        codes.set(ch, code);
      }
      hex += code;
    }
    return `<${hex}>`;
  };
}

/** The operators of one laid-out page. Fill colour, stroke colour and line width persist between operators. */
function pageOperators(page: LaidOutPage, look: PageInk, encode: { regular: (t: string) => string; bold: (t: string) => string }): string {
  const out: string[] = [];
  let fill = '';
  let stroke = '';
  let lineWidth = '';
  const setFill = (c: Rgb) => {
    const value = colour(c);
    if (value !== fill) out.push(`${value} rg`);
    fill = value;
  };
  for (const op of page.ops) {
    if (op.kind === 'text') {
      setFill(op.accent ? look.accent : look.ink);
      const text = op.bold ? encode.bold(op.text) : encode.regular(op.text);
      out.push(`BT ${op.bold ? BOLD : REGULAR} ${num(op.size)} Tf ${num(op.x)} ${num(op.y)} Td ${text} Tj ET`);
    } else if (op.kind === 'rule') {
      const value = colour(op.accent ? look.accent : look.ink);
      if (value !== stroke) out.push(`${value} RG`);
      stroke = value;
      const width = num(op.width);
      if (width !== lineWidth) out.push(`${width} w`);
      lineWidth = width;
      out.push(`${num(op.x1)} ${num(op.y1)} m ${num(op.x2)} ${num(op.y2)} l S`);
    } else if (op.kind === 'band') {
      setFill(look.shade);
      out.push(`${num(op.x)} ${num(op.y)} ${num(op.width)} ${num(op.height)} re f`);
    } else {
      out.push(`q ${num(op.width)} 0 0 ${num(op.height)} ${num(op.x)} ${num(op.y)} cm ${LOGO} Do Q`);
    }
  }
  return out.join('\n');
}

/** Adds the laid-out pages to the document: one compressed content stream per page, one shared resource dictionary. */
export function writePages(
  doc: PDFDocument,
  pages: LaidOutPage[],
  size: { width: number; height: number },
  fonts: { regular: PDFFont; bold: PDFFont },
  image: PDFImage | null,
  look: PageInk,
): void {
  const context = doc.context;
  const resources: Record<string, unknown> = { Font: { F1: fonts.regular.ref, F2: fonts.bold.ref } };
  if (image) resources.XObject = { Im1: image.ref };
  const resourcesRef: PDFRef = context.register(context.obj(resources as never));
  const encode = { regular: encoderFor(fonts.regular), bold: encoderFor(fonts.bold) };
  const ascii = new TextEncoder();
  // Operators and hex strings are ASCII, so UTF-8 encoding is byte for byte.
  for (const laid of pages) {
    const content = deflate(ascii.encode(pageOperators(laid, look, encode)));
    const page = doc.addPage([size.width, size.height]);
    page.node.set(PDFName.of('Resources'), resourcesRef);
    page.node.set(PDFName.of('Contents'), context.register(context.stream(content, { Filter: 'FlateDecode' })));
  }
}
