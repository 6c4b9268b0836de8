// Decimal helpers on big.js: the only arithmetic used for money. Amounts are rounded half-up (away from
// zero) to two decimals, the rounding EN 16931 prescribes for line net amounts and VAT (BR-DEC-*).
import Big from 'big.js';

export type { Big };

export function dec(value: string | number | Big): Big {
  return new Big(value);
}

/** Rounds half-up to two decimals. */
export function round2(value: Big): Big {
  return value.round(2, Big.roundHalfUp);
}

/** Writes an amount with exactly two decimals, e.g. "1234.50"; never "-0.00". */
export function amount(value: Big): string {
  const text = round2(value).toFixed(2);
  return text === '-0.00' ? '0.00' : text;
}

/** Writes a decimal without exponent and without trailing zeros ("19.00" → "19", "7.50" → "7.5"). */
export function plain(value: Big): string {
  const text = value.toFixed();
  return text === '-0' ? '0' : text;
}

/** Number of digits after the decimal point as written. */
export function fractionDigits(text: string): number {
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

export function sum(values: Big[]): Big {
  return values.reduce((acc, v) => acc.plus(v), new Big(0));
}
