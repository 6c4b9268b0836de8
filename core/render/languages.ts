// The languages the rendered invoice speaks, the locale whose conventions each one formats numbers and dates
// in, and the language a document gets by default from its seller's country.

export const LANGUAGES = ['en', 'de', 'fr', 'it', 'es', 'nl', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The BCP 47 locale each language formats in: the European convention of the language's main country. */
export const LOCALES: Record<Language, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  it: 'it-IT',
  es: 'es-ES',
  nl: 'nl-NL',
  pl: 'pl-PL',
};

/** Countries whose (main) language is one of ours; every other country reads English. */
const COUNTRY_LANGUAGE: Record<string, Language> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  FR: 'fr',
  LU: 'fr',
  MC: 'fr',
  IT: 'it',
  SM: 'it',
  VA: 'it',
  ES: 'es',
  AD: 'es',
  NL: 'nl',
  BE: 'nl',
  PL: 'pl',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language of a seller country (ISO 3166-1 alpha-2); English when we do not speak the country's language. */
export function languageOfCountry(countryCode: string | undefined | null): Language {
  return (countryCode && COUNTRY_LANGUAGE[countryCode.toUpperCase()]) || 'en';
}
