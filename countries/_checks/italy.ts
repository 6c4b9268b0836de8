// Italian tax identifiers.
//   Partita IVA: 11 digits, the last one a Luhn check digit (Agenzia delle Entrate, DPR 633/72 art. 35).
//   Codice fiscale: 16 characters for a person (surname, name, birth date and place, check letter),
//   or the company's 11-digit number, which is its partita IVA and uses the same check.
import { luhnValid } from './luhn.js';
import { badCheckDigit, badFormat, valid, type CheckResult } from './result.js';

export function checkPartitaIva(input: string): CheckResult {
  // 'IT' is the VAT-id prefix; the partita IVA itself is the 11 digits after it.
  const digits = input.trim().toUpperCase().replace(/^IT/, '').replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return badFormat('must be a partita IVA of 11 digits (optionally prefixed with IT)');
  if (!luhnValid(digits)) return badCheckDigit('has a wrong check digit (the last digit of a partita IVA is a Luhn check digit)');
  return valid(digits);
}

// Personal codes may replace digits by letters when two people would otherwise share a code ("omocodia").
const OMOCODE = '[0-9LMNPQRSTUV]';
const PERSONAL_PATTERN = new RegExp(`^[A-Z]{6}${OMOCODE}{2}[ABCDEHLMPRST]${OMOCODE}{2}[A-Z]${OMOCODE}{3}[A-Z]$`);

// Values of the characters in odd positions (1st, 3rd, …) from the Ministry of Finance decree of 23/12/1976;
// index 0–9 for digits 0–9, index 10–35 for letters A–Z.
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, // 0–9
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23, // A–Z
];

function characterIndex(ch: string): number {
  return ch >= '0' && ch <= '9' ? Number(ch) : ch.charCodeAt(0) - 55;
}

/** The check letter of a personal codice fiscale from its first 15 characters. */
export function codiceFiscaleCheckLetter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const index = characterIndex(first15[i]!);
    // Positions are counted from 1, so index 0 is an odd position.
    // Even positions: digits count their value, letters their place in the alphabet (A=0).
    sum += i % 2 === 0 ? ODD_VALUES[index]! : index < 10 ? index : index - 10;
  }
  return String.fromCharCode(65 + (sum % 26));
}

export function checkCodiceFiscale(input: string): CheckResult {
  const code = input.trim().toUpperCase();
  if (/^\d{11}$/.test(code)) {
    // A company's (or a provisional) codice fiscale: the same number and check as the partita IVA.
    return luhnValid(code) ? valid(code) : badCheckDigit('has a wrong check digit (an 11-digit codice fiscale ends with a Luhn check digit)');
  }
  if (!PERSONAL_PATTERN.test(code)) {
    return badFormat('must be a codice fiscale: 16 characters for a person (e.g. RSSMRA85T10A562S) or 11 digits for a company');
  }
  if (codiceFiscaleCheckLetter(code.slice(0, 15)) !== code[15]) {
    return badCheckDigit('has a wrong check letter (the 16th character of a codice fiscale)');
  }
  return valid(code);
}
