// Reading amounts, dates, currencies and countries the way texts (and models) write them.
import { describe, expect, it } from 'vitest';
import { normaliseCountry, normaliseCurrency, normaliseDate, normaliseDecimal, splitPostalCity } from '../../src/intelligent/parse/normalize.js';

describe('normaliseDecimal', () => {
  it.each([
    ['1234.5', 'en', '1234.5'],
    ['1,234.50', 'en', '1234.50'],
    ['1.234,50', 'de', '1234.50'],
    ['1 234,50', 'pl', '1234.50'],
    ["1'234.50", 'de', '1234.50'],
    ['€ 95,00', 'nl', '95.00'],
    ['2.500,00 EUR', 'de', '2500.00'],
    ['-12,5', 'fr', '-12.5'],
    ['(40.00)', 'en', '-40.00'],
    ['19%', 'de', '19'],
    ['1.234.567', 'de', '1234567'],
  ])('%s (%s) → %s', (raw, language, value) => {
    expect(normaliseDecimal(raw, language)?.value).toBe(value);
  });

  it('reads a lone separator before three digits by language and says so', () => {
    expect(normaliseDecimal('1,234', 'en')).toEqual({ value: '1234', ambiguous: true });
    expect(normaliseDecimal('1,234', 'de')).toEqual({ value: '1.234', ambiguous: true });
    expect(normaliseDecimal('1.234', 'de')).toEqual({ value: '1234', ambiguous: true });
    expect(normaliseDecimal('1.234', 'en')).toEqual({ value: '1.234', ambiguous: true });
  });

  it.each(['abc', '', '1.2.3,4,5', '12,34,56', '--5', '1e5'])('refuses %j', (raw) => {
    expect(normaliseDecimal(raw)).toBeNull();
  });
});

describe('normaliseDate', () => {
  it.each([
    ['2026-11-21', '2026-11-21'],
    ['21.11.2026', '2026-11-21'],
    ['21/11/2026', '2026-11-21'],
    ['21-11-26', '2026-11-21'],
    ['11/21/2026', '2026-11-21'],
    ['21 November 2026', '2026-11-21'],
    ['November 21, 2026', '2026-11-21'],
    ['3. November 2026', '2026-11-03'],
    ['18 listopada 2026', '2026-11-18'],
    ['16 de noviembre de 2026', '2026-11-16'],
    ['12 novembre 2026', '2026-11-12'],
    ['8 november 2026', '2026-11-08'],
    ['14 Nov 2026', '2026-11-14'],
  ])('%s → %s', (raw, iso) => {
    expect(normaliseDate(raw)).toBe(iso);
  });

  it.each(['31.02.2026', 'next Tuesday', '2026-13-01', '32/01/2026'])('refuses %j', (raw) => {
    expect(normaliseDate(raw)).toBeNull();
  });
});

describe('codes', () => {
  it('reads currencies from codes, signs and names', () => {
    expect(['EUR', '€', 'euro', '£', 'zł', 'CHF', '$'].map(normaliseCurrency)).toEqual(['EUR', 'EUR', 'EUR', 'GBP', 'PLN', 'CHF', 'USD']);
    expect(normaliseCurrency('doubloons')).toBeNull();
  });

  it('reads countries in the seven languages', () => {
    expect(['Deutschland', 'Allemagne', 'Niemcy', 'España', 'Nederland', 'Italia', 'United Kingdom', 'UK', 'FR'].map(normaliseCountry)).toEqual([
      'DE',
      'DE',
      'DE',
      'ES',
      'NL',
      'IT',
      'GB',
      'GB',
      'FR',
    ]);
  });

  it('splits postal code and city in the usual European and British forms', () => {
    expect(splitPostalCity('10115 Berlin')).toEqual({ postal_code: '10115', city: 'Berlin' });
    expect(splitPostalCity('00-590 Warszawa')).toEqual({ postal_code: '00-590', city: 'Warszawa' });
    expect(splitPostalCity('3511 LX Utrecht')).toEqual({ postal_code: '3511 LX', city: 'Utrecht' });
    expect(splitPostalCity('London NW1 6XE')).toEqual({ postal_code: 'NW1 6XE', city: 'London' });
    expect(splitPostalCity('Hauptstraße 5')).toBeNull();
  });
});
