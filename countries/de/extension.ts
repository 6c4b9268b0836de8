// Germany: country_extensions.de carries the Leitweg-ID, the routing id of German public buyers.
// XRechnung puts it in BT-10 (buyer reference); Peppol also routes on it as the buyer's electronic
// address with scheme 0204.
import type { FieldIssue } from '../../plugins/contracts.js';
import { z } from '@hono/zod-openapi';
import { text, type Invoice } from '../../core/en16931/invoice.js';
import { checkLeitwegId, issuesFrom } from '../_checks/index.js';
import type { CarriedValue } from '../../core/en16931/carried-value.js';

/** country_extensions.de: within a present member the required fields must be given; content checks follow. */
export const GermanExtension = z
  .strictObject({
    leitweg_id: text(64).openapi({
      description:
        'Leitweg-ID: the routing id of a German public buyer, from its order. Written as buyer reference (BT-10) and, when the buyer has no electronic address, as its electronic address (BT-49, scheme 0204); the check digits are verified',
      example: '04011000-1234512345-06',
    }),
  })
  .openapi({ description: 'Germany: the Leitweg-ID invoices to public buyers need (XRechnung).' });
export type GermanExtension = z.output<typeof GermanExtension>;

/** The member as the kernel parsed it with GermanExtension. */
function member(invoice: Invoice): GermanExtension | null | undefined {
  return invoice.country_extensions?.de as GermanExtension | null | undefined;
}

const FIELD = 'country_extensions.de.leitweg_id';

export function checkGermanExtension(invoice: Invoice): FieldIssue[] {
  const leitwegId = member(invoice)?.leitweg_id;
  if (leitwegId === undefined) return [];
  const result = checkLeitwegId(leitwegId);
  const issues = issuesFrom(FIELD, result, "Use the Leitweg-ID from the public buyer's order, e.g. 04011000-1234512345-06");
  // BT-10 can hold only one value; a different buyer_reference would be silently replaced.
  if (result.valid && invoice.buyer_reference !== undefined && invoice.buyer_reference.trim().toUpperCase() !== result.value) {
    issues.push({
      field: 'buyer_reference',
      code: 'conflicting_value',
      message: 'differs from country_extensions.de.leitweg_id; both are carried as BT-10 (buyer reference)',
      suggestion: 'Leave buyer_reference empty or set it to the Leitweg-ID',
    });
  }
  return issues;
}

/** Where the Leitweg-ID goes: BT-10, and BT-49 (scheme 0204) when the buyer has no electronic address yet. */
export function leitwegIdCarriedValues(invoice: Invoice): CarriedValue[] {
  const leitwegId = member(invoice)?.leitweg_id;
  if (leitwegId === undefined) return [];
  const value = leitwegId.trim().toUpperCase();
  const carried: CarriedValue[] = [{ business_term: 'BT-10', invoice_field: 'buyer_reference', from: FIELD, value, label: 'Leitweg-ID' }];
  if (!invoice.buyer.electronic_address) {
    carried.push({ business_term: 'BT-49', invoice_field: 'buyer.electronic_address', from: FIELD, value, scheme: '0204' });
  }
  return carried;
}
