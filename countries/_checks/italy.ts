// Italian tax identifiers.
//   Partita IVA: 11 digits, the last one a Luhn check digit (Agenzia delle Entrate, DPR 633/72 art. 35).
//   Codice fiscale: 16 characters for a person (surname, name, birth date and place, check letter),
//   or the company's 11-digit number, which is its partita IVA and uses the same check.
import { CODICE_FISCALE_SHAPE, codiceFiscaleCheckLetter, luhnValid } from '../../core/ids/index.js';
import { badCheckDigit, badFormat, valid, type CheckResult } from './result.js';

export { codiceFiscaleCheckLetter };

export function checkPartitaIva(input: string): CheckResult {
  // 'IT' is the VAT-id prefix; the partita IVA itself is the 11 digits after it.
  const digits = input.trim().toUpperCase().replace(/^IT/, '').replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return badFormat('must be a partita IVA of 11 digits (optionally prefixed with IT)');
  if (!luhnValid(digits)) return badCheckDigit('has a wrong check digit (the last digit of a partita IVA is a Luhn check digit)');
  return valid(digits);
}

export function checkCodiceFiscale(input: string): CheckResult {
  const code = input.trim().toUpperCase();
  if (/^\d{11}$/.test(code)) {
    // A company's (or a provisional) codice fiscale: the same number and check as the partita IVA.
    return luhnValid(code) ? valid(code) : badCheckDigit('has a wrong check digit (an 11-digit codice fiscale ends with a Luhn check digit)');
  }
  if (!CODICE_FISCALE_SHAPE.test(code)) {
    return badFormat('must be a codice fiscale: 16 characters for a person (e.g. RSSMRA85T10A562S) or 11 digits for a company');
  }
  if (codiceFiscaleCheckLetter(code.slice(0, 15)) !== code[15]) {
    return badCheckDigit('has a wrong check letter (the 16th character of a codice fiscale)');
  }
  return valid(code);
}
