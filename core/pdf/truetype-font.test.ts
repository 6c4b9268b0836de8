// The TrueType reader against fontkit, which the PDF writer used before: for both DejaVu faces the same glyph
// and advance width for every character fontkit maps (all of Unicode's planes 0 and 1 that the font covers,
// and characters it lacks), and the same metrics for the font descriptor.
import fontkit from '@cantoo/fontkit';
import { describe, expect, it } from 'vitest';
import { loadDefaultFonts } from './fonts.js';
import { readTrueType, type TrueTypeFace } from './truetype-font.js';

/** A fontkit font has the fields the reader gives, and its character set. */
type FontkitFont = TrueTypeFace & { characterSet: number[] };

describe('readTrueType', () => {
  for (const [face, bytes] of Object.entries(loadDefaultFonts())) {
    const theirs = fontkit.create(bytes) as unknown as FontkitFont;
    const ours = readTrueType(bytes);

    it(`maps every character to fontkit's glyph and advance width (${face})`, () => {
      // The characters the font covers, and a sample of those it does not (private use, emoji, CJK).
      const codePoints = [...theirs.characterSet, 0x7f, 0xe000, 0x1f9fe, 0x767a, 0x10ffff];
      expect(theirs.characterSet.length).toBeGreaterThan(5000);
      const differing = codePoints.filter((cp) => {
        const a = theirs.glyphForCodePoint(cp);
        const b = ours.glyphForCodePoint(cp);
        return a.id !== b.id || a.advanceWidth !== b.advanceWidth || theirs.hasGlyphForCodePoint(cp) !== ours.hasGlyphForCodePoint(cp);
      });
      expect(differing).toEqual([]);
    });

    it(`has fontkit's metrics for the font descriptor (${face})`, () => {
      for (const key of ['unitsPerEm', 'ascent', 'descent', 'capHeight', 'xHeight', 'italicAngle'] as const) expect(ours[key], key).toBe(theirs[key]);
      expect({ ...ours.bbox }).toEqual({ minX: theirs.bbox.minX, minY: theirs.bbox.minY, maxX: theirs.bbox.maxX, maxY: theirs.bbox.maxY });
      expect(ours.head.macStyle.italic).toBe(theirs.head.macStyle.italic);
      expect(ours.post.isFixedPitch).toBe(theirs.post.isFixedPitch);
      expect(ours['OS/2']?.sFamilyClass).toBe(theirs['OS/2']?.sFamilyClass);
    });
  }

  it('refuses a file that is no TrueType font', () => {
    const notAFont = new Uint8Array(64);
    expect(() => readTrueType(notAFont)).toThrow(/TrueType/);
  });
});
