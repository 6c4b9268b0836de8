// How much each kind of evidence is worth, in one table. Where two readings of the same words compete, the
// higher score wins (overlap.ts), so the order here is the order of trust: a check digit over a label, a
// label over a position in a sentence, anything over a word that is merely unknown. The rules of the
// recall-first layer and the identifier rules added with it read their scores from here; the older
// recognizers still carry theirs inline, next to the pattern they score.
export const EVIDENCE = {
  /** A spelled-out e-mail address: an at-word and a dot-word or dot before a top-level domain. */
  obfuscatedEmail: 0.92,
  /** A Norwegian organisation number after its label. */
  norwegianOrgNumber: 0.9,
  /** Thirteen digits and more after a card word, whatever the check digit. */
  cardAfterCardWord: 0.8,
  /** A phone number after a phone label with a letter OCR read for a digit. */
  garbledPhone: 0.8,
  /** A short capitalised line of an address block. */
  addressBlockLine: 0.35,
  /** A word no list knows (the recall-first layer): below every recognizer, so a typed reading wins. */
  unknownWord: 0.3,
} as const;
