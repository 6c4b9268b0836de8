import { describe, expect, it } from 'vitest';
import { recognizeEinvoiceIds } from './einvoice-ids.js';

const found = (text: string) => recognizeEinvoiceIds(text, { language: 'de' }).map((s) => text.slice(s.start, s.end));

describe('e-invoicing addresses', () => {
  it('are Peppol participant ids with a known scheme and labelled Leitweg-IDs', () => {
    expect(found('Peppol 0088:4035811991014 Leitweg-ID: 04011000-12345-34')).toEqual(['0088:4035811991014', '04011000-12345-34']);
  });
  it('leave ISO dates and unknown schemes alone', () => {
    expect(found('Datum 2024-11-15, Position 1234:5678901')).toEqual([]);
  });
});
