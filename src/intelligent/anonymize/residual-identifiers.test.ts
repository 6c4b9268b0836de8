import { describe, expect, it } from 'vitest';
import { residualIdentifierCategories } from './residual-identifiers.js';

describe('the residual scans of labelled runs and checked identifiers', () => {
  it.each([
    ['tax_id', 'N° RNA W751234567'],
    ['tax_id', 'Accounts, [COMPANY_1] · Co. No. 09837162'],
    ['iban', 'a nuestra cuenta 2100 0418 45 0200051332'],
    ['iban', 'their bank is 20-45-77 / 41234567 right?'],
  ])('refuses %s in %j', (category, text) => {
    expect(residualIdentifierCategories(text)).toContain(category);
  });

  it.each(['pedido 2100 0418 45 0200051333', '| 20-11-26 | 41234567 |', 'Co. Nov 2026'])('does not refuse %j', (text) => {
    expect(residualIdentifierCategories(text)).toEqual([]);
  });
});
