import { describe, expect, it } from 'vitest';
import { findIdentifierPieces } from './identifier-pieces.js';
import { span } from './span.js';

const pieces = (text: string, whole: string) => {
  const start = text.lastIndexOf(whole);
  return findIdentifierPieces(text, [span(start, start + whole.length, 'TAX_ID', 0.8)]).map((s) => [s.type, text.slice(s.start, s.end)]);
};

describe('pieces of an identifier found whole', () => {
  it('are its first or last digits standing alone', () => {
    const text = 'It starts with 7731, ends with 0412 I think; the full number is 7731 5500 0412.';
    expect(pieces(text, '7731 5500 0412')).toEqual([
      ['TAX_ID', '7731'],
      ['TAX_ID', '0412'],
    ]);
  });
  it('leave other numbers, dates and amounts alone', () => {
    expect(pieces('Invoice 5500 of 12.07.7731, 7731.50 EUR; tax id 7731550004', '7731550004')).toEqual([]);
  });
});
