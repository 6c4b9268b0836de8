// The Dutch "elfproef": 9 digits, weights 9..2 and -1 on the last, the sum a non-zero multiple of 11.
// Used by the BSN (citizen service number), the RSIN and the old-style VAT number body.
import { weightedSum } from './weighted-sum.js';

export function elevenProofValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = weightedSum(digits, [9, 8, 7, 6, 5, 4, 3, 2]) - (digits.charCodeAt(8) - 48);
  return sum % 11 === 0 && sum !== 0;
}
