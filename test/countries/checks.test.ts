// Identifier checks against published known-good identifiers and altered (known-bad) ones.
import { describe, expect, it } from 'vitest';
import {
  checkCodiceFiscale,
  checkLeitwegId,
  checkNip,
  checkPartitaIva,
  checkSiren,
  checkSiret,
  checkSpanishNif,
  codiceFiscaleCheckLetter,
  leitwegCheckDigits,
  luhnValid,
} from '../../countries/_checks/index.js';

describe('Leitweg-ID (modulo 97)', () => {
  it('accepts the specification example and ids of the KoSIT test corpus', () => {
    for (const id of ['04011000-1234512345-06', '04011000-12348-91', '90000000-03083-72', '991-33333TEST-33']) {
      expect(checkLeitwegId(id)).toEqual({ valid: true, value: id });
    }
  });
  it('computes the check digits of the specification example', () => {
    expect(leitwegCheckDigits('04011000-1234512345')).toBe('06');
  });
  it('accepts an id without the optional fine part, and lower-case letters as upper case', () => {
    const coarse = `991-${leitwegCheckDigits('991')}`;
    expect(checkLeitwegId(coarse).valid).toBe(true);
    expect(checkLeitwegId('991-33333test-33')).toEqual({ valid: true, value: '991-33333TEST-33' });
  });
  it('rejects wrong check digits and transposed digits', () => {
    expect(checkLeitwegId('04011000-1234512345-07')).toMatchObject({ valid: false, code: 'invalid_check_digit' });
    expect(checkLeitwegId('04011000-1234521345-06')).toMatchObject({ valid: false, code: 'invalid_check_digit' });
  });
  it('rejects malformed ids', () => {
    for (const id of ['0401100012345123456', '4-12345-06', '1234567890123-1-06', '04011000-12345_1-06', '04011000-1234512345-6', '']) {
      expect(checkLeitwegId(id)).toMatchObject({ valid: false, code: 'invalid_format' });
    }
  });
});

describe('Italian codice fiscale and partita IVA', () => {
  it('accepts a personal codice fiscale and computes its check letter', () => {
    expect(checkCodiceFiscale('RSSMRA85T10A562S').valid).toBe(true);
    expect(codiceFiscaleCheckLetter('RSSMRA85T10A562')).toBe('S');
    expect(checkCodiceFiscale(' rssmra85t10a562s ')).toEqual({ valid: true, value: 'RSSMRA85T10A562S' });
  });
  it('accepts omocodia letters in digit positions when the check letter matches', () => {
    const omocode = 'RSSMRA85T10A56N'; // the last digit 2 replaced by its omocodia letter N
    expect(checkCodiceFiscale(omocode + codiceFiscaleCheckLetter(omocode)).valid).toBe(true);
  });
  it('rejects a wrong check letter and impossible shapes', () => {
    expect(checkCodiceFiscale('RSSMRA85T10A562T')).toMatchObject({ valid: false, code: 'invalid_check_digit' });
    expect(checkCodiceFiscale('RSSMRA85Z10A562S')).toMatchObject({ valid: false, code: 'invalid_format' }); // Z is no month
    expect(checkCodiceFiscale('RSSMRA85T10A562')).toMatchObject({ valid: false, code: 'invalid_format' });
  });
  it('checks an 11-digit company codice fiscale like a partita IVA', () => {
    expect(checkCodiceFiscale('06363391001').valid).toBe(true); // Agenzia delle Entrate
    expect(checkCodiceFiscale('06363391002')).toMatchObject({ valid: false, code: 'invalid_check_digit' });
  });
  it('accepts partite IVA with or without the IT prefix and rejects altered ones', () => {
    expect(checkPartitaIva('06363391001')).toEqual({ valid: true, value: '06363391001' });
    expect(checkPartitaIva('IT12345678903')).toEqual({ valid: true, value: '12345678903' });
    expect(checkPartitaIva('IT12345678904')).toMatchObject({ valid: false, code: 'invalid_check_digit' });
    expect(checkPartitaIva('1234567890')).toMatchObject({ valid: false, code: 'invalid_format' });
  });
});

describe('Polish NIP', () => {
  it('accepts published NIPs, with hyphens or the PL prefix', () => {
    expect(checkNip('5260250274')).toEqual({ valid: true, value: '5260250274' }); // Ministry of Finance
    expect(checkNip('774-000-14-54').valid).toBe(true);
    expect(checkNip('PL7740001454').valid).toBe(true);
  });
  it('rejects a wrong check digit, a remainder of 10 and wrong lengths', () => {
    expect(checkNip('5260250275')).toMatchObject({ valid: false, code: 'invalid_check_digit' });
    // 1000000000: weighted sum 6, check 6 expected; 1000000010 has remainder 13 % 11 = 2, last digit 0.
    expect(checkNip('1000000010')).toMatchObject({ valid: false, code: 'invalid_check_digit' });
    // Weighted sum 10 (5 × 2 from weight 5 at the second digit) can never be a valid NIP.
    expect(checkNip('0200000000')).toMatchObject({ valid: false, code: 'invalid_check_digit' });
    expect(checkNip('526025027')).toMatchObject({ valid: false, code: 'invalid_format' });
  });
});

describe('Spanish NIF, NIE and entity NIF', () => {
  it('accepts the standard examples of each kind and published entity NIFs', () => {
    // Q2826000H: Agencia Tributaria; A28015865: Telefónica; A39000013: Banco Santander.
    for (const nif of ['12345678Z', 'X1234567L', 'Y1234567X', 'Q2826000H', 'A28015865', 'A39000013', 'ESB12345674']) {
      expect(checkSpanishNif(nif).valid, nif).toBe(true);
    }
  });
  it('rejects wrong check letters and control characters', () => {
    for (const nif of ['12345678A', 'X1234567A', 'Q2826000J', 'A28015866', 'A2801586E', 'Q28260008']) {
      // A takes a digit, Q a letter
      expect(checkSpanishNif(nif), nif).toMatchObject({ valid: false, code: 'invalid_check_digit' });
    }
  });
  it('rejects shapes that are no NIF', () => {
    for (const nif of ['1234567Z', 'I1234567A', '123456789', 'XX234567L']) {
      expect(checkSpanishNif(nif), nif).toMatchObject({ valid: false, code: 'invalid_format' });
    }
  });
});

describe('French SIREN and SIRET', () => {
  it('accepts published SIREN and SIRET numbers', () => {
    expect(checkSiren('732 829 320').valid).toBe(true);
    expect(checkSiret('73282932000074')).toEqual({ valid: true, value: '73282932000074' });
    expect(checkSiret('35600000000048').valid).toBe(true); // La Poste head office
  });
  it('accepts La Poste establishments by their digit-sum rule even where Luhn fails', () => {
    const establishment = '35600000049837'; // digit sum 45, a multiple of 5
    expect(luhnValid(establishment)).toBe(false);
    expect(checkSiret(establishment).valid).toBe(true);
    expect(checkSiret('35600000049838')).toMatchObject({ valid: false, code: 'invalid_check_digit' });
  });
  it('does not extend the La Poste rule to other companies', () => {
    const other = '73282932000045'; // digit sum 45, Luhn fails
    expect(luhnValid(other)).toBe(false);
    expect(checkSiret(other)).toMatchObject({ valid: false, code: 'invalid_check_digit' });
  });
  it('rejects altered numbers and explains a SIREN given as SIRET', () => {
    expect(checkSiret('73282932000075')).toMatchObject({ valid: false, code: 'invalid_check_digit' });
    expect(checkSiren('732829321')).toMatchObject({ valid: false, code: 'invalid_check_digit' });
    const siren = checkSiret('732829320');
    expect(siren).toMatchObject({ valid: false, code: 'invalid_format' });
    expect(!siren.valid && siren.message).toContain('SIREN');
  });
});
