import { describe, expect, it } from 'vitest';
import { recognizePrefixedVatIds } from './vat.js';

const found = (text: string) => recognizePrefixedVatIds(text, { language: 'de' }).map((s) => text.slice(s.start, s.end));

describe('VAT ids with a country prefix', () => {
  it('are found up to where the id ends', () => {
    expect(found('USt-IdNr. DE136695976 EUR')).toEqual(['DE136695976']);
  });
  it('leave invoice numbers with a country prefix alone', () => {
    expect(found('Rechnung DE-2024 vom 15.11.')).toEqual([]);
  });
  it('take in the tax words after a Swiss UID, in one language or several', () => {
    expect(found('UID: CHE-123.456.788 TVA/MWST, Tel.')).toEqual(['CHE-123.456.788 TVA/MWST']);
    expect(found('UID CHE-123.456.788 MWST')).toEqual(['CHE-123.456.788 MWST']);
  });
});
