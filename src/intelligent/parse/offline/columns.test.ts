import { describe, expect, it } from 'vitest';
import { readInColumns } from './columns.js';
import { extractParties } from './parties.js';

const head = [
  'TISCHLEREI HOLM GMBH                    Werftstraße 8',
  '                                        24103 Kiel',
  'USt-IdNr. DE123456789                   Tel. 0431 / 55 66 77',
  '                                  |',
  'Café Seeblick OHG                 |',
  'Strandweg 2',
  '23730 Neustadt in Holstein',
  '                                 RECHNUNG Nr. 2026/118',
  'Menge   Artikel   Preis   Betrag',
  '2       Stuhl      95,00   190,00',
];

describe('a head laid out in two columns', () => {
  it('reads the left column, then the right, then the rest as written', () => {
    const read = readInColumns(head)!;
    expect(read.slice(0, 6)).toEqual([
      'TISCHLEREI HOLM GMBH',
      'USt-IdNr. DE123456789',
      '',
      'Café Seeblick OHG',
      'Strandweg 2',
      '23730 Neustadt in Holstein',
    ]);
    expect(read).toContain('24103 Kiel');
    expect(read.slice(-2)).toEqual(['Menge   Artikel   Preis   Betrag', '2       Stuhl      95,00   190,00']);
  });

  it('finds the recipient’s block whole again', () => {
    const { seller, buyer } = extractParties(readInColumns(head)!);
    expect(seller.name).toBe('TISCHLEREI HOLM GMBH');
    expect([buyer.name, buyer.postal_code]).toEqual(['Café Seeblick OHG', '23730']);
  });

  it('leaves a text in one column alone', () => {
    expect(readInColumns(['Hallo Jana,', 'bitte Rechnung an Café Seeblick OHG.', '2 Stühle à 95,00 €'])).toBeNull();
  });
});
