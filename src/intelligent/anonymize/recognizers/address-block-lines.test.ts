import { describe, expect, it } from 'vitest';
import { findAddressBlockLines } from './address-block-lines.js';
import { recognizeLocations } from './locations.js';

const found = (text: string) =>
  findAddressBlockLines(text, recognizeLocations(text, { language: 'en' })).map((s) => [text.slice(s.start, s.end), s.type]);

describe('short capitalised lines of an address block', () => {
  it('are names, even when every word is an ordinary word', () => {
    expect(found('The Old Forge\nMount Temple\nAthlone N37 F6D7\n')).toEqual([
      ['The Old Forge', 'NAME'],
      ['Mount Temple', 'NAME'],
    ]);
  });
  it('take the part before a street on its line as a building, also in lower-case words', () => {
    expect(found("Club des Aînés\nSalle des fêtes – 2 rue de l'Église\n37000 Tours\n")).toContainEqual(['Salle des fêtes', 'NAME']);
  });
  it('leave document titles and table headers alone', () => {
    expect(found('INVOICE\nArtikel Menge Betrag\nAthlone N37 F6D7\n')).toEqual([]);
  });
});
