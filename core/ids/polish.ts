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
