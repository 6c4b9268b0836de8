// How much each kind of evidence is worth, in one table. Where two readings of the same words compete, the
// higher score wins (overlap.ts), so the order here is the order of trust: a check digit over a label, a
// label over a position in a sentence, anything over a word that is merely unknown. The rules of the
// recall-first layer and the rules added with and after it read their scores from here; the older
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
  /** A dictated run of number words and spelled letters long enough to be an identifier. */
  spokenIdentifier: 0.85,
  /** Capitalised words after a legal form written before the name (ASBL, vzw, SARL). */
  leadingLegalForm: 0.8,
  /** A lower-case word no list knows after a title (mr, frau, mme). */
  titledName: 0.75,
  /** A cell under a party column of a pasted table (Supplier, Contact). */
  partyColumnCell: 0.7,
  /** A line holding nothing but a given name. */
  nameLine: 0.7,
  /** A bare national id of the text's language whose check digit holds. */
  bareCheckedId: 0.7,
  /** Eight to thirteen digits in spaced groups, no amount and no date. */
  digitGroups: 0.5,
  /** A short capitalised line of an address block. */
  addressBlockLine: 0.35,
  /** A word no list knows (the recall-first layer): below every recognizer, so a typed reading wins. */
  unknownWord: 0.3,
} as const;
