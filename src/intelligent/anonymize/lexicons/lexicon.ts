// A language's lexicon: the words the anonymizer may let through as written, and the words that point to
// personal data. All of it plain text (white-space or "|" separated), so a language is added by adding its
// folder.
export interface Lexicon {
  /** Generated from a word-frequency list (`npm run lexicons:build`), sorted and front-coded. */
  commonWords: string;
  /** Hand-kept invoice vocabulary (labels, abbreviations), white-space separated. */
  invoiceWords: string;
  /** Headers of table columns that hold a person's or a business's name, "|" separated. */
  tableColumns: { person: string; company: string };
}
