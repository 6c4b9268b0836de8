import { describe, expect, it } from 'vitest';
import { recognizePhones } from './phone.js';

const found = (text: string) => recognizePhones(text, { language: 'de' }).map((s) => text.slice(s.start, s.end));

describe('phone numbers', () => {
  it('are international numbers', () => {
    expect(found('Tel. +49 30 1234567, bitte')).toEqual(['+49 30 1234567']);
  });
  it('are North American numbers in their 3-3-4 grouping', () => {
    expect(found('call 512-555-0136 or (503) 555-0147')).toEqual(['512-555-0136', '(503) 555-0147']);
    expect(found('order 123-456-7890')).toEqual([]);
  });
  it('leave dates and amounts alone', () => {
    expect(found('Rechnung vom 2024-11-15, Betrag 1.234,56 EUR')).toEqual([]);
    // The price and total columns of a line item, each with its decimal part.
    expect(found('2     Engineer days ,  320.00  640.00')).toEqual([]);
    expect(found('Tel. 06.12.34.56.78')).toEqual(['06.12.34.56.78']);
  });
});

describe('two phone numbers parted by a slash', () => {
  const phones = (text: string) => recognizePhones(text, { language: 'fr' }).map((s) => text.slice(s.start, s.end));
  it('are two numbers, while an area code before a slash stays with its number', () => {
    expect(phones('Tél. 04 72 18 33 60 / 07 81 25 44 19')).toEqual(['04 72 18 33 60', '07 81 25 44 19']);
    expect(phones('Telefon 0711 / 2984415')).toEqual(['0711 / 2984415']);
  });
});
