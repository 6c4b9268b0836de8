// The German CIUS rules a caller can satisfy by adding fields: XRechnung states them as BR-DE-n, Peppol BIS 3
// applies the same rules as DE-R-00n when seller and buyer are both German. One list, two rule prefixes.
import type { FieldIssue } from '../../plugins/contracts.js';
import type { Invoice } from '../../core/en16931/invoice.js';

export type GermanRulePrefix = 'BR-DE' | 'DE-R';

function ruleId(prefix: GermanRulePrefix, n: number, suffix = ''): string {
  return prefix === 'BR-DE' ? `BR-DE-${n}${suffix}` : `DE-R-${String(n).padStart(3, '0')}${suffix ? '-1' : ''}`;
}

const CARD_CODES = new Set(['48', '54', '55']);
const DIRECT_DEBIT_CODES = new Set(['59']);

export function germanRules(invoice: Invoice, prefix: GermanRulePrefix): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (field: string, n: number, message: string, suggestion: string, suffix = '') =>
    issues.push({ field, code: 'required', message, rule: ruleId(prefix, n, suffix), suggestion });

  // Checked on the invoice as written, where a Leitweg-ID the German country plugin carries is already BT-10.
  if (!invoice.buyer_reference) {
    add(
      'buyer_reference',
      15,
      'the buyer reference (BT-10) is required; for German public buyers it is the Leitweg-ID',
      'Add buyer_reference, or country_extensions.de.leitweg_id (e.g. 04011000-1234512345-06).',
    );
  }
  if (!invoice.payment) {
    add(
      'payment',
      1,
      'payment instructions (BG-16) are required',
      'Add payment with means_code (e.g. 58 for SEPA credit transfer) and bank_account.iban.',
    );
  } else {
    const payment = invoice.payment;
    const code = payment.means_code;
    if (CARD_CODES.has(code) && !payment.card) {
      add(
        'payment.card',
        24,
        `payment means ${code} (card) needs the card information (BG-18)`,
        'Add payment.card with account_number (the last digits of the card number) and holder_name.',
        '-a',
      );
    }
    if (DIRECT_DEBIT_CODES.has(code)) {
      if (!payment.direct_debit)
        add(
          'payment.direct_debit',
          25,
          `payment means ${code} (direct debit) needs the direct debit information (BG-19)`,
          'Add payment.direct_debit with mandate_reference, creditor_id and debited_account.',
          '-a',
        );
      else if (!payment.direct_debit.creditor_id)
        add(
          'payment.direct_debit.creditor_id',
          30,
          'a direct debit needs the bank assigned creditor identifier (BT-90)',
          'Add payment.direct_debit.creditor_id.',
        );
      if (payment.direct_debit && !payment.direct_debit.debited_account)
        add(
          'payment.direct_debit.debited_account',
          31,
          'a direct debit needs the debited account identifier (BT-91)',
          'Add payment.direct_debit.debited_account.',
        );
    }
  }
  // EN 16931 requires only the country of an address; the German rules also the city and post code.
  const addressRules = [
    ['seller', 'city', 3, 'BT-37'],
    ['seller', 'postal_code', 4, 'BT-38'],
    ['buyer', 'city', 8, 'BT-52'],
    ['buyer', 'postal_code', 9, 'BT-53'],
  ] as const;
  for (const [role, key, n, bt] of addressRules) {
    if (!invoice[role].address[key])
      add(`${role}.address.${key}`, n, `the ${role} ${key === 'city' ? 'city' : 'post code'} (${bt}) is required`, `Add ${role}.address.${key}.`);
  }
  const contact = invoice.seller.contact;
  if (!contact) {
    add('seller.contact', 2, 'the seller contact (BG-6) with name, phone and email is required', 'Add seller.contact with name, phone and email.');
  } else {
    if (!contact.name) add('seller.contact.name', 5, 'the seller contact point (BT-41) is required', 'Add seller.contact.name.');
    if (!contact.phone) add('seller.contact.phone', 6, 'the seller contact telephone number (BT-42) is required', 'Add seller.contact.phone.');
    if (!contact.email) add('seller.contact.email', 7, 'the seller contact email address (BT-43) is required', 'Add seller.contact.email.');
  }
  return issues;
}
