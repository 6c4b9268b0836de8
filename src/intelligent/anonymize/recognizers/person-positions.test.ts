import { describe, expect, it } from 'vitest';
import { recognizePersonPositions } from './person-positions.js';

const found = (text: string) => recognizePersonPositions(text, { language: 'en' }).map((s) => text.slice(s.start, s.end));

describe('a person by their place in a sentence', () => {
  it('is a name after a role noun', () => {
    expect(found('our technician Dufresne fixed it.')).toEqual(['Dufresne']);
  });
  it('is the subject of a call verb', () => {
    expect(found('oh and piet phoned again about the boiler')).toEqual(['piet']);
  });
  it('leaves headings alone', () => {
    expect(found('The Invoice Date is fine.')).toEqual([]);
  });
});
