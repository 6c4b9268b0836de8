// Italian codice fiscale of a person: 16 characters (three letters of the surname, three of the given
// name, year, month letter, day, place code, check letter). When two people would share a code, digits
// are replaced by the letters L–V ("omocodia"). A company's codice fiscale is its 11-digit partita IVA.

const OMOCODE = '[0-9LMNPQRSTUV]';
/** The month letters: A B C D E H L M P R S T for January … December. */
const MONTH = '[ABCDEHLMPRST]';
export const CODICE_FISCALE_SHAPE = new RegExp(`^[A-Z]{6}${OMOCODE}{2}${MONTH}${OMOCODE}{2}[A-Z]${OMOCODE}{3}[A-Z]$`);

// Values of the characters in odd positions (1st, 3rd, …) from the Ministry of Finance decree of
// 23/12/1976; index 0–9 for digits 0–9, index 10–35 for letters A–Z.
const ODD_VALUES = [
  1,
  0,
  5,
  7,
  9,
  13,
  15,
  17,
  19,
  21, // 0–9
  1,
  0,
  5,
  7,
  9,
  13,
  15,
  17,
  19,
  21,
  2,
  4,
  18,
  20,
  11,
  3,
  6,
  8,
  12,
  14,
  16,
  10,
  22,
  25,
  24,
  23, // A–Z
];

function characterIndex(ch: string): number {
  return ch >= '0' && ch <= '9' ? ch.charCodeAt(0) - 48 : ch.charCodeAt(0) - 55;
}

/** The check letter of a personal codice fiscale from its first 15 characters (upper case). */
export function codiceFiscaleCheckLetter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const index = characterIndex(first15[i]!);
    // Positions are counted from 1, so index 0 is an odd position. Even positions: digits count their
    // value, letters their place in the alphabet (A=0).
    sum += i % 2 === 0 ? ODD_VALUES[index]! : index < 10 ? index : index - 10;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Shape and check letter of a personal codice fiscale, in any case. */
export function codiceFiscaleValid(code: string): boolean {
  const v = code.toUpperCase();
  return CODICE_FISCALE_SHAPE.test(v) && codiceFiscaleCheckLetter(v.slice(0, 15)) === v[15];
}
