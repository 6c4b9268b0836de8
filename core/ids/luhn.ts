// Luhn (ISO/IEC 7812-1, "mod 10 double-add-double"): payment cards, French SIREN/SIRET, the Italian
// partita IVA, the Swedish VAT number. Walking from the right, every second digit is doubled.

/** True when the digit string (digits only) passes the Luhn check. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
