// French company identifiers (INSEE, répertoire SIRENE):
//   SIREN  9 digits, Luhn check
//   SIRET  14 digits = SIREN + 5-digit establishment number, Luhn check over all 14 digits.
// La Poste's establishments share the SIREN 356 000 000 and are too many for the Luhn scheme, so INSEE
// numbers them by another rule: the sum of the 14 digits is a multiple of 5.
import { luhnValid } from '../../core/ids/index.js';
import { badCheckDigit, badFormat, valid, type CheckResult } from './result.js';

export const LA_POSTE_SIREN = '356000000';

function normalise(input: string): string {
  return input.trim().replace(/[\s.]/g, '');
}

export function checkSiren(input: string): CheckResult {
  const siren = normalise(input);
  if (!/^\d{9}$/.test(siren)) return badFormat('must be a SIREN of 9 digits');
  return luhnValid(siren) ? valid(siren) : badCheckDigit('fails the Luhn check of a SIREN');
}

export function checkSiret(input: string): CheckResult {
  const siret = normalise(input);
  if (!/^\d{14}$/.test(siret)) {
    return badFormat(
      /^\d{9}$/.test(siret)
        ? 'must be a SIRET of 14 digits; this looks like a 9-digit SIREN, add the 5-digit establishment number'
        : 'must be a SIRET of 14 digits',
    );
  }
  if (luhnValid(siret)) return valid(siret);
  if (siret.startsWith(LA_POSTE_SIREN)) {
    const digitSum = [...siret].reduce((sum, d) => sum + Number(d), 0);
    if (digitSum % 5 === 0) return valid(siret);
  }
  return badCheckDigit('fails the Luhn check of a SIRET');
}
