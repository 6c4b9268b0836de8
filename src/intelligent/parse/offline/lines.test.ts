import { describe, expect, it } from 'vitest';
import { extractLines, readLine } from './lines.js';

describe('percentages on an item line', () => {
  it('reads a bare percentage as the item’s VAT rate', () => {
    expect(readLine('Bilderrahmen Eiche, 3 Stück à 40,00 € = 120,00 € 7 %', 'de')?.vat_rate).toBe('7');
  });

  it('reads a percentage after a discount or surcharge word as no VAT rate, and not as an amount', () => {
    const surcharge = readLine('Weekendtoeslag 20% op de schoonmaak: € 36,00', 'nl');
    expect(surcharge?.vat_rate).toBeNull();
    expect(surcharge?.net_amount).toBe('36.00');
    const discount = readLine('Entretien chaudière : 2 × 90,00 € HT, remise fidélité −5 %, soit 85,50 € HT l’unité = 171,00 € HT', 'fr');
    expect(discount?.vat_rate).toBeNull();
    expect(discount?.net_amount).toBe('171.00');
  });
});

describe('numbers that are no amounts', () => {
  it('reads a number joined to letters by a hyphen as part of an article code', () => {
    const line = readLine('8 Stk. Schlauchschelle SK-25, je 4,20 €', 'de');
    expect([line?.quantity, line?.unit_price, line?.net_amount]).toEqual(['8', '4.2', null]);
  });

  it('reads a sum worked out with a few words before its result as a recap, not an item', () => {
    expect(readLine('allora 820 + 180,40 di iva = 1.000,40', 'it')).toBeNull();
    expect(readLine('so 400 + 80 vat = 480', 'en')).toBeNull();
  });
});

describe('a count times one amount', () => {
  it('reads the amount as the price of each, the net as their product', () => {
    const line = readLine('- Classeurs reliés : 12 x 4,50 € HT', 'fr');
    expect([line?.quantity, line?.unit_price, line?.net_amount]).toEqual(['12', '4.5', null]);
  });
});

describe('years an item names', () => {
  it('keeps a year after a month or a season in the description, never as a count or a price', () => {
    const month = readLine('Wartung Aufzug für den Monat März 2026 … 480,00 €', 'de');
    expect([month?.quantity, month?.unit_price, month?.net_amount]).toEqual([null, null, '480.00']);
    const season = readLine('Abonnement saison 2026/27 - 240,00 €', 'fr');
    expect([season?.quantity, season?.unit_price, season?.net_amount]).toEqual([null, null, '240.00']);
  });
});

describe('a VAT breakdown under the items', () => {
  it('reads "Base … Cuota …" lines as the tax summary, not as items', () => {
    const lines = [
      'Cant.  Concepto                 Precio   IVA   Importe',
      '10     Aceite de oliva 1 l        6,20    10%     62,00',
      '2      Servilletas (pack)         3,50    21%      7,00',
      '',
      'Base 10 %:   62,00    Cuota IVA 10 %:   6,20',
      'Base 21 %:    7,00    Cuota IVA 21 %:   1,47',
    ];
    expect(extractLines(lines, new Set(), 'es').map((l) => l.net_amount)).toEqual(['62.00', '7.00']);
  });
});
