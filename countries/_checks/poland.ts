// Polish NIP (Numer Identyfikacji Podatkowej): 10 digits, the last a check digit.
// Weights 6,5,7,2,3,4,5,6,7 over the first nine digits, sum modulo 11; a remainder of 10 is never issued.
import { nipValid } from '../../core/ids/index.js';
import { badCheckDigit, badFormat, valid, type CheckResult } from './result.js';

export function checkNip(input: string): CheckResult {
  // NIPs are often written 123-456-32-18 or with the PL VAT prefix; both are accepted and removed.
  const digits = input.trim().toUpperCase().replace(/^PL/, '').replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return badFormat('must be a NIP of 10 digits (hyphens and a PL prefix are allowed)');
  if (!nipValid(digits)) return badCheckDigit('has a wrong check digit (the 10th digit of a NIP)');
  return valid(digits);
}

/** Polish JPK_V7 goods-and-services group codes, GTU_01 … GTU_13. */
export const GTU_CODES = Array.from({ length: 13 }, (_, i) => `GTU_${String(i + 1).padStart(2, '0')}`);

export function isGtuCode(code: string): boolean {
  return GTU_CODES.includes(code);
}
