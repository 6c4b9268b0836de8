// A value from invoice.country_extensions that a format can carry in an EN 16931 business term.
// Country plugins say where their values go; the convert helpers place them when building the document,
// so every serializer gets the same answer (e.g. the Leitweg-ID always lands in BT-10).

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
}
