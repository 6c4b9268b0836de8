import { describe, expect, it } from 'vitest';
import { residualSpellingCategories } from './residual-spellings.js';

describe('the residual scan of identifiers in their spellings', () => {
  it.each([
    ['credit_card', 'Bezahlt mit Karte 4716 38** **** 2291, danke'],
    ['credit_card', 'PAGO CON TARJETA  xxxx.xxxx.xxxx.5823'],
    ['credit_card', 'VISA •••••••••••• 3307'],
    ['credit_card', 'la carte qui se termine par 8814 a été refusée'],
    ['credit_card', 'Your card ending in 5520 was charged.'],
    ['phone', 'ruf an: 0 3 0 / 4 4 2 7 1 9 5'],
    ['phone', 'il numero è 3 4 7 - 2 2 8 1 9 0 4'],
    ['email', 'schreib an buero (at) tischlerei-kraus . de'],
    ['email', 'mon adresse : paul point leroy arobase orange point fr'],
    ['email', 'escríbeme a marta [arroba] estudio-sol.es'],
    ['tax_id', 'N° FINESS 75OO3l2O8'],
    ['tax_id', 'NIF 5O271S39K'],
  ])('refuses %s in %j', (category, text) => {
    expect(residualSpellingCategories(text)).toContain(category);
  });

  it.each(['Karte XXXX XXXX XXXX 0001', 'Datum: 2l.O3.2026', 'Artikel 1 2 3 4 auf Lager', 'we meet at noon. It was fine', 'TOTAL lO4,5O EUR'])(
    'does not refuse %j',
    (text) => {
      expect(residualSpellingCategories(text)).toEqual([]);
    },
  );
});
