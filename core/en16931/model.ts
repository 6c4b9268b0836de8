// The EN 16931 semantic model computed from the canonical invoice: every derived value (line net amounts,
// BT-106…BT-115, the VAT breakdown BG-23) is computed here once, in decimal arithmetic, so every syntax
// writer (UBL and CII in core/syntax) only has to place values, never to compute them.
//
// Amount fields are decimal strings with exactly two decimals (BR-DEC-*); quantities and unit prices are
// the caller's decimals unchanged. Writers must not re-round or re-add anything.
import type { FieldIssue } from './field-issue.js';
import type { DocumentAllowanceCharge, Invoice, InvoiceLine } from './invoice.js';
import { documentKindOf, type DocumentKind } from './document-kind.js';
import { computeModel } from './compute.js';

export type { DocumentKind } from './document-kind.js';
export { CREDIT_NOTE_TYPE_CODES, documentKindOf } from './document-kind.js';
export type { VatCategoryCode } from './vat-categories.js';
export { VAT_CATEGORIES } from './vat-categories.js';

/** A decimal string with exactly two decimals, e.g. "1234.50" or "-12.00". */
export type Amount = string;

/** VAT category and rate as written on a line, an allowance/charge or a breakdown. */
export interface VatTag {
  /** UNTDID 5305: S, Z, E, AE, K, G, O, L, M. */
  category: string;
  /** Percentage without trailing zeros ("19", "7.5", "0"); null for category O, which carries no rate (BR-O-05). */
  rate: string | null;
}

/**
 * A line-level allowance (BG-27) or charge (BG-28): from InvoiceLine.allowance_amount / charge_amount (the short
 * form, one of each) or from an entry of InvoiceLine.allowances.
 */
export interface LineAllowanceCharge {
  /** Position in the line's `allowances` list; null for the short form (allowance_amount, charge_amount). */
  listIndex: number | null;
  isCharge: boolean;
  /** BT-136 / BT-141. */
  amount: Amount;
  /** BT-137 / BT-142, as given; null when absent. */
  baseAmount: string | null;
  /** BT-138 / BT-143, as given; null when absent. */
  percentage: string | null;
  /** BT-139 / BT-144: the caller's reason; when neither reason nor code is given, a fixed text (BR-42/BR-44). */
  reason: string | null;
  /** BT-140 / BT-145. */
  reasonCode: string | null;
}

export interface ModelLine {
  /** Position in invoice.lines (issue paths are `lines.<index>.…`). */
  index: number;
  /** The canonical line, for fields the model does not restate (note, item_classification, order_line_reference). */
  source: InvoiceLine;
  /** BT-126. */
  id: string;
  /** BT-129, as given. */
  quantity: string;
  /** BT-130. */
  unit: string;
  /** BT-146 item net price, as given (may have more than two decimals), per baseQuantity units. */
  unitPrice: string;
  /** BT-149, as given; null when absent (the price is per one unit). */
  baseQuantity: string | null;
  /** BT-131, quantity × unit price ÷ base quantity (rounded to two decimals) − allowances + charges. */
  netAmount: Amount;
  /** The short form first (allowance, then charge; zero amounts left out), then the `allowances` list in its order. */
  allowanceCharges: LineAllowanceCharge[];
  vat: VatTag;
}

/** A document-level allowance (BG-20) or charge (BG-21). */
export interface ModelAllowanceCharge {
  /** Position in invoice.allowances. */
  index: number;
  source: DocumentAllowanceCharge;
  isCharge: boolean;
  /** BT-92 / BT-99. */
  amount: Amount;
  /** BT-97 / BT-104; when the caller gave neither reason nor code, a fixed text (BR-33/BR-38). */
  reason: string | null;
  /** BT-98 / BT-105. */
  reasonCode: string | null;
  vat: VatTag;
}

/** One VAT breakdown group (BG-23): per category and rate, in order of first appearance. */
export interface VatBreakdown {
  /** BT-118. */
  category: string;
  /** BT-119; null for category O. Writers that must always state a rate (XRechnung BR-DE-14) write 0. */
  rate: string | null;
  /** BT-116 = lines − allowances + charges of the group. */
  taxableAmount: Amount;
  /** BT-117 = taxable × rate / 100, rounded half-up to two decimals. */
  taxAmount: Amount;
  /** BT-120: the caller's text, else the standard text for E, AE, K, G, O; null for S, Z, L, M. */
  exemptionReason: string | null;
  /** BT-121: the caller's VATEX code, else the standard code for AE, K, G, O; null otherwise. */
  exemptionReasonCode: string | null;
}

export interface DocumentTotals {
  /** BT-106 sum of line net amounts. */
  lineNetTotal: Amount;
  /** BT-107 sum of document-level allowances. */
  allowanceTotal: Amount;
  /** BT-108 sum of document-level charges. */
  chargeTotal: Amount;
  /** BT-109 = BT-106 − BT-107 + BT-108. */
  taxExclusive: Amount;
  /** BT-110 sum of the breakdown tax amounts. */
  vatTotal: Amount;
  /** BT-111, in the VAT accounting currency (BT-6); null when BT-6 is absent. */
  vatTotalInAccountingCurrency: Amount | null;
  /** BT-112 = BT-109 + BT-110. */
  taxInclusive: Amount;
  /** BT-113, the caller's paid amount; "0.00" when absent (writers then omit it). */
  prepaid: Amount;
  /** BT-114, the caller's rounding amount; "0.00" when absent (writers then omit it). */
  rounding: Amount;
  /** BT-115 = BT-112 − BT-113 + BT-114. */
  payable: Amount;
}

export interface InvoiceModel {
  /** The canonical invoice (defaults applied), for the fields a writer copies as they are. */
  invoice: Invoice;
  /** 'credit_note' for the credit-note group of UNTDID 1001 (381 and others), else 'invoice'. */
  kind: DocumentKind;
  /** BT-3. */
  typeCode: string;
  /** BT-5. */
  currency: string;
  /** BT-6 when it differs from BT-5, else null (a BT-6 equal to BT-5 says nothing and Peppol forbids it). */
  vatAccountingCurrency: string | null;
  lines: ModelLine[];
  /** Document-level allowances and charges in input order. */
  allowanceCharges: ModelAllowanceCharge[];
  vatBreakdown: VatBreakdown[];
  totals: DocumentTotals;
}

export type BuildModelResult = { ok: true; model: InvoiceModel } | { ok: false; issues: FieldIssue[] };

/**
 * Computes the EN 16931 model. Inconsistent input (a line net amount that does not match quantity × price,
 * a rate that the category forbids, too many decimals on an amount) gives issues instead of a model:
 * a document with silently different figures would be worse than a clear 422.
 */
export function buildModel(invoice: Invoice): BuildModelResult {
  let result = computed.get(invoice);
  if (!result) {
    result = computeModel(invoice, documentKindOf(invoice.type_code));
    computed.set(invoice, result);
  }
  return result;
}

/**
 * Results by invoice object: pre-checks that need derived amounts and the convert service ask for the
 * same model, which is computed once. The parsed invoice is never mutated after parsing.
 */
const computed = new WeakMap<Invoice, BuildModelResult>();
