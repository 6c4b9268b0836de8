// A TrueType font read straight from its file, for what the PDF writer asks of it: the glyph of a character
// (the Unicode cmap, format 4 or 12), advance widths (hmtx), the metrics of the font descriptor (head, hhea,
// OS/2, post) and the table directory and glyph offsets the subsetter copies from. It answers as fontkit did
// (same cmap subtable preference, same metrics; the unit test compares them) so the PDFs are unchanged, and
// it replaces fontkit in the bundle: fontkit (with its shaping data and WOFF2 decoder) was 185 KB gzipped of
// a Worker upload at its size limit, for a layout that uses none of its shaping.
import type { TrueTypeFont } from './truetype-subset.js';

export interface Glyph {
  id: number;
  /** In font units. */
  advanceWidth: number;
  /** The character the glyph was first asked for (what the PDF's ToUnicode map says it is). */
  codePoints: number[];
}

/** The parsed font, with the fields and methods of a fontkit font that pdf-lib's font embedder reads. */
export interface TrueTypeFace extends TrueTypeFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  xHeight: number;
  italicAngle: number;
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
  head: { macStyle: { italic: boolean } };
  post: { isFixedPitch: number };
  'OS/2': { sFamilyClass: number } | undefined;
  glyphForCodePoint(cp: number): Glyph;
  hasGlyphForCodePoint(cp: number): boolean;
}

/** Unicode cmap subtables by preference (platform, encoding), fontkit's order: full repertoire first. */
const CMAP_PREFERENCE = [
  [3, 10],
  [0, 6],
  [0, 4],
  [3, 1],
  [0, 3],
  [0, 2],
  [0, 1],
  [0, 0],
];

export function readTrueType(bytes: Uint8Array): TrueTypeFace {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at);
  const i16 = (at: number) => view.getInt16(at);
  const tables: Record<string, { offset: number; length: number }> = {};
  for (let i = 0, entry = 12; i < u16(4); i++, entry += 16) {
    tables[String.fromCharCode(...bytes.subarray(entry, entry + 4))] = { offset: view.getUint32(entry + 8), length: view.getUint32(entry + 12) };
  }
  const at = (tag: string) => {
    const table = tables[tag];
    if (!table) throw new Error(`the font has no ${tag} table: only TrueType fonts are supported`);
    return table.offset;
  };
  const head = at('head');
  const hhea = at('hhea');
  const os2 = tables['OS/2'] ? at('OS/2') : -1;
  const numberOfMetrics = u16(hhea + 34);
  const glyphCount = u16(at('maxp') + 4);
  const longLoca = i16(head + 50) === 1;
  const loca = at('loca');
  const offsets = Array.from({ length: glyphCount + 1 }, (_, g) => (longLoca ? view.getUint32(loca + g * 4) : u16(loca + g * 2) * 2));
  const hmtx = at('hmtx');
  at('glyf');

  // The glyph id of a code point, by the preferred Unicode subtable (binary search over its ranges).
  const cmap = at('cmap');
  const subtables = Array.from({ length: u16(cmap + 2) }, (_, i) => cmap + 4 + i * 8);
  const preferred = CMAP_PREFERENCE.map(([platform, encoding]) => subtables.find((s) => u16(s) === platform && u16(s + 2) === encoding)).find(
    (s) => s !== undefined,
  );
  const sub = preferred === undefined ? -1 : cmap + view.getUint32(preferred + 4);
  const format = sub < 0 ? -1 : u16(sub);
  if (format !== 4 && format !== 12) throw new Error('the font has no Unicode cmap of format 4 or 12');
  const lookup = (cp: number): number => {
    if (format === 12) {
      let min = 0;
      let max = view.getUint32(sub + 12) - 1;
      while (min <= max) {
        const mid = (min + max) >> 1;
        const group = sub + 16 + mid * 12;
        if (cp < view.getUint32(group)) max = mid - 1;
        else if (cp > view.getUint32(group + 4)) min = mid + 1;
        else return view.getUint32(group + 8) + cp - view.getUint32(group);
      }
      return 0;
    }
    const segments = u16(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    let min = 0;
    let max = segments - 1;
    while (min <= max) {
      const mid = (min + max) >> 1;
      if (cp < u16(starts + mid * 2)) max = mid - 1;
      else if (cp > u16(ends + mid * 2)) min = mid + 1;
      else {
        const rangeOffset = u16(rangeOffsets + mid * 2);
        if (rangeOffset === 0) return (cp + i16(deltas + mid * 2)) & 0xffff;
        // idRangeOffset counts bytes from its own position to the glyph index.
        const gid = u16(rangeOffsets + mid * 2 + rangeOffset + (cp - u16(starts + mid * 2)) * 2);
        return gid === 0 ? 0 : (gid + i16(deltas + mid * 2)) & 0xffff;
      }
    }
    return 0;
  };

  // One glyph object per glyph id, as fontkit keeps them: it remembers the code point it was first asked for.
  const glyphs = new Map<number, Glyph>();
  const glyphOf = (id: number, cp: number): Glyph => {
    let glyph = glyphs.get(id);
    if (!glyph) {
      glyph = { id, advanceWidth: u16(hmtx + Math.min(id, numberOfMetrics - 1) * 4), codePoints: [cp] };
      glyphs.set(id, glyph);
    }
    return glyph;
  };

  // Ascent and descent: the typographic ones when OS/2 says to use them (fsSelection bit 7), else hhea's.
  const typo = os2 >= 0 && u16(os2) > 0 && (u16(os2 + 62) & 0x80) !== 0;
  const ascent = typo ? i16(os2 + 68) : i16(hhea + 4);
  // Cap and x height exist from OS/2 version 2.
  const heights = os2 >= 0 && u16(os2) >= 2;
  return {
    stream: { buffer: bytes },
    directory: { tables },
    loca: { version: longLoca ? 1 : 0, offsets },
    hhea: { numberOfMetrics },
    unitsPerEm: u16(head + 18),
    ascent,
    descent: typo ? i16(os2 + 70) : i16(hhea + 6),
    capHeight: heights ? i16(os2 + 88) : ascent,
    xHeight: heights ? i16(os2 + 86) : 0,
    italicAngle: view.getInt32(at('post') + 4) / 65536,
    bbox: { minX: i16(head + 36), minY: i16(head + 38), maxX: i16(head + 40), maxY: i16(head + 42) },
    head: { macStyle: { italic: (u16(head + 44) & 2) !== 0 } },
    post: { isFixedPitch: view.getUint32(at('post') + 12) },
    'OS/2': os2 >= 0 ? { sFamilyClass: i16(os2 + 30) } : undefined,
    glyphForCodePoint: (cp) => glyphOf(lookup(cp), cp),
    hasGlyphForCodePoint: (cp) => lookup(cp) !== 0,
  };
}
