// The contract between the anonymization pipeline and its users (preview, parse).
export type EntityType =
  | 'PERSON'
  | 'COMPANY_NAME'
  | 'LOCATION'
  | 'VAT_ID'
  | 'IBAN_CODE'
  | 'BIC'
  | 'EMAIL_ADDRESS'
  | 'PHONE_NUMBER'
  | 'TAX_ID'
  | 'CREDIT_CARD'
  | 'URL'
  | 'EINVOICE_ID'
  /** A word not known to be safe whose kind is unclear: most often part of a name, a business or a place. */
  | 'NAME';

export const LANGUAGES = ['en', 'de', 'pl', 'fr', 'it', 'es', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Coarse categories reported by the residual check; never values or offsets. */
export type ResidualCategory = 'vat_id' | 'iban' | 'email' | 'phone' | 'credit_card' | 'tax_id';

/**
 * placeholder → original value. Lives only in the process that made it (a worker thread may hand it to the
 * thread that answers the request); never logged, never stored, never sent.
 */
export interface PlaceholderMap {
  readonly entries: ReadonlyMap<string, { original: string; type: EntityType }>;
}

export interface AnonymizationResult {
  anonymizedText: string;
  language: Language;
  entityCounts: Partial<Record<EntityType, number>>;
  mapping: PlaceholderMap;
}

export interface ReidentifyResult {
  /** The value with every known placeholder replaced by its original. */
  value: string;
  /** Placeholder-like tokens that are not in the map (altered or invented by the model). */
  unknownPlaceholders: string[];
}

export interface Anonymizer {
  anonymize(text: string, options?: { language?: Language }): AnonymizationResult;
  /** Independent high-recall scan of already anonymized text. Empty when nothing personal is left. */
  residualCategories(anonymizedText: string): ResidualCategory[];
  reidentify(value: string, mapping: PlaceholderMap): ReidentifyResult;
}
