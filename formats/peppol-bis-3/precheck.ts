// Peppol BIS Billing 3.0 requirements checked on the canonical invoice before any XML is written.
import type { CountryValues, FieldIssue, FormatContext } from '../../plugins/contracts.js';
import type { Invoice, Party } from '../../core/en16931/invoice.js';
import { buildModel, documentKindOf } from '../../core/en16931/model.js';
import { en16931Precheck } from '../../core/en16931/en16931-precheck.js';
import { dec } from '../../core/en16931/decimal.js';
import { germanRules } from '../xrechnung/german-rules.js';
import { PEPPOL_EAS_CODES } from './code-lists.js';
import { withCarriedValues } from '../../core/en16931/carried.js';
import { NO_COUNTRY_VALUES } from '../../core/en16931/carried-value.js';

/** Document type codes Peppol BIS 3 accepts (PEPPOL-EN16931-P0100 / P0101). */
const PEPPOL_INVOICE_TYPES = new Set([
  '71',
  '80',
  '82',
  '84',
  '102',
  '218',
  '219',
  '326',
  '331',
  '380',
  '382',
  '383',
  '384',
  '386',
  '388',
  '393',
  '395',
  '553',
  '575',
  '623',
  '780',
  '817',
  '870',
  '875',
  '876',
  '877',
]);
const PEPPOL_CREDIT_NOTE_TYPES = new Set(['81', '83', '381', '396', '532']);

/** The country Peppol derives for a party: VAT id prefix, else address country (as the Peppol Schematron does). */
export function peppolCountryOf(party: Party): string {
  return (party.vat_id?.slice(0, 2) ?? party.address.country_code).toUpperCase();
}

export function peppolPrecheck(canonical: Invoice, context?: FormatContext): FieldIssue[] {
  // Checked as written: with the country extension values in their terms (e.g. a Leitweg-ID as BT-10 and BT-49).
  const countries = context?.countries ?? NO_COUNTRY_VALUES;
  const invoice = withCarriedValues(canonical, countries).invoice;
  const credit = documentKindOf(invoice.type_code) === 'credit_note';
  return [
    ...en16931Precheck(invoice),
    ...addressingRules(invoice),
    ...documentTypeRules(invoice, credit),
    ...nationalRules(invoice, credit, countries),
    ...amountRules(canonical, invoice, credit),
  ];
}

/** Peppol routes on both electronic addresses and needs a reference the buyer can match. */
function addressingRules(invoice: Invoice): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!invoice.seller.electronic_address) {
    issues.push({
      field: 'seller.electronic_address',
      code: 'required',
      message: 'the seller electronic address (BT-34) is required in Peppol',
      rule: 'PEPPOL-EN16931-R020',
      suggestion: 'Add seller.electronic_address, e.g. {"scheme": "0088", "id": "<GLN>"} or {"scheme": "9930", "id": "DE123456789"}.',
    });
  }
  if (!invoice.buyer.electronic_address) {
    issues.push({
      field: 'buyer.electronic_address',
      code: 'required',
      message: 'the buyer electronic address (BT-49) is required in Peppol',
      rule: 'PEPPOL-EN16931-R010',
      suggestion: "Add buyer.electronic_address with the buyer's Peppol participant id.",
    });
  }
  for (const role of ['seller', 'buyer'] as const) {
    const scheme = invoice[role].electronic_address?.scheme;
    if (scheme !== undefined && !PEPPOL_EAS_CODES.has(scheme)) {
      issues.push({
        field: `${role}.electronic_address.scheme`,
        code: 'invalid_value',
        message: `electronic address scheme "${scheme}" is not in the Peppol EAS code list`,
        rule: 'PEPPOL-EN16931-CL008',
        suggestion:
          'Use the Peppol participant identifier, e.g. scheme 0088 (GLN), 0208 (BE), 9930 (DE VAT), 0204 (Leitweg-ID). E-mail addresses (EM) are not accepted in Peppol.',
      });
    }
  }
  if (!invoice.buyer_reference && !invoice.purchase_order_reference) {
    issues.push({
      field: 'buyer_reference',
      code: 'required',
      message: 'a buyer reference (BT-10) or purchase order reference (BT-13) is required in Peppol',
      rule: 'PEPPOL-EN16931-R003',
      suggestion: 'Add buyer_reference or purchase_order_reference.',
    });
  }
  return issues;
}

/** Peppol's subsets of document types and payment means. */
function documentTypeRules(invoice: Invoice, credit: boolean): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!(credit ? PEPPOL_CREDIT_NOTE_TYPES : PEPPOL_INVOICE_TYPES).has(invoice.type_code)) {
    issues.push({
      field: 'type_code',
      code: 'not_allowed',
      message: `document type ${invoice.type_code} is not accepted by Peppol BIS 3`,
      rule: credit ? 'PEPPOL-EN16931-P0101' : 'PEPPOL-EN16931-P0100',
      suggestion: 'Use 380 for an invoice or 381 for a credit note.',
    });
  }
  const noteCount = (invoice.note ? 1 : 0) + (invoice.notes?.length ?? 0);
  if (noteCount > 1 && !isGermanPair(invoice)) {
    issues.push({
      field: 'notes',
      code: 'not_allowed',
      message: `Peppol BIS 3 allows one invoice note (BT-22) unless seller and buyer are German; the invoice has ${noteCount}`,
      rule: 'PEPPOL-EN16931-R002',
      suggestion: 'Join the notes into one note.',
    });
  }
  if ((invoice.type_code === '326' || invoice.type_code === '384') && !isGermanPair(invoice)) {
    issues.push({
      field: 'type_code',
      code: 'not_allowed',
      message: `document type ${invoice.type_code} is allowed in Peppol only between German seller and buyer`,
      rule: 'PEPPOL-EN16931-P0112',
      suggestion: 'Use 380, or 381 for a credit note.',
    });
  }
  const means = invoice.payment?.means_code;
  if ((means === '49' || means === '59') && !invoice.payment?.direct_debit?.mandate_reference) {
    issues.push({
      field: 'payment.direct_debit.mandate_reference',
      code: 'required',
      message: `payment means ${means} (direct debit) needs the mandate reference (BT-89)`,
      rule: 'PEPPOL-EN16931-R061',
      suggestion: 'Add payment.direct_debit with mandate_reference (and debited_account).',
    });
  }
  invoice.lines.forEach((line, i) => {
    if (line.gross_price === undefined) return;
    const net = dec(line.gross_price).minus(line.price_discount ?? '0');
    if (!net.eq(line.unit_price)) {
      issues.push({
        field: `lines.${i}.unit_price`,
        code: 'net_price_mismatch',
        message: `unit_price ${line.unit_price} is not gross_price − price_discount = ${net.toFixed()}`,
        rule: 'PEPPOL-EN16931-R046',
        suggestion: `Set unit_price to ${net.toFixed()}, or correct gross_price or price_discount.`,
      });
    }
  });
  return issues;
}

function isGermanPair(invoice: Invoice): boolean {
  return peppolCountryOf(invoice.seller) === 'DE' && peppolCountryOf(invoice.buyer) === 'DE';
}

/** The national rules of Peppol BIS 3 that input can satisfy: German, Dutch, Swedish, Danish suppliers. */
function nationalRules(invoice: Invoice, credit: boolean, countries: CountryValues): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (isGermanPair(invoice)) issues.push(...germanRules(invoice, 'DE-R'));
  if (invoice.seller.address.country_code === 'NL') issues.push(...dutchRules(invoice, credit, countries));
  if (peppolCountryOf(invoice.seller) === 'SE') issues.push(...swedishRates(invoice));
  if (peppolCountryOf(invoice.seller) === 'DK' && invoice.seller.legal_registration_id && !countries.legalIdScheme(invoice.seller)) {
    issues.push({
      field: 'seller.legal_registration_id',
      code: 'invalid_value',
      message: "a Danish supplier's legal registration identifier must be the CVR number (8 digits)",
      rule: 'DK-R-014',
      suggestion: 'Set seller.legal_registration_id to the 8-digit CVR number, or leave it out.',
    });
  }
  return issues;
}

/** Checks on derived amounts; only meaningful when the figures themselves are consistent (else the model reports). */
function amountRules(canonical: Invoice, invoice: Invoice, credit: boolean): FieldIssue[] {
  const built = buildModel(canonical);
  if (!built.ok) return [];
  const issues: FieldIssue[] = [];
  const { totals } = built.model;
  const payable = dec(totals.payable);
  if (payable.gt(0) && !invoice.due_date && !invoice.payment?.terms) {
    issues.push({
      field: 'due_date',
      code: 'required',
      message: 'an invoice with an amount due needs a due date or payment terms',
      rule: 'BR-CO-25',
      suggestion: 'Add due_date or payment.terms.',
    });
  }
  const customerPays = credit ? payable.lt(0) : payable.gt(0);
  if (invoice.seller.address.country_code === 'NL' && customerPays && !invoice.payment) {
    issues.push({
      field: 'payment',
      code: 'required',
      message: 'a Dutch supplier must give payment means when the customer pays',
      rule: 'NL-R-007',
      suggestion: 'Add payment with means_code (e.g. 30 or 58) and bank_account.iban.',
    });
  }
  const accounting = totals.vatTotalInAccountingCurrency;
  if (accounting !== null && dec(accounting).times(totals.vatTotal).lt(0)) {
    issues.push({
      field: 'vat_total_in_accounting_currency',
      code: 'sign_mismatch',
      message: `the VAT total in the accounting currency must have the sign of the VAT total ${totals.vatTotal}`,
      rule: 'PEPPOL-EN16931-R055',
      suggestion: 'Give the converted VAT total with the same sign.',
    });
  }
  return issues;
}

const DUTCH_PAYMENT_MEANS = new Set(['30', '48', '49', '57', '58', '59']);

/** The Dutch national rules of Peppol BIS 3 (NL-R-*), which apply when the supplier is in the Netherlands. */
function dutchRules(invoice: Invoice, credit: boolean, countries: CountryValues): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const buyerIsDutch = invoice.buyer.address.country_code === 'NL';
  if (credit && !invoice.preceding_invoice_reference) {
    issues.push({
      field: 'preceding_invoice_reference',
      code: 'required',
      message: 'a credit note of a Dutch supplier must reference the invoice it corrects',
      rule: 'NL-R-001',
      suggestion: 'Add preceding_invoice_reference.',
    });
  }
  for (const [role, rule] of [
    ['seller', 'NL-R-003'],
    ['buyer', 'NL-R-005'],
  ] as const) {
    if (role === 'buyer' && !buyerIsDutch) continue;
    if (!countries.legalIdScheme(invoice[role])) {
      issues.push({
        field: `${role}.legal_registration_id`,
        code: 'required',
        message: `the ${role}'s legal registration identifier must be a KvK number (8 digits) or an OIN (20 digits)`,
        rule,
        suggestion: `Set ${role}.legal_registration_id to the KvK number.`,
      });
    }
  }
  const means = invoice.payment?.means_code;
  if (buyerIsDutch && means !== undefined && !DUTCH_PAYMENT_MEANS.has(means)) {
    issues.push({
      field: 'payment.means_code',
      code: 'not_allowed',
      message: `payment means ${means} is not allowed between Dutch parties`,
      rule: 'NL-R-008',
      suggestion: 'Use 30, 48, 49, 57, 58 or 59.',
    });
  }
  if (!invoice.purchase_order_reference) {
    const index = invoice.lines.findIndex((l) => l.order_line_reference !== undefined);
    if (index >= 0) {
      issues.push({
        field: 'purchase_order_reference',
        code: 'required',
        message: `line ${index} references an order line, so the order reference is required for a Dutch supplier`,
        rule: 'NL-R-009',
        suggestion: 'Add purchase_order_reference.',
      });
    }
  }
  return issues;
}

const SWEDISH_STANDARD_RATES = new Set(['6', '12', '25']);

/** SE-R-006: a Swedish supplier's standard-rated lines and allowances use 6, 12 or 25 %. */
function swedishRates(invoice: Invoice): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const check = (path: string, category: string, rate: string | undefined) => {
    if (category === 'S' && rate !== undefined && !SWEDISH_STANDARD_RATES.has(dec(rate).toString())) {
      issues.push({
        field: `${path}.vat_rate`,
        code: 'not_allowed',
        message: `a Swedish supplier's standard VAT rate is 6, 12 or 25, got ${rate}`,
        rule: 'SE-R-006',
        suggestion: 'Use 25, 12 or 6.',
      });
    }
  };
  invoice.lines.forEach((l, i) => check(`lines.${i}`, l.vat_category, l.vat_rate));
  (invoice.allowances ?? []).forEach((a, i) => check(`allowances.${i}`, a.vat_category, a.vat_rate));
  return issues;
}
