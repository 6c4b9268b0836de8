// Spanish tax identification numbers (NIF), Real Decreto 1065/2007 and Orden EHA/451/2008:
//   DNI-based NIF   8 digits + check letter                    12345678Z
//   K/L/M NIF       K, L or M + 7 digits + check letter        (Spaniards under 14 or abroad, foreigners without NIE)
//   NIE             X, Y or Z + 7 digits + check letter        X, Y, Z count as 0, 1, 2
//   Entity NIF      entity letter + 7 digits + control digit or letter (the former CIF)
import { dniCheckLetter, entityControlDigit, spanishNifStatus } from '../../core/ids/index.js';
import { badCheckDigit, badFormat, valid, type CheckResult } from './result.js';

export { dniCheckLetter, entityControlDigit };

export function checkSpanishNif(input: string): CheckResult {
  // 'ES' is the VAT-id prefix; spaces and hyphens are common in print.
  const nif = input
    .trim()
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/^ES(?=[0-9A-Z]{9}$)/, '');
  const status = spanishNifStatus(nif);
  if (status === 'invalid_format') {
    return badFormat(
      'must be a Spanish NIF: 8 digits and a letter (12345678Z), an NIE (X1234567L), or an entity letter, 7 digits and a control character (B12345674)',
    );
  }
  if (status === 'invalid_check_digit') {
    return badCheckDigit(
      /^[ABCDEFGHJNPQRSUVW]\d/.test(nif) ? 'has a wrong control character (the last character of an entity NIF)' : 'has a wrong check letter',
    );
  }
  return valid(nif);
}
