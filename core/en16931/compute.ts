// The calculation behind buildModel: checks the caller's figures, derives line nets, the VAT breakdown and
// the document totals in decimal arithmetic (big.js), following the Peppol BIS 3 / EN 16931 calculation rules.
import type { FieldIssue } from './field-issue.js';
import type { DocumentAllowanceCharge, Invoice, InvoiceLine } from './invoice.js';
import { amount, dec, fractionDigits, plain, round2, sum, type Big } from './decimal.js';
import type { DocumentKind } from './document-kind.js';
import type { BuildModelResult, LineAllowanceCharge, ModelAllowanceCharge, ModelLine, VatBreakdown, VatTag } from './model.js';
import { isVatCategory, VAT_CATEGORIES } from './vat-categories.js';

const LINE_ALLOWANCE_REASON = 'Discount';
const LINE_CHARGE_REASON = 'Charge';
const DOCUMENT_ALLOWANCE_REASON = 'Discount';
const DOCUMENT_CHARGE_REASON = 'Charge';

/** The VAT fields of a line or document allowance/charge. */
interface VatSource {
  vat_category: string;
  vat_rate?: string | undefined;
  vat_exemption_reason?: string | undefined;
  vat_exemption_reason_code?: string | undefined;
}

/** Validates category and rate of one line or allowance (at `path`, e.g. `lines.3`) and gives the normalised tag. */
function vatTagOf(source: VatSource, path: string, issues: FieldIssue[]): VatTag | null {
  if (!isVatCategory(source.vat_category)) {
    issues.push({
      field: `${path}.vat_category`,
      code: 'unknown_vat_category',
      message: `VAT category "${source.vat_category}" is not one of S, Z, E, AE, K, G, O, L, M`,
      rule: 'BR-CL-17',
      suggestion: 'Use an EN 16931 VAT category code (UNTDID 5305 subset), e.g. S for the standard rate.',
    });
    return null;
  }
  const rules = VAT_CATEGORIES[source.vat_category];
  const rate = source.vat_rate === undefined ? null : dec(source.vat_rate);
  const rateField = `${path}.vat_rate`;
  let written: string | null = null;
  switch (rules.rate) {
    case 'positive':
      if (rate === null || rate.lte(0)) {
        issues.push({
          field: rateField,
          code: 'vat_rate_required',
          message: `category ${rules.code} needs a VAT rate above zero`,
          rule: `${rules.rulePrefix}-05`,
          suggestion: 'Give vat_rate, e.g. "19".',
        });
        return null;
      }
      written = plain(rate);
      break;
    case 'non_negative':
      if (rate === null || rate.lt(0)) {
        issues.push({
          field: rateField,
          code: 'vat_rate_required',
          message: `category ${rules.code} needs a VAT rate of zero or more`,
          rule: `${rules.rulePrefix}-05`,
          suggestion: 'Give vat_rate, e.g. "7".',
        });
        return null;
      }
      written = plain(rate);
      break;
    case 'zero':
      if (rate !== null && !rate.eq(0)) {
        issues.push({
          field: rateField,
          code: 'vat_rate_not_allowed',
          message: `category ${rules.code} requires a VAT rate of 0, got ${source.vat_rate}`,
          rule: `${rules.rulePrefix}-05`,
          suggestion: 'Set vat_rate to "0" or leave it out.',
        });
        return null;
      }
      written = '0';
      break;
    case 'absent':
      if (rate !== null && !rate.eq(0)) {
        issues.push({
          field: rateField,
          code: 'vat_rate_not_allowed',
          message: `category ${rules.code} (not subject to VAT) carries no VAT rate, got ${source.vat_rate}`,
          rule: `${rules.rulePrefix}-05`,
          suggestion: 'Leave vat_rate out.',
        });
        return null;
      }
      written = null;
      break;
  }
  if (rules.exemption === 'forbidden') {
    for (const key of ['vat_exemption_reason', 'vat_exemption_reason_code'] as const) {
      if (source[key] !== undefined) {
        issues.push({
          field: `${path}.${key}`,
          code: 'exemption_reason_not_allowed',
          message: `category ${rules.code} must not carry a VAT exemption reason`,
          rule: `${rules.rulePrefix}-10`,
          suggestion: `Remove ${key}; exemption reasons belong to categories E, AE, K, G and O.`,
        });
      }
    }
  }
  return { category: rules.code, rate: written };
}

function checkTwoDecimals(value: string, field: string, rule: string, issues: FieldIssue[]): void {
  if (fractionDigits(value) > 2) {
    issues.push({
      field,
      code: 'too_many_decimals',
      message: `amount ${value} has more than two decimals`,
      rule,
      suggestion: 'Round the amount to two decimals.',
    });
  }
}

/** Reason text and code of a line allowance or charge: the caller's, or the fixed text when neither is given. */
function reasonOf(reason: string | undefined, code: string | undefined, fixed: string): [string | null, string | null] {
  if (reason === undefined && code === undefined) return [fixed, null];
  return [reason ?? null, code ?? null];
}

/**
 * Price details (BG-29): a positive base quantity; a discount only with a gross price. That the net price is
 * gross − discount is a Peppol rule (PEPPOL-EN16931-R046), checked by that format.
 */
function priceIssues(line: InvoiceLine, path: string, issues: FieldIssue[]): void {
  if (line.base_quantity !== undefined && !dec(line.base_quantity).gt(0)) {
    issues.push({
      field: `${path}.base_quantity`,
      code: 'base_quantity_not_positive',
      message: 'the item price base quantity must be above zero',
      rule: 'PEPPOL-EN16931-R121',
      suggestion: 'Give base_quantity as the number of units the price is for, e.g. "100", or leave it out.',
    });
  }
  if (line.gross_price !== undefined && dec(line.gross_price).lt(0)) {
    issues.push({
      field: `${path}.gross_price`,
      code: 'negative_price',
      message: 'the item gross price must not be negative',
      rule: 'BR-28',
      suggestion: 'Use a positive gross_price.',
    });
  }
  if (line.price_discount !== undefined && line.gross_price === undefined) {
    issues.push({
      field: `${path}.price_discount`,
      code: 'gross_price_required',
      message: 'a price discount (BT-147) is the difference between the gross price (BT-148) and the net price, so it needs gross_price',
      rule: 'PEPPOL-EN16931-R046',
      suggestion: 'Add gross_price (unit_price + price_discount), or leave price_discount out.',
    });
  }
}

function buildLine(line: InvoiceLine, index: number, issues: FieldIssue[]): ModelLine | null {
  const path = `lines.${index}`;
  const before = issues.length;
  const vat = vatTagOf(line, path, issues);
  if (dec(line.unit_price).lt(0)) {
    issues.push({
      field: `${path}.unit_price`,
      code: 'negative_price',
      message: 'the item net price must not be negative',
      rule: 'BR-27',
      suggestion: 'Use a positive unit_price and a negative quantity for a negative line.',
    });
  }
  const allowanceCharges: LineAllowanceCharge[] = [];
  const shortForm = (isCharge: boolean, value: string, reason: string | undefined, code: string | undefined) => {
    const [r, c] = reasonOf(reason, code, isCharge ? LINE_CHARGE_REASON : LINE_ALLOWANCE_REASON);
    allowanceCharges.push({ listIndex: null, isCharge, amount: amount(dec(value)), baseAmount: null, percentage: null, reason: r, reasonCode: c });
  };
  if (line.allowance_amount !== undefined) {
    checkTwoDecimals(line.allowance_amount, `${path}.allowance_amount`, 'BR-DEC-24', issues);
    if (!dec(line.allowance_amount).eq(0)) shortForm(false, line.allowance_amount, line.allowance_reason, line.allowance_reason_code);
  }
  if (line.charge_amount !== undefined) {
    checkTwoDecimals(line.charge_amount, `${path}.charge_amount`, 'BR-DEC-27', issues);
    if (!dec(line.charge_amount).eq(0)) shortForm(true, line.charge_amount, line.charge_reason, line.charge_reason_code);
  }
  for (const [i, ac] of (line.allowances ?? []).entries()) {
    checkTwoDecimals(ac.amount, `${path}.allowances.${i}.amount`, ac.is_charge ? 'BR-DEC-27' : 'BR-DEC-24', issues);
    if (ac.base_amount !== undefined)
      checkTwoDecimals(ac.base_amount, `${path}.allowances.${i}.base_amount`, ac.is_charge ? 'BR-DEC-28' : 'BR-DEC-25', issues);
    const [reason, reasonCode] = reasonOf(ac.reason, ac.reason_code, ac.is_charge ? LINE_CHARGE_REASON : LINE_ALLOWANCE_REASON);
    allowanceCharges.push({
      listIndex: i,
      isCharge: ac.is_charge,
      amount: amount(dec(ac.amount)),
      baseAmount: ac.base_amount ?? null,
      percentage: ac.percentage ?? null,
      reason,
      reasonCode,
    });
  }
  const allowance = sum(allowanceCharges.filter((a) => !a.isCharge).map((a) => dec(a.amount)));
  const charge = sum(allowanceCharges.filter((a) => a.isCharge).map((a) => dec(a.amount)));
  priceIssues(line, path, issues);
  const base = line.base_quantity === undefined ? null : dec(line.base_quantity);
  const gross = dec(line.quantity).times(line.unit_price);
  const expected = round2(base === null || base.eq(0) ? gross : gross.div(base))
    .minus(allowance)
    .plus(charge);
  if (!round2(dec(line.net_amount)).eq(expected)) {
    const formula =
      `${line.quantity} × ${line.unit_price}` +
      (line.base_quantity ? ` ÷ ${line.base_quantity}` : '') +
      (allowance.eq(0) ? '' : ` − ${amount(allowance)}`) +
      (charge.eq(0) ? '' : ` + ${amount(charge)}`);
    issues.push({
      field: `${path}.net_amount`,
      code: 'line_net_mismatch',
      message: `net_amount ${line.net_amount} does not match quantity × unit_price${line.base_quantity ? ' ÷ base_quantity' : ''} − allowance + charge = ${formula} = ${amount(expected)}`,
      rule: 'PEPPOL-EN16931-R120',
      suggestion: `Set net_amount to ${amount(expected)}, or correct quantity, unit_price or the line allowance/charge.`,
    });
  }
  if (vat === null || issues.length > before) return null;
  return {
    index,
    source: line,
    id: line.id,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: line.unit_price,
    baseQuantity: line.base_quantity ?? null,
    netAmount: amount(expected),
    allowanceCharges,
    vat,
  };
}

function buildAllowanceCharge(ac: DocumentAllowanceCharge, index: number, issues: FieldIssue[]): ModelAllowanceCharge | null {
  const path = `allowances.${index}`;
  const before = issues.length;
  const vat = vatTagOf(ac, path, issues);
  checkTwoDecimals(ac.amount, `${path}.amount`, ac.is_charge ? 'BR-DEC-05' : 'BR-DEC-01', issues);
  if (vat === null || issues.length > before) return null;
  const reasonCode = ac.reason_code ?? null;
  const reason = ac.reason ?? (reasonCode === null ? (ac.is_charge ? DOCUMENT_CHARGE_REASON : DOCUMENT_ALLOWANCE_REASON) : null);
  return { index, source: ac, isCharge: ac.is_charge, amount: amount(dec(ac.amount)), reason, reasonCode, vat };
}

interface Group {
  category: string;
  rate: string | null;
  taxable: Big;
  reason: string | null;
  reasonCode: string | null;
}

/** Groups by category + rate in order of first appearance; the first exemption reason given in a group wins. */
function vatBreakdownOf(lines: ModelLine[], acs: ModelAllowanceCharge[]): VatBreakdown[] {
  const groups = new Map<string, Group>();
  const add = (vat: VatTag, delta: Big, reason?: string, reasonCode?: string) => {
    const key = `${vat.category}|${vat.rate ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = { category: vat.category, rate: vat.rate, taxable: dec(0), reason: null, reasonCode: null };
      groups.set(key, group);
    }
    group.taxable = group.taxable.plus(delta);
    if (group.reason === null && group.reasonCode === null && (reason !== undefined || reasonCode !== undefined)) {
      group.reason = reason ?? null;
      group.reasonCode = reasonCode ?? null;
    }
  };
  for (const line of lines) add(line.vat, dec(line.netAmount), line.source.vat_exemption_reason, line.source.vat_exemption_reason_code);
  for (const ac of acs) {
    const signed = ac.isCharge ? dec(ac.amount) : dec(ac.amount).neg();
    add(ac.vat, signed, ac.source.vat_exemption_reason, ac.source.vat_exemption_reason_code);
  }
  return [...groups.values()].map((g) => {
    const rules = VAT_CATEGORIES[g.category as keyof typeof VAT_CATEGORIES];
    const callerGaveReason = g.reason !== null || g.reasonCode !== null;
    const taxAmount = g.rate === null ? dec(0) : round2(g.taxable.times(g.rate).div(100));
    return {
      category: g.category,
      rate: g.rate,
      taxableAmount: amount(g.taxable),
      taxAmount: amount(taxAmount),
      exemptionReason: rules.exemption === 'forbidden' ? null : callerGaveReason ? g.reason : rules.defaultExemptionText,
      exemptionReasonCode: rules.exemption === 'forbidden' ? null : callerGaveReason ? g.reasonCode : rules.defaultExemptionCode,
    };
  });
}

/** Invoice-wide checks that need all lines: BT-111 when BT-6 differs from BT-5 (BR-53). */
function documentIssues(invoice: Invoice, issues: FieldIssue[]): void {
  const accounting = invoice.vat_accounting_currency;
  if (accounting !== undefined && accounting !== invoice.currency_code && invoice.vat_total_in_accounting_currency === undefined) {
    issues.push({
      field: 'vat_total_in_accounting_currency',
      code: 'required',
      message: `vat_accounting_currency ${accounting} differs from currency_code ${invoice.currency_code}, so the VAT total in ${accounting} is needed`,
      rule: 'BR-53',
      suggestion: `Add vat_total_in_accounting_currency (BT-111, the VAT total converted to ${accounting}), or remove vat_accounting_currency.`,
    });
  }
  if (invoice.vat_total_in_accounting_currency !== undefined) {
    checkTwoDecimals(invoice.vat_total_in_accounting_currency, 'vat_total_in_accounting_currency', 'BR-DEC-15', issues);
  }
  if (invoice.prepaid_amount !== undefined) checkTwoDecimals(invoice.prepaid_amount, 'prepaid_amount', 'BR-DEC-16', issues);
  if (invoice.rounding_amount !== undefined) checkTwoDecimals(invoice.rounding_amount, 'rounding_amount', 'BR-DEC-17', issues);
  if (invoice.tax_point_date !== undefined && invoice.tax_point_date_code !== undefined) {
    issues.push({
      field: 'tax_point_date_code',
      code: 'not_allowed_with',
      message: 'the VAT point date (BT-7) and the VAT point date code (BT-8) are mutually exclusive',
      rule: 'BR-CO-3',
      suggestion: 'Give either tax_point_date or tax_point_date_code.',
    });
  }
}

export function computeModel(invoice: Invoice, kind: DocumentKind): BuildModelResult {
  const issues: FieldIssue[] = [];
  const lines = invoice.lines.map((line, i) => buildLine(line, i, issues));
  const acs = (invoice.allowances ?? []).map((ac, i) => buildAllowanceCharge(ac, i, issues));
  documentIssues(invoice, issues);
  if (issues.length > 0) return { ok: false, issues };
  const modelLines = lines as ModelLine[];
  const modelAcs = acs as ModelAllowanceCharge[];

  const vatBreakdown = vatBreakdownOf(modelLines, modelAcs);
  const lineNetTotal = sum(modelLines.map((l) => dec(l.netAmount)));
  const allowanceTotal = sum(modelAcs.filter((a) => !a.isCharge).map((a) => dec(a.amount)));
  const chargeTotal = sum(modelAcs.filter((a) => a.isCharge).map((a) => dec(a.amount)));
  const taxExclusive = lineNetTotal.minus(allowanceTotal).plus(chargeTotal);
  const vatTotal = sum(vatBreakdown.map((b) => dec(b.taxAmount)));
  const taxInclusive = taxExclusive.plus(vatTotal);
  const prepaid = dec(invoice.prepaid_amount ?? '0');
  const rounding = dec(invoice.rounding_amount ?? '0');
  const accounting = invoice.vat_accounting_currency;
  const vatAccountingCurrency = accounting !== undefined && accounting !== invoice.currency_code ? accounting : null;

  return {
    ok: true,
    model: {
      invoice,
      kind,
      typeCode: invoice.type_code,
      currency: invoice.currency_code,
      vatAccountingCurrency,
      lines: modelLines,
      allowanceCharges: modelAcs,
      vatBreakdown,
      totals: {
        lineNetTotal: amount(lineNetTotal),
        allowanceTotal: amount(allowanceTotal),
        chargeTotal: amount(chargeTotal),
        taxExclusive: amount(taxExclusive),
        vatTotal: amount(vatTotal),
        vatTotalInAccountingCurrency:
          vatAccountingCurrency && invoice.vat_total_in_accounting_currency !== undefined
            ? amount(dec(invoice.vat_total_in_accounting_currency))
            : null,
        taxInclusive: amount(taxInclusive),
        prepaid: amount(prepaid),
        rounding: amount(rounding),
        payable: amount(taxInclusive.minus(prepaid).plus(rounding)),
      },
    },
  };
}
