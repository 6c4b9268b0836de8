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
  /** Street words as regular-expression alternatives ("|" separated). */
  streetWords: StreetWords;
  /** Labels, plain phrases ("|" separated): before a colon, whose value is a person, a party, or (e-mail headers) either; lines heading an address block. */
  labels: { person: string; party: string; header: string; blockHeaders: string };
  /** Words before a name, plain phrases ("|" separated). */
  nameOpeners: NameOpeners;
  /** Closing formulas ("Best regards", "Mit freundlichen Grüßen"), plain phrases separated by "|". */
  signOffs: string;
  /** Phrases around a person's name, plain phrases ("|" separated). */
  personPhrases: PersonPhrases;
  /** Words around a phone number, plain phrases ("|" separated). */
  phoneWords: PhoneWords;
  /** Words around a place, for the address rules. */
  placeWords: PlaceWords;
  /** Small words inside names. */
  nameParticles: NameParticles;
  /** Words around a business's name. */
  companyWords: CompanyWords;
}

/** White-space separated, lower case; the recognizers read the union over all languages. */
export interface ContextWords {
  titles: string;
  greetings: string;
  notAddressees: string;
  roles: string;
  /** Capitalised words after a given name that are no surname: invoice words, months, weekdays. */
  notSurnames: string;
  /** Nouns for people that may stand capitalised before a name: "Kollegin", "Onkel". */
  personNouns: string;
  /** Words that make the next word a thing, not a subject: "the", "die", "le". */
  determiners: string;
  /** Pronouns and indefinites that name nobody: "them", "everyone". */
  indefinites: string;
  /** Words after "invoice" that name a field, not a person: "date", "total". */
  fieldWords: string;
  /** Endings of a title abbreviated with a dot, written after it: "ra" (Sig.ra), "ssa" (Dott.ssa). */
  titleEndings: string;
}

export interface SpokenWords {
  numbers: string;
  /** Number words that are an article or only part of a compound on their own (ein, un, een). */
  notAlone: string;
  joiners: string;
  separators: string;
  spelling: string;
  letterWords: string;
  /** Letter names that are also common words ("di", "a", "u"): a letter only inside a run of spoken digits and letters. */
  lettersInRun?: string;
  /** Words after a letter name that make it another letter: "lunga" of Italian "i lunga" (J), "griega" of "i griega" (Y). */
  letterSuffixes?: string;
  zeros: string;
  /** Words that say the next digit twice or three times, with the count: "double=2" ("double oh" is 00). */
  repeats: string;
  at: string;
  dot: string;
  /** The spoken hyphen inside a spoken e-mail address or domain ("blitz minus blank"). */
  dash: string;
  amounts: string;
}

/** Words before a name, plain phrases ("|" separated); the recognizers read the union over all languages. */
export interface NameOpeners {
  /** Company markers: "Firma", "società". */
  company: string;
  /** A person's job or relation: "Monteur", "technicien". */
  person: string;
  /** Phrases that name a business before its name: "my company", "trading as", "raison sociale". */
  introducers: string;
  /** Verbs that may stand between an introducer and the name: "is", "heißt", "si chiama". */
  naming: string;
  /** Words before the business goods came from: "ordered … from", "chez", "bestellt bei". */
  supplier: string;
  /** Possessives before a business partner's role: "our", "unser", "nasz". */
  possessives: string;
  /** Roles of business partners after a possessive: "supplier", "Lieferant", "dostawca". */
  partners: string;
  /** A business speaking of itself before its name: "we are", "wir sind", "all of us at". */
  self: string;
}

/** Phrases around a person's name, plain phrases ("|" separated); the recognizers read the union over all languages. */
export interface PersonPhrases {
  /** Introducing oneself before one's name: "ich bin", "my name is", "c'est". */
  selfIntroductions: string;
  /** Prepositions before a name: "to", "mit", "avec". */
  prepositions: string;
  /** Words that introduce a person without a colon: "i.A.", "on behalf of", "t.a.v.". */
  strongPrefixes: string;
  /** Words that introduce a person when a known given name follows: "contact", "referente". */
  weakPrefixes: string;
  /** Speech and wish verbs right after their subject: "said", "meinte", "ha detto". */
  speechVerbs: string;
  /** Words for the contact person before a verb: "contact", "Ansprechpartner", "osoba kontaktowa". */
  contactWords: string;
  /** Verbs between a contact word and the name: "is", "ist", "będzie". */
  contactVerbs: string;
  /** Verbs and phrases whose object is a person: "call", "frag", "demande à", "zadzwoń do". */
  addressVerbs: string;
  /** Words before the addressee of an invoice: "invoice to", "facture pour", "faktura dla". */
  invoiceAddressee: string;
  /** Words right after a self-introduced name that confirm it: "from", "aus", "uit" ("ich bin Maik aus Köln"). */
  afterSelfIntroduction: string;
  // The six kinds below are grammar of English and German only; a language without them leaves them out.
  /** Words after a surname that name a family, lower case as written: "family", "household" ("the Koch family"). */
  familyWords?: string;
  /** Verbs and prepositions before a family named in the plural, then an article: "invoice", "for", "für" ("für die Müllers"). */
  familyPluralBefore?: string;
  /** Plural articles between those words and the family: "the", "die". */
  pluralArticles?: string;
  /** Verbs that bill someone, before a name and "for": "invoice", "bill", "charge" ("bill jenkins for …"). */
  billingVerbs?: string;
  /** German: sending verbs and nouns before "an" and the addressee ("die Rechnung geht an Koch"). */
  sendingVerbs?: string;
  /** German: pronouns and fillers that may stand between a sending verb and "an" ("schick sie bitte an …"). */
  sendingFillers?: string;
}

/** Words around a phone number, plain phrases ("|" separated; a "*" ending a word stands for any letters after it). */
export interface PhoneWords {
  /** Labels and call verbs before a phone number: "tel", "Handy", "appel*", "zadzwo*". */
  labels: string;
  /** The word for "number" ("his number", "seine Nummer"): a phone unless a document word comes first. */
  numberWords: string;
  /** Starts of document and account words before the word for "number": "invoice", "rechnung", "faktur". */
  documentWords: string;
  /** Labels before a number that is no phone: "Nr.", "Betrag", "facture", "rechnung*". */
  notPhoneBefore: string;
}

/** Words around a place; the address rules read the union over all languages. */
export interface PlaceWords {
  /** Small words inside a town's name, plain phrases ("|" separated, lower case as written): "am", "sur", "aan". */
  townParticles: string;
  /** Small words inside a place's name, white-space separated: "de", "la", "van", "of". */
  placeParticles: string;
  /** Words that open a numbered part of an address, plain phrases ("|" separated): "Unit", "Bât.", "lok.". */
  addressParts: string;
  /** Capitalised words after a number that are units, invoice words or months, not towns; white-space separated. */
  notTowns: string;
  /** Capitalised words that open a field or sentence rather than an address line; white-space separated. */
  addressStops: string;
  /** Small words inside a street's name, white-space separated, lower case as written: "de", "della", "van", "'t", "św.". */
  streetParticles: string;
  /** Labels before a number that is no postcode, plain phrases ("|" separated): "nr", "rechnung*", "qty". */
  notPostcodeBefore: string;
  /** Labels whose value is a postcode, plain phrases ("|" separated): "zip", "PLZ", "code postal". */
  postcodeLabels: string;
}

/** Small words inside names and the last parts of compound names, white-space separated, lower case; the recognizers read the union over all languages. */
export interface NameParticles {
  /** Particles of a person's name: "von", "van", "de", "ter". */
  person: string;
  /** Lower-case words between the capitalised words of a business's name: "del", "van den", "pod". */
  company: string;
  /** Articles that may open a business's name: "les", "the", "het". */
  articles: string;
  /** Words for "and" in a business's name: "und", "et", "i". */
  connectors: string;
  /** Small words a business line under a signature may hold: "und", "of", "de". */
  signature: string;
  /** Small words between a legal form written first and the name, lower case: "de", "van", "l'". */
  afterLegalForm: string;
  /** Last parts of compound surnames and place names, lower case: "mann", "berg", "dijk"; a compound on one is never a safe word. */
  heads: string;
}

/** Words around a business's name; the recognizers read the union over all languages. */
export interface CompanyWords {
  /** Verbs that open a request, capitalised before a trade word ("Tell Marketing …"), white-space separated, lower case. */
  imperatives: string;
  /** Words before a lower-case trade name in a chat ("from greenway cleaning"), white-space separated, lower case. */
  lowerCaseOpeners: string;
  /** Words a business's name never grows over to the left ("Firma", "Rechnung"), white-space separated, lower case. */
  blocking: string;
  /** Words after "&" or "and" that make a family or partner firm, as written: "Sons", "Söhne", "Fils", "Co.". */
  familyFirms: string;
  /** Prepositions before a chat's lower-case partner firm ("at mcallister & finch"), plain phrases ("|" separated). */
  partnerFirmPrepositions: string;
  /** Words for "and" between a surname and the family word, as written: "&", "und", "et". */
  familyFirmConnectors: string;
}

/** Street words as regular-expression alternatives ("|" separated); the address rules read the union over all languages. */
export interface StreetWords {
  /** Endings of a one-word street name, matched inside a word: "straße", "gracht". */
  endings: string;
  /** Words after the name: "Street", "Lane". */
  after: string;
  /** Words before the name: "rue", "via", "ul\.". */
  before: string;
  /** Words before the name only when capitalised: "Am", "An der". */
  capitalisedBefore: string;
  /** Words that open a numbered unit before a street, as written: "Unit", "Flat", "Apt\.?". */
  units: string;
  /** Words after the name that are a street even in a chat's lower case: "road", "lane". */
  lowerCaseAfter: string;
  /** Words after a house number and before the name: "rue", "avenue", "bd\.?". */
  afterNumber: string;
  /** Words for a post-office box, in any case: "postfach", "casella postale". */
  poBoxes: string;
  /** Abbreviations of a post-office box, as written with their punctuation variants: "B\.?P\.?", "Apdo\.". */
  poBoxAbbreviations: string;
  /** Words that open the name of a building, estate or locality, with their capitalisation: "[Rr]ésidence", "[Gg]ewerbegebiet". */
  estateOpeners: string;
  /** Words after the floor of a house number that name the door, as written: "izda\\.?", "dcha\\.?" ("C/ Mayor 7, 3º izda."). */
  doors: string;
}
