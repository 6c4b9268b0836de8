import { describe, expect, it } from 'vitest';
import { extractParties } from './parties.js';

const buyerOf = (text: string) => extractParties(text.split('\n'), new Set()).buyer.name;

describe('party names in a sentence', () => {
  it('starts the name after a title that follows words of the sentence', () => {
    expect(buyerOf('kannst du mir noch schnell ne rechnung machen? kunde is die frau Helga Brenner, Lindenweg 2, 79098 Freiburg')).toBe('Helga Brenner');
    expect(buyerOf('Factuur voor de klus van gisteren, klant is meneer Joost Akkerman, Dorpsstraat 9, 3811 AB Amersfoort.')).toBe('Joost Akkerman');
  });

  it('keeps a word in lower case that names what the business is', () => {
    expect(buyerOf('tu peux faire une facture à la librairie Page Blanche ? 12 livres à 9,50')).toBe('librairie Page Blanche');
  });
});
