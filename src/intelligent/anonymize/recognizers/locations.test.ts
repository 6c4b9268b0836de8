import { describe, expect, it } from 'vitest';
import { recognizeLocations } from './locations.js';

const found = (text: string) => [...new Set(recognizeLocations(text, { language: 'de' }).map((s) => text.slice(s.start, s.end)))];

describe('places', () => {
  it('are a street with its number and a postcode with its town', () => {
    expect(found('Lieferung an Musterstraße 12, 10115 Berlin. Menge 12 Stück.')).toEqual(['Musterstraße 12', '10115 Berlin']);
  });
  it('are a street named by a date, with its day', () => {
    expect(found('Nabywca: Jan Nowak, ul. 11 Listopada 7/3, 00-950 Warszawa')).toContain('ul. 11 Listopada 7/3');
  });
  it('are a US town with its state and ZIP code', () => {
    expect(found('Billing: 1400 Elm St, Boulder, CO 80302')).toContain('Boulder, CO 80302');
  });
  it('never read the last group of a slashed number as a postcode', () => {
    expect(found('mit unserer Steuernummer 227/245/30518 Punkt Ende Diktat')).toEqual([]);
  });
  it('leave quantities and amounts alone', () => {
    expect(found('Menge 12 Stück, Betrag 10115 EUR, Catering 10')).toEqual([]);
  });
});
