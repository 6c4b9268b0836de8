// Spanish tax identification numbers (NIF), Real Decreto 1065/2007 and Orden EHA/451/2008:
//   DNI-based NIF   8 digits + check letter                    12345678Z
//   K/L/M NIF       K, L or M + 7 digits + check letter        (Spaniards under 14 or abroad, foreigners without NIE)
//   NIE             X, Y or Z + 7 digits + check letter        X, Y, Z count as 0, 1, 2
//   Entity NIF      entity letter + 7 digits + control digit or letter (the former CIF)

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
    const digit = sevenDigits.charCodeAt(i) - 48;
    // Positions 1, 3, 5, 7 (index 0, 2, 4, 6) are doubled and their digits added; the others are added.
    sum += i % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  return (10 - (sum % 10)) % 10;
}

function entityControlValid(nif: string, eitherForm: boolean): boolean {
  const kind = nif[0]!;
  const control = nif[8]!;
  const digit = entityControlDigit(nif.slice(1, 8));
  // Public bodies, non-resident entities and religious bodies use a letter; companies (A, B, E, H) a digit;
  // the other entity kinds may use either.
  const letterOnly = 'NPQRSW'.includes(kind) || nif.slice(1, 3) === '00';
  const digitOnly = 'ABEH'.includes(kind);
  const matchesLetter = control === ENTITY_CONTROL_LETTERS[digit];
  const matchesDigit = control === String(digit);
  if (eitherForm) return matchesLetter || matchesDigit;
  return (letterOnly && matchesLetter) || (digitOnly && matchesDigit) || (!letterOnly && !digitOnly && (matchesLetter || matchesDigit));
}

/**
 * 'valid', a wrong check character, or not a NIF at all; the input is compact (no separators), any case.
 * `eitherForm` accepts an entity's control as digit or letter whatever its kind: people write it both ways,
 * so a text scanner looking for someone's number should too.
 */
export function spanishNifStatus(input: string, options: { eitherForm?: boolean } = {}): 'valid' | 'invalid_check_digit' | 'invalid_format' {
  const nif = input.toUpperCase();
  let ok: boolean;
  if (/^\d{8}[A-Z]$/.test(nif)) ok = dniCheckLetter(Number(nif.slice(0, 8))) === nif[8];
  else if (/^[KLM]\d{7}[A-Z]$/.test(nif)) ok = dniCheckLetter(Number(nif.slice(1, 8))) === nif[8];
  else if (/^[XYZ]\d{7}[A-Z]$/.test(nif)) ok = dniCheckLetter(Number(`${'XYZ'.indexOf(nif[0]!)}${nif.slice(1, 8)}`)) === nif[8];
  else if (/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(nif)) ok = entityControlValid(nif, options.eitherForm ?? false);
  else return 'invalid_format';
  return ok ? 'valid' : 'invalid_check_digit';
}

export function spanishNifValid(input: string, options: { eitherForm?: boolean } = {}): boolean {
  return spanishNifStatus(input, options) === 'valid';
}
