import { describe, expect, it } from 'vitest';
import { span, type Span } from './span.js';
import { findUnknownWords } from './unknown-words.js';

/** Whether the words the layer replaces cover `word` in `text`, given the spans found before it. */
const covers = (text: string, word: string, found: Span[]) => {
  const at = text.indexOf(word);
  return findUnknownWords(text, ['de'], found).some((s) => s.start <= at && at + word.length <= s.end);
};
const place = (text: string, town: string) => [span(text.indexOf(town), text.indexOf(town) + town.length, 'LOCATION', 0.8)];

describe('words no list knows', () => {
  it('take a scanned postcode with one letter read for a digit before a town found or unknown', () => {
    const found = 'Lieferung nach 8S221 Dachau bitte.';
    expect(covers(found, '8S221', place(found, 'Dachau'))).toBe(true);
    expect(covers('Lieferung nach 4O139 Zirndorfach bitte.', '4O139', [])).toBe(true);
  });
  it('leave such a reference alone before a common word', () => {
    expect(covers('Bitte Teil 8S221 liefern.', '8S221', [])).toBe(false);
  });
});
