import { describe, expect, it } from 'vitest';
import { sellerAtHead } from './heading.js';
import { extractParties } from './parties.js';

const at = (text: string) => sellerAtHead(text.split('\n'), new Set())?.name ?? null;

describe('the seller named for the head of the invoice', () => {
  it('reads the name after a heading word, past the words in lower case before it', () => {
    expect(at('bitte rechnung an herrn vogt, briefkopf wie immer Schreinerei Haller & Söhne, danke')).toBe('Schreinerei Haller & Söhne');
    expect(at('Facture pour madame Roux. En-tête habituel Atelier Bois de Lune, numéro 12.')).toBe('Atelier Bois de Lune');
    expect(at('Mittente solito, Vivaio Fiori di Campo di Neri Luca, via Roma 3')).toBe('Vivaio Fiori di Campo di Neri Luca');
  });

  it('reads the name before a heading phrase', () => {
    expect(at('and put Ellie Marsh Illustration at the top please')).toBe('Ellie Marsh Illustration');
    expect(at('zet er Tuinwerk Van Dijk boven aub')).toBe('Tuinwerk Van Dijk');
  });

  it('ends a company at its legal form, and wants a name of two capitalised words', () => {
    expect(at('Absender wie immer Hausmeisterservice Kunz GmbH Komma Ringstraße 4')).toBe('Hausmeisterservice Kunz GmbH');
    expect(at('logo en haut comme la dernière fois')).toBeNull();
  });

  it('names the seller of a request that names no seller otherwise', () => {
    const { seller, buyer } = extractParties(
      [
        'hey, can you invoice Harper Mills Ltd for the two logo drafts, 300 each?',
        'my business name Ellie Marsh Illustration at the top like before',
      ],
      new Set(),
    );
    expect(seller.name).toBe('Ellie Marsh Illustration');
    expect(buyer.name).toBe('Harper Mills Ltd');
  });

  it('reads the address that follows the name in the same sentence', () => {
    const { seller } = extractParties(
      ['Neue Rechnung. Briefkopf wie immer Malerei Brandt, Uferweg 9, 24103 Kiel. Kunde ist Herr Ole Jensen.'],
      new Set(),
    );
    expect(seller.name).toBe('Malerei Brandt');
    expect([seller.street, seller.postal_code, seller.city]).toEqual(['Uferweg 9', '24103', 'Kiel']);
  });
});
