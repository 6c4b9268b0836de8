// Leitweg-ID: the routing id of German public buyers (KoSIT "Formatspezifikation Leitweg-ID" 2.0).
//   Grobadressierung  2–12 digits (Land or Bund code, optional district, county, municipality)
//   Feinadressierung  optional, up to 30 letters or digits
//   Prüfziffer        2 digits, ISO/IEC 7064 MOD 97-10 over the id without hyphens, letters as A=10 … Z=35
// Example from the specification: 04011000-1234512345-06.
import { badCheckDigit, badFormat, valid, type CheckResult } from './result.js';

const LEITWEG_PATTERN = /^(\d{2,12})(?:-([0-9A-Z]{1,30}))?-(\d{2})$/;

/** Replaces letters by their ISO 7064 values (A=10 … Z=35) so the id becomes one long decimal number. */
function lettersToDigits(text: string): string {
  return [...text].map((ch) => (ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch)).join('');
}

/** Remainder of a decimal string of any length modulo 97, computed piecewise to stay exact. */
export function mod97(digits: string): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) {
    remainder = Number(String(remainder) + digits.slice(i, i + 7)) % 97;
  }
  return remainder;
}

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
