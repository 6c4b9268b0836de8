import { describe, expect, it } from 'vitest';
import { recognizeTaxIds } from './tax-ids.js';

const found = (text: string) => [...new Set(recognizeTaxIds(text, { language: 'pl' }).map((s) => text.slice(s.start, s.end)))];

describe('tax ids and register numbers', () => {
  it('are found after a label, bare with a valid check digit, and as register numbers', () => {
    expect(found('NIP: 5260250274, HRB 104873')).toEqual(['5260250274', 'HRB 104873']);
  });
  it('leave invoice numbers alone', () => {
    expect(found('faktura nr 1234567890 z dnia 2024-11-15')).toEqual([]);
  });
});
