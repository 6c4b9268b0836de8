// LOCATION: street addresses (street and house number) and postcodes with their town. Towns on their
// own are not personal data by themselves and are left alone. Street shapes per language:
// "Hauptstraße 5", "Keizersgracht 123-A", "Am Markt 3" (de/nl); "12 Baker Street", "12 rue de la Paix"
// (en/fr); "Via Roma 12", "Calle Mayor 5", "ul. Długa 5/7" (it/es/pl).
import { EVIDENCE } from '../evidence.js';
import { phrasesOfEveryLanguage, wordsOfEveryLanguage } from '../lexicons/all.js';
import {
  PO_BOX_ABBREVIATIONS,
  PO_BOX_WORDS,
  STREET_LEADING_WORDS,
  STREET_LOWER_CASE_TRAILING_WORDS,
  STREET_OPENING_PREPOSITIONS,
  STREET_SUFFIX_WORDS,
  STREET_TRAILING_WORDS,
  STREET_UNITS,
  STREET_WORDS_AFTER_NUMBER,
  ESTATE_OPENERS,
  STREET_DOORS,
} from '../gazetteers/context-words.js';
import { escapeRegExp } from '../lexicons/alternation.js';
import { ANY_STOPWORD } from '../gazetteers/stopwords.js';
import { span, type Recognizer, type Span } from '../span.js';

const HOUSE_NUMBER = String.raw`(?:s\/n(?![\p{L}])|\d{1,4}(?:[ \t]?[a-zA-Z](?![\p{L}]))?(?:[-–/]\d{1,4}[a-zA-Z]?)?(?:-[A-Za-z](?![\p{L}]))?)`;

/**
 * "street|road" → "[Ss]treet|STREET|[Rr]oad|ROAD": the word may open a sentence or sit in an all-capitals
 * OCR line; the rest of the pattern stays case-sensitive.
 */
function anyCase(alternatives: string): string {
  return alternatives
    .split('|')
    .flatMap((word) => (/^\p{L}/u.test(word) ? [`[${word[0]!.toLowerCase()}${word[0]!.toUpperCase()}]${word.slice(1)}`, word.toUpperCase()] : [word]))
    .join('|');
}
// Words are matched whole (the lookaheads forbid stopping inside one), so a run of words can be split
// only one way and the patterns stay linear even on adversarial input ("Via ei ei ei …").
const NAME_WORD = String.raw`(?:\p{Lu}\p{Ll}{0,3}\.|[\p{L}][\p{L}'’\-]*(?![\p{L}'’\-]))`;
const CAP_WORD = String.raw`(?:\p{Lu}\p{Ll}{0,3}\.|(?:[dlDL]['’])?\p{Lu}[\p{L}'’\-]*(?![\p{L}'’\-]))`;
/** Small words inside a street's name (each language's place-words.ts): "rue de la Paix", "Piazza dei Martiri". */
const PARTICLE_WORDS = [...wordsOfEveryLanguage((lexicon) => lexicon.placeWords.streetParticles)].map(escapeRegExp).join('|');
const PARTICLE = String.raw`(?:${PARTICLE_WORDS}|${PARTICLE_WORDS.toUpperCase()})(?![\p{L}])`;
/** Street-name words after a leading street word: capitalised words with particles between them. */
const STREET_NAME = String.raw`(?:[ \t]+${PARTICLE}){0,3}[ \t]+${CAP_WORD}(?:(?:[ \t]+${PARTICLE}){0,3}[ \t]+${CAP_WORD}){0,3}`;

// Via Roma 12 / Calle Mayor, 5 / ul. Długa 5/7 / Piazza San Marco 1 / cours Mirabeau 4; a street named by a
// date keeps its day: ul. 3 Maja 20/2, place du 8 Mai 4; a Spanish floor and door stay with it: C/ Mayor 7, 3º izda.
const STREET_AFTER_LEADING_WORD = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’\-])(?:${anyCase(STREET_LEADING_WORDS)})[ \t](?:\d{1,2}[ \t]+)?(?:${NAME_WORD}[ \t]+){0,4}?${NAME_WORD},?[ \t](?:n\.?[ \t]?[°º]?[ \t]?|nº[ \t]?|nr\.?[ \t]?)?${HOUSE_NUMBER}(?:,?[ \t]?\d{1,2}[ºª°](?:[ \t]?(?:\d{1,2}[ºª°]|(?:${STREET_DOORS})(?![\p{L}])|[A-Za-z](?![\p{L}])))?)?(?![\p{N}])`,
  'gu',
);

const PATTERNS: RegExp[] = [
  // Hauptstraße 5 / Berliner Str. 12a / hauptstr. 5 / Keizersgracht 123-A
  new RegExp(
    String.raw`(?<![\p{L}\p{N}'’\-])(?:${CAP_WORD}[ \t])?(?:[\p{L}][\p{L}'’\-]*?)?(?:${STREET_SUFFIX_WORDS}|${anyCase(STREET_SUFFIX_WORDS)})\.?[ \t]?,?[ \t]?${HOUSE_NUMBER}(?![\p{N}])`,
    'gu',
  ),
  // 12 Baker Street / 221b Baker St.
  new RegExp(
    String.raw`(?<![\p{L}\p{N}])(?:(?:${STREET_UNITS})[ \t]\d{1,4}[A-Za-z]?,?[ \t](?:\d{1,4}[a-zA-Z]?,?[ \t])?|\d{1,4}[a-zA-Z]?,?[ \t])(?:${CAP_WORD}[ \t]){1,3}(?:${anyCase(STREET_TRAILING_WORDS)})(?![\p{L}])`,
    'gu',
  ),
  // a chat's lower case: 19 harrow road / 4 mill lane (only the unmistakable street words)
  new RegExp(
    String.raw`(?<![\p{L}\p{N}])\d{1,4}[a-z]?,?[ \t](?:\p{Ll}[\p{Ll}'’\-]*[ \t]){1,2}(?:${STREET_LOWER_CASE_TRAILING_WORDS})(?![\p{L}])`,
    'gu',
  ),
  // 12 rue de la Paix / 3 bis avenue Foch
  new RegExp(String.raw`(?<![\p{L}\p{N}])\d{1,4}(?:[ \t]?(?:bis|ter|[a-zA-Z]))?,?[ \t](?:${anyCase(STREET_WORDS_AFTER_NUMBER)})${STREET_NAME}`, 'gu'),
  // a chat's lower case before its postcode: 3 place du marché 71100 chalon / 8 via dei mille 20121
  new RegExp(
    String.raw`(?<![\p{L}\p{N}])\d{1,4}(?:[ \t]?(?:bis|ter|[a-z]))?,?[ \t](?:${STREET_WORDS_AFTER_NUMBER}|${STREET_LEADING_WORDS})(?:[ \t]+${PARTICLE}){0,3}(?:[ \t]+\p{Ll}[\p{Ll}'’\-]*(?![\p{L}'’\-])){1,3}(?=,?[ \t]+\d{4,5}[ \t])`,
    'gu',
  ),
  // Am Markt 3 / An der Alster 12
  new RegExp(
    String.raw`(?<![\p{L}\p{N}'’\-])(?:${STREET_OPENING_PREPOSITIONS})[ \t](?:${CAP_WORD}[ \t]){0,2}?${CAP_WORD}[ \t]${HOUSE_NUMBER}(?![\p{N}])`,
    'gu',
  ),
  // Spanish industrial estates: Polígono Industrial El Olivar, nave 7 / Pol. Ind. Las Quemadas parcela 12 / …, pabellón 14
  new RegExp(
    String.raw`(?<![\p{L}\p{N}'’\-])(?:[Pp]olígono|POLÍGONO|Pol\.[ \t]?Ind\.)(?:[ \t](?:Industrial|INDUSTRIAL))?${STREET_NAME},?[ \t](?:nave|parcela|pabellón|pab\.|módulo|calle|c\/|n\.?[ºo°]?)[ \t]?\d{1,4}[A-Za-z]?`,
    'gu',
  ),
  // A post-office box: Postfach 10 04 60 / PO Box 123 / BP 45 / Casella postale 12 / Apartado de correos 345 / Postbus 1234
  new RegExp(
    String.raw`(?<![\p{L}\p{N}])(?:${anyCase(PO_BOX_WORDS)}|${PO_BOX_ABBREVIATIONS})[ \t]?(?:n\.?[ \t]?|nº[ \t]?|nr\.?[ \t]?)?\d{1,6}(?:[ \t]\d{2,3}){0,3}(?![\p{N}])`,
    'gu',
  ),
  STREET_AFTER_LEADING_WORD,
];

/** The words between a leading street word and the number name something: "cours à 40" ("lessons at 40") does not. */
function namesAStreet(value: string): boolean {
  return (value.match(/\p{L}[\p{L}'’\-]*/gu) ?? []).slice(1).some((word) => !ANY_STOPWORD.has(word.toLowerCase()));
}

/** A street without a number as a part of a comma-separated address: "…, The Old Forge, Church Lane, Great Missenden". */
const STREET_PART_BETWEEN_COMMAS = new RegExp(
  String.raw`(?<=,[ \t]{0,2})(?:\p{Lu}[\p{L}'’\-]*[ \t]){1,3}(?:${anyCase(STREET_TRAILING_WORDS)})(?=[ \t]*,)`,
  'gu',
);

/** Words that open the name of a building, estate or locality: "Résidence Les Tilleuls", "Urbanización El Pinar". */
const PLACE_OPENERS = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’\-])(?:${ESTATE_OPENERS})(?:[ \t]+${PARTICLE}){0,2}[ \t]+${CAP_WORD}(?:(?:[ \t]+${PARTICLE}){0,2}[ \t]+${CAP_WORD}){0,2}`,
  'gu',
);

/**
 * A building's name standing alone in its line, column or comma-separated part ("Hale Cottage" in a two-column
 * address block, "The Old Rectory, Church Lane"); group 1 is the last word, checked against BUILDING_WORDS.
 */
const BUILDING_CELL =
  /(?=\p{Lu})(?<=(?:^|\n|,|[ \t]{2}|\t)[ \t]{0,40})(?:The[ \t]+)?(?:\p{Lu}[\p{L}'’\-]*[ \t]){1,3}(\p{Lu}[\p{Ll}'’\-]+)(?=[ \t]*(?:$|\n|,|[ \t]{2}|\t))/gu;

/** A town: whole capitalised words ("Saint-Jean-de-Luz" is one), small words between ("Frankfurt am Main"). */
const TOWN_WORD = String.raw`\p{Lu}[\p{L}'’\-]*(?![\p{L}'’\-])`;
const TOWN = String.raw`${TOWN_WORD}(?:[ \t](?:(?:${phrasesOfEveryLanguage((lexicon) => lexicon.placeWords.townParticles)})[ \t]){0,2}${TOWN_WORD}){0,3}`;
// A postcode never follows a slash: "227/245/30518" is a tax number, whatever word comes after it.
const POSTCODE_TOWN: RegExp[] = [
  // DE/FR/IT/ES/FI/EE/HR… five digits, optional country letter prefix, optional Italian province.
  new RegExp(String.raw`(?<![\p{L}\p{N}.,/])(?:[A-Z]{1,2}-)?\d{5}[ \t](?:${TOWN})(?:[ \t]\([A-Z]{2}\))?`, 'gu'),
  // PL 00-950 Warszawa
  new RegExp(String.raw`(?<![\p{L}\p{N}.,/])\d{2}-\d{3}[ \t](?:${TOWN})`, 'gu'),
  // PT 4520-211 Santa Maria da Feira
  new RegExp(String.raw`(?<![\p{L}\p{N}.,/])\d{4}-\d{3}[ \t](?:${TOWN})`, 'gu'),
  // NL 1012 AB Amsterdam
  new RegExp(String.raw`(?<![\p{L}\p{N}.,/])\d{4}[ \t]?[A-Z]{2}[ \t](?:${TOWN})`, 'gu'),
  // AT/BE/CH/DK/LU/NO four digits, only with a country prefix (A-1010 Wien) here; see below for context.
  new RegExp(String.raw`(?<![\p{L}\p{N}.,/])(?:A|B|CH|DK|L|N|NO|AT|BE|LU)-\d{4}[ \t](?:${TOWN})`, 'gu'),
  // US: "Austin, TX 78704", a town, the state's two letters and the ZIP code.
  /(?<![\p{L}\p{N}'’\-])\p{Lu}[\p{L}'’\-]+(?:[ \t]\p{Lu}[\p{L}'’\-]+){0,2},[ \t][A-Z]{2}[ \t]\d{5}(?:-\d{4})?(?![\p{L}\p{N}])/gu,
  // UK: optional town, then the postcode.
  /(?<![\p{L}\p{N}'’\-])(?:\p{Lu}[\p{L}'’\-]+(?![\p{L}'’\-]),?[ \t])?[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}(?![\p{L}\p{N}])/gu,
  // UK in a chat's lower case: town and postcode with its space ("london w9 3rj").
  /(?<![\p{L}\p{N}'’\-])\p{Ll}[\p{Ll}'’\-]+,?[ \t][a-z]{1,2}\d[a-z\d]?[ \t]\d[a-z]{2}(?![\p{L}\p{N}])/gu,
];
/**
 * A four-digit postcode and town (BE, AT, CH, DK, LU, NO, HU…) on its own: only as a whole address part,
 * between a line start or comma and a line end, comma or bracket ("…, 1000 Bruxelles", "4020 Linz\n").
 */
const FOUR_DIGIT_POSTCODE_LINE = new RegExp(String.raw`(?=\d{4}[ \t])(?<=(?:^|[\n,])[ \t]{0,40})\d{4}[ \t](?:${TOWN})(?=[ \t]*(?:$|[\n,;(]))`, 'gu');
/** A postcode after its label, alone ("billing zip 97214", "PLZ: 80331", "kod pocztowy 00-950"). */
const LABELLED_POSTCODE = new RegExp(
  String.raw`(?<![\p{L}])(?:${phrasesOfEveryLanguage((lexicon) => lexicon.placeWords.postcodeLabels)})[ \t]*[:.]?[ \t]*((?:[A-Z]{1,2}-)?\d{4,5}(?:-\d{4})?|\d{2}-\d{3}|\d{4}[ \t]?[A-Z]{2}|[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2})(?![\p{L}\p{N}])`,
  'giu',
);
/** Right after a street only: a four-digit postcode (BE, AT, CH…) or a town written in lower case. */
const POSTCODE_AFTER_STREET = new RegExp(String.raw`(?<![\p{L}\p{N}.,/])(?:\d{4}[ \t](?:${TOWN})|\d{5}[ \t]\p{Ll}[\p{L}'’\-]*(?![\p{L}'’\-]))`, 'gu');

/** Capitalised words after a number that are units, currencies, invoice words or months, not towns (each language's place-words.ts). */
const NOT_TOWNS = wordsOfEveryLanguage((lexicon) => lexicon.placeWords.notTowns);
/**
 * Labels before a number that is no postcode (each language's place-words.ts): "Nr.", "Rechnung", "qty"; a
 * number sign or currency. On the same line only: a title line ("FACTUUR / FACTURE") says nothing of the
 * street below it.
 */
const NOT_AFTER = new RegExp(
  String.raw`(?:\b(?:${phrasesOfEveryLanguage((lexicon) => lexicon.placeWords.notPostcodeBefore)})\.?|#|€|\$)[ \t]*[:.#-]?[ \t]*$`,
  'iu',
);

/** "10000 Euro", "1500 Stück", "Rechnung 12345 Januar": a number before a unit, currency or month is no postcode. */
function townIsPlausible(text: string, match: RegExpMatchArray): boolean {
  const afterPostcode = match[0].replace(/^(?:[A-Z]{1,2}-)?[\d \t-]+(?:[A-Z]{2}[ \t])?/, '');
  const words = (afterPostcode.match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase());
  if (words.length === 0 || words.some((w) => NOT_TOWNS.has(w))) return false;
  return !NOT_AFTER.test(text.slice(Math.max(0, match.index! - 25), match.index));
}

/** Words that open a numbered part of an address: "Unit 9", "Flat 2b", "Bât. C 3", "Piso 2", "lok. 4". */
const ADDRESS_PART_WORDS = `(?:${phrasesOfEveryLanguage((lexicon) => lexicon.placeWords.addressParts)})`;
/** A numbered address part: an address-part word and a number or a letter ("Unit 9", "bât. C"), or a house number with capitalised words ("3 Quayside", "Hof 4"). */
const UNIT_PART = new RegExp(String.raw`^${ADDRESS_PART_WORDS}[ \t]?(?:\d{1,4}[a-zA-Z]?|[A-Z])$`, 'iu');
const HOUSE_PART = /^(?:\d{1,4}[a-zA-Z]?(?:[ \t]+\p{Lu}[\p{L}'’\-]*){1,3}|(?:\p{Lu}[\p{L}'’\-]*[ \t]+){1,3}\d{1,4}[a-zA-Z]?)$/u;
/** Words that may sit inside a place name in lower case: "Lieu-dit La Combe", "Cortile di Sopra". */
const PLACE_PARTICLES = wordsOfEveryLanguage((lexicon) => lexicon.placeWords.placeParticles);
/** Capitalised words only (a building, estate or rural locality: "Marina House", "Meadow Park", "Lieu-dit La Combe"). */
const STREET_OPENER = new RegExp(`^(?:${STREET_LEADING_WORDS})$`, 'iu');

function isNamedAddressPart(segment: string): boolean {
  const words = segment.split(/[ \t]+/);
  if (words.length === 0 || words.length > 4) return false;
  // "ul. Długa", "via Roma": a street word in lower case may open the name.
  if (STREET_OPENER.test(words[0]!) && words.length > 1) return isNamedAddressPart(words.slice(1).join(' '));
  if (!/^\p{Lu}/u.test(words[0]!)) return false;
  return words.every(
    (w, i) =>
      (/^\p{Lu}[\p{L}'’\-]*$/u.test(w) && !NOT_TOWNS.has(w.toLowerCase()) && !ADDRESS_BLOCK_STOPS.has(w.toLowerCase())) ||
      (i > 0 && i < words.length - 1 && PLACE_PARTICLES.has(w.toLowerCase())),
  );
}
/** Last words of building, estate and farm names (each language's lexicon). */
const BUILDING_WORDS = wordsOfEveryLanguage((lexicon) => lexicon.buildingWords);
/** Capitalised words that open a field or sentence rather than an address line. */
const ADDRESS_BLOCK_STOPS = wordsOfEveryLanguage((lexicon) => lexicon.placeWords.addressStops);

/**
 * The address lines in front of a postcode and town: "3 Quayside, Bristol BS1 5UH", "Unit 9, Meadow Park,
 * Norwich NR6 6BB", "Marina House, Southampton SO14 3TJ", "Lieu-dit La Combe, 46000 Cahors". Walking left over
 * comma-separated parts of the same line, the part right before the postcode may be a building or locality
 * name (capitalised words) or a numbered part; further parts must be numbered ("Unit 9", "12 High Row").
 */
function addressPartsBefore(text: string, postcode: Span, streets: Span[]): Span[] {
  const found: Span[] = [];
  const above = addressLineAbove(text, postcode);
  if (above) return [above];
  let end = postcode.start;
  for (let part = 0; part < 3; part++) {
    const comma = /,[ \t]*$/.exec(text.slice(Math.max(0, end - 4), end));
    if (!comma) break;
    const partEnd = end - comma[0].length;
    // A street already found ("19 harrow road") is passed over: "flat 2" may precede it.
    const street = streets.find((s) => s.end === partEnd);
    if (street) {
      end = street.start;
      continue;
    }
    const partStart = Math.max(...['\n', ',', ':', ';'].map((separator) => text.lastIndexOf(separator, partEnd - 1))) + 1;
    const address = addressTail(text.slice(partStart, partEnd), part === 0 ? 'any' : 'marked');
    if (!address) break;
    const start = partEnd - address.length;
    // "Marina House": a building word at the end outweighs a given name at the start.
    const building = BUILDING_WORDS.has(
      address
        .split(/[ \t]+/)
        .pop()!
        .toLowerCase(),
    );
    found.push(span(start, partEnd, 'LOCATION', building ? EVIDENCE.buildingBeforePostcode : EVIDENCE.addressPartBeforePostcode));
    end = start;
  }
  return found;
}

/** "Lane" as a whole word, "-straße"/"-gracht" also at the end of a compound. */
const STREET_WORD_AT_END = new RegExp(`^(?:${STREET_TRAILING_WORDS})$|(?:${STREET_SUFFIX_WORDS})$`, 'iu');

/** A place name that says it is one: a building or street word at its end, or a street word in front ("The Old Rectory", "Church Lane", "Via Roma"). */
function isMarkedPlaceName(words: string[]): boolean {
  const last = words[words.length - 1]!.toLowerCase();
  return BUILDING_WORDS.has(last) || STREET_WORD_AT_END.test(last) || STREET_OPENER.test(words[0]!);
}

/**
 * In an address block, the line right above a postcode line: a numbered line ("Kwiatowa 5", "Unit 3") or a
 * building or street without a number ("Marina House", "ul. Długa"). A plain capitalised line there is usually
 * the addressee's name and is left to the name recognizers.
 */
function addressLineAbove(text: string, postcode: Span): Span | null {
  const lineStart = text.lastIndexOf('\n', postcode.start - 1);
  if (lineStart < 0 || !/^[ \t]*$/.test(text.slice(lineStart + 1, postcode.start))) return null;
  const above = text.slice(text.lastIndexOf('\n', lineStart - 1) + 1, lineStart);
  const line = above.trim().replace(/,$/, '');
  if (!line || line.length > 40 || /[ \t]{2}|\t/.test(line)) return null; // columns: not one address line
  const start = text.lastIndexOf('\n', lineStart - 1) + 1 + above.indexOf(line);
  const words = line.split(/[ \t]+/);
  const blocked = words.some((w) => NOT_TOWNS.has(w.toLowerCase()) || ADDRESS_BLOCK_STOPS.has(w.toLowerCase()));
  if (!blocked && (UNIT_PART.test(line) || HOUSE_PART.test(line)))
    return span(start, start + line.length, 'LOCATION', EVIDENCE.addressPartBeforePostcode);
  const building = BUILDING_WORDS.has(words[words.length - 1]!.toLowerCase());
  if (isNamedAddressPart(line) && (building || STREET_OPENER.test(words[0]!)))
    return span(start, start + line.length, 'LOCATION', building ? EVIDENCE.buildingBeforePostcode : EVIDENCE.streetWithoutNumberAbovePostcode);
  return null;
}

/**
 * The longest run of last words of `part` that is an address part ("send it to 4 Harbourside" gives
 * "4 Harbourside"), or null. A named part (capitalised words only) is taken whole: the word before it
 * must not be capitalised too.
 */
function addressTail(part: string, named: 'any' | 'marked'): string | null {
  if (/[ \t]$/.test(part)) return null;
  const words = part.split(/[ \t]+/).filter(Boolean);
  for (let k = Math.min(words.length, 5); k >= 1; k--) {
    const tailWords = words.slice(words.length - k);
    const tail = part.slice(part.length - tailWords.join(' ').length);
    if (tail !== tailWords.join(' ')) continue; // tabs or double spaces inside: not one address part
    const blocked = tailWords.some((w) => NOT_TOWNS.has(w.toLowerCase()) || ADDRESS_BLOCK_STOPS.has(w.toLowerCase()));
    if (!blocked && (UNIT_PART.test(tail) || HOUSE_PART.test(tail))) return tail;
    const wordBefore = words[words.length - k - 1];
    if (!isNamedAddressPart(tail) || (wordBefore !== undefined && /^\p{Lu}/u.test(wordBefore))) continue;
    if (named === 'any' || isMarkedPlaceName(tailWords)) return tail;
  }
  return null;
}

export const recognizeLocations: Recognizer = (text) => {
  const spans: Span[] = [];
  for (const pattern of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const value = m[0].replace(/[\s,]+$/, '');
      // "Catering 10", "Offering 3": an English -ing word is no street even though it ends in "ring".
      if (/^\S*(?:e|i|u)ring\b/i.test(value)) continue;
      if (NOT_AFTER.test(text.slice(Math.max(0, m.index - 25), m.index))) continue;
      if (pattern === STREET_AFTER_LEADING_WORD && !namesAStreet(value)) continue;
      spans.push(span(m.index, m.index + value.length, 'LOCATION', EVIDENCE.streetAndNumber));
    }
  }
  const streets = [...spans];
  for (const m of text.matchAll(PLACE_OPENERS)) spans.push(span(m.index, m.index + m[0].length, 'LOCATION', EVIDENCE.placeOpener));
  for (const m of text.matchAll(STREET_PART_BETWEEN_COMMAS)) spans.push(span(m.index, m.index + m[0].length, 'LOCATION', EVIDENCE.placeOpener));
  for (const m of text.matchAll(BUILDING_CELL)) {
    if (BUILDING_WORDS.has(m[1]!.toLowerCase())) spans.push(span(m.index, m.index + m[0].length, 'LOCATION', EVIDENCE.buildingCell));
  }
  const postcodes: Span[] = [];
  for (const pattern of [...POSTCODE_TOWN, FOUR_DIGIT_POSTCODE_LINE]) {
    for (const m of text.matchAll(pattern)) {
      if (!townIsPlausible(text, m)) continue;
      postcodes.push(span(m.index!, m.index! + m[0].length, 'LOCATION', EVIDENCE.postcodeAndTown));
    }
  }
  spans.push(...postcodes);
  for (const m of text.matchAll(LABELLED_POSTCODE)) {
    const start = m.index + m[0].length - m[1]!.length;
    spans.push(span(start, m.index + m[0].length, 'LOCATION', EVIDENCE.labelledPostcode));
  }
  // A bare four-digit postcode (Belgium, Austria, Switzerland…) or "60329 frankfurt" only right after a street.
  for (const m of text.matchAll(POSTCODE_AFTER_STREET)) {
    const before = text.slice(Math.max(0, m.index! - 3), m.index);
    const previous = spans.find(
      (s) => s.type === 'LOCATION' && s.end <= m.index! && m.index! - s.end <= 3 && /^[\s,]*$/.test(text.slice(s.end, m.index)),
    );
    if (!previous || !/[\s,]$/.test(before) || !townIsPlausible(text, m)) continue;
    spans.push(span(m.index!, m.index! + m[0].length, 'LOCATION', EVIDENCE.postcodeAfterStreet));
  }
  for (const postcode of postcodes) spans.push(...addressPartsBefore(text, postcode, streets));
  return spans;
};
