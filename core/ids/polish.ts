// Polish identifiers: NIP (tax number, 10 digits, weights 6 5 7 2 3 4 5 6 7 modulo 11, a remainder of 10
// is never issued) and PESEL (personal number, 11 digits, weights 1 3 7 9 1 3 7 9 1 3).
import { weightedSum } from './weighted-sum.js';

export function nipValid(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const check = weightedSum(digits, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return check !== 10 && check === digits.charCodeAt(9) - 48;
}

export function peselValid(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = weightedSum(digits, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]);
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(10) - 48;
}

/**
 * REGON (statistical number): 9 digits, weights 8 9 2 3 4 5 6 7 modulo 11; a local unit's 14 digits, weights
 * 2 4 8 5 0 9 7 3 6 1 2 4 8 modulo 11. A remainder of 10 is written 0.
 */
export function regonValid(digits: string): boolean {
  const weights = digits.length === 9 ? [8, 9, 2, 3, 4, 5, 6, 7] : digits.length === 14 ? [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8] : null;
  if (!weights || !/^\d+$/.test(digits)) return false;
  return (weightedSum(digits, weights) % 11) % 10 === digits.charCodeAt(digits.length - 1) - 48;
}
