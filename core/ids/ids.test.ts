// Check digits and identifier shapes: published example numbers pass, one changed digit fails.
import { describe, expect, it } from 'vitest';
import {
  codiceFiscaleValid,
  elevenProofValid,
  gs1Valid,
  ibanChecksumValid,
  luhnValid,
  mod11_10Valid,
  nipValid,
  regonValid,
  spanishAccountValid,
  peselValid,
  spanishNifValid,
  vatIdStatus,
} from './index.js';
import { checkCodiceFiscale } from '../../countries/_checks/index.js';

/** Flips the last digit of an id to the next digit, which breaks every single-check-digit scheme. */
function breakLastDigit(id: string): string {
  const i = id.search(/\d(?=\D*$)/);
  return id.slice(0, i) + String((Number(id[i]) + 1) % 10) + id.slice(i + 1);
}

const VALID_VAT_IDS = [
  'ATU13585627',
  'BE0403019261',
  'DE136695976',
  'DK13585628',
  'FI20774740',
  'FR40303265045',
  'IT00743110157',
  'NL004495445B01',
  'PL8567346215',
  'ESB58378431',
  'ESX2482300W',
  'GB980780684',
  'PT501964843',
  'SE123456789701',
  'LU15027442',
  'HR33392005961',
  'EL094259216',
  'HU12892312',
  'SI50223054',
  'EE100931558',
  'CHE107787577IVA',
  'NO995525828MVA',
  'SK2022749619',
  'RO18547290',
  'BG175074752',
  'CY10259033P',
  'CZ25123891',
  'IE6433435F',
  'IE8Z49289F',
  'IE3628739UA',
  'LT119511515',
  'LT100001919017',
  'MT11679112',
];

describe('VAT id check digits', () => {
  it.each(VALID_VAT_IDS)('%s is valid and breaks with one changed digit', (id) => {
    expect(vatIdStatus(id)).toBe('valid');
    // The Dutch suffix B01 is a branch number outside the check; break the body's check digit instead.
    const broken = id.startsWith('NL')
      ? id.replace('445B', '446B')
      : /^(?:CY|IE)/.test(id)
        ? id.replace(/^(..)(\d)/, (_, p, c) => `${p}${(Number(c) + 1) % 10}`)
        : breakLastDigit(id);
    expect(vatIdStatus(broken)).toBe('invalid');
  });

  it('countries without an implemented check are accepted by shape only', () => {
    expect(vatIdStatus('LV40003521600')).toBe('shape');
    expect(vatIdStatus('CZ1234')).toBe('invalid');
    expect(vatIdStatus('XX123456789')).toBe('invalid');
  });
});

describe('other check digits', () => {
  it('IBAN MOD 97', () => {
    for (const iban of ['DE89370400440532013000', 'GB82WEST12345698765432', 'NL91ABNA0417164300']) {
      expect(ibanChecksumValid(iban)).toBe(true);
      expect(ibanChecksumValid(breakLastDigit(iban))).toBe(false);
    }
  });

  it('national tax and register numbers', () => {
    const cases: Array<[(v: string) => boolean, string]> = [
      [codiceFiscaleValid, 'RSSMRA85T10A562S'],
      [spanishNifValid, 'X1234567L'],
      [spanishNifValid, '12345678Z'],
      [peselValid, '44051401359'],
      [nipValid, '8567346215'],
      [regonValid, '123456785'],
      [regonValid, '12345678512347'],
      [spanishAccountValid, '21000418450200051332'],
      [elevenProofValid, '111222333'],
      [mod11_10Valid, '86095742719'],
      [gs1Valid, '4012345000009'],
      [luhnValid, '73282932000074'],
    ];
    for (const [valid, value] of cases) {
      expect(valid(value), value).toBe(true);
      expect(valid(value.endsWith('S') ? `${value.slice(0, -1)}T` : breakLastDigit(value)), value).toBe(false);
    }
  });
});

describe('one codice fiscale rule for convert and the anonymizer', () => {
  it('accepts only the twelve month letters, in both', () => {
    // RSSMRA85T10A562S with its month letter T (December) replaced by F, which no month uses.
    const first15 = 'RSSMRA85F10A562';
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      const code = first15 + letter;
      expect(codiceFiscaleValid(code)).toBe(false);
      expect(checkCodiceFiscale(code).valid).toBe(false);
    }
    expect(codiceFiscaleValid('RSSMRA85T10A562S')).toBe(true);
    expect(checkCodiceFiscale('RSSMRA85T10A562S').valid).toBe(true);
  });
});
