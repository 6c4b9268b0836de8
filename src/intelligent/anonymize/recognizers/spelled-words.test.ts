import { describe, expect, it } from 'vitest';
import type { Language } from '../../types.js';
import { recognizeSpelledWords } from './spelled-words.js';

const found = (text: string, language: Language) => recognizeSpelledWords(text, { language }).map((s) => text.slice(s.start, s.end));

describe('words spelled letter by letter', () => {
  it('are read whole when they spell no known word', () => {
    expect(found('monsieur Benali en deux mots, B E N, A L I, société', 'fr')).toEqual(['B E N, A L I']);
    expect(found('ten name van Jansen, J A N S E N.', 'nl')).toEqual(['J A N S E N']);
  });
  it('take a code whose letters and digits alternate', () => {
    expect(found('the eircode is D 02 X Y 45 and', 'en')).toEqual(['D 02 X Y 45']);
  });
  it('are the identifier a label before them names', () => {
    const typed = recognizeSpelledWords('codice fiscale R S S M R A 85 T 10 A 562 S punto', { language: 'it' });
    expect(typed.map((s) => s.type)).toEqual(['TAX_ID']);
  });
  it('leave a spaced heading that spells a known word, and short runs', () => {
    expect(found('F A C T U R A', 'es')).toEqual([]);
    expect(found('I N V O I C E 2024', 'en')).toEqual([]);
    expect(found('Typ A 4 B', 'de')).toEqual([]);
  });
});
