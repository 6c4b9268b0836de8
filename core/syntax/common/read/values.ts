// Small value helpers shared by the UBL and CII readers: dates, decimals, and objects without empty members.
import Big from 'big.js';

/** A UBL date (YYYY-MM-DD, possibly with a time zone) as YYYY-MM-DD; undefined when it is no date. */
export function isoDate(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const m = /^(\d{4}-\d{2}-\d{2})(Z|[+-]\d{2}:\d{2})?$/.exec(text);
  return m ? m[1] : undefined;
}

/** A CII date in format 102 (YYYYMMDD) as YYYY-MM-DD; undefined for other formats. */
export function date102(text: string | undefined, format: string | undefined): string | undefined {
  if (text === undefined || (format !== undefined && format !== '102')) return undefined;
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
}

/** True when the text is a plain decimal the canonical invoice accepts. */
export function isDecimal(text: string | undefined): text is string {
  return text !== undefined && /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text);
}

/** Sum of decimal strings, written without exponent; undefined for an empty list. */
export function decimalSum(values: string[]): string | undefined {
  if (values.length === 0) return undefined;
  if (values.length === 1) return values[0];
  return values.reduce((acc, v) => acc.plus(v), new Big(0)).toFixed();
}

export function isZero(text: string | undefined): boolean {
  try {
    return text !== undefined && new Big(text).eq(0);
  } catch {
    return false;
  }
}

/** Drops undefined members (recursively) and objects left empty, so the invoice has no empty members. */
export function compact<T>(value: T): T {
  if (Array.isArray(value)) return value.map(compact) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (v === undefined) continue;
    const c = compact(v);
    if (c !== null && typeof c === 'object' && !Array.isArray(c) && Object.keys(c).length === 0) continue;
    out[k] = c;
  }
  return out as T;
}

/** Decimal key of a VAT rate ("19.00" → "19"), for matching a breakdown to its lines. */
export function rateKey(category: string, rate: string | undefined): string {
  let r = '';
  try {
    r = rate === undefined ? '' : new Big(rate).toFixed();
  } catch {
    r = rate ?? '';
  }
  return `${category}|${r}`;
}
