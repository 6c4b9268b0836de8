import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { readInvoice } from './index.js';
import { rateFromStatedTotal } from './stated-total.js';

describe('the VAT rate from the total a text states', () => {
  it('finds the written rate at which the nets make a written amount, whatever the tax is called', () => {
    expect(rateFromStatedTotal('Subtotal 250.00\nCity tax 4.5% 11.25\nBALANCE DUE 261.25', [new Big(100), new Big(150)], 'en')).toBe('4.5');
    expect(rateFromStatedTotal('sale 120 de base y 145,20 con el 21', [new Big(120)], 'es')).toBe('21');
  });

  it('reads nothing when no written amount agrees, or when the rate is not written', () => {
    expect(rateFromStatedTotal('Subtotal 250.00, total 300.00, thanks', [new Big(250)], 'en')).toBeNull();
    expect(rateFromStatedTotal('net 100, total 119', [new Big(100)], 'en')).toBeNull();
  });

  it('gives the items the rate, marked as worked out, when the text names none', () => {
    const { extraction, derived } = readInvoice(
      [
        'Invoice 77-A, 02/03/2026',
        'Bill to: Fenwick Studio, 3 Quay St, Bristol BS1 4DB',
        '2 x frames at 40.00 = 80.00',
        'mounting 20.00',
        'Total inc. tax 120.00 (tax at 20)',
      ].join('\n'),
      'en',
    );
    const lines = extraction.invoice!.lines as Array<Record<string, string | null>>;
    expect(lines.map((l) => l.vat_rate)).toEqual(['20', '20']);
    expect(derived).toContain('lines.0.vat_rate');
  });
});
