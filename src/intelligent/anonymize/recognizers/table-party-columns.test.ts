import { describe, expect, it } from 'vitest';
import { recognizeTablePartyColumns } from './table-party-columns.js';

const found = (text: string) => recognizeTablePartyColumns(text, { language: 'en' }).map((s) => [s.type, text.slice(s.start, s.end)]);

describe('name columns of a pasted table', () => {
  it('takes every cell under a supplier or contact header, ordinary words or not', () => {
    const text = [
      'Supplier\tContact\tInv no.\tNet',
      'Fennel & Thyme Catering\tAoife Brennan\tFT0098\t612.50',
      'Grafisch Bureau Inkt\tAnil Ramdin 07 58 12 90 44\tINK-0342\t726,00',
    ].join('\n');
    expect(found(text)).toEqual([
      ['COMPANY_NAME', 'Fennel & Thyme Catering'],
      ['PERSON', 'Aoife Brennan'],
      ['COMPANY_NAME', 'Grafisch Bureau Inkt'],
      ['PERSON', 'Anil Ramdin'],
    ]);
  });
  it('reads markdown tables in any of the languages', () => {
    const text = "| Leverancier | Btw-nr | Bedrag |\n|---|---|---|\n| Brouwerij 't Klokske | BE0000.000.002 | € 2.310,55 |";
    expect(found(text)).toEqual([['COMPANY_NAME', "Brouwerij 't Klokske"]]);
  });
  it('leaves tables without a party column alone', () => {
    expect(found('Description\tQty\tPrice\nApple MacBook Pro\t2\t1.999,00')).toEqual([]);
  });
});
