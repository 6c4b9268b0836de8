// The TrueType subsetter against fontkit's: for the same glyphs, included in the same order, the same subset
// glyph ids and the same font file, byte for byte, for both DejaVu faces (composite accented letters included).
import fontkit from '@cantoo/fontkit';
import { describe, expect, it } from 'vitest';
import { loadDefaultFonts } from './fonts.js';
import { readTrueType } from './truetype-font.js';
import { trueTypeSubset } from './truetype-subset.js';

interface FontkitSubset {
  glyphs: number[];
  includeGlyph(glyph: number): number;
  encode(): Uint8Array;
}
interface FontkitFont {
  glyphForCodePoint(cp: number): { id: number };
  createSubset(): FontkitSubset;
}

/** Latin with diacritics (composite glyphs in DejaVu), Greek, Cyrillic, digits, punctuation, a space. */
const TEXTS = ['Rechnung INV-2026/11 Größe €1 234,56', 'ÀÉÎõüçñ ŁŚŻ ǅ ĳ ṩ Ωμέγα Привет — „quoted“ «citée»', '', '.'];
const fonts = loadDefaultFonts();

function glyphIds(font: FontkitFont, text: string): number[] {
  return [...text].map((ch) => font.glyphForCodePoint(ch.codePointAt(0)!).id);
}

describe('trueTypeSubset', () => {
  for (const [face, bytes] of Object.entries(fonts)) {
    for (const text of TEXTS) {
      it(`writes the bytes fontkit writes (${face}, ${JSON.stringify(text)})`, () => {
        const font = fontkit.create(bytes) as unknown as FontkitFont;
        const theirs = font.createSubset();
        const ours = trueTypeSubset(readTrueType(bytes));
        for (const id of glyphIds(font, text)) expect(ours.includeGlyph(id)).toBe(theirs.includeGlyph(id));
        const expected = theirs.encode();
        const actual = ours.encode();
        expect(ours.glyphs).toEqual(theirs.glyphs);
        expect(actual.length).toBe(expected.length);
        expect(Buffer.from(actual).equals(Buffer.from(expected))).toBe(true);
      });
    }
  }

  it('adds the components of composite glyphs to the subset', () => {
    const font = fontkit.create(fonts.regular) as unknown as FontkitFont;
    const subset = trueTypeSubset(readTrueType(fonts.regular));
    for (const id of glyphIds(font, 'éöñ')) subset.includeGlyph(id);
    subset.encode();
    // .notdef, the three letters, and their base letters and accents.
    expect(subset.glyphs.length).toBeGreaterThan(4);
    expect(subset.glyphs).toContain(font.glyphForCodePoint('e'.codePointAt(0)!).id);
  });
});
