import { describe, expect, it } from 'vitest';
import { recognizeBankNames } from './bank-names.js';

const found = (text: string) => recognizeBankNames(text, { language: 'de' }).map((s) => [s.type, text.slice(s.start, s.end)]);

const names = (text: string) => recognizeBankNames(text, { language: 'en' }).map((s) => text.slice(s.start, s.end));

describe('the bank named before the account on a payment line', () => {
  it('is a business, also when its words are common words', () => {
    expect(found('Zahlbar sofort.\nGrüne Bank · IBAN DE02 1203 0000 0000 2020 51 · BIC BYLADEM1001')).toEqual([['COMPANY_NAME', 'Grüne Bank']]);
    expect(found('Banca del Monte | IBAN IT60 X054 2811 1010 0000 0123 456')).toEqual([['COMPANY_NAME', 'Banca del Monte']]);
  });
  it('is never a label before a colon or a line of invoice words', () => {
    expect(found('Bankverbindung: IBAN DE02 1203 0000 0000 2020 51')).toEqual([]);
    expect(found('Bank – IBAN DE02 1203 0000 0000 2020 51')).toEqual([]);
  });
  it('are the value of a bank label, an acronym too, never a lower-case note or an account word', () => {
    expect(names('Wire details:\nBank: Harbour Mutual Savings\nRouting: 021000021')).toEqual(['Harbour Mutual Savings']);
    expect(names('Bank: BNP · IBAN FR76 …')).toEqual(['BNP']);
    expect(names('Bank: siehe unten')).toEqual([]);
    expect(names('Bank: IBAN DE…')).toEqual([]);
  });
  it('are the capitalised words right before a sort code and account number', () => {
    expect(names('Pay J. Doe – Metro Bank 20-45-77 / 41234567 please')).toEqual(['Metro Bank']);
  });
});
