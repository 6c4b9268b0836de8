// Check-digit algorithms used by the identifier recognizers. Pure functions over digit strings.

export function digitsOf(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0) - 48);
}

/** Luhn (ISO/IEC 7812): payment cards, SIREN/SIRET, Italian partita IVA, Swedish VAT. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Remainder modulo 97 of a long number given as a digit string (ISO 7064 MOD 97-10). */
export function mod97(digits: string): number {
  let remainder = 0;
  for (const c of digits) remainder = (remainder * 10 + (c.charCodeAt(0) - 48)) % 97;
  return remainder;
}

/** Letters become 10..35 as ISO 13616 (IBAN) and the NL VAT check require. */
export function lettersToDigits(text: string): string {
  let out = '';
  for (const c of text.toUpperCase()) out += c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c;
  return out;
}

/** ISO 7064 MOD 11,10: German VAT id and IdNr, Croatian OIB. The last digit is the check digit. */
export function iso7064Mod11_10Valid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let product = 10;
  for (let i = 0; i < digits.length - 1; i++) {
    let sum = (digits.charCodeAt(i) - 48 + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  let check = 11 - product;
  if (check === 10) check = 0;
  return check === digits.charCodeAt(digits.length - 1) - 48;
}

/** Weighted sum of the leading digits (as many as there are weights). */
export function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (digits.charCodeAt(i) - 48) * (weights[i] ?? 0);
  return sum;
}

/** GS1 mod-10 check digit (GLN, GTIN): weights 3,1 from the right, excluding the check digit. */
export function gs1Valid(digits: string): boolean {
  if (!/^\d{8,18}$/.test(digits)) return false;
  let sum = 0;
  const body = digits.slice(0, -1);
  for (let i = 0; i < body.length; i++) {
    const weight = (body.length - i) % 2 === 1 ? 3 : 1;
    sum += (body.charCodeAt(i) - 48) * weight;
  }
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(digits.length - 1) - 48;
}

/** Spanish NIF (DNI), NIE and CIF check characters. */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
export function spanishIdValid(id: string): boolean {
  const v = id.toUpperCase();
  if (/^\d{8}[A-Z]$/.test(v)) return DNI_LETTERS[Number(v.slice(0, 8)) % 23] === v[8];
  if (/^[XYZ]\d{7}[A-Z]$/.test(v)) {
    const n = Number(String('XYZ'.indexOf(v[0]!)) + v.slice(1, 8));
    return DNI_LETTERS[n % 23] === v[8];
  }
  if (/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(v)) {
    let sum = 0;
    for (let i = 1; i <= 7; i++) {
      const d = v.charCodeAt(i) - 48;
      if (i % 2 === 0) sum += d;
      else {
        const doubled = d * 2;
        sum += Math.floor(doubled / 10) + (doubled % 10);
      }
    }
    const control = (10 - (sum % 10)) % 10;
    const last = v[8]!;
    return last === String(control) || last === 'JABCDEFGHI'[control];
  }
  return false;
}

/** Polish NIP (10 digits, weights 6 5 7 2 3 4 5 6 7, mod 11). */
export function polishNipValid(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const check = weightedSum(digits, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return check !== 10 && check === digits.charCodeAt(9) - 48;
}

/** Polish PESEL (11 digits, weights 1 3 7 9 1 3 7 9 1 3). */
export function peselValid(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = weightedSum(digits, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]);
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(10) - 48;
}

/** Dutch BSN / old-style VAT body: 9 digits, weights 9..2 and -1 on the last, mod 11. */
export function elevenProofValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = weightedSum(digits, [9, 8, 7, 6, 5, 4, 3, 2]) - (digits.charCodeAt(8) - 48);
  return sum % 11 === 0 && sum !== 0;
}

/** Italian codice fiscale (16 characters, odd/even table check letter). */
const CF_ODD: Record<string, number> = {};
{
  const oddValues = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
  for (let i = 0; i < 10; i++) CF_ODD[String(i)] = oddValues[i]!;
  for (let i = 0; i < 26; i++) CF_ODD[String.fromCharCode(65 + i)] = oddValues[i]!;
}
export function codiceFiscaleValid(code: string): boolean {
  const v = code.toUpperCase();
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = v[i]!;
    if (i % 2 === 0) sum += CF_ODD[c]!;
    else sum += c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26)) === v[15];
}
