// What the UBL and CII readers read alike on an invoice line, each with its own element names: the line's
// allowances and charges, and its net price.
import type { XNode } from '../../../xml/xdm.js';
import type { SourceReader } from './source-reader.js';
import { decimalSum, isDecimal, isOne, perUnit } from './values.js';

/** Reasons the UBL and CII writers put on a line allowance or charge, which the canonical line does not carry. */
const FIXED_LINE_REASONS = { allowance: 'Discount', charge: 'Charge' };

/** Where a syntax keeps the parts of one allowance or charge, relative to it. */
export interface AllowanceChargePaths {
  indicator: string;
  amount: string;
  reason: string;
  reasonCode: string;
}

/**
 * Line allowances and charges (BG-27/BG-28): the canonical line holds one sum of each. One of a kind is held
 * as it is; several are held only as their sum, so each of them stays in the loss report. A reason is lost
 * unless it is the text the writers put there themselves.
 */
export function lineAllowanceSums(r: SourceReader, acs: XNode[], paths: AllowanceChargePaths): { allowance_amount?: string; charge_amount?: string } {
  const sums = { allowance: [] as string[], charge: [] as string[] };
  const kindOf = (ac: XNode) => (r.peek(r.at(ac, paths.indicator)) === 'true' ? 'charge' : 'allowance');
  for (const ac of acs) {
    const kind = kindOf(ac);
    const amount = r.peek(r.at(ac, paths.amount));
    if (isDecimal(amount)) sums[kind].push(amount);
    if (acs.filter((x) => kindOf(x) !== kind).length !== acs.length - 1) continue;
    r.take(r.at(ac, paths.indicator));
    r.take(r.at(ac, paths.amount));
    const reason = r.at(ac, paths.reason);
    if (r.peek(reason) === FIXED_LINE_REASONS[kind] && !r.at(ac, paths.reasonCode)) r.take(reason);
  }
  return { allowance_amount: decimalSum(sums.allowance), charge_amount: decimalSum(sums.charge) };
}

/** BT-146 per BT-149 units: the canonical price is per one unit, so a base quantity other than 1 is divided out. */
export function unitPriceOf(r: SourceReader, price: XNode | undefined, paths: { amount: string; baseQuantity: string }): string | undefined {
  const priceAmount = r.textAt(price, paths.amount);
  const base = r.at(price, paths.baseQuantity);
  const baseValue = r.peek(base);
  if (baseValue === undefined || isOne(baseValue)) {
    r.take(base);
    r.attr(base, 'unitCode');
    return priceAmount;
  }
  return isDecimal(priceAmount) && isDecimal(baseValue) ? perUnit(priceAmount, baseValue) : priceAmount;
}
