import { describe, expect, it } from 'vitest';
import { residualIdentifierCategories } from './residual-identifiers.js';

describe('the residual scans of labelled runs and checked identifiers', () => {
  it.each([
    ['tax_id', 'N° RNA W751234567'],
    ['tax_id', 'Accounts, [COMPANY_1] · Co. No. 09837162'],
    ['iban', 'a nuestra cuenta 2100 0418 45 0200051332'],
    ['iban', 'their bank is 20-45-77 / 41234567 right?'],
    ['tax_id', 'SIRET 3l8 2O4 S17 OOO21'],
    ['vat_id', 'P.lVA O23456l89O4'],
    ['tax_id', 'Registered in Scotland, Co. Reg. SC 418802'],
    ['tax_id', 'N° SS : 2 84 O7 75 l12 O48 31'],
    ['iban', 'Sort code 20-00-00. The account is, I mean, 73811046.'],
    ['tax_id', '| Fournisseur | SIREN |\n| Atelier [NAME_1] | 732829320 |'],
  ])('refuses %s in %j', (category, text) => {
    expect(residualIdentifierCategories(text)).toContain(category);
  });

  it.each([
    'pedido 2100 0418 45 0200051333',
    '| 20-11-26 | 41234567 |',
    'Co. Nov 2026',
    'Order 73811046 shipped',
    '| SIREN | [TAX_ID_1] |\n| Total | 732829321 |',
  ])('does not refuse %j', (text) => {
    expect(residualIdentifierCategories(text)).toEqual([]);
  });
  it('find a spaced sort code and account pair and a routing number after its label', () => {
    expect(residualIdentifierCategories('pay 20 45 77 41234567 ta')).toEqual(['iban']);
    expect(residualIdentifierCategories('ABA routing: 021000021')).toEqual(['iban']);
  });
});
