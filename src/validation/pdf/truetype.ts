// Reads the advance widths of a TrueType font program (hmtx), in PDF glyph-space units (1/1000 em), so the
// checker can compare them with a font dictionary's /W or /Widths. Only the tables it needs are read.

export interface TrueTypeWidths {
  /** Width of glyph `gid` in 1/1000 em; the last hmtx advance repeats for higher glyph ids. */
  width(gid: number): number;
  glyphCount: number;
}

export function readTrueTypeWidths(bytes: Uint8Array): TrueTypeWidths | null {
  if (bytes.length < 12) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tableCount = view.getUint16(4);
  const tables = new Map<string, { offset: number; length: number }>();
  for (let i = 0; i < tableCount; i++) {
    const at = 12 + i * 16;
    if (at + 16 > bytes.length) return null;
    const tag = String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
    tables.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  const maxp = tables.get('maxp');
  if (!head || !hhea || !hmtx || !maxp) return null;
  if (hmtx.offset + hmtx.length > bytes.length) return null;
  const unitsPerEm = view.getUint16(head.offset + 18);
  const metricCount = view.getUint16(hhea.offset + 34);
  const glyphCount = view.getUint16(maxp.offset + 4);
  if (unitsPerEm === 0 || metricCount === 0) return null;
  const scale = 1000 / unitsPerEm;
  const advance = (i: number) => view.getUint16(hmtx.offset + Math.min(i, metricCount - 1) * 4) * scale;
  return { width: advance, glyphCount };
}
