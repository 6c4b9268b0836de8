import { describe, expect, it } from 'vitest';
import type { Language } from '../../types.js';
import { recognizeParticleSurnames } from './particle-surnames.js';

const found = (text: string, language: Language) => recognizeParticleSurnames(text, { language }).map((s) => text.slice(s.start, s.end));

describe('a surname with its particle mid-sentence', () => {
  it('is a lower-case particle that is an article before a capitalised word, also a common word', () => {
    expect(found('Morgen ben ik bij de Wit in Zwolle.', 'nl')).toEqual(['de Wit']);
  });
  it('is not a sentence start, a month, a German noun or a product line', () => {
    expect(found('De Vries belt morgen. Het is de Maandag na de vakantie.', 'nl')).toEqual([]);
    expect(found('wir fahren zu der Baustelle', 'de')).toEqual([]);
    expect(found('2 x lampada la Murano 45,00', 'it')).toEqual([]);
    expect(found('son fresas de Huelva, lo dice la Ley', 'es')).toEqual([]);
    expect(found('stuur het naar de Belastingdienst of de btw-aangifte', 'nl')).toEqual(['de Belastingdienst']);
  });
  it('is, in Italian, a preposition joined with an article right after "a", in lower case too', () => {
    expect(found('la fattura l ho fatta a dalla torre ieri', 'it')).toEqual(['dalla torre']);
    expect(found('vado a casa dalla mamma', 'it')).toEqual([]);
  });
});
