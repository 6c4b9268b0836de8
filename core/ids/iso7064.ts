// ISO/IEC 7064 check-character systems: MOD 97-10 (IBAN, Leitweg-ID, Dutch VAT numbers of sole traders,
// Belgian enterprise numbers) and MOD 11,10 (German VAT id and tax IdNr, Croatian OIB).

/** Letters become 10..35 (A=10 … Z=35) so an identifier with letters becomes one long decimal number. */
export function lettersToDigits(text: string): string {
  let out = '';
  for (const c of text.toUpperCase()) out += c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c;
  return out;
}

/** Remainder modulo 97 of a decimal string of any length, digit by digit so it stays exact. */
export function mod97(digits: string): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i++) remainder = (remainder * 10 + (digits.charCodeAt(i) - 48)) % 97;
  return remainder;
}

/** ISO 7064 MOD 11,10: the last digit is the check digit of the ones before it. */
export function mod11_10Valid(digits: string): boolean {
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
