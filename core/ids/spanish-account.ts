// The Spanish domestic account number (CCC, the body of an ES IBAN): bank (4), branch (4), two check digits,
// account (10). The first check digit covers "00" + bank + branch, the second the account, each with weights
// 1 2 4 8 5 10 9 7 3 6 modulo 11 (11 minus the remainder; 11 is written 0, 10 is written 1).
import { weightedSum } from './weighted-sum.js';

const WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

function checkDigit(tenDigits: string): number {
  const d = 11 - (weightedSum(tenDigits, WEIGHTS) % 11);
  return d === 11 ? 0 : d === 10 ? 1 : d;
}

export function spanishAccountValid(digits: string): boolean {
  if (!/^\d{20}$/.test(digits)) return false;
  return checkDigit(`00${digits.slice(0, 8)}`) === digits.charCodeAt(8) - 48 && checkDigit(digits.slice(10)) === digits.charCodeAt(9) - 48;
}
