// The VAT rate a text leaves unnamed, read from the total it states: "te sale 65 de base y 78,65 con iva … el 21",
// "Subtotal 364.00 / Sales tax 8.875% 32.31 / TOTAL DUE $396.31". When the items' nets and an amount of the text agree
// on one rate (nets plus VAT at it make that amount, to the cent) and the text writes that rate, it is the rate.
import Big from 'big.js';
import { canonicalNumber } from '../evidence.js';
import { normaliseDecimal } from '../normalize.js';
import { withVat } from './sums.js';

const AMOUNT =
  /(?<![\p{L}\p{N}.,])\d{1,3}(?:[.,'\u00a0\u202f ]\d{3})*(?:[.,]\d{1,3})?(?![\p{N}])|(?<![\p{L}\p{N}.,])\d+(?:[.,]\d{1,3})?(?![\p{N}])/gu;

/** The numbers a text writes, as canonical decimals. */
function numbersIn(text: string, language: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const n = normaliseDecimal(m[0], language);
    if (n) out.push(canonicalNumber(n.value));
  }
  return out;
}

/**
 * The one rate the text writes (above 0, up to 30) at which the nets make an amount the text also writes; null when
 * none or several do.
 */
export function rateFromStatedTotal(text: string, nets: readonly Big[], language: string): string | null {
  if (nets.length === 0) return null;
  const sum = nets.reduce((a, n) => a.plus(n), new Big(0));
  if (sum.lte(0)) return null;
  const written = numbersIn(text, language);
  const totals = new Set(written.filter((v) => new Big(v).gt(sum)));
  const rates = new Set<string>();
  for (const rate of new Set(written)) {
    const r = new Big(rate);
    if (r.lte(0) || r.gt(30)) continue;
    if (totals.has(canonicalNumber(withVat(sum, r).toFixed(2)))) rates.add(rate);
  }
  return rates.size === 1 ? [...rates][0]! : null;
}
