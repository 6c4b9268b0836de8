// Payment card numbers (ISO/IEC 7812): an issuer prefix, a length that network issues, a Luhn check digit.
import { luhnValid } from './luhn.js';

/** Issuer prefixes and the lengths each network issues (Visa, Mastercard, Amex, Diners, Discover, JCB, Maestro). */
const CARD_NETWORKS: Array<{ prefix: RegExp; lengths: number[] }> = [
  { prefix: /^4/, lengths: [13, 16, 19] },
  { prefix: /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16] },
  { prefix: /^3[47]/, lengths: [15] },
  { prefix: /^3(?:0[0-5]|[68])/, lengths: [14, 16] },
  { prefix: /^(?:6011|65|64[4-9])/, lengths: [16, 19] },
  { prefix: /^35(?:2[89]|[3-8]\d)/, lengths: [16, 19] },
  { prefix: /^(?:5018|5020|5038|6304|67)/, lengths: [12, 13, 16, 19] },
];

export function looksLikeCardNumber(digits: string): boolean {
  return CARD_NETWORKS.some((n) => n.prefix.test(digits) && n.lengths.includes(digits.length)) && luhnValid(digits);
}
