// Inflates a FlateDecode stream without ever holding more than `cap` bytes of output. The compressed data is
// fed in small slices: deflate expands at most ~1 032 times, so one slice can never produce more than about
// 1 MB, and inflation stops at the first slice that crosses the cap. A 200 KB "zip bomb" therefore costs
// a few milliseconds and `cap` bytes of memory, not the gigabytes it would expand to. fflate is pure
// JavaScript (the same code on Node, Deno and workerd) and is what pdf-lib itself depends on.
import { Unzlib } from 'fflate';

export type InflateResult = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'corrupt'; inflated: number };

/** Compressed bytes pushed at a time: 1 KB inflates to at most ~1 MB. */
const SLICE = 1024;

export function inflateBounded(data: Uint8Array, cap: number): InflateResult {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  const inflater = new Unzlib((chunk) => {
    total += chunk.length;
    if (total > cap) over = true;
    else chunks.push(chunk);
  });
  try {
    for (let at = 0; at < data.length && !over; at += SLICE) inflater.push(data.subarray(at, at + SLICE), at + SLICE >= data.length);
  } catch {
    if (!over) return { ok: false, reason: 'corrupt', inflated: total };
  }
  if (over) return { ok: false, reason: 'too-large', inflated: total };
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { ok: true, bytes };
}
