// How much each kind of evidence is worth, in one table: every recognizer reads its scores from here by name.
// Where two readings of the same words compete, the higher score wins (overlap.ts), so the scores order the
// readings by trust: a check digit over a label, a label over a position in a sentence, anything over a word
// that is merely unknown. Grouped by what the evidence finds; within a group, strongest first.
export const EVIDENCE = {
  // --- Contact details ---
  /** An e-mail address: a local part, an at sign, a domain. */
  email: 0.99,
  /** A spelled-out e-mail address: an at-word and a dot-word or dot before a top-level domain. */
  obfuscatedEmail: 0.92,
  /** A URL with its scheme (https://…). */
  urlWithScheme: 0.95,
  /** A bare domain (www.example.de, example.com/path). */
  bareDomain: 0.75,

  // --- Phone numbers ---
  /** An international number (+49…, 0049…). */
  internationalPhone: 0.95,
  /** An international number right after a word that says it is something else (order, invoice). */
  internationalPhoneAfterNonPhoneWord: 0.6,
  /** A number with a trunk zero after a phone label. */
  labelledTrunkPhone: 0.9,
  /** A number without a trunk zero after a phone label. */
  labelledPhone: 0.85,
  /** A phone number after a phone label with a letter OCR read for a digit. */
  garbledPhone: 0.8,
  /** A number with a trunk zero grouped like a phone (030 1234567, 06 12 34 56 78). */
  groupedTrunkPhone: 0.75,
  /** A mobile grouping without a trunk zero (612 345 678, 347 123 4567). */
  mobileShape: 0.7,
  /** A landline grouping without a trunk zero (22 345 67 89, 91 123 45 67). */
  landlineShape: 0.65,
  /** An Italian mobile read out in pairs (335 60 71 482). */
  mobileInPairs: 0.65,

  // --- Bank and card ---
  /** An IBAN whose check digits hold. */
  checkedIban: 0.99,
  /** A Polish NRB (an IBAN without its country prefix) whose check digits hold. */
  checkedPolishNrb: 0.95,
  /** An IBAN or NRB after a bank label, whatever its check digits. */
  labelledIban: 0.9,
  /** An IBAN or NRB shape, mostly digits or grouped, without check digits or label. */
  ibanShape: 0.7,
  /** A card number whose Luhn check digit holds. */
  cardNumber: 0.93,
  /** Thirteen digits and more after a card word, whatever the check digit. */
  cardAfterCardWord: 0.8,
  /** A BIC after its label. */
  labelledBic: 0.95,
  /** A BIC with a digit in its location code near an IBAN. */
  bicNearIban: 0.75,
  /** A UK sort code after its label. */
  sortCode: 0.9,
  /** Eight digits near a sort code: a UK account number. */
  accountNearSortCode: 0.85,
  /** Twenty digits whose two Spanish account check digits hold. */
  checkedSpanishAccount: 0.9,

  // --- VAT ids, tax ids, registers ---
  /** A prefixed VAT id whose check digit holds. */
  checkedVatId: 0.97,
  /** A prefixed VAT id of a country whose check digit cannot be tested. */
  uncheckableVatId: 0.85,
  /** A prefixed VAT id of the right shape and the wrong check digit (a typo or a sample id). */
  vatIdWrongCheckDigit: 0.6,
  /** A labelled Italian codice fiscale whose check letter holds. */
  labelledCodiceFiscaleChecked: 0.97,
  /** A labelled id whose check digit holds (NIP, PESEL, partita IVA, SIREN, BSN…). */
  labelledIdChecked: 0.95,
  /** A labelled id of a shape only that id has (ten to thirteen digits after "Steuernummer"). */
  labelledIdKnownShape: 0.9,
  /** A Luxembourg register number after "RCS" (B and four to six digits). */
  labelledLuxembourgRegister: 0.85,
  /** A labelled id of the right length whose check digit fails or cannot be tested. */
  labelledIdShape: 0.8,
  /** A labelled value that merely could be the id (letters and digits of a plausible length). */
  labelledIdLooseShape: 0.75,
  /** Added to a labelled id's score so it outranks a card or phone reading of the same digits… */
  labelBonus: 0.04,
  /** …up to this ceiling. */
  labelledIdCeiling: 0.99,
  /** A codice fiscale without label whose check letter holds. */
  checkedCodiceFiscale: 0.95,
  /** A Swiss social security number (756…) whose check digit holds. */
  checkedSwissSocialSecurity: 0.9,
  /** A Spanish NIF/NIE/CIF with a letter, whose check character holds. */
  checkedSpanishId: 0.9,
  /** A Belgian enterprise number in its dotted grouping whose check digits hold. */
  checkedBelgianEnterprise: 0.9,
  /** A Norwegian organisation number after its label. */
  norwegianOrgNumber: 0.9,
  /** A commercial register number (HRB 104873, FN 412937 k). */
  commercialRegisterNumber: 0.85,
  /** A UK National Insurance number: two prefix letters, six digits, a suffix A to D. */
  nationalInsuranceShape: 0.8,
  /** A German Steuernummer shape (12/345/67890) not after an invoice or order label. */
  steuernummerShape: 0.75,
  /** A bare national id of the text's language whose check digit holds. */
  bareCheckedId: 0.7,
  /** Ten digits in a text that names the UK Unique Taxpayer Reference. */
  utrInNamingText: 0.7,
  /** The first or last digits of an identifier found in the same text, standing alone ("starts with 4480"). */
  identifierPiece: 0.65,
  /** Eight to thirteen digits in spaced groups, no amount and no date. */
  digitGroups: 0.5,

  // --- E-invoicing addresses ---
  /** A Peppol participant id with a known scheme (0088:…): above the VAT id or GLN inside it. */
  peppolParticipantId: 0.99,
  /** A Leitweg-ID after its label. */
  labelledLeitwegId: 0.95,
  /** A Leitweg-ID without label whose check digits hold. */
  checkedLeitwegId: 0.8,
  /** A Spanish DIR3 code after its label. */
  dir3Code: 0.9,
  /** A GLN after its label whose check digit holds. */
  labelledGln: 0.9,
  /** An Italian SDI recipient code after its label. */
  sdiCode: 0.9,

  // --- Places ---
  /** A line above a postcode, or a part of its line before it, ending in a building word (Marina House). */
  buildingBeforePostcode: 0.85,
  /** A street with a house number. */
  streetAndNumber: 0.8,
  /** A postcode and a plausible town. */
  postcodeAndTown: 0.8,
  /** A bare postcode right after a street. */
  postcodeAfterStreet: 0.75,
  /** A bare postcode after its label (zip, PLZ, code postal). */
  labelledPostcode: 0.75,
  /** A street word in front of a name without a number, above a postcode (Via Roma, ul. Długa). */
  streetWithoutNumberAbovePostcode: 0.6,
  /** A place named by its opening word (The Old Rectory). */
  placeOpener: 0.6,
  /** A numbered address part before a postcode (Kwiatowa 5, Unit 3). */
  addressPartBeforePostcode: 0.55,
  /** A table cell ending in a building word. */
  buildingCell: 0.5,

  // --- Companies ---
  /** A name before its legal form (GmbH, S.L., Ltd). */
  companyBeforeLegalForm: 0.9,
  /** A family firm (Müller & Söhne, Smith and Sons). */
  familyFirm: 0.8,
  /** Capitalised words after a legal form written before the name (ASBL, vzw, SARL). */
  leadingLegalForm: 0.8,
  /** A name after a company marker or a leading legal form, or quoted after one. */
  companyAfterMarker: 0.75,
  /** A name after words that introduce a business (my company, our firm). */
  companyIntroduced: 0.7,
  /** A business noun and a capitalised or quoted name (Gasthaus „Zum Hirschen“, Bäckerei Hoffmann). */
  businessNounAndName: 0.7,
  /** A capitalised trade name ending in a trade word (Riverside Cafe). */
  capitalisedTradeName: 0.65,
  /** A chat's lower-case business name after an introducer (her business name dawn's dog grooming). */
  lowerCaseIntroducedCompany: 0.6,
  /** A capitalised name after a lower-case business noun (w hurtowni Bud-Mat). */
  lowerCaseBusinessNounAndName: 0.6,
  /** A lower-case trade name after "from"/"at" (from greenway cleaning). */
  lowerCaseTradeName: 0.6,
  /** A chat's lower-case partner firm after a preposition (at mcallister & finch). */
  lowerCasePartnerFirm: 0.5,
  /** A capitalised value after a party label (Supplier: Northwind): it may be a person, whose reading scores higher. */
  companyAfterPartyLabel: 0.5,
  /** A capitalised name after a partner word. */
  companyAfterPartnerWord: 0.5,
  /** Whose invoice, order or account it is (Greenleaf's invoice). */
  possessiveOfInvoice: 0.5,
  /** The supplier of goods in the middle of a sentence (ordered 40 chairs from Oakridge Furnishings). */
  supplierInSentence: 0.5,
  /** A business line of a signature block. */
  signatureBusinessLine: 0.45,
  /** The bank named at the start of a payment line, before its IBAN or BIC (Erste Bank · IBAN …). */
  bankBeforeAccount: 0.45,

  // --- Persons ---
  /** A name after an honorific (Herr, Mme, Sig.ra). */
  nameAfterHonorific: 0.9,
  /** A name after a greeting (Hallo Anna, hi tomasz). */
  nameAfterGreeting: 0.85,
  /** A known given name and a surname. */
  givenNameAndSurname: 0.8,
  /** A signature on the line after a sign-off. */
  signatureOnItsLine: 0.8,
  /** A given name as an invoice's recipient or introducing oneself, with or without a surname. */
  givenNameOfRecipient: 0.75,
  /** A signature on the sign-off's own line. */
  signatureAfterSignOff: 0.75,
  /** A lower-case word no list knows after a title (mr, frau, mme). */
  titledName: 0.75,
  /** A name after a person label and a colon (Ansprechpartner: Jan Kowalski). */
  nameAfterPersonLabel: 0.7,
  /** A name after a word that introduces a person without a colon. */
  nameAfterPersonWord: 0.7,
  /** An unknown capitalised name introducing oneself (this is Priyanka from …). */
  selfIntroducedName: 0.7,
  /** The value of "contact is". */
  contactIsName: 0.7,
  /** A cell under a party column of a pasted table (Supplier, Contact). */
  partyColumnCell: 0.7,
  /** A line holding nothing but a given name. */
  nameLine: 0.7,
  /** A given name that is also a word, with a surname (Grace Miller). */
  wordlikeGivenNameAndSurname: 0.65,
  /** A given name and a surname after a preposition, even a word-like given name. */
  givenNameAndSurnameAfterPreposition: 0.6,
  /** A lone capitalised given name. */
  capitalisedGivenName: 0.6,
  /** An initial and a surname (D. Brennan). */
  initialAndSurname: 0.6,
  /** A name joined to a person by "and" (Mia und Ben). */
  coordinatedName: 0.6,
  /** The subject of a speech verb (Anna said). */
  subjectOfSpeechVerb: 0.6,
  /** The object of a verb addressed to a person (ask Dufresne). */
  objectOfAddressVerb: 0.6,
  /** "the Koch family". */
  familyName: 0.6,
  /** A family in the plural (the Okafors). */
  familyInPlural: 0.6,
  /** A word found elsewhere in the text as part of a name, repeated alone. */
  repeatedMention: 0.55,
  /** A person named by job or relation (our technician Dufresne). */
  nameAfterRoleNoun: 0.55,
  /** A given name with a possessive (frank's invoice). */
  possessiveGivenName: 0.55,
  /** German: the addressee after "geht an", "schick an" without article. */
  germanSendToName: 0.55,
  /** A lower-case known given name. */
  lowerCaseGivenName: 0.5,
  /** The capitalised addressee of an invoice in running text. */
  invoiceAddressee: 0.5,
  /** A chat's lower-case addressee between the verb and "for" (bill jenkins for the tyres). */
  lowerCaseBilledName: 0.5,
  /** A word-like given name capitalised in the middle of a sentence (Grace, Frank). */
  wordlikeNameMidSentence: 0.5,
  /** A lower-case particle and a capitalised word mid-sentence (bij de Groot), or Italian "a dalla valle". */
  particleSurname: 0.45,
  /** A chat's speaker before the colon of each turn (fra: …, Rose 🌹: …): below a typed business reading. */
  chatSpeaker: 0.4,

  // --- Any party ---
  /** A dictated run of number words and spelled letters long enough to be an identifier. */
  spokenIdentifier: 0.85,
  /** A word or code spelled letter by letter ("R A M D I N", "P 43 E Y 21") that no list knows. */
  spelledWord: 0.6,
  /** The same after the label of an identifier ("codice fiscale L M R …"): the whole run is that identifier. */
  labelledSpelledIdentifier: 0.9,
  /** A name line of an address block, above the street and postcode lines. */
  addressBlockName: 0.45,
  /** A short capitalised line of an address block. */
  addressBlockLine: 0.35,
  /** A word no list knows (the recall-first layer): below every recognizer, so a typed reading wins. */
  unknownWord: 0.3,
} as const;
