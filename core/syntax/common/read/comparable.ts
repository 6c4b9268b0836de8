// An invoice in a form two readings of it can be compared in: decimals by value ("7" = "7.00"), absent members
// left out, everything else as it is. The round-trip checks (the conformance kit, the tests) compare these.
import Big from 'big.js';

export function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, comparable(v)]),
    );
  }
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) && !/^0\d/.test(value)) return new Big(value).toFixed();
  return value;
}
