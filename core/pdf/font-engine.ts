// Fonts for the PDF writer: one parsed font per font file for the life of the process, shared by every PDF
// (parsing DejaVu for each document was the largest cost), and a plain character-to-glyph layout in place of
// OpenType shaping. The invoice layout needs no ligatures, kerning or reordering (pdf-lib places glyphs by
// their advance widths only), and shaping each text run cost more than all the rest of the PDF. The font is
// read by truetype-font.ts and subset by truetype-subset.ts; pdf-lib gets them where it expects fontkit.
import type { PDFDocument } from '@cantoo/pdf-lib';
import { type Glyph, readTrueType, type TrueTypeFace } from './truetype-font.js';
import { type TrueTypeSubset, trueTypeSubset } from './truetype-subset.js';

export interface ParsedFont extends TrueTypeFace {
  layout(text: string, features?: unknown): { glyphs: Glyph[] };
  createSubset(): TrueTypeSubset;
}

const parsed = new WeakMap<Uint8Array, ParsedFont>();

/** Per font: the advance width (1/1000 em) and the coverage of every code point asked about. Reading them
 * through the font's tables for each character of each text cost more than the layout itself. */
const widths = new WeakMap<ParsedFont, Map<number, number>>();
const coverage = new WeakMap<ParsedFont, Map<number, boolean>>();

/** The parsed font for these bytes (same array → same object), with the plain layout installed. */
export function parsedFont(bytes: Uint8Array): ParsedFont {
  let font = parsed.get(bytes);
  if (font) return font;
  const face = readTrueType(bytes);
  const glyphs = new Map<number, Glyph>();
  const glyphOf = (cp: number) => {
    let g = glyphs.get(cp);
    if (!g) {
      g = face.glyphForCodePoint(cp);
      glyphs.set(cp, g);
    }
    return g;
  };
  font = {
    ...face,
    layout: (text: string) => {
      const out: Glyph[] = [];
      for (const ch of text) out.push(glyphOf(ch.codePointAt(0)!));
      return { glyphs: out };
    },
    createSubset: () => trueTypeSubset(face),
  };
  parsed.set(bytes, font);
  widths.set(font, new Map());
  coverage.set(font, new Map());
  return font;
}

/** What pdf-lib's registerFontkit needs: `create` hands out the shared parsed fonts. */
export const sharedFontkit = {
  create: (bytes: Uint8Array) => parsedFont(bytes),
} as unknown as Parameters<PDFDocument['registerFontkit']>[0];

/** Whether the font has a glyph for the code point. */
export function hasGlyph(font: ParsedFont, cp: number): boolean {
  const known = coverage.get(font)!;
  let has = known.get(cp);
  if (has === undefined) {
    has = font.hasGlyphForCodePoint(cp);
    known.set(cp, has);
  }
  return has;
}

/** Width of `text` in 1/1000 em, the unit of PDF glyph widths. */
export function textWidth(font: ParsedFont, text: string): number {
  const known = widths.get(font)!;
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const cp = text.codePointAt(i)!;
    if (cp > 0xffff) i++; // the low half of a surrogate pair
    let w = known.get(cp);
    if (w === undefined) {
      w = (font.layout(String.fromCodePoint(cp)).glyphs[0]!.advanceWidth * 1000) / font.unitsPerEm;
      known.set(cp, w);
    }
    total += w;
  }
  return total;
}
