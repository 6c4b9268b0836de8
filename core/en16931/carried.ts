// The invoice as the syntaxes write it: the values the country plugins carry into EN 16931 terms (e.g. a
// Leitweg-ID in BT-10 and BT-49, a SIRET in BT-30) placed in a copy of the invoice, filling only terms the
// caller left empty, so the writers and the pre-checks see one effective invoice.
import type { CarriedValue, CountryValues } from './carried-value.js';
import type { Invoice, Party } from './invoice.js';

export interface EffectiveInvoice {
  invoice: Invoice;
  /** Identifier schemes of legal registration ids that came from an extension (BT-30-1 / BT-47-1). */
  legalIdSchemes: { seller?: string; buyer?: string };
  /** Extension field paths whose value is in the document. */
  carriedFrom: Set<string>;
  /** Every value the country plugins offered for this invoice, placed or not. */
  offered: readonly CarriedValue[];
}

/** By invoice; reused while the same country plugins answer (the writer and its dropped-field report ask twice). */
const cache = new WeakMap<Invoice, { countries: CountryValues; result: EffectiveInvoice }>();

export function withCarriedValues(invoice: Invoice, countries: CountryValues): EffectiveInvoice {
  const cached = cache.get(invoice);
  if (cached && cached.countries === countries) return cached.result;
  const carried = countries.of(invoice);
  const result: EffectiveInvoice = { invoice, legalIdSchemes: {}, carriedFrom: new Set(), offered: carried };
  if (carried.length > 0) {
    const seller: Party = { ...invoice.seller };
    const buyer: Party = { ...invoice.buyer };
    const effective: Invoice = { ...invoice, seller, buyer };
    for (const c of carried) {
      // A term the caller filled keeps its value; the extension value counts as carried when it is the same.
      // Otherwise the first value for a term wins (countries in code order: a Leitweg-ID before a French service code).
      switch (c.invoice_field) {
        case 'buyer_reference':
          if (effective.buyer_reference === undefined) effective.buyer_reference = c.value;
          else if (effective.buyer_reference.trim().toUpperCase() !== c.value.toUpperCase()) continue;
          break;
        case 'buyer.electronic_address':
          if (buyer.electronic_address) continue;
          buyer.electronic_address = { scheme: c.scheme ?? '', id: c.value };
          break;
        case 'seller.legal_registration_id':
        case 'buyer.legal_registration_id': {
          const role = c.invoice_field === 'seller.legal_registration_id' ? 'seller' : 'buyer';
          const party = role === 'seller' ? seller : buyer;
          if (party.legal_registration_id === undefined) {
            party.legal_registration_id = c.value;
            if (c.scheme) result.legalIdSchemes[role] = c.scheme;
          } else if (party.legal_registration_id !== c.value) continue;
          break;
        }
        case 'seller.tax_registration_id':
          if (seller.tax_registration_id === undefined) seller.tax_registration_id = c.value;
          else if (seller.tax_registration_id !== c.value) continue;
          break;
        default:
          continue;
      }
      result.carriedFrom.add(c.from);
    }
    result.invoice = effective;
  }
  cache.set(invoice, { countries, result });
  return result;
}
