// Leitweg-ID: the routing id of German public buyers (KoSIT "Formatspezifikation Leitweg-ID" 2.0).
//   Grobadressierung  2–12 digits (Land or Bund code, optional district, county, municipality)
//   Feinadressierung  optional, up to 30 letters or digits
//   Prüfziffer        2 digits, ISO/IEC 7064 MOD 97-10 over the id without hyphens, letters as A=10 … Z=35
// Example from the specification: 04011000-1234512345-06.
import { lettersToDigits, mod97 } from '../../core/ids/index.js';
import { badCheckDigit, badFormat, valid, type CheckResult } from './result.js';

export { mod97 };

const LEITWEG_PATTERN = /^(\d{2,12})(?:-([0-9A-Z]{1,30}))?-(\d{2})$/;

/** The two check digits for a Leitweg-ID written without them, e.g. '04011000-1234512345' → '06'. */
export function leitwegCheckDigits(withoutCheckDigits: string): string {
  const digits = lettersToDigits(withoutCheckDigits.toUpperCase().replace(/-/g, ''));
  return String(98 - mod97(`${digits}00`)).padStart(2, '0');
}

export function checkLeitwegId(input: string): CheckResult {
  // Letters are compared in upper case: the check digit algorithm gives 'a' and 'A' the same value.
  const id = input.trim().toUpperCase();
  if (!LEITWEG_PATTERN.test(id)) {
    return badFormat(
      'must be a Leitweg-ID: 2–12 digits, an optional part of up to 30 letters or digits, and 2 check digits, separated by hyphens (e.g. 04011000-1234512345-06)',
    );
  }
  if (mod97(lettersToDigits(id.replace(/-/g, ''))) !== 1) {
    return badCheckDigit('fails the modulo 97 check digit test: a character is mistyped; copy the Leitweg-ID exactly as the buyer gave it');
  }
  return valid(id);
}
