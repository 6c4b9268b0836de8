// An sRGB ICC profile (version 2.1, display class) built in code from the published sRGB constants
// (IEC 61966-2-1): the D50-adapted primaries and the sRGB transfer curve. PDF/A needs an ICC profile in
// the OutputIntent; generating it keeps the service free of system files and of third-party profile bytes.

const D50 = [0.9642, 1.0, 0.8249] as const;
/** sRGB primaries adapted to D50 with the Bradford transform, as given by the ICC's sRGB v2 profiles. */
const RED = [0.4360747, 0.2225045, 0.0139322] as const;
const GREEN = [0.3850649, 0.7168786, 0.0971045] as const;
const BLUE = [0.1430804, 0.0606169, 0.7141733] as const;

const DESCRIPTION = 'sRGB IEC61966-2.1';
const COPYRIGHT = 'No copyright, use freely';
const CURVE_POINTS = 1024;

class ByteWriter {
  readonly bytes: Uint8Array;
  readonly view: DataView;
  constructor(size: number) {
    this.bytes = new Uint8Array(size);
    this.view = new DataView(this.bytes.buffer);
  }
  ascii(offset: number, text: string): void {
    for (let i = 0; i < text.length; i++) this.bytes[offset + i] = text.charCodeAt(i) & 0x7f;
  }
  u32(offset: number, value: number): void {
    this.view.setUint32(offset, value);
  }
  u16(offset: number, value: number): void {
    this.view.setUint16(offset, value);
  }
  /** ICC s15Fixed16Number. */
  s15f16(offset: number, value: number): void {
    this.view.setInt32(offset, Math.round(value * 65536));
  }
}

/** The sRGB transfer function: linear light from an encoded value in 0..1. */
function srgbToLinear(v: number): number {
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

interface Tag {
  signature: string;
  data: Uint8Array;
}

function xyzTag(xyz: readonly [number, number, number]): Uint8Array {
  const w = new ByteWriter(20);
  w.ascii(0, 'XYZ ');
  xyz.forEach((v, i) => w.s15f16(8 + i * 4, v));
  return w.bytes;
}

function textDescriptionTag(text: string): Uint8Array {
  const w = new ByteWriter(align4(12 + text.length + 1 + 4 + 4 + 2 + 1 + 67));
  w.ascii(0, 'desc');
  w.u32(8, text.length + 1);
  w.ascii(12, text);
  // Unicode and ScriptCode parts left empty (counts 0), as version 2 allows.
  return w.bytes;
}

function textTag(text: string): Uint8Array {
  const w = new ByteWriter(align4(8 + text.length + 1));
  w.ascii(0, 'text');
  w.ascii(8, text);
  return w.bytes;
}

function curveTag(): Uint8Array {
  const w = new ByteWriter(align4(12 + CURVE_POINTS * 2));
  w.ascii(0, 'curv');
  w.u32(8, CURVE_POINTS);
  for (let i = 0; i < CURVE_POINTS; i++) w.u16(12 + i * 2, Math.round(srgbToLinear(i / (CURVE_POINTS - 1)) * 65535));
  return w.bytes;
}

function align4(n: number): number {
  return (n + 3) & ~3;
}

let cached: Uint8Array | undefined;

/** The profile bytes (built once per process; the result is immutable by convention). */
export function srgbIccProfile(): Uint8Array {
  if (cached) return cached;
  const curve = curveTag();
  const tags: Tag[] = [
    { signature: 'desc', data: textDescriptionTag(DESCRIPTION) },
    { signature: 'cprt', data: textTag(COPYRIGHT) },
    { signature: 'wtpt', data: xyzTag(D50) },
    { signature: 'rXYZ', data: xyzTag(RED) },
    { signature: 'gXYZ', data: xyzTag(GREEN) },
    { signature: 'bXYZ', data: xyzTag(BLUE) },
    { signature: 'rTRC', data: curve },
    { signature: 'gTRC', data: curve },
    { signature: 'bTRC', data: curve },
  ];
  const tableSize = 4 + tags.length * 12;
  // The three TRC tags share one data block, as ICC allows.
  const offsets = new Map<Uint8Array, number>();
  let cursor = 128 + tableSize;
  for (const tag of tags) {
    if (!offsets.has(tag.data)) {
      offsets.set(tag.data, cursor);
      cursor += tag.data.length;
    }
  }
  const w = new ByteWriter(cursor);
  // Header (ICC.1:2001-04, clause 6.1).
  w.u32(0, cursor);
  w.u32(8, 0x02100000); // version 2.1
  w.ascii(12, 'mntr');
  w.ascii(16, 'RGB ');
  w.ascii(20, 'XYZ ');
  w.u16(24, 2026); // creation date: fixed, so the profile bytes never change
  w.u16(26, 1);
  w.u16(28, 1);
  w.ascii(36, 'acsp');
  w.u32(64, 0); // rendering intent: perceptual
  D50.forEach((v, i) => w.s15f16(68 + i * 4, v));
  // Tag table.
  w.u32(128, tags.length);
  tags.forEach((tag, i) => {
    const entry = 132 + i * 12;
    w.ascii(entry, tag.signature);
    w.u32(entry + 4, offsets.get(tag.data)!);
    w.u32(entry + 8, tag.data.length);
  });
  for (const [data, offset] of offsets) w.bytes.set(data, offset);
  cached = w.bytes;
  return cached;
}

export const SRGB_OUTPUT_CONDITION = DESCRIPTION;
