// Totals come from the document; the model recomputes them from the lines, allowances and charges. Every
// figure where the two differ is reported, never corrected: the receiver must see that the sender's
// arithmetic and the EN 16931 calculation disagree.
import Big from 'big.js';
import type { DocumentTotals, InvoiceModel } from '../../../en16931/model.js';
import type { StatedTotals } from './read-result.js';

export interface TotalsDifference {
  /** BT-106…BT-117. */
  business_term: string;
  /** Which figure, e.g. `payable` or `vat_breakdown[S 19].tax_amount`. */
  field: string;
  /** As stated in the document (null when the document leaves it out). */
  document: string | null;
  /** As the model computes it from the invoice. */
  computed: string | null;
}

/** Stated figure → model figure → business term. Allowance/charge totals are optional in documents without them. */
const TOTALS: Array<{ stated: Exclude<keyof StatedTotals, 'vat_breakdown'>; model: keyof DocumentTotals; bt: string; zeroWhenAbsent: boolean }> = [
  { stated: 'line_net_total', model: 'lineNetTotal', bt: 'BT-106', zeroWhenAbsent: false },
  { stated: 'allowance_total', model: 'allowanceTotal', bt: 'BT-107', zeroWhenAbsent: true },
  { stated: 'charge_total', model: 'chargeTotal', bt: 'BT-108', zeroWhenAbsent: true },
  { stated: 'tax_exclusive', model: 'taxExclusive', bt: 'BT-109', zeroWhenAbsent: false },
  { stated: 'vat_total', model: 'vatTotal', bt: 'BT-110', zeroWhenAbsent: true },
  { stated: 'tax_inclusive', model: 'taxInclusive', bt: 'BT-112', zeroWhenAbsent: false },
  { stated: 'prepaid', model: 'prepaid', bt: 'BT-113', zeroWhenAbsent: true },
  { stated: 'rounding', model: 'rounding', bt: 'BT-114', zeroWhenAbsent: true },
  { stated: 'payable', model: 'payable', bt: 'BT-115', zeroWhenAbsent: false },
];

function same(a: string | undefined | null, b: string | null, zeroWhenAbsent: boolean): boolean {
  const left = a ?? (zeroWhenAbsent ? '0' : null);
  if (left === null || b === null) return left === b;
  try {
    return new Big(left).eq(b);
  } catch {
    return false;
  }
}

function isZeroOrAbsent(value: string | undefined): boolean {
  try {
    return value === undefined || new Big(value).eq(0);
  } catch {
    return false;
  }
}

/** `S 19`: category and rate (as a decimal when it is one; a stated rate may be anything). */
function rateKey(category: string, rate: string | null | undefined): string {
  if (rate === null || rate === undefined) return category;
  try {
    return `${category} ${new Big(rate).toFixed()}`;
  } catch {
    return `${category} ${rate}`;
  }
}

export function totalsDifferences(stated: StatedTotals, model: InvoiceModel): TotalsDifference[] {
  const out: TotalsDifference[] = [];
  for (const t of TOTALS) {
    const computed = model.totals[t.model] as string;
    if (!same(stated[t.stated], computed, t.zeroWhenAbsent))
      out.push({ business_term: t.bt, field: t.stated, document: stated[t.stated] ?? null, computed });
  }
  const computedGroups = new Map(model.vatBreakdown.map((g) => [rateKey(g.category, g.rate ?? (g.category === 'O' ? null : '0')), g]));
  const statedKeys = new Set<string>();
  for (const g of stated.vat_breakdown) {
    const key = rateKey(g.category, g.category === 'O' ? null : (g.rate ?? '0'));
    statedKeys.add(key);
    const c = computedGroups.get(key);
    // An empty group (no taxable amount, no tax) that no line belongs to states no money (it is in the loss report).
    if (!c && isZeroOrAbsent(g.taxable_amount) && isZeroOrAbsent(g.tax_amount)) continue;
    if (!same(g.taxable_amount, c?.taxableAmount ?? null, false))
      out.push({
        business_term: 'BT-116',
        field: `vat_breakdown[${key}].taxable_amount`,
        document: g.taxable_amount ?? null,
        computed: c?.taxableAmount ?? null,
      });
    if (!same(g.tax_amount, c?.taxAmount ?? null, false))
      out.push({
        business_term: 'BT-117',
        field: `vat_breakdown[${key}].tax_amount`,
        document: g.tax_amount ?? null,
        computed: c?.taxAmount ?? null,
      });
  }
  for (const [key, c] of computedGroups) {
    if (!statedKeys.has(key))
      out.push({ business_term: 'BT-116', field: `vat_breakdown[${key}].taxable_amount`, document: null, computed: c.taxableAmount });
  }
  return out;
}
