// The sRGB ICC profile generated in code: a well-formed ICC v2 display profile with the sRGB primaries,
// the D50 white point and the sRGB transfer curve.
import { describe, expect, it } from 'vitest';
import { srgbIccProfile } from './srgb-icc.js';

const icc = srgbIccProfile();
const view = new DataView(icc.buffer, icc.byteOffset, icc.byteLength);
const ascii = (at: number) => String.fromCharCode(...icc.subarray(at, at + 4));
const s15 = (at: number) => view.getInt32(at) / 65536;

function tag(signature: string): { offset: number; size: number } {
  const count = view.getUint32(128);
  for (let i = 0; i < count; i++) {
    const at = 132 + i * 12;
    if (ascii(at) === signature) return { offset: view.getUint32(at + 4), size: view.getUint32(at + 8) };
  }
  throw new Error(`no ${signature} tag`);
}

describe('srgbIccProfile', () => {
  it('has a valid ICC header for an RGB display profile', () => {
    expect(view.getUint32(0)).toBe(icc.length);
    expect(ascii(36)).toBe('acsp');
    expect(icc[8]).toBe(2);
    expect([ascii(12), ascii(16), ascii(20)]).toEqual(['mntr', 'RGB ', 'XYZ ']);
    expect([s15(68), s15(72), s15(76)].map((v) => v.toFixed(4))).toEqual(['0.9642', '1.0000', '0.8249']);
  });

  it('has the tags a v2 matrix/TRC profile needs, inside the file and 4-byte aligned', () => {
    for (const sig of ['desc', 'cprt', 'wtpt', 'rXYZ', 'gXYZ', 'bXYZ', 'rTRC', 'gTRC', 'bTRC']) {
      const { offset, size } = tag(sig);
      expect(offset % 4, sig).toBe(0);
      expect(offset + size, sig).toBeLessThanOrEqual(icc.length);
    }
    expect(ascii(tag('desc').offset)).toBe('desc');
    expect(ascii(tag('rTRC').offset)).toBe('curv');
  });

  it('has primaries that add up to the D50 white point', () => {
    const xyz = (sig: string) => [0, 4, 8].map((d) => s15(tag(sig).offset + 8 + d));
    const sum = [0, 1, 2].map((i) => xyz('rXYZ')[i]! + xyz('gXYZ')[i]! + xyz('bXYZ')[i]!);
    expect(sum.map((v) => v.toFixed(3))).toEqual(['0.964', '1.000', '0.825']);
  });

  it('has the sRGB transfer curve: 0 → 0, 1 → 1, mid-grey 0.5 → about 0.214 linear', () => {
    const { offset } = tag('rTRC');
    const n = view.getUint32(offset + 8);
    const at = (i: number) => view.getUint16(offset + 12 + i * 2) / 65535;
    expect(at(0)).toBe(0);
    expect(at(n - 1)).toBe(1);
    expect(at(Math.round((n - 1) / 2))).toBeCloseTo(0.214, 2);
    for (let i = 1; i < n; i++) expect(at(i)).toBeGreaterThanOrEqual(at(i - 1));
  });
});
