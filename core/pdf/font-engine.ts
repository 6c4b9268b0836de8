// Fonts for the PDF writer: one parsed fontkit Font per font file for the life of the process, shared by every
// PDF (parsing DejaVu for each document was the largest cost), and a plain character-to-glyph layout in place
// of OpenType shaping. The invoice layout needs no ligatures, kerning or reordering (pdf-lib places glyphs by
// their advance widths only), and shaping each text run cost more than all the rest of the PDF.
import fontkit from '@cantoo/fontkit';

interface Glyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

export interface ParsedFont {
  unitsPerEm: number;
  glyphForCodePoint(cp: number): Glyph;
  hasGlyphForCodePoint(cp: number): boolean;
  layout(text: string, features?: unknown): { glyphs: Glyph[] };
}

const parsed = new WeakMap<Uint8Array, ParsedFont>();

/** The parsed font for these bytes (same array → same object), with the plain layout installed. */
export function parsedFont(bytes: Uint8Array): ParsedFont {
  let font = parsed.get(bytes);
  if (font) return font;
  font = fontkit.create(bytes) as unknown as ParsedFont;
  const glyphs = new Map<number, Glyph>();
  const glyphOf = (cp: number) => {
    let g = glyphs.get(cp);
    if (!g) {
      g = font!.glyphForCodePoint(cp);
      glyphs.set(cp, g);
    }
    return g;
  };
  font.layout = (text: string) => {
    const out: Glyph[] = [];
    for (const ch of text) out.push(glyphOf(ch.codePointAt(0)!));
    return { glyphs: out };
  };
  parsed.set(bytes, font);
  return font;
}

/** What pdf-lib's registerFontkit needs: `create` hands out the shared parsed fonts. */
export const sharedFontkit = {
  create: (bytes: Uint8Array) => parsedFont(bytes),
} as unknown as typeof fontkit;

/** Width of `text` in 1/1000 em, the unit of PDF glyph widths. */
export function textWidth(font: ParsedFont, text: string): number {
  let total = 0;
  for (const g of font.layout(text).glyphs) total += g.advanceWidth;
  return (total * 1000) / font.unitsPerEm;
}
