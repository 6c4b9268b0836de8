// EN 16931 business rules that depend only on the canonical invoice and that a caller can fix by adding a
// field: which party identifiers each VAT category needs, what category O excludes, payment account for
// credit transfers. Every format on EN 16931 runs these before writing, so the answer is a 422 naming the
// input field instead of a document the official rules reject. Format-agnostic: UBL and CII share it.
import type { FieldIssue } from './field-issue.js';
import type { Invoice } from './invoice.js';

/** Categories used by lines and document allowances/charges, with the first path using each. */
function categoriesUsed(invoice: Invoice): Map<string, string> {
  const used = new Map<string, string>();
  invoice.lines.forEach((line, i) => {
    if (!used.has(line.vat_category)) used.set(line.vat_category, `lines.${i}.vat_category`);
  });
  (invoice.allowances ?? []).forEach((ac, i) => {
    if (!used.has(ac.vat_category)) used.set(ac.vat_category, `allowances.${i}.vat_category`);
  });
  return used;
}

const CREDIT_TRANSFER_CODES = new Set(['30', '58']);

export function en16931Precheck(invoice: Invoice): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const used = categoriesUsed(invoice);
  const { seller, buyer } = invoice;
  // The seller's tax representative (BG-11) may stand in for the seller's VAT identifier.
  const representativeVatId = invoice.tax_representative?.vat_id;
  const sellerTaxId = seller.vat_id ?? seller.tax_registration_id ?? representativeVatId;

  const needSellerTaxId = (category: string, rule: string) => {
    if (used.has(category) && !sellerTaxId) {
      issues.push({
        field: 'seller.vat_id',
        code: 'required',
        message: `an invoice with VAT category ${category} (${used.get(category)}) needs the seller VAT identifier, tax registration identifier or tax representative VAT identifier`,
        rule,
        suggestion: 'Add seller.vat_id (e.g. DE123456789), seller.tax_registration_id or tax_representative.',
      });
    }
  };
  needSellerTaxId('S', 'BR-S-02');
  needSellerTaxId('Z', 'BR-Z-02');
  needSellerTaxId('E', 'BR-E-02');
  needSellerTaxId('L', 'BR-AF-02');
  needSellerTaxId('M', 'BR-AG-02');
  needSellerTaxId('AE', 'BR-AE-02');

  if (used.has('AE') && !buyer.vat_id && !buyer.legal_registration_id) {
    issues.push({
      field: 'buyer.vat_id',
      code: 'required',
      message: 'a reverse-charge invoice (category AE) needs the buyer VAT identifier or legal registration identifier',
      rule: 'BR-AE-02',
      suggestion: 'Add buyer.vat_id; reverse charge shifts the VAT to the buyer, who must be identified.',
    });
  }
  if (used.has('K')) {
    if (!seller.vat_id)
      issues.push({
        field: 'seller.vat_id',
        code: 'required',
        message: 'an intra-community supply (category K) needs the seller VAT identifier',
        rule: 'BR-IC-02',
        suggestion: 'Add seller.vat_id.',
      });
    if (!buyer.vat_id)
      issues.push({
        field: 'buyer.vat_id',
        code: 'required',
        message: 'an intra-community supply (category K) needs the buyer VAT identifier',
        rule: 'BR-IC-02',
        suggestion: "Add buyer.vat_id (the buyer's VAT number in another member state).",
      });
    if (!invoice.delivery?.date)
      issues.push({
        field: 'delivery.date',
        code: 'required',
        message: 'an intra-community supply (category K) needs the actual delivery date',
        rule: 'BR-IC-11',
        suggestion: 'Add delivery.date.',
      });
    if (!invoice.delivery?.location?.address?.country_code) {
      issues.push({
        field: 'delivery.location.address',
        code: 'required',
        message: 'an intra-community supply (category K) needs the deliver-to country',
        rule: 'BR-IC-12',
        suggestion: 'Add delivery.location.address with the destination country_code.',
      });
    }
  }
  if (used.has('G') && !seller.vat_id && !representativeVatId) {
    issues.push({
      field: 'seller.vat_id',
      code: 'required',
      message: 'an export invoice (category G) needs the seller VAT identifier',
      rule: 'BR-G-02',
      suggestion: 'Add seller.vat_id.',
    });
  }
  if (used.has('O')) {
    for (const [category, path] of used) {
      if (category !== 'O') {
        issues.push({
          field: path,
          code: 'category_mix_not_allowed',
          message: `an invoice with category O (not subject to VAT) cannot also use category ${category}`,
          rule: 'BR-O-11',
          suggestion: 'Issue separate invoices for supplies outside the scope of VAT.',
        });
      }
    }
    if (seller.vat_id)
      issues.push({
        field: 'seller.vat_id',
        code: 'not_allowed',
        message: 'an invoice with category O (not subject to VAT) must not carry the seller VAT identifier',
        rule: 'BR-O-02',
        suggestion: 'Remove seller.vat_id, or use seller.tax_registration_id.',
      });
    if (buyer.vat_id)
      issues.push({
        field: 'buyer.vat_id',
        code: 'not_allowed',
        message: 'an invoice with category O (not subject to VAT) must not carry the buyer VAT identifier',
        rule: 'BR-O-02',
        suggestion: 'Remove buyer.vat_id.',
      });
    if (representativeVatId)
      issues.push({
        field: 'tax_representative.vat_id',
        code: 'not_allowed',
        message: 'an invoice with category O (not subject to VAT) must not carry the tax representative VAT identifier',
        rule: 'BR-O-02',
        suggestion: 'Remove tax_representative.',
      });
  }

  for (const [role, party] of [
    ['seller', seller],
    ['buyer', buyer],
    ['tax_representative', invoice.tax_representative],
  ] as const) {
    if (party?.vat_id && !/^[A-Z]{2}/.test(party.vat_id)) {
      issues.push({
        field: `${role}.vat_id`,
        code: 'invalid_vat_id',
        message: 'a VAT identifier starts with the two-letter country prefix',
        rule: 'BR-CO-09',
        suggestion: `Write it with its prefix, e.g. ${party.address.country_code}${party.vat_id}.`,
      });
    }
  }
  if (!seller.identifier && !seller.legal_registration_id && !seller.vat_id) {
    issues.push({
      field: 'seller.vat_id',
      code: 'required',
      message: 'the seller needs an identifier, a legal registration identifier or a VAT identifier',
      rule: 'BR-CO-26',
      suggestion: 'Add seller.vat_id, seller.legal_registration_id or seller.identifier.',
    });
  }
  const payment = invoice.payment;
  if (payment && CREDIT_TRANSFER_CODES.has(payment.means_code) && !payment.bank_account?.iban) {
    issues.push({
      field: 'payment.bank_account.iban',
      code: 'required',
      message: `payment means ${payment.means_code} (credit transfer) needs the payment account identifier`,
      rule: 'BR-61',
      suggestion: 'Add payment.bank_account.iban.',
    });
  }
  return issues;
}
