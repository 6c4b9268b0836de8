import { describe, expect, it } from 'vitest';
import { extractLines } from './lines.js';
import { statedRates, withoutRestatedSums } from './sums.js';

const item = (net_amount: string, vat_rate: string | null = null) => ({
  description: 'item',
  quantity: null,
  unit: null,
  unit_price: null,
  net_amount,
  vat_rate,
});

describe('sums the text restates', () => {
  it('drops an amount equal to the items before it, net or with a stated rate, whatever words carry it', () => {
    const lines = [
      '- window frames sanded and painted: 6 x 85,00 € = 510,00 €',
      '- primer and paint 64,50 €',
      'so that makes 574,50 €, with the 19% on top 683,66 €',
    ];
    const read = extractLines(lines, new Set(), 'de');
    expect(read.map((l) => l.net_amount)).toEqual(['510.00', '64.50']);
  });

  it('reads each item’s own rate when the items carry different ones', () => {
    const items = [item('100.00', '7'), item('200.00', '19'), item('345.00')];
    expect(withoutRestatedSums(items, []).map((l) => l.net_amount)).toEqual(['100.00', '200.00']);
  });

  it('keeps an amount that only equals one item before it, or that nothing adds up to', () => {
    expect(withoutRestatedSums([item('90.00'), item('90.00')], []).length).toBe(2);
    expect(withoutRestatedSums([item('40.00'), item('50.00'), item('91.00')], ['19']).length).toBe(3);
  });

  it('drops an amount stated only with its VAT when it is the items with VAT, never when it is their net sum', () => {
    const grossOnly = (gross_amount: string) => ({ ...item(''), net_amount: null, gross_amount });
    const items = [item('300.00'), item('50.00')];
    expect(withoutRestatedSums([...items, grossOnly('416.50')], ['19']).length).toBe(2);
    expect(withoutRestatedSums([...items, grossOnly('350.00')], ['19']).length).toBe(3);
    const read = extractLines(
      ['3 Stühle zu je 100,00 € netto', '1 Tisch zu 50,00 € netto', 'Mit 19 % MwSt. sind das 416,50 € brutto.'],
      new Set(),
      'de',
    );
    expect(read.length).toBe(2);
  });

  it('drops an amount said alone that is the VAT on the items, or the one item with its VAT', () => {
    const chat = ['band 700 € and the lights 150 €, both plus vat', 'vat 20% so 1,020.00 all in', 'yes 170.00 vat'];
    expect(extractLines(chat, new Set(), 'en').map((l) => l.net_amount)).toEqual(['700.00', '150.00']);
    expect(withoutRestatedSums([item('500.00'), item('100.00')], ['20']).length).toBe(1);
    expect(withoutRestatedSums([item('500.00'), item('605.00')], ['21']).length).toBe(1);
  });

  it('drops a clause stating the net sum, its VAT and the total at once, whichever number was read as what', () => {
    const clause = { description: 'net', quantity: '640', unit: null, unit_price: '1.5', net_amount: '960.00', vat_rate: null };
    expect(withoutRestatedSums([item('600.00'), item('40.00'), clause], ['20']).length).toBe(2);
  });

  it('keeps a count at a price that happens to equal the VAT on the items before it', () => {
    const counted = { description: 'rollers', quantity: '2', unit: null, unit_price: '230', net_amount: '460.00', vat_rate: '20' };
    expect(withoutRestatedSums([item('1150.00', '20'), counted], ['20']).length).toBe(2);
  });

  it('collects the rates a text states as percentages', () => {
    expect(statedRates(['IVA 21 %', 'reduced 5,5% and 10 per cent'])).toEqual(expect.arrayContaining(['21', '5.5']));
  });
});
