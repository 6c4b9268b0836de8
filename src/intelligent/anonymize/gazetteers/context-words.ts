// Words around names, companies and addresses in the seven languages, read from each language's lexicon
// and built here into sets and patterns: titles, greetings, role words and words that name nobody as sets;
// sign-offs, labels and name openers as patterns of plain phrases, joined longest first so the order of a
// list never changes a match (lexicons/alternation.ts); street words as the regular-expression alternatives
// their lexicon files hold. They are the context the name recognizers rely on. Legal forms are in
// lexicons/legal-forms.ts.
import { alternativesOfEveryLanguage, phrasesOfEveryLanguage, wordsOfEveryLanguage } from '../lexicons/all.js';
import type { ContextWords, NameOpeners, PersonPhrases } from '../lexicons/lexicon.js';

/** Every language's phrases before a name of one kind, as one alternation. */
const openers = (kind: keyof NameOpeners) => phrasesOfEveryLanguage((lexicon) => lexicon.nameOpeners[kind]);

/** Every language's phrases around a person's name of one kind, as one alternation (escaped, longest first). */
export const personPhrases = (kind: keyof PersonPhrases): string => phrasesOfEveryLanguage((lexicon) => lexicon.personPhrases[kind] ?? '');

/** Every language's words of one kind, as a set (lower case). */
export const fromLexicons = (kind: keyof ContextWords): ReadonlySet<string> => wordsOfEveryLanguage((lexicon) => lexicon.contextWords[kind]);

/** Titles before a person's name; the title itself is not part of the name. Matched case-insensitively. */
export const HONORIFICS = fromLexicons('titles');

/** Greetings whose next words are the addressee's name ("Hallo Anna", "Dear Mr Smith", "Cześć Tomek"). */
export const GREETINGS = fromLexicons('greetings');

/** Words that follow a greeting but are not a name ("Dear Sir", "Hallo zusammen", "Hola a todos"). */
export const NOT_ADDRESSEES = fromLexicons('notAddressees');

/** Closing formulas, matched (sticky) where a line or sentence starts; the next line or the rest of the line is usually the writer's name. */
export const SIGN_OFF_AT: RegExp = new RegExp(
  String.raw`[¡¿]?(?:${phrasesOfEveryLanguage((lexicon) => lexicon.signOffs)})\s*[,.!]*[ \t]*(?:\n|[ \t]+|,\s*|-\s*)`,
  'iuy',
);

/** Field labels whose value is a person ("Ansprechpartner: …", "Contact person: …", "z rąk: …"), tested on the text before a colon. */
export const PERSON_LABEL_BEFORE_COLON: RegExp = new RegExp(
  String.raw`\b(?:${phrasesOfEveryLanguage((lexicon) => lexicon.labels.person)})\s*$`,
  'iu',
);
/** E-mail header and addressee labels: their value is as often a department as a person. */
export const HEADER_LABEL_BEFORE_COLON: RegExp = new RegExp(
  String.raw`(?:^|\n|\b)(?:${phrasesOfEveryLanguage((lexicon) => lexicon.labels.header)})\s*$`,
  'iu',
);

/** Words before a company name ("Firma Schulz", "la società Rossi", "the company Brightline"). */
export const COMPANY_MARKERS: RegExp = new RegExp(
  String.raw`\b(?:${phrasesOfEveryLanguage((lexicon) => lexicon.nameOpeners.company)})\s+(?=["„“«‹]?[ \t]?\p{Lu})`,
  'giu',
);

/**
 * Phrases that name the writer's or a party's business before its name: "my company, Blue Fern Studio",
 * "company name: …", "trading as …", "ragione sociale …", "nazwa firmy: …". The name follows after an
 * optional verb or punctuation.
 */
export const COMPANY_INTRODUCERS: RegExp = new RegExp(
  String.raw`(?<![\p{L}])(?:${openers('introducers')})(?:[ \t]+(?:${openers('naming')}))?[ \t]*[:,=–-]?[ \t]*`,
  'giu',
);

/** Where the goods came from or the writer works: "ordered 40 chairs from …", "chez …", "presso …", "besteld bij …", "zamówione w …", "from the Crown & Anchor". */
export const SUPPLIER_BEFORE: RegExp = new RegExp(String.raw`(?<![\p{L}])(?:${openers('supplier')})[ \t]+`, 'giu');

/**
 * A business partner named by its role after a possessive: "our supplier Hartwell", "unser Lieferant Holzmann",
 * "notre fournisseur Dubreuil", "nasz dostawca Stalmet"; also a business speaking of itself ("we are …",
 * "all of us at …").
 */
export const PARTNER_BEFORE: RegExp = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:${openers('possessives')})[ \t]+(?:${openers('partners')})|${openers('self')})[ \t,]+`,
  'giu',
);

/**
 * People named by their job or relation before the name: "our technician Dufresne", "unser Monteur Brandt",
 * "der Kollege Brandtner", "notre technicien Morvan", "il nostro tecnico Ferraresi", "nasz technik Wiśniewski".
 */
export const PEOPLE_ROLE_BEFORE: RegExp = new RegExp(
  String.raw`(?<![\p{L}])(?:${phrasesOfEveryLanguage((lexicon) => lexicon.nameOpeners.person)})[ \t]+`,
  'giu',
);

/** Labels of an invoice's parties: their value is a company or a person ("Supplier: Northwind Traders", "Nabywca: …"). */
export const PARTY_LABELS: RegExp = new RegExp(
  String.raw`(?<![\p{L}])(?:${phrasesOfEveryLanguage((lexicon) => lexicon.labels.party)})[ \t]*:[ \t]*`,
  'giu',
);

/** Street-type words, for "Hauptstraße 5", "Keizersgracht 12", "12 Baker Street", "via Roma 1", "ul. Długa 5" (each language's lexicon). */
export const STREET_SUFFIX_WORDS = alternativesOfEveryLanguage((lexicon) => lexicon.streetWords.endings);
export const STREET_TRAILING_WORDS = alternativesOfEveryLanguage((lexicon) => lexicon.streetWords.after);
export const STREET_LEADING_WORDS = alternativesOfEveryLanguage((lexicon) => lexicon.streetWords.before);
/** Street openers, only capitalised: "Am Markt 3", "An der Alster 12". */
export const STREET_OPENING_PREPOSITIONS = alternativesOfEveryLanguage((lexicon) => lexicon.streetWords.capitalisedBefore);
/** Words that open a numbered unit before a street, as written: "Unit 4, 12 Baker Street", "Flat 2". */
export const STREET_UNITS = alternativesOfEveryLanguage((lexicon) => lexicon.streetWords.units);
/** Street words after the name that are unmistakable even in a chat's lower case: "19 harrow road". */
export const STREET_LOWER_CASE_TRAILING_WORDS = alternativesOfEveryLanguage((lexicon) => lexicon.streetWords.lowerCaseAfter);
/** Street words after a house number: "12 rue de la Paix", "3 bis avenue Foch". */
export const STREET_WORDS_AFTER_NUMBER = alternativesOfEveryLanguage((lexicon) => lexicon.streetWords.afterNumber);
/** Words for a post-office box ("Postfach", "casella postale"), and their abbreviations as written ("P.O. Box", "BP", "Apdo."). */
export const PO_BOX_WORDS = alternativesOfEveryLanguage((lexicon) => lexicon.streetWords.poBoxes);
export const PO_BOX_ABBREVIATIONS = alternativesOfEveryLanguage((lexicon) => lexicon.streetWords.poBoxAbbreviations);
/** Words that open the name of a building, estate or locality: "Résidence Les Tilleuls", "Gewerbegebiet Nord". */
export const ESTATE_OPENERS = alternativesOfEveryLanguage((lexicon) => lexicon.streetWords.estateOpeners);
/** Words after a floor number that name the door ("3º izda."). */
export const STREET_DOORS = alternativesOfEveryLanguage((lexicon) => lexicon.streetWords.doors);

/** Words of job titles and departments: a line or value holding one is a role or a department, not a person or business. */
export const ROLE_WORDS: ReadonlySet<string> = fromLexicons('roles');
