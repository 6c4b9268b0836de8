// What the UBL and CII readers read alike on an invoice line, each with its own element names: the line's
// allowances and charges, and its net price.
import type { XNode } from '../../../xml/xdm.js';
import type { SourceReader } from './source-reader.js';
import { decimalSum, isDecimal, isZero } from './values.js';

/** Reasons the UBL and CII writers put on a line allowance or charge, which the canonical line does not carry. */
const FIXED_LINE_REASONS = { allowance: 'Discount', charge: 'Charge' };

/** Where a syntax keeps the parts of one allowance or charge, relative to it. */
export interface AllowanceChargePaths {
  indicator: string;
  amount: string;
  reason: string;
  reasonCode: string;
}

export interface LineAllowanceSums {
  allowance_amount?: string;
  allowance_reason?: string;
  allowance_reason_code?: string;
  charge_amount?: string;
  charge_reason?: string;
  charge_reason_code?: string;
}

/**
 * Line allowances and charges (BG-27/BG-28): the canonical line holds one of each kind, with its reason and
 * code. One of a kind is held as it is; several are held only as their sum, so each of them stays in the loss
 * report. The text the writers put there when the caller gave no reason ("Discount", "Charge") is no reason.
 */
export function lineAllowanceSums(r: SourceReader, acs: XNode[], paths: AllowanceChargePaths): LineAllowanceSums {
  const sums = { allowance: [] as string[], charge: [] as string[] };
  const out: LineAllowanceSums = {};
  const kindOf = (ac: XNode) => (r.peek(r.at(ac, paths.indicator)) === 'true' ? 'charge' : 'allowance');
  for (const ac of acs) {
    const kind = kindOf(ac);
    const amount = r.peek(r.at(ac, paths.amount));
    if (isDecimal(amount)) sums[kind].push(amount);
    if (acs.filter((x) => kindOf(x) !== kind).length !== acs.length - 1) continue;
    r.take(r.at(ac, paths.indicator));
    r.take(r.at(ac, paths.amount));
    const reason = r.at(ac, paths.reason);
    const code = r.at(ac, paths.reasonCode);
    if (r.peek(reason) === FIXED_LINE_REASONS[kind] && !code) r.take(reason);
    else out[`${kind}_reason`] = r.freeText(reason);
    out[`${kind}_reason_code`] = r.text(code);
  }
  out.allowance_amount = decimalSum(sums.allowance);
  out.charge_amount = decimalSum(sums.charge);
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
