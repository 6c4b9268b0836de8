// The TrueType subset embedded in a PDF: the glyphs a document uses, copied byte for byte from the font file,
// with the tables a PDF viewer needs. It writes the same bytes fontkit's subsetter writes (same tables, order
// and layout; the unit test compares the two), without what made that the largest cost of a small PDF:
// fontkit decoded every outline into points and re-encoded each table field by field through restructure, for
// every document. Here the font file's table directory is read once per font, and a subset is slices of it.

/** Tables in the order fontkit writes them; the hinting programs only when the font has them. */
const TABLE_ORDER = ['head', 'hhea', 'loca', 'maxp', 'cvt ', 'prep', 'glyf', 'hmtx', 'fpgm'] as const;
const OPTIONAL = new Set(['cvt ', 'prep', 'fpgm']);

/** Composite glyph flags (OpenType glyf table). */
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

/** What every subset of one font file reads: its tables, located once. */
export interface TrueTypeSource {
  bytes: Uint8Array;
  view: DataView;
  tables: Map<string, { offset: number; length: number }>;
  /** head.indexToLocFormat: 1 when loca holds 32-bit offsets. */
  longLoca: boolean;
  numberOfHMetrics: number;
}

const sources = new WeakMap<Uint8Array, TrueTypeSource | null>();

/** The font file's tables, or null when it is no plain TrueType font this subsetter handles (CFF outlines,
 * font variations, a collection, a missing table): fontkit's own subsetter is used for those. */
export function trueTypeSource(bytes: Uint8Array): TrueTypeSource | null {
  let source = sources.get(bytes);
  if (source !== undefined) return source;
  source = readSource(bytes);
  sources.set(bytes, source);
  return source;
}

function readSource(bytes: Uint8Array): TrueTypeSource | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(0);
  if (version !== 0x00010000 && version !== 0x74727565 /* 'true' */) return null;
  const tables = new Map<string, { offset: number; length: number }>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const entry = 12 + i * 16;
    const tag = String.fromCharCode(bytes[entry]!, bytes[entry + 1]!, bytes[entry + 2]!, bytes[entry + 3]!);
    tables.set(tag, { offset: view.getUint32(entry + 8), length: view.getUint32(entry + 12) });
  }
  if (tables.has('fvar') || TABLE_ORDER.some((tag) => !OPTIONAL.has(tag) && !tables.has(tag))) return null;
  const head = tables.get('head')!;
  const hhea = tables.get('hhea')!;
  return {
    bytes,
    view,
    tables,
    longLoca: view.getInt16(head.offset + 50) === 1,
    numberOfHMetrics: view.getUint16(hhea.offset + 34),
  };
}

/** The subset as pdf-lib's font embedder drives it: glyphs are included as text is encoded (the subset's
 * glyph id is what the content stream shows), then the font file is written once. Glyph 0 (.notdef) comes first. */
export class TrueTypeSubset {
  /** Original glyph ids in subset order. */
  readonly glyphs: number[] = [];
  private readonly mapping = new Map<number, number>();

  constructor(private readonly source: TrueTypeSource) {
    this.includeGlyph(0);
  }

  /** The subset glyph id of an original glyph (or glyph object), adding it on first use. */
  includeGlyph(glyph: number | { id: number }): number {
    const id = typeof glyph === 'number' ? glyph : glyph.id;
    let subsetId = this.mapping.get(id);
    if (subsetId === undefined) {
      subsetId = this.glyphs.length;
      this.glyphs.push(id);
      this.mapping.set(id, subsetId);
    }
    return subsetId;
  }

  /** The TrueType file of the included glyphs (and the components of composite glyphs). */
  encode(): Uint8Array {
    const { bytes, view, tables, longLoca } = this.source;
    const loca = tables.get('loca')!.offset;
    const glyf = tables.get('glyf')!.offset;
    const locaAt = (gid: number) => (longLoca ? view.getUint32(loca + gid * 4) : view.getUint16(loca + gid * 2) * 2);

    // Outlines: a composite glyph's components join the subset (the loop sees them) and are renumbered.
    const outlines: Uint8Array[] = [];
    const offsets: number[] = [];
    let glyfLength = 0;
    for (let i = 0; i < this.glyphs.length; i++) {
      const gid = this.glyphs[i]!;
      const start = locaAt(gid);
      const end = locaAt(gid + 1);
      let outline = bytes.subarray(glyf + start, glyf + end);
      if (outline.length > 0 && view.getInt16(glyf + start) < 0) outline = this.renumberComponents(outline);
      outlines.push(outline);
      offsets.push(glyfLength);
      glyfLength += outline.length;
    }
    offsets.push(glyfLength);

    const count = this.glyphs.length;
    const present = TABLE_ORDER.filter((tag) => tables.has(tag));
    const lengthOf = (tag: string): number => {
      if (tag === 'loca') return (count + 1) * (longLoca ? 4 : 2);
      if (tag === 'glyf') return glyfLength;
      if (tag === 'hmtx') return count * 4;
      return tables.get(tag)!.length;
    };
    const directoryLength = 12 + 16 * present.length;
    const total = present.reduce((sum, tag) => sum + lengthOf(tag), directoryLength);
    const out = new Uint8Array(total);
    const w = new DataView(out.buffer);

    // The directory as fontkit writes it: tag 'true', checksums left at 0.
    const power = 2 ** Math.floor(Math.log2(present.length));
    w.setUint32(0, 0x74727565);
    w.setUint16(4, present.length);
    w.setUint16(6, power * 16);
    w.setUint16(8, Math.log2(power));
    w.setUint16(10, present.length * 16 - power * 16);
    let cursor = directoryLength;
    present.forEach((tag, i) => {
      const entry = 12 + i * 16;
      for (let c = 0; c < 4; c++) out[entry + c] = tag.charCodeAt(c);
      w.setUint32(entry + 8, cursor);
      w.setUint32(entry + 12, lengthOf(tag));
      cursor += lengthOf(tag);
    });

    cursor = directoryLength;
    for (const tag of present) {
      const at = cursor;
      if (tag === 'loca') {
        offsets.forEach((offset, i) => (longLoca ? w.setUint32(at + i * 4, offset) : w.setUint16(at + i * 2, offset >>> 1)));
      } else if (tag === 'glyf') {
        let pos = at;
        for (const outline of outlines) {
          out.set(outline, pos);
          pos += outline.length;
        }
      } else if (tag === 'hmtx') {
        this.glyphs.forEach((gid, i) => {
          const metric = this.horizontalMetric(gid);
          w.setUint16(at + i * 4, metric.advance);
          w.setInt16(at + i * 4 + 2, metric.bearing);
        });
      } else {
        const table = tables.get(tag)!;
        out.set(bytes.subarray(table.offset, table.offset + table.length), at);
        // The glyph count and the number of horizontal metrics become the subset's.
        if (tag === 'maxp') w.setUint16(at + 4, count);
        if (tag === 'hhea') w.setUint16(at + 34, count);
      }
      cursor += lengthOf(tag);
    }
    return out;
  }

  /** A copy of a composite outline whose component glyph ids are subset ids (components included as met). */
  private renumberComponents(outline: Uint8Array): Uint8Array {
    const copy = outline.slice();
    const view = new DataView(copy.buffer);
    let pos = 10; // after the glyph header
    let flags = MORE_COMPONENTS;
    while (flags & MORE_COMPONENTS) {
      flags = view.getUint16(pos);
      view.setUint16(pos + 2, this.includeGlyph(view.getUint16(pos + 2)));
      pos += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
      if (flags & WE_HAVE_A_SCALE) pos += 2;
      else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) pos += 4;
      else if (flags & WE_HAVE_A_TWO_BY_TWO) pos += 8;
    }
    return copy;
  }

  /** Advance width and left side bearing from hmtx; glyphs past the last full metric share its advance. */
  private horizontalMetric(gid: number): { advance: number; bearing: number } {
    const { view, tables, numberOfHMetrics } = this.source;
    const hmtx = tables.get('hmtx')!.offset;
    if (gid < numberOfHMetrics) return { advance: view.getUint16(hmtx + gid * 4), bearing: view.getInt16(hmtx + gid * 4 + 2) };
    return {
      advance: view.getUint16(hmtx + (numberOfHMetrics - 1) * 4),
      bearing: view.getInt16(hmtx + numberOfHMetrics * 4 + (gid - numberOfHMetrics) * 2),
    };
  }
}
