import { describe, expect, it } from 'vitest';
import { recognizeLocations } from './locations.js';

const found = (text: string) => [...new Set(recognizeLocations(text, { language: 'de' }).map((s) => text.slice(s.start, s.end)))];

describe('places', () => {
  it('are a street with its number and a postcode with its town', () => {
    expect(found('Lieferung an Musterstraße 12, 10115 Berlin. Menge 12 Stück.')).toEqual(['Musterstraße 12', '10115 Berlin']);
  });
  it('leave quantities and amounts alone', () => {
    expect(found('Menge 12 Stück, Betrag 10115 EUR, Catering 10')).toEqual([]);
  });
});
