// A language's lexicon: the words the anonymizer may let through as written. Both lists are plain text
// (one word per line or white-space separated), so a language is added by adding its folder.
export interface Lexicon {
  /** Generated from a word-frequency list (`npm run lexicons:build`), sorted and front-coded. */
  commonWords: string;
  /** Hand-kept invoice vocabulary (labels, abbreviations), white-space separated. */
  invoiceWords: string;
}
