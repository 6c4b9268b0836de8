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
  it('leave eight digits without a sort code alone', () => {
    expect(found('Order 41234567 shipped on 20-45-77')).toEqual([]);
  });
});
