// What the UBL and CII readers read alike on an invoice line, each with its own element names: the line's
// allowances and charges, and its net price.
import type { XNode } from '../../../xml/xdm.js';
import type { SourceReader } from './source-reader.js';
import { isDecimal, isZero } from './values.js';

/** Reasons the UBL and CII writers put on a line allowance or charge, which the canonical line does not carry. */
const FIXED_LINE_REASONS = { allowance: 'Discount', charge: 'Charge' };

/** Where a syntax keeps the parts of one allowance or charge, relative to it. */
export interface AllowanceChargePaths {
  indicator: string;
  amount: string;
  baseAmount: string;
  percentage: string;
  reason: string;
  reasonCode: string;
}

/** One entry of InvoiceLine.allowances as read. */
export interface ReadLineAllowanceCharge {
  is_charge: boolean;
  amount: string;
  base_amount?: string;
  percentage?: string;
  reason?: string;
  reason_code?: string;
}

export interface LineAllowanceCharges {
  allowance_amount?: string;
  allowance_reason?: string;
  allowance_reason_code?: string;
  charge_amount?: string;
  charge_reason?: string;
  charge_reason_code?: string;
  allowances?: ReadLineAllowanceCharge[];
}

/**
 * Line allowances and charges (BG-27/BG-28). At most one of each kind without base amount or percentage is
 * read into the short form (allowance_amount, charge_amount and their reasons), which is how the writers write
 * it; anything more into the `allowances` list, in document order. An entry whose amount is not a decimal is
 * left in the loss report. The text the writers put there when the caller gave no reason ("Discount",
 * "Charge") is no reason.
 */
export function lineAllowanceCharges(r: SourceReader, acs: XNode[], paths: AllowanceChargePaths): LineAllowanceCharges {
  const entries = acs
    .map((ac) => ({
      ac,
      kind: r.peek(r.at(ac, paths.indicator)) === 'true' ? ('charge' as const) : ('allowance' as const),
      amount: r.peek(r.at(ac, paths.amount)),
    }))
    .filter((e): e is typeof e & { amount: string } => isDecimal(e.amount));
  const count = (kind: 'allowance' | 'charge') => entries.filter((e) => e.kind === kind).length;
  const hasPercentOrBase = entries.some((e) => r.at(e.ac, paths.baseAmount) || r.at(e.ac, paths.percentage));
  const shortForm = count('allowance') <= 1 && count('charge') <= 1 && !hasPercentOrBase;
  const out: LineAllowanceCharges = {};
  const list: ReadLineAllowanceCharge[] = [];
  for (const { ac, kind } of entries) {
    r.take(r.at(ac, paths.indicator));
    const amount = r.text(r.at(ac, paths.amount))!;
    const reasonNode = r.at(ac, paths.reason);
    const codeNode = r.at(ac, paths.reasonCode);
    let reason: string | undefined;
    if (r.peek(reasonNode) === FIXED_LINE_REASONS[kind] && !codeNode) r.take(reasonNode);
    else reason = r.freeText(reasonNode);
    const reason_code = r.text(codeNode);
    if (shortForm) {
      out[`${kind}_amount`] = amount;
      out[`${kind}_reason`] = reason;
      out[`${kind}_reason_code`] = reason_code;
      continue;
    }
    const entry: ReadLineAllowanceCharge = { is_charge: kind === 'charge', amount };
    const base_amount = r.text(r.at(ac, paths.baseAmount));
    const percentage = r.text(r.at(ac, paths.percentage));
    if (base_amount !== undefined) entry.base_amount = base_amount;
    if (percentage !== undefined) entry.percentage = percentage;
    if (reason !== undefined) entry.reason = reason;
    if (reason_code !== undefined) entry.reason_code = reason_code;
    list.push(entry);
  }
  if (list.length > 0) out.allowances = list;
  return out;
}

/** BT-146 with its base quantity BT-149 and unit BT-150, as stated (the model divides by the base quantity). */
export function priceOf(
  r: SourceReader,
  price: XNode | undefined,
  paths: { amount: string; baseQuantity: string },
): { unit_price?: string; base_quantity?: string; base_quantity_unit?: string } {
  const base = r.at(price, paths.baseQuantity);
  return { unit_price: r.textAt(price, paths.amount), base_quantity: r.text(base), base_quantity_unit: r.attr(base, 'unitCode') };
}

/**
 * BT-148 gross price and BT-147 price discount. `zeroIsNone`: a discount of zero is what the UBL writer writes
 * for none (UBL requires the amount).
 */
export function grossPriceOf(
  r: SourceReader,
  gross: XNode | undefined,
  discount: XNode | undefined,
  zeroIsNone: boolean,
): { gross_price?: string; price_discount?: string } {
  const gross_price = r.text(gross);
  if (gross_price === undefined) return {};
  const value = r.peek(discount);
  if (zeroIsNone && isZero(value)) {
    r.take(discount);
    return { gross_price };
  }
  return { gross_price, price_discount: r.text(discount) };
}
