// An independent computation of the EN 16931 figures for the tests: written from the calculation rules
// (Peppol BIS 3 guide, "Calculation"), not from core/en16931, so the two implementations check each other.
import Big from 'big.js';
import type { InvoiceInput } from '../../../src/schemas/invoice.js';

const r2 = (b: Big) => b.round(2, Big.roundHalfUp);

export interface ExpectedTotals {
  lineNets: string[];
  lineNetTotal: string;
  allowanceTotal: string;
  chargeTotal: string;
  taxExclusive: string;
  vatTotal: string;
  taxInclusive: string;
  payable: string;
  /** Keyed "category|rate" (rate as a number string without trailing zeros, '' for O). */
  breakdown: Map<string, { taxable: string; tax: string }>;
}

export function expectedTotals(invoice: InvoiceInput): ExpectedTotals {
  const groups = new Map<string, { taxable: Big; rate: Big | null }>();
  const keyOf = (category: string, rate: unknown) => {
    const r = category === 'O' ? null : new Big(String(rate ?? 0));
    return { key: `${category}|${r === null ? '' : r.toString()}`, rate: r };
  };
  const addTo = (category: string, rate: unknown, amount: Big) => {
    const { key, rate: r } = keyOf(category, rate);
    const g = groups.get(key) ?? { taxable: new Big(0), rate: r };
    g.taxable = g.taxable.plus(amount);
    groups.set(key, g);
  };
  let lineTotal = new Big(0);
  const lineNets: string[] = [];
  for (const line of invoice.lines) {
    // The price is per base quantity (BT-149), one unit when absent.
    const base = new Big(String(line.base_quantity ?? 1));
    const gross = r2(new Big(String(line.quantity)).times(String(line.unit_price)).div(base));
    const listed = (charge: boolean) =>
      (line.allowances ?? []).filter((ac) => ac.is_charge === charge).reduce((acc, ac) => acc.plus(String(ac.amount)), new Big(0));
    const net = gross
      .minus(String(line.allowance_amount ?? 0))
      .minus(listed(false))
      .plus(String(line.charge_amount ?? 0))
      .plus(listed(true));
    lineNets.push(net.toFixed(2));
    lineTotal = lineTotal.plus(net);
    addTo(line.vat_category, line.vat_rate, net);
  }
  let allowances = new Big(0);
  let charges = new Big(0);
  for (const ac of invoice.allowances ?? []) {
    const amount = new Big(String(ac.amount));
    if (ac.is_charge) charges = charges.plus(amount);
    else allowances = allowances.plus(amount);
    addTo(ac.vat_category, ac.vat_rate, ac.is_charge ? amount : amount.neg());
  }
  const breakdown = new Map<string, { taxable: string; tax: string }>();
  let vat = new Big(0);
  for (const [key, g] of groups) {
    const tax = g.rate === null ? new Big(0) : r2(g.taxable.times(g.rate).div(100));
    vat = vat.plus(tax);
    breakdown.set(key, { taxable: g.taxable.toFixed(2), tax: tax.toFixed(2) });
  }
  const exclusive = lineTotal.minus(allowances).plus(charges);
  return {
    lineNets,
    lineNetTotal: lineTotal.toFixed(2),
    allowanceTotal: allowances.toFixed(2),
    chargeTotal: charges.toFixed(2),
    taxExclusive: exclusive.toFixed(2),
    vatTotal: vat.toFixed(2),
    taxInclusive: exclusive.plus(vat).toFixed(2),
    // Amount due = total with VAT − paid amount (BT-113) + rounding amount (BT-114).
    payable: exclusive
      .plus(vat)
      .minus(String(invoice.prepaid_amount ?? 0))
      .plus(String(invoice.rounding_amount ?? 0))
      .toFixed(2),
    breakdown,
  };
}
