// A value from invoice.country_extensions that a format can carry in an EN 16931 business term.
// Country plugins say where their values go (the `carry` of their extension); the kernel offers the answers of
// every registered country plugin to the formats, so every serializer places them the same way (e.g. the
// Leitweg-ID always lands in BT-10) and no format names a country.
import type { Invoice, Party } from './invoice.js';

export interface CarriedValue {
  /** EN 16931 business term, e.g. BT-10 (buyer reference) or BT-30 (seller legal registration identifier). */
  business_term: string;
  /** The canonical invoice field that holds this term, e.g. 'buyer_reference' or 'seller.legal_registration_id'. */
  invoice_field: string;
  /** The extension field the value comes from, e.g. 'country_extensions.de.leitweg_id'. */
  from: string;
  value: string;
  /** Identifier scheme where the term has one (ISO/IEC 6523 ICD or EAS code), e.g. 0009 for SIRET. */
  scheme?: string;
  /** What a person reading the invoice calls the value where it differs from the term's name, e.g. Leitweg-ID. */
  label?: string;
}

/** What the registered country plugins carry into documents; the kernel builds it from its country registry. */
export interface CountryValues {
  /** The values for one invoice, in country-code order (the first value for a term wins). */
  of(invoice: Invoice): readonly CarriedValue[];
  /** True when the plugin owning this country_extensions member places any of its values in EN 16931 terms. */
  carriesMember(key: string): boolean;
  /**
   * The identifier scheme (ISO/IEC 6523 ICD, BT-30-1 / BT-47-1) of the party's legal registration identifier
   * where its country's plugin tells it from the value (e.g. 8 Dutch digits: a KvK number, 0106).
   */
  legalIdScheme(party: Party): string | undefined;
}

/** No country plugin registered: nothing is carried, every extension member is reported as dropped. */
export const NO_COUNTRY_VALUES: CountryValues = { of: () => [], carriesMember: () => false, legalIdScheme: () => undefined };
