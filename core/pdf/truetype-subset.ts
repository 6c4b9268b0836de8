// The TrueType subset embedded in a PDF: the glyphs a document uses, copied byte for byte from the font file,
// with the tables a PDF viewer needs. It writes the same bytes fontkit's subsetter writes (same tables, order
// and layout; the unit test compares the two), without what made that the largest cost of a small PDF:
// fontkit decoded every outline into points and re-encoded each table field by field through restructure, for
// every document. Here a subset is slices of the font file, located by the table directory and glyph offsets
// read once when the font was parsed.

/** What of a parsed TrueType font the subset reads (truetype-font.ts; fontkit's fonts have the same fields). */
export interface TrueTypeFont {
  stream: { buffer: Uint8Array };
  directory: { tables: Record<string, { offset: number; length: number } | undefined> };
  /** Glyph offsets into glyf (doubled already for the short format); version 1 stores them as 32 bits. */
  loca: { version: number; offsets: number[] };
  hhea: { numberOfMetrics: number };
}

/** Tables in the order fontkit writes them; the hinting programs (cvt, prep, fpgm) only when the font has them. */
const TABLES = ['head', 'hhea', 'loca', 'maxp', 'cvt ', 'prep', 'glyf', 'hmtx', 'fpgm'];

/** The subset as pdf-lib's font embedder drives it: glyphs are included as text is encoded (the subset's
 * glyph id is what the content stream shows), then the font file is written once. Glyph 0 (.notdef) comes first. */
export interface TrueTypeSubset {
  /** Original glyph ids in subset order. */
  glyphs: number[];
  /** The subset glyph id of an original glyph (or glyph object), adding it on first use. */
  includeGlyph(glyph: number | { id: number }): number;
  /** The TrueType file of the included glyphs and of the components of composite glyphs. */
  encode(): Uint8Array;
}

export function trueTypeSubset(font: TrueTypeFont): TrueTypeSubset {
  const glyphs: number[] = [];
  const ids = new Map<number, number>();
  const subset: TrueTypeSubset = {
    glyphs,
    includeGlyph(glyph) {
      const id = typeof glyph === 'number' ? glyph : glyph.id;
      let subsetId = ids.get(id);
      if (subsetId === undefined) {
        subsetId = glyphs.push(id) - 1;
        ids.set(id, subsetId);
      }
      return subsetId;
    },
    encode() {
      const { stream, directory, loca, hhea } = font;
      const bytes = stream.buffer;
      const tables = directory.tables as Record<string, { offset: number; length: number }>;
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const glyf = tables.glyf!.offset;
      const hmtx = tables.hmtx!.offset;
      const long = loca.version === 1;

      // Outlines. A composite glyph's components join the subset (the loop reaches them) under their subset
      // ids. Each component: flags, glyph id, two arguments (words with flag 0x1), then a scale (0x8), an x and
      // y scale (0x40) or a 2×2 matrix (0x80); flag 0x20 says another follows.
      const outlines: Uint8Array[] = [];
      const offsets = [0];
      for (let i = 0; i < glyphs.length; i++) {
        const start = glyf + loca.offsets[glyphs[i]!]!;
        let outline = bytes.subarray(start, glyf + loca.offsets[glyphs[i]! + 1]!);
        if (outline.length > 0 && view.getInt16(start) < 0) {
          outline = outline.slice();
          const component = new DataView(outline.buffer);
          let pos = 10; // after the glyph header
          let flags = 0x20;
          while (flags & 0x20) {
            flags = component.getUint16(pos);
            component.setUint16(pos + 2, subset.includeGlyph(component.getUint16(pos + 2)));
            pos += (flags & 1 ? 8 : 6) + (flags & 8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0);
          }
        }
        outlines.push(outline);
        offsets.push(offsets[i]! + outline.length);
      }

      const count = glyphs.length;
      const present = TABLES.filter((tag) => tables[tag]);
      const lengths = present.map((tag) =>
        tag === 'loca' ? (count + 1) * (long ? 4 : 2) : tag === 'glyf' ? offsets[count]! : tag === 'hmtx' ? count * 4 : tables[tag]!.length,
      );
      const out = new Uint8Array(lengths.reduce((sum, length) => sum + length, 12 + 16 * present.length));
      const w = new DataView(out.buffer);

      // The directory as fontkit writes it: version tag 'true', checksums left at 0.
      const power = 2 ** Math.floor(Math.log2(present.length));
      w.setUint32(0, 0x74727565);
      w.setUint16(4, present.length);
      w.setUint16(6, power * 16);
      w.setUint16(8, Math.log2(power));
      w.setUint16(10, (present.length - power) * 16);
      let at = 12 + 16 * present.length;
      present.forEach((tag, t) => {
        const entry = 12 + t * 16;
        for (let c = 0; c < 4; c++) out[entry + c] = tag.charCodeAt(c);
        w.setUint32(entry + 8, at);
        w.setUint32(entry + 12, lengths[t]!);
        if (tag === 'loca') offsets.forEach((offset, i) => (long ? w.setUint32(at + i * 4, offset) : w.setUint16(at + i * 2, offset >>> 1)));
        else if (tag === 'glyf') outlines.forEach((outline, i) => out.set(outline, at + offsets[i]!));
        else if (tag === 'hmtx') {
          // Glyphs past the last full metric share its advance and have only a bearing.
          const full = hhea.numberOfMetrics;
          glyphs.forEach((gid, i) => {
            w.setUint16(at + i * 4, view.getUint16(hmtx + Math.min(gid, full - 1) * 4));
            w.setInt16(at + i * 4 + 2, view.getInt16(gid < full ? hmtx + gid * 4 + 2 : hmtx + full * 4 + (gid - full) * 2));
          });
        } else {
          out.set(bytes.subarray(tables[tag]!.offset, tables[tag]!.offset + lengths[t]!), at);
          // The glyph count (maxp) and the number of horizontal metrics (hhea) become the subset's.
          if (tag === 'maxp') w.setUint16(at + 4, count);
          if (tag === 'hhea') w.setUint16(at + 34, count);
        }
        at += lengths[t]!;
      });
      return out;
    },
  };
  subset.includeGlyph(0);
  return subset;
}
