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
  /** Dictation: number words with their values ("zwölf=12"), and the words around them, white-space separated. */
  spoken: SpokenWords;
  /** The words around a person's name: titles, greetings, non-names after a greeting, role words. */
  contextWords: ContextWords;
  /** Kinds of business: nouns before a trade name and words after one, white-space separated. */
  tradeWords: { opening: string; closing: string };
  /** Last words of building, estate and farm names, white-space separated. */
  buildingWords: string;
  /** Street words as regular-expression alternatives ("|" separated): endings of a one-word street name, words after and before the name, words before it only when capitalised. */
  streetWords: { endings: string; after: string; before: string; capitalisedBefore: string };
  /** Labels before a colon as regular-expression alternatives ("|" separated): whose value is a person, whose value is a party. */
  labels: { person: string; party: string };
  /** Words before a name as regular-expression alternatives ("|" separated): company markers, a person's job or relation. */
  nameOpeners: { company: string; person: string };
}

/** White-space separated, lower case; the recognizers read the union over all languages. */
export interface ContextWords {
  titles: string;
  greetings: string;
  notAddressees: string;
  roles: string;
}

export interface SpokenWords {
  numbers: string;
  /** Number words that are an article or only part of a compound on their own (ein, un, een). */
  notAlone: string;
  joiners: string;
  separators: string;
  spelling: string;
  letterWords: string;
  zeros: string;
  at: string;
  dot: string;
  /** The spoken hyphen inside a spoken e-mail address or domain ("blitz minus blank"). */
  dash: string;
  amounts: string;
}
