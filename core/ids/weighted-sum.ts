// The building block of most national check digits: each leading digit times its weight, summed.

/** Weighted sum of the leading digits (as many as there are weights). */
export function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (digits.charCodeAt(i) - 48) * (weights[i] ?? 0);
  return sum;
}
