import { describe, expect, it } from 'vitest';
import { LEXICONS } from './lexicon/index.js';
import { writeSpokenNumbers } from './spoken-numbers.js';

const written = (text: string, language: string) => writeSpokenNumbers(text, LEXICONS[language], language === 'en' ? '.' : ',');

describe('spoken numbers', () => {
  it('writes a dictated text with digits: compounds, digits said one by one, separators, units and cents, ordinal days', () => {
    expect(
      written(
        'Invoice number FJ dash two four one. Date it the twenty-sixth of November twenty twenty-six. One at six hundred and forty pounds, twenty-two at eighteen pounds fifty each.',
        'en',
      ),
    ).toBe('Invoice number FJ-241. Date it the 26 November 2026. 1 at 640 pounds, 22 at 18.50 pounds each.');
    expect(
      written(
        'Rechnungsnummer zwei null zwei sechs Strich null neun drei. Rechnungsdatum zwanzigster November zweitausendsechsundzwanzig. Zehn Säcke à sechs Euro fünfzig.',
        'de',
      ),
    ).toBe('Rechnungsnummer 2026-093. Rechnungsdatum 20 November 2026. 10 Säcke à 6,50 Euro.');
    expect(
      written(
        'Faktura numer czterdzieści dwa łamane przez dwa tysiące dwadzieścia sześć, data dwudziesty piąty listopada dwa tysiące dwadzieścia sześć.',
        'pl',
      ),
    ).toBe('Faktura numer 42/2026, data 25 listopada 2026.');
  });

  it('reads the cents after the word that joins them to the units', () => {
    expect(
      written('Fattura numero trentasette barra duemilaventisei: centoventi vasetti a quattro euro e ottanta, venti pezzi a sei euro.', 'it'),
    ).toBe('Fattura numero 37/2026: 120 vasetti a 4,80 euro, 20 pezzi a 6 euro.');
  });

  it('keeps number words that name something or say "percent", and leaves texts that write their numbers in digits', () => {
    expect(
      written('Facture du Domaine des Trois Chênes, numéro trois cent douze, TVA à vingt pour cent, six magnums à vingt-quatre euros.', 'fr'),
    ).toBe('Facture du Domaine des Trois Chênes, numéro 312, TVA à 20 pour cent, 6 magnums à 24 euros.');
    expect(written('Invoice 2026-14 of 12.11.2026: two hours at 45.00, one visit at 30.00.', 'en')).toBeNull();
  });
});
