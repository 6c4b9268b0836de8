// Spanish tax identification numbers (NIF), Real Decreto 1065/2007 and Orden EHA/451/2008:
//   DNI-based NIF   8 digits + check letter                    12345678Z
//   K/L/M NIF       K, L or M + 7 digits + check letter        (Spaniards under 14 or abroad, foreigners without NIE)
//   NIE             X, Y or Z + 7 digits + check letter        X, Y, Z count as 0, 1, 2
//   Entity NIF      entity letter + 7 digits + control digit or letter (the former CIF)
import { badCheckDigit, badFormat, valid, type CheckResult } from './result.js';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const ENTITY_CONTROL_LETTERS = 'JABCDEFGHI';

/** The check letter of a DNI or NIE number (the number modulo 23 indexes the letter table). */
export function dniCheckLetter(number: number): string {
  return DNI_LETTERS[number % 23]!;
}

/** The control digit (0–9) of an entity NIF from its 7 digits. */
export function entityControlDigit(sevenDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(sevenDigits[i]);
    // Positions 1, 3, 5, 7 (index 0, 2, 4, 6) are doubled and their digits added; the others are added.
    sum += i % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  return (10 - (sum % 10)) % 10;
}

function checkPersonal(number: string, letter: string): CheckResult | null {
  return dniCheckLetter(Number(number)) === letter ? null : badCheckDigit('has a wrong check letter');
}

function checkEntity(nif: string): CheckResult | null {
  const kind = nif[0]!;
  const control = nif[8]!;
  const digit = entityControlDigit(nif.slice(1, 8));
  const letter = ENTITY_CONTROL_LETTERS[digit]!;
  // Public bodies, non-resident entities and religious bodies use a letter; companies (A, B, E, H) a digit;
  // the other entity kinds may use either.
  const letterOnly = 'NPQRSW'.includes(kind) || nif.slice(1, 3) === '00';
  const digitOnly = 'ABEH'.includes(kind);
  const matchesLetter = control === letter;
  const matchesDigit = control === String(digit);
  if ((letterOnly && matchesLetter) || (digitOnly && matchesDigit) || (!letterOnly && !digitOnly && (matchesLetter || matchesDigit))) {
    return null;
  }
  return badCheckDigit('has a wrong control character (the last character of an entity NIF)');
}

export function checkSpanishNif(input: string): CheckResult {
  // 'ES' is the VAT-id prefix; spaces and hyphens are common in print.
  const nif = input.trim().toUpperCase().replace(/[\s-]/g, '').replace(/^ES(?=[0-9A-Z]{9}$)/, '');
  let failure: CheckResult | null;
  if (/^\d{8}[A-Z]$/.test(nif)) failure = checkPersonal(nif.slice(0, 8), nif[8]!);
  else if (/^[KLM]\d{7}[A-Z]$/.test(nif)) failure = checkPersonal(nif.slice(1, 8), nif[8]!);
  else if (/^[XYZ]\d{7}[A-Z]$/.test(nif)) failure = checkPersonal(`${'XYZ'.indexOf(nif[0]!)}${nif.slice(1, 8)}`, nif[8]!);
  else if (/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(nif)) failure = checkEntity(nif);
  else {
    return badFormat(
      'must be a Spanish NIF: 8 digits and a letter (12345678Z), an NIE (X1234567L), or an entity letter, 7 digits and a control character (B12345674)',
    );
  }
  return failure ?? valid(nif);
}
