import { describe, expect, it } from 'vitest';
import { resolveOverlaps } from './overlap.js';
import { span } from './span.js';

const kept = (spans: ReturnType<typeof span>[]) => resolveOverlaps(spans).map((s) => [s.start, s.end, s.type]);

describe('overlapping spans', () => {
  it('keep the higher score, then the longer span', () => {
    expect(kept([span(0, 10, 'PHONE_NUMBER', 0.8), span(5, 20, 'TAX_ID', 0.9)])).toEqual([[5, 20, 'TAX_ID']]);
    expect(kept([span(0, 10, 'PHONE_NUMBER', 0.9), span(0, 20, 'TAX_ID', 0.9)])).toEqual([[0, 20, 'TAX_ID']]);
  });
  it('keep a whole identifier over a higher-scoring part of it of the same type', () => {
    // A dictated IBAN around its spelled bank letters: replacing only the letters would leak the digits.
    expect(kept([span(0, 80, 'IBAN_CODE', 0.85), span(19, 26, 'IBAN_CODE', 0.9)])).toEqual([[0, 80, 'IBAN_CODE']]);
  });
  it('keep a higher-scoring identifier of another type inside a longer span', () => {
    expect(kept([span(0, 80, 'NAME', 0.6), span(19, 26, 'IBAN_CODE', 0.9)])).toEqual([[19, 26, 'IBAN_CODE']]);
  });
});
