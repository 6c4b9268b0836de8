// Country extension values that UBL carries in EN 16931 terms (Leitweg-ID → BT-10/BT-49, SIRET →
// BT-30/BT-47/BT-49, French service code → BT-10, Spanish NIF → BT-32). The country plugins say where each
// value goes (countries/*/extension.ts); this applies their answer to a copy of the invoice, filling only
// terms the caller left empty, so the writer and the pre-checks see one effective invoice.
import type { CarriedValue } from '../../countries/_carry/carried-value.js';
import { leitwegIdCarriedValues } from '../../countries/de/index.js';
import { frenchCarriedValues } from '../../countries/fr/index.js';
import { spanishCarriedValues } from '../../countries/es/index.js';
import type { Invoice, Party } from '../../src/schemas/invoice.js';

export interface EffectiveInvoice {
  invoice: Invoice;
  /** Identifier schemes of legal registration ids that came from an extension (BT-30-1 / BT-47-1). */
  legalIdSchemes: { seller?: string; buyer?: string };
  /** Extension field paths whose value is in the document. */
  carriedFrom: Set<string>;
}

const cache = new WeakMap<Invoice, EffectiveInvoice>();

export function withCarriedValues(invoice: Invoice): EffectiveInvoice {
  const cached = cache.get(invoice);
  if (cached) return cached;
  const carried: CarriedValue[] = [...leitwegIdCarriedValues(invoice), ...frenchCarriedValues(invoice), ...spanishCarriedValues(invoice)];
  const result: EffectiveInvoice = { invoice, legalIdSchemes: {}, carriedFrom: new Set() };
  if (carried.length > 0) {
    const seller: Party = { ...invoice.seller };
    const buyer: Party = { ...invoice.buyer };
    const effective: Invoice = { ...invoice, seller, buyer };
    for (const c of carried) {
      // A term the caller filled keeps its value; the extension value counts as carried when it is the same.
      // Otherwise the first value for a term wins (Leitweg-ID before the French service code for BT-10).
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
  cache.set(invoice, result);
  return result;
}
