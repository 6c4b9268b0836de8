// The shape of one language's lexicon: every word the offline extractor looks for in that language. Words are
// matched case-insensitively at a word start; texts mix languages (bilingual invoices, English labels in a German
// e-mail), so the extractor looks for the words of every language at once. Where a rule's words live here, its code keeps
// only symbols and punctuation ("=", "→", "#", "@", "/").

export type LabelKind =
  | 'invoiceNumber'
  | 'issueDate'
  | 'dueDate'
  | 'deliveryDate'
  | 'seller'
  | 'buyer'
  | 'vatId'
  | 'taxNumber'
  | 'iban'
  | 'bic'
  | 'email'
  | 'phone'
  | 'orderReference'
  | 'buyerReference'
  | 'leitwegId'
  | 'contract'
  | 'project'
  | 'creditNote'
  | 'precedingInvoice'
  | 'codiceDestinatario'
  | 'siret';

export type ColumnKind = 'pos' | 'code' | 'desc' | 'qty' | 'unit' | 'price' | 'discount' | 'total' | 'vat';

/** UN/ECE Recommendation 20 unit codes the extractor names. */
export type UnitCode = 'HUR' | 'DAY' | 'MON' | 'C62' | 'KGM' | 'MTR' | 'LTR';

export interface Lexicon {
  /** The currency texts in this language are written in when they name none (null: several are usual). */
  currency: string | null;
  /** Labels written before a value ("Rechnungsnummer:", "Bill to:"). */
  labels: Partial<Record<LabelKind, string[]>>;
  /** "Number" on its own: in a chat "nummer R-5512" names the invoice's number unless another number word precedes it. */
  numberWords: string[];
  /** Words naming other numbers ("customer", "order", "tax"): a number word after them is not the invoice's. */
  otherNumbers: string[];
  /** Words right before the buyer's name in a request or an address line: "please invoice X", "Rechnung an X", "fattura a X". */
  invoiceTo: string[];
  /**
   * The same with a word that may also introduce the item ("facture pour le cabinet Roussel" / "facture pour la
   * réparation"): a name after them counts only when it is written as one (a capital letter or a legal form).
   */
  invoiceFor: string[];
  /** The short word that hands over to the other party in one sentence ("from X, …, to Y"); only after a comma. */
  toParty: string[];
  /** Words that end a name written in a sentence ("invoice Holzmann for the tables", "fattura a Rossi per 10 ore"). */
  nameStops: string[];
  /** "van X aan Y": the short word before the seller in a sentence naming both; a name written as one must follow. */
  fromParty: string[];
  /**
   * Header words of an e-mail ("From:", "Sent:", "Subject:"): a run of such lines is the mail's header, whose date is
   * when the mail was sent and whose names are mailboxes, not the invoice's date and parties.
   */
  mailHeaders: string[];
  /** Of those, the header words naming the sender ("From", "Von", "De") and the recipient ("To", "An", "À"). */
  mailSender: string[];
  mailRecipient: string[];
  /**
   * A note under a mail naming whom it was sent to ("(Sent to: X)", "Verzonden naar X", "P.D.: Para X"): in a
   * mail asking for an invoice, that addressee issues it.
   */
  sentTo: string[];
  /** The line that starts a forwarded mail: the invoice is below it; the note and signature above are the forwarder's. */
  forwarded: string[];
  /** Words right before the seller's name in prose: "Absender ist X", "issued by X". */
  sellerIs: string[];
  /**
   * Words naming the head of the document before the name put there ("Briefkopf wie immer X", "en-tête X",
   * "intestazione X"): whoever heads the invoice is its seller, whoever asks for it.
   */
  letterheadBefore: string[];
  /** The same after the name ("mets X en haut", "my name X at the top", "zet er X boven"). */
  letterheadAfter: string[];
  /** Attention lines: the person after them is the party's contact, not part of its address ("z. Hd.", "Attn:"). */
  attention: string[];
  /** Courtesy titles before a person's name ("Herrn", "Mrs", "Monsieur", "Dhr."): how the person is addressed, not part of the name; academic titles ("Dr.") are part of it. */
  titles: string[];
  /** Titles and articles that stand before a name and are not part of it ("Herrn", "Mr", "die", "the"). */
  nameLead: string[];
  /** Phrases that close an e-mail or letter; the lines after them are the sender's signature. */
  closings: string[];
  /** Words that start a totals or tax line (never an invoice line). */
  totals: string[];
  /** Words restating the amount just named ("also 225 Euro", "soit 1 620 euros"): what follows is no new item. */
  restatements: string[];
  /** Words joining two items in a sentence ("2 x A and B 35 €"). */
  itemJoins: string[];
  /** Column headings of item tables, by what the column holds. */
  columns: Partial<Record<ColumnKind, string[]>>;
  /** Unit words after a quantity, by unit code. */
  units: Partial<Record<UnitCode, string[]>>;
  /** Payment terms in days; `{n}` is the number of days ("within {n} days"). */
  paymentDays: string[];
  /** Phrases saying the buyer accounts for the VAT. */
  reverseCharge: string[];
  /** Phrases saying the supply is exempt from VAT. */
  vatExempt: string[];
  /** "Percent" written as a word (dictation: "19 Prozent Mehrwertsteuer"). */
  percentWords: string[];
  /** Names of the VAT. */
  vatWords: string[];
  /** Legal forms of companies, as written after the name (case-sensitive). */
  legalForms: string[];
  /** Words that make an amount an estimate ("about 2,400 €"): a question about invoicing, not an invoiced amount. */
  approximately: string[];
  /**
   * Discounts and surcharges, matched inside words too ("Neukundenrabatt", "Spoedtoeslag"): a percentage after them
   * adjusts a price and is no VAT rate.
   */
  adjustments: string[];
  /** Words right before the amount that make it a line's net amount ("total", "Summe", "razem", "montant"). */
  netMarkers: string[];
  /** Words anywhere in an item saying its price is per unit ("per", "je", "each", "à"); matched case-sensitively. */
  perUnitWords: string[];
  /** Abbreviations a sentence does not end with ("inkl.", "ul.", "Sig."): written lower-case, without the final dot. */
  abbreviations: string[];
  /** Street words matched anywhere in a word, with their dot if they have one ("straße" in "Hauptstraße", "str."). */
  streetWords: string[];
  /** Street words matched only at the end of a word ("weg" in "Feldweg", "via", "way"). */
  streetWordEnds: string[];
  /** "Number" right after a label ("Rechnung Nr.", "facture n°", "invoice number"). */
  numberAfterLabel: string[];
  /** The verb between a label and its value ("the invoice number is", "Rechnungsnummer ist", "kwota wynosi"). */
  copulas: string[];
  /** Numbers spoken rather than written (dictated invoices): the words and their values. */
  spokenNumbers: SpokenNumbers;
}

/**
 * The number words of a language. Words are matched whole or as parts of one compound word ("zweiundvierzig",
 * "duemilaventisei", "vingt-trois"); `words` holds every form (inflections too) with its value: 0–19, the tens,
 * whole hundreds written as one word ("trzysta", "cinquecento" is read as "cinque" + "cento").
 */
export interface SpokenNumbers {
  words: Record<string, number>;
  /** Multipliers: hundred 100, thousand 1000, million 1000000 (every form). */
  scales: Record<string, number>;
  /** Words that join the parts of one number ("and", "und", "y", "e", "et", "en"). */
  joiners: string[];
  /** Words between the units and the cents of an amount ("quattro euro e ottanta", "ciento setenta con cincuenta"). */
  centsJoiners: string[];
  /** Ordinal forms of day numbers (1–31) with their values, for dates ("twenty-sixth", "zwanzigster"). */
  ordinals: Record<string, number>;
  /** Words standing for a separator inside a reference ("slash" /, "dash" -). */
  separators: Record<string, string>;
  /** Whether units come before the tens ("zweiundvierzig", "achtenveertig"). */
  unitsFirst?: boolean;
  /** Whether a teen follows a tens word as its part ("soixante-dix", "quatre-vingt-douze"). */
  vigesimal?: boolean;
}
