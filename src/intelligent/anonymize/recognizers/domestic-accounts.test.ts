import { describe, expect, it } from 'vitest';
import { recognizeDomesticAccounts } from './domestic-accounts.js';

const found = (text: string) => recognizeDomesticAccounts(text, { language: 'en' }).map((s) => [text.slice(s.start, s.end), s.type]);

describe('UK sort codes and account numbers', () => {
  it('are found together after a sort code label', () => {
    expect(found('Sort code: 20-45-77, account 41234567')).toEqual([
      ['20-45-77', 'BIC'],
      ['41234567', 'IBAN_CODE'],
    ]);
  });
  it('are found as a pair without a label', () => {
    expect(found('their bank is 20-45-77 / 41234567 right?')).toEqual([
      ['20-45-77', 'BIC'],
      ['41234567', 'IBAN_CODE'],
    ]);
  });
  it('leave eight digits without a sort code alone', () => {
    expect(found('Order 41234567 shipped on 20-45-77')).toEqual([]);
    expect(found('| 20-11-26 | 41234567 |')).toEqual([]);
  });
});

describe('Spanish account numbers', () => {
  it('are found without a label when both check digits hold, whole or grouped', () => {
    expect(found('a nuestra cuenta 2100 0418 45 0200051332.')).toEqual([['2100 0418 45 0200051332', 'IBAN_CODE']]);
    expect(found('cuenta 21000418450200051332')).toEqual([['21000418450200051332', 'IBAN_CODE']]);
    expect(found('pedido 2100 0418 45 0200051333')).toEqual([]);
  });
  it('find a spaced sort code and its account number with no label', () => {
    expect(found('paid to Dana 20 45 77 41234567 ref X1')).toEqual([
      ['20 45 77', 'BIC'],
      ['41234567', 'IBAN_CODE'],
    ]);
  });
  it('find a US routing number after its label when its check digit holds', () => {
    expect(found('ABA routing: 021000021')).toEqual([['021000021', 'BIC']]);
    expect(found('routing number 021000022')).toEqual([]);
  });
});
