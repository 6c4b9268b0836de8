import { describe, expect, it } from 'vitest';
import { findAddressees } from './address-blocks.js';
import { recognizeLocations } from './locations.js';

const found = (text: string) => findAddressees(text, recognizeLocations(text, { language: 'de' })).map((s) => [text.slice(s.start, s.end), s.type]);

describe('the addressee lines above a street and a postcode line', () => {
  it('are a person or a business, by their words', () => {
    expect(found('Lakeside Rowing Club\nAnnegret Lüdtke-Schwarz\nMusterstraße 12\n10115 Berlin\n')).toEqual([
      ['Annegret Lüdtke-Schwarz', 'PERSON'],
      ['Lakeside Rowing Club', 'COMPANY_NAME'],
    ]);
  });
  it('leave a party label heading the block alone', () => {
    expect(found('Rechnung an\nMusterstraße 12\n10115 Berlin\n')).toEqual([]);
  });
});
