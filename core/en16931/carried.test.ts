// Placing carried values: only terms the caller left empty are filled, the first value for a term wins, a
// value equal to the caller's counts as carried, and the answer is reused while the same countries answer.
import { describe, expect, it } from 'vitest';
import { withCarriedValues } from './carried.js';
import { NO_COUNTRY_VALUES, type CarriedValue, type CountryValues } from './carried-value.js';
import { Invoice, type InvoiceInput } from './invoice.js';

const party = (name: string) => ({ name, address: { street: 'Street 1', city: 'City', postal_code: '1000', country_code: 'BE' } });
const invoiceOf = (extra: Partial<InvoiceInput> = {}) =>
  Invoice.parse({
    invoice_number: 'C-1',
    issue_date: '2026-11-02',
    currency_code: 'EUR',
    seller: party('Seller'),
    buyer: party('Buyer'),
    lines: [{ id: '1', description: 'Item', quantity: '1', unit: 'C62', unit_price: '10', net_amount: '10', vat_category: 'S', vat_rate: '21' }],
    ...extra,
  });

/** Countries that offer the given values for every invoice. */
function offering(values: CarriedValue[]): CountryValues {
  return { of: () => values, carriesMember: () => true, legalIdScheme: () => undefined };
}

const reference = (value: string, from: string): CarriedValue => ({ business_term: 'BT-10', invoice_field: 'buyer_reference', from, value });

describe('withCarriedValues', () => {
  it('changes nothing without country values, and leaves the invoice of the caller untouched', () => {
    const invoice = invoiceOf();
    const effective = withCarriedValues(invoice, NO_COUNTRY_VALUES);
    expect(effective.invoice).toBe(invoice);
    expect([...effective.carriedFrom]).toEqual([]);
  });

  it('fills an empty term in a copy, with the scheme of a legal registration identifier', () => {
    const invoice = invoiceOf();
    const siret: CarriedValue = {
      business_term: 'BT-30',
      invoice_field: 'seller.legal_registration_id',
      from: 'country_extensions.xx.id',
      value: '73282932000074',
      scheme: '0009',
    };
    const effective = withCarriedValues(invoice, offering([siret]));
    expect(effective.invoice.seller.legal_registration_id).toBe('73282932000074');
    expect(effective.legalIdSchemes).toEqual({ seller: '0009' });
    expect(invoice.seller.legal_registration_id).toBeUndefined();
    expect([...effective.carriedFrom]).toEqual(['country_extensions.xx.id']);
  });

  it('lets the first value for a term win and reports the second as not carried', () => {
    const effective = withCarriedValues(invoiceOf(), offering([reference('FIRST', 'a'), reference('SECOND', 'b')]));
    expect(effective.invoice.buyer_reference).toBe('FIRST');
    expect([...effective.carriedFrom]).toEqual(['a']);
    expect(effective.offered.map((c) => c.from)).toEqual(['a', 'b']);
  });

  it('keeps a term the caller filled; an equal value (ignoring case) counts as carried', () => {
    const effective = withCarriedValues(invoiceOf({ buyer_reference: 'ref-1' }), offering([reference('REF-1', 'same'), reference('OTHER', 'other')]));
    expect(effective.invoice.buyer_reference).toBe('ref-1');
    expect([...effective.carriedFrom]).toEqual(['same']);
  });

  it('puts a value into an empty electronic address with its scheme, never over one the caller gave', () => {
    const address: CarriedValue = { business_term: 'BT-49', invoice_field: 'buyer.electronic_address', from: 'x', value: '991-1234', scheme: '0204' };
    expect(withCarriedValues(invoiceOf(), offering([address])).invoice.buyer.electronic_address).toEqual({ scheme: '0204', id: '991-1234' });
    const given = invoiceOf({ buyer: { ...party('Buyer'), electronic_address: { scheme: 'EM', id: 'b@example.org' } } });
    expect(withCarriedValues(given, offering([address])).invoice.buyer.electronic_address).toEqual({ scheme: 'EM', id: 'b@example.org' });
  });

  it('answers again from its cache while the same countries ask, and anew for other countries', () => {
    const invoice = invoiceOf();
    const countries = offering([reference('R', 'a')]);
    const first = withCarriedValues(invoice, countries);
    expect(withCarriedValues(invoice, countries)).toBe(first);
    expect(withCarriedValues(invoice, NO_COUNTRY_VALUES).invoice.buyer_reference).toBeUndefined();
  });
});
