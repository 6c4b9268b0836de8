// COMPANY_NAME: the words before a legal-form suffix ("Müller & Söhne GmbH", "studio grafico rossi s.r.l.",
// "Kowalski Sp. z o.o."), a French legal form in front ("SCI Les Pins"), the capitalised words after a
// marker ("Firma Schulz", "la società Bianchi"), and trade names built on a business-type noun
// ("Bäckerei Huber", "Transportes Iglesias", "Smith's Bakery"). The name grows to the left over words
// that are not function words, so lower-case names are found too, and stops at punctuation or a line start.
import { EVIDENCE } from '../evidence.js';
import { phraseAlternation } from '../lexicons/alternation.js';
import { phrasesOfEveryLanguage, wordsOfEveryLanguage } from '../lexicons/all.js';
import { ANY_CASE_LEGAL_FORMS, LEADING_LEGAL_FORM, LEGAL_FORM_WORD, LEGAL_FORMS } from '../lexicons/legal-forms.js';
import otherNameParticles from '../lexicons/other-name-particles.js';
import {
  COMPANY_INTRODUCERS,
  COMPANY_MARKERS,
  GREETINGS,
  HONORIFICS,
  PARTNER_BEFORE,
  PARTY_LABELS,
  ROLE_WORDS,
  SUPPLIER_BEFORE,
} from '../gazetteers/context-words.js';
import { ANY_STOPWORD, DATE_WORDS } from '../gazetteers/stopwords.js';
import { memoized } from '../per-text.js';
import { followsCapitalisation } from '../safe-words/orthography.js';
import { span, type Recognizer, type Span } from '../span.js';
import { adjacent, sentenceInitial, tokenize, type Token } from '../tokens.js';

/** A name in quotation marks right at `offset` ("„Zum Hirschen“", "« Chez Paulette »", '"Marex"'): the end of the closing mark, or -1. */
function quotedNameEnd(text: string, offset: number): number {
  const m = /^["„“«‹][ \t]?\p{Lu}[^\n"„“”«»‹›]{0,40}?[ \t]?["“”»›]/u.exec(text.slice(offset, offset + 48));
  return m ? offset + m[0].length : -1;
}
/** Words and signs for "and" in a business's name (each language's name-particles.ts, and the "og" of other languages). */
const CONNECTORS: ReadonlySet<string> = new Set([
  '&',
  '+',
  ...wordsOfEveryLanguage((lexicon) => lexicon.nameParticles.connectors),
  ...otherNameParticles.connectors.split(' '),
]);
/** Lower-case words allowed inside a name between capitalised ones: "Aceites del Sur", "Bakkerij Van den Berg". */
const NAME_PARTICLES = wordsOfEveryLanguage((lexicon) => lexicon.nameParticles.company);
/** Articles that may open a name: "Les Vergers du Lot SAS", "The Print House Ltd", "Van Dijk B.V.". */
const OPENING_ARTICLES = wordsOfEveryLanguage((lexicon) => lexicon.nameParticles.articles);
/** Business-type nouns that open a trade name (each language's lexicon): "Bäckerei Huber", "Hotel Adler", "Studio Rossi". */
const TRADE_WORDS = wordsOfEveryLanguage((lexicon) => lexicon.tradeWords.opening);
/**
 * Word endings that make a shop or workshop noun: Rösterei/Bäckerei, plomberie/boulangerie,
 * macelleria/pasticceria, caseificio/mobilificio, fontanería/panadería, branderij/bakkerij,
 * palarnia/piekarnia, and the Dutch and German compounds on -bedrijf, -handel, -technik, -service.
 */
const BUSINESS_NOUN_ENDING =
  /(?:erei|erie|eria|ería|erij|ificio|arnia|arni|arnię|arnią|ernia|erni|bedrijf|handel|bedarf|technik|techniek|service|werkstatt|huis|haus)$/;

/** Verdicts by word, kept across texts (at most 20 000 words): the company, person and address recognizers ask
 * about every token, several times each. */
export const isBusinessNoun: (word: string) => boolean = memoized(namesABusinessKind, 20_000);

function namesABusinessKind(word: string): boolean {
  // "l'atelier", "dell'ottica": an elided article is not part of the noun.
  const lower = word.replace(/^\p{L}{1,4}['’]/u, '');
  return TRADE_WORDS.has(lower) || (lower.length >= 6 && BUSINESS_NOUN_ENDING.test(lower));
}
/** Words that end a trade name, the business type last: "Smith's Bakery", "Harrison Solicitors", "Groenwoud Hoveniers". */
export const TRADE_SUFFIXES = wordsOfEveryLanguage((lexicon) => lexicon.tradeWords.closing);
/** A capitalised name with an English possessive before an invoice word: "Greenleaf's invoice". */
const POSSESSIVE_OF_INVOICE =
  /(?<![\p{L}'’\-])(\p{Lu}[\p{L}\-]+)['’]s[ \t]+(?=(?:invoice|bill|order|account|quote|payment|delivery|statement)s?(?![\p{L}]))/gu;
/** Verbs that open a request and so are capitalised before a trade word: "Tell Marketing …", "Call Plumbing …". */
const IMPERATIVES = wordsOfEveryLanguage((lexicon) => lexicon.companyWords.imperatives);
/** Words before a lower-case trade name in a chat: "the riverside cafe", "from greenway cleaning". */
const LOWER_CASE_TRADE_OPENERS = wordsOfEveryLanguage((lexicon) => lexicon.companyWords.lowerCaseOpeners);
const NAME_CHARS = /^[\p{L}\p{N}][\p{L}\p{N}'’.\-]*$/u;
/** Words a name never grows over to the left: "Firma", "Rechnung", "Kunde". */
const BLOCKING_WORDS = wordsOfEveryLanguage((lexicon) => lexicon.companyWords.blocking);

/** Walks left from the suffix over name-like words on the same line, at most five. */
function companyStart(text: string, suffixStart: number): number | null {
  let start = suffixStart;
  let words = 0;
  let cursor = suffixStart;
  while (words < 5) {
    // OCR may double the spaces between words ("PANIFICIO  F.LLI  RUSSO  s.n.c.").
    const m = /([\p{L}\p{N}&+'’.\-]+)( {1,2})$/u.exec(text.slice(Math.max(0, cursor - 40), cursor));
    if (!m) break;
    const word = m[1]!;
    const lower = word.toLowerCase().replace(/\.$/, '');
    const wordStart = cursor - m[0].length;
    // "…paid. Acme Ltd": a word ending a sentence is not part of the name.
    if (word.endsWith('.') && lower.length > 3 && !/^\p{Lu}+\.$/u.test(word)) break;
    const leftOfWord = text.slice(Math.max(0, wordStart - 40), wordStart);
    const capitalisedToTheLeft = /\p{Lu}[\p{L}'’\-]*( )$/u.test(leftOfWord);
    // "Van den Broek Advies B.V.": a capitalised particle inside a sentence belongs to the name.
    if (NAME_PARTICLES.has(lower) && /^\p{Lu}/u.test(word) && words > 0 && !/(?:^|[.!?:;\n])[ \t]*$/.test(leftOfWord)) {
      start = wordStart;
      cursor = wordStart;
      continue;
    }
    if (CONNECTORS.has(lower) || NAME_PARTICLES.has(lower)) {
      // A connector or particle only between two name words, or a capitalised particle opening a field ("Van Dijk B.V.").
      const opensField = /(?:^|[\n:;,(|–-])[ \t]*$/.test(leftOfWord);
      if (words > 0 && /^\p{Lu}/u.test(word) && opensField && NAME_PARTICLES.has(lower)) {
        start = wordStart;
        break;
      }
      if (words === 0 || !capitalisedToTheLeft) break;
      cursor = wordStart;
      continue;
    }
    if (!NAME_CHARS.test(word) || HONORIFICS.has(lower) || GREETINGS.has(lower) || BLOCKING_WORDS.has(word.toLowerCase())) break;
    const midSentenceCapital = /^\p{Lu}/u.test(word) && !/(?:^|[.!?:;\n])[ \t]*$/.test(leftOfWord);
    if (ANY_STOPWORD.has(lower) && !midSentenceCapital) {
      // A capitalised article opens the name only where a line or field starts: "Les Vergers du Lot SAS".
      const opensField = /(?:^|[\n:;,(|–-])[ \t]*$/.test(leftOfWord);
      if (!(OPENING_ARTICLES.has(lower) && /^\p{Lu}/u.test(word) && opensField && words > 0)) break;
      start = wordStart;
      break;
    }
    start = wordStart;
    cursor = wordStart;
    words++;
  }
  return start < suffixStart ? start : null;
}

function fromLegalForms(text: string, pattern: RegExp, spans: Span[]): void {
  for (const m of text.matchAll(pattern)) {
    const suffixStart = m.index;
    // "Suministros Garrido, S.L.", "Rossi & C., S.n.c.": Southern European practice puts a comma before the form.
    const comma = /[\p{L}\p{N}.],[ \t]$/u.test(text.slice(Math.max(0, suffixStart - 3), suffixStart));
    const start = comma ? companyStart(`${text.slice(0, suffixStart - 2)} `, suffixStart - 1) : companyStart(text, suffixStart);
    if (start === null) continue;
    const name = text.slice(start, suffixStart);
    // Two-letter upper-case forms (AG, SA, SE…) only after a capitalised name.
    if (m[0].length <= 3 && m[0] === m[0].toUpperCase() && !/^\p{Lu}/u.test(name) && !/^\d/.test(name)) continue;
    if (!/\p{L}/u.test(name)) continue;
    spans.push(span(bilingualStart(text, start), suffixStart + m[0].length, 'COMPANY_NAME', EVIDENCE.companyBeforeLegalForm));
  }
}

/** "Le Plateau d'Argent – Het Zilveren Plateau SRL": the name in a second language before a dash or slash, from the start of the line. */
const OTHER_LANGUAGE_NAME = /(?:^|\n)[ \t>]*(\p{Lu}[^\n\d–—/|:@]{1,48}?)[ \t]+[–—/][ \t]+$/u;

/** Where a business's name starts when the line opens with its name in another language. */
function bilingualStart(text: string, start: number): number {
  const m = OTHER_LANGUAGE_NAME.exec(text.slice(Math.max(0, start - 60), start));
  if (!m || m[1]!.split(/[ \t]+/).length > 5) return start;
  return start - (m[0].length - m[0].indexOf(m[1]!));
}

/** Capitalised words from tokens[i], letting connectors and particles join two of them. */
function capitalisedRun(text: string, tokens: readonly Token[], i: number, max: number, openingParticle = false): number {
  let j = i;
  let last = i;
  while (j < tokens.length && j - i < max + 2) {
    const t = tokens[j]!;
    if (j > i && !adjacent(text, tokens[j - 1]!, t) && !/^ ?& ?$/.test(text.slice(tokens[j - 1]!.end, t.start))) break;
    if (HONORIFICS.has(t.lower) || HONORIFICS.has(`${t.lower}.`)) {
      // "Studio Dentistico Dr. Moretti", "Gabinet Stomatologiczny lek. dent. Nowak": a title, or a chain of
      // them, inside a trade name, before a capitalised name, belongs to it.
      let k = j + 1;
      const isTitle = (w: Token) => HONORIFICS.has(w.lower) || HONORIFICS.has(`${w.lower}.`);
      while (k < tokens.length && k - j < 3 && isTitle(tokens[k]!) && adjacent(text, tokens[k - 1]!, tokens[k]!)) k++;
      const next = tokens[k];
      if (j > i && next && next.capitalized && adjacent(text, tokens[k - 1]!, next)) {
        j = k;
        continue;
      }
      break;
    }
    // After a business noun even a capitalised function word is part of the name ("Boulangerie Chez Nous").
    if (DATE_WORDS.has(t.lower)) break;
    const isName = t.capitalized && (!ANY_STOPWORD.has(t.lower) || ((j > i || openingParticle) && !sentenceInitial(text, t)));
    if (isName) {
      last = j + 1;
      j++;
      continue;
    }
    // Skip a chain of particles ("Van den") to the capitalised word it introduces.
    let k = j + 1;
    while (
      NAME_PARTICLES.has(t.lower) &&
      k < tokens.length &&
      NAME_PARTICLES.has(tokens[k]!.lower) &&
      adjacent(text, tokens[k - 1]!, tokens[k]!) &&
      k - j < 3
    )
      k++;
    const next = tokens[k];
    const joins =
      (CONNECTORS.has(t.lower) || NAME_PARTICLES.has(t.lower) || ANY_STOPWORD.has(t.lower)) &&
      next &&
      next.capitalized &&
      !ANY_STOPWORD.has(next.lower) &&
      !DATE_WORDS.has(next.lower) &&
      adjacent(text, tokens[k - 1]!, next);
    if ((j > i || openingParticle) && joins) {
      j++;
      continue;
    }
    break;
  }
  return last;
}

/** Lower-case name words from tokens[i] that end at punctuation or the line's end, at most `max`; else i. */
function lowerCaseNameRun(text: string, tokens: readonly Token[], i: number, max: number): number {
  let j = i;
  // After an article elided with an apostrophe ("pizzeria o' sole mio", "bar l'angolo del gusto") the name is
  // a phrase: its small words continue it up to the punctuation.
  let phrase = false;
  while (j < tokens.length && j - i < max) {
    const t = tokens[j]!;
    if (
      !t.lowercase ||
      DATE_WORDS.has(t.lower) ||
      (j > i && !adjacent(text, tokens[j - 1]!, t) && !/^['’][ \t]?$/.test(text.slice(tokens[j - 1]!.end, t.start)))
    )
      break;
    if (j > i && /^['’]/.test(text.slice(t.end))) phrase = true;
    else if (ANY_STOPWORD.has(t.lower) && !CONNECTORS.has(t.lower) && !phrase) break;
    j++;
  }
  while (j > i && CONNECTORS.has(tokens[j - 1]!.lower)) j--;
  return j > i && /^[ \t]*(?:[.,;:!?)\n]|$)/.test(text.slice(tokens[j - 1]!.end)) ? j : i;
}

/** After a business noun at tokens[i]: one lower-case word of its kind at most, particles ("des", "de la",
 * "della"), then the name; the index after the name, or i when there is none. */
function nameAfterParticle(text: string, tokens: readonly Token[], i: number, lowerCase: boolean): number {
  let k = i + 1;
  const kind = tokens[k];
  if (kind && kind.lowercase && !ANY_STOPWORD.has(kind.lower) && !NAME_PARTICLES.has(kind.lower) && adjacent(text, tokens[k - 1]!, kind)) k++;
  const first = k;
  while (k < tokens.length && k - first < 2 && NAME_PARTICLES.has(tokens[k]!.lower) && adjacent(text, tokens[k - 1]!, tokens[k]!)) k++;
  if (k === first || k >= tokens.length || !adjacent(text, tokens[k - 1]!, tokens[k]!)) return i;
  if (tokens[k]!.capitalized && !ANY_STOPWORD.has(tokens[k]!.lower)) return capitalisedRun(text, tokens, k, 3);
  return lowerCase ? lowerCaseNameRun(text, tokens, k, 3) : i;
}

/** The line of a token written all in lower case after its speaker's colon: a message of a chat whose other
 * speakers may write as usual. */
function lowerCaseLine(text: string, t: Token): boolean {
  const lineStart = text.lastIndexOf('\n', t.start - 1) + 1;
  const lineEnd = text.indexOf('\n', t.end);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  const colon = line.indexOf(': ');
  // References, ids and labels keep their capitals ("re FN-229871", "NIF") in a message written in lower case:
  // no word there is capitalised as a name or a sentence start would be.
  return colon >= 0 && colon < t.start - lineStart && !/(?<![\p{L}\p{N}])\p{Lu}\p{Ll}/u.test(line.slice(colon));
}

/** A token that opens a message or an item of it: after the speaker's colon or a list number ("1) …"). */
function opensMessage(text: string, t: Token): boolean {
  return /(?:^|\n)[^\n]{0,40}:[ \t]+(?:\d{1,2}[).][ \t]+)?$/u.test(text.slice(Math.max(0, t.start - 50), t.start));
}

/** One or two lower-case words after a supplier word, neither a function word, ending where one begins. */
function lowerCaseSupplierEnd(text: string, tokens: readonly Token[], i: number): number {
  let j = i;
  while (j < tokens.length && j - i < 2 && tokens[j]!.lowercase && !ANY_STOPWORD.has(tokens[j]!.lower) && !DATE_WORDS.has(tokens[j]!.lower)) {
    if (j > i && !adjacent(text, tokens[j - 1]!, tokens[j]!)) break;
    j++;
  }
  if (j === i) return i;
  const after = tokens[j];
  const ends =
    !after || !adjacent(text, tokens[j - 1]!, after) || ANY_STOPWORD.has(after.lower) || /^[ \t]*[.,;:!?)\n]/.test(text.slice(tokens[j - 1]!.end));
  return ends ? j : i;
}

/** Family and partner firms: "Whitmore & Daughters", "Meyer & Söhne", "Durand et Fils", "Rossi e Figli". */
const FAMILY_FIRM = new RegExp(
  String.raw`(?<![\p{L}'’\-])\p{Lu}[\p{L}'’\-]*(?![\p{L}'’\-])(?:[ \t]\p{Lu}[\p{L}'’\-]*(?![\p{L}'’\-]))?[ \t]?(?:${phrasesOfEveryLanguage((lexicon) => lexicon.companyWords.familyFirmConnectors)})[ \t]?(?:${phraseAlternation(wordsOfEveryLanguage((lexicon) => lexicon.companyWords.familyFirms))})(?![\p{L}])`,
  'gu',
);

/** A chat's lower-case partner firm after a preposition: "steph at mcallister & finch". */
const LOWER_CASE_PARTNER_FIRM = new RegExp(
  String.raw`(?=\p{Ll})(?<=(?:^|[ \t])(?:${phrasesOfEveryLanguage((lexicon) => lexicon.companyWords.partnerFirmPrepositions)})[ \t]{1,3})\p{Ll}[\p{Ll}'’\-]+[ \t]?&[ \t]?\p{Ll}[\p{Ll}'’\-]+(?![\p{L}])`,
  'gu',
);

export const recognizeCompanies: Recognizer = (text) => {
  const spans: Span[] = [];
  for (const m of text.matchAll(LOWER_CASE_PARTNER_FIRM))
    spans.push(span(m.index, m.index + m[0].length, 'COMPANY_NAME', EVIDENCE.lowerCasePartnerFirm));
  for (const m of text.matchAll(FAMILY_FIRM)) spans.push(span(m.index, m.index + m[0].length, 'COMPANY_NAME', EVIDENCE.familyFirm));
  fromLegalForms(text, LEGAL_FORMS, spans);
  fromLegalForms(text, ANY_CASE_LEGAL_FORMS, spans);
  const tokens = tokenize(text);
  const lowerCaseChat = !followsCapitalisation(text);
  const indexAt = new Map<number, number>();
  tokens.forEach((t, i) => indexAt.set(t.start, i));
  for (const pattern of [COMPANY_MARKERS, LEADING_LEGAL_FORM]) {
    for (const m of text.matchAll(pattern)) {
      const quoted = quotedNameEnd(text, m.index + m[0].length);
      if (quoted > 0) {
        spans.push(span(pattern === LEADING_LEGAL_FORM ? m.index : m.index + m[0].length, quoted, 'COMPANY_NAME', EVIDENCE.companyAfterMarker));
        continue;
      }
      const i = indexAt.get(m.index + m[0].length);
      if (i === undefined) continue;
      const end = capitalisedRun(text, tokens, i, 4);
      const start = pattern === LEADING_LEGAL_FORM ? m.index : tokens[i]!.start;
      // "SCI Les Pins": the article is part of the name when a capitalised word follows it.
      const articleEnd = end === i && tokens[i + 1] && tokens[i]!.capitalized ? capitalisedRun(text, tokens, i + 1, 3) : end;
      const last = end > i ? end : articleEnd > i + 1 ? articleEnd : i;
      if (last > i) spans.push(span(start, tokens[last - 1]!.end, 'COMPANY_NAME', EVIDENCE.companyAfterMarker));
    }
  }
  // "my company, Blue Fern Studio" (a business named as such) and "Supplier: Northwind" (a party's label,
  // weaker: the value may be a person, whose own recognizer scores higher).
  for (const [pattern, score] of [
    [COMPANY_INTRODUCERS, EVIDENCE.companyIntroduced],
    [PARTY_LABELS, EVIDENCE.companyAfterPartyLabel],
    [PARTNER_BEFORE, EVIDENCE.companyAfterPartnerWord],
  ] as const) {
    for (const m of text.matchAll(pattern)) {
      const i = indexAt.get(m.index + m[0].length);
      if (i === undefined) continue;
      // "her business name dawn's dog grooming.": a chat names the business in lower case, up to the punctuation.
      if (pattern === COMPANY_INTRODUCERS && tokens[i]!.lowercase) {
        const end = lowerCaseNameRun(text, tokens, i, 4);
        if (end > i) spans.push(span(tokens[i]!.start, tokens[end - 1]!.end, 'COMPANY_NAME', EVIDENCE.lowerCaseIntroducedCompany));
        continue;
      }
      if (!tokens[i]!.capitalized) continue;
      const end = capitalisedRun(text, tokens, i, 5, true);
      // "BILL TO:   SHIP TO:": the next label of a column layout is no value; "Accounts Payable Department" is no business.
      if (end > i && /^[ \t]*:/.test(text.slice(tokens[end - 1]!.end))) continue;
      if (tokens.slice(i, end).some((t) => ROLE_WORDS.has(t.lower))) continue;
      if (end > i) spans.push(span(tokens[i]!.start, tokens[end - 1]!.end, 'COMPANY_NAME', score));
    }
  }
  // "Greenleaf's invoice": whose invoice, order or account it is.
  for (const m of text.matchAll(POSSESSIVE_OF_INVOICE)) {
    const i = indexAt.get(m.index);
    if (i !== undefined && !ANY_STOPWORD.has(tokens[i]!.lower) && !ROLE_WORDS.has(tokens[i]!.lower))
      spans.push(span(m.index, m.index + m[1]!.length, 'COMPANY_NAME', EVIDENCE.possessiveOfInvoice));
  }
  // "ordered 40 chairs from Oakridge Furnishings", "chez Durandeau": the supplier of goods, in the middle of a sentence.
  for (const m of text.matchAll(SUPPLIER_BEFORE)) {
    const i = indexAt.get(m.index + m[0].length);
    if (i === undefined) continue;
    const t = tokens[i]!;
    // A capitalised particle may open the name: "Van der Heijden Techniek".
    let k = i;
    while (k < tokens.length - 1 && k - i < 3 && NAME_PARTICLES.has(tokens[k]!.lower)) k++;
    const particleOpens = k > i && tokens[k]!.capitalized;
    // "le fauteuil chez mobil salon mais …": a message in lower case names the supplier in lower case, one or
    // two words up to a function word, the punctuation or the line's end.
    if (t.lowercase && lowerCaseLine(text, t)) {
      const end = lowerCaseSupplierEnd(text, tokens, i);
      if (end > i) spans.push(span(t.start, tokens[end - 1]!.end, 'COMPANY_NAME', EVIDENCE.supplierInSentence));
      continue;
    }
    if (!t.capitalized || sentenceInitial(text, t) || (ANY_STOPWORD.has(t.lower) && !particleOpens)) continue;
    const end = capitalisedRun(text, tokens, i, 4, particleOpens);
    if (end > i && !tokens.slice(i, end).some((w) => ROLE_WORDS.has(w.lower)))
      spans.push(span(t.start, tokens[end - 1]!.end, 'COMPANY_NAME', EVIDENCE.supplierInSentence));
  }
  tokens.forEach((t, i) => {
    // "ristorante "Da Mario"", "Gasthaus „Zum Hirschen“": a business noun and a quoted name.
    const quoted = isBusinessNoun(t.lower) ? quotedNameEnd(text, t.end + (/^[ \t]/.test(text.slice(t.end, t.end + 1)) ? 1 : 0)) : -1;
    if (quoted > 0) spans.push(span(t.start, quoted, 'COMPANY_NAME', EVIDENCE.businessNounAndName));
    if (t.capitalized && isBusinessNoun(t.lower) && tokens[i + 1] && adjacent(text, t, tokens[i + 1]!)) {
      const end = capitalisedRun(text, tokens, i + 1, 4, true);
      // "Service Comptabilité" is a department.
      if (end > i + 1 && !tokens.slice(i + 1, end).some((w) => ROLE_WORDS.has(w.lower)))
        spans.push(span(t.start, tokens[end - 1]!.end, 'COMPANY_NAME', EVIDENCE.businessNounAndName));
    }
    // "w hurtowni Bud-Mat", "from the bakery Hoffmann": a business noun in lower case names the business after it.
    const next = tokens[i + 1];
    if (t.lowercase && isBusinessNoun(t.lower) && next && next.capitalized && adjacent(text, t, next) && !sentenceInitial(text, next)) {
      const end = capitalisedRun(text, tokens, i + 1, 4);
      if (end > i + 1) spans.push(span(next.start, tokens[end - 1]!.end, 'COMPANY_NAME', EVIDENCE.lowerCaseBusinessNounAndName));
    }
    // "Cabinet vétérinaire des Trois Chênes", "la boulangerie du vieux moulin": a business noun, perhaps one
    // word of its kind, then a particle of a business's name and the name, capitalised, or in a chat written
    // in lower case up to the punctuation.
    const particleName = isBusinessNoun(t.lower) ? nameAfterParticle(text, tokens, i, t.lowercase && lowerCaseChat) : i;
    if (particleName > i && !tokens.slice(i + 1, particleName).some((w) => ROLE_WORDS.has(w.lower)))
      spans.push(span(t.start, tokens[particleName - 1]!.end, 'COMPANY_NAME', EVIDENCE.businessNounAndName));
    // "sci les tilleuls", "sarl martin bâtiment": a message in lower case writes a legal form before the name
    // in lower case too, perhaps with an article, the name up to the punctuation or the line's end.
    if (t.lowercase && LEGAL_FORM_WORD.test(t.text) && (lowerCaseChat || lowerCaseLine(text, t)) && next && adjacent(text, t, next)) {
      const from = OPENING_ARTICLES.has(next.lower) && tokens[i + 2] && adjacent(text, next, tokens[i + 2]!) ? i + 2 : i + 1;
      const end = lowerCaseNameRun(text, tokens, from, 3);
      if (end > from) spans.push(span(t.start, tokens[end - 1]!.end, 'COMPANY_NAME', EVIDENCE.companyAfterMarker));
    }
    // "lo de distribuciones levante", "od hurtowni budmat": a chat written in lower case names a business
    // by its business noun and the word after it, after a preposition or an article.
    const prev = tokens[i - 1];
    if (
      (lowerCaseChat || lowerCaseLine(text, t)) &&
      t.lowercase &&
      isBusinessNoun(t.lower) &&
      ((prev && ANY_STOPWORD.has(prev.lower) && adjacent(text, prev, t)) || opensMessage(text, t)) &&
      next &&
      next.lowercase &&
      adjacent(text, t, next) &&
      !ANY_STOPWORD.has(next.lower) &&
      !isBusinessNoun(next.lower) &&
      !ROLE_WORDS.has(next.lower)
    )
      spans.push(span(t.start, next.end, 'COMPANY_NAME', EVIDENCE.lowerCaseBusinessNounAndName));
    // "from the riverside cafe": a chat writes a trade name in lower case; "the" and a trade word mark it.
    if (t.lowercase && TRADE_SUFFIXES.has(t.lower) && i > 1) {
      let j = i;
      while (
        j > 0 &&
        i - j < 2 &&
        tokens[j - 1]!.lowercase &&
        !ANY_STOPWORD.has(tokens[j - 1]!.lower) &&
        !TRADE_SUFFIXES.has(tokens[j - 1]!.lower) &&
        adjacent(text, tokens[j - 1]!, tokens[j]!)
      )
        j--;
      const article = tokens[j - 1];
      // "the bathroom tiling" is work done, "from greenway cleaning" a business: an -ing trade needs "from"/"at".
      const opens = article && (t.lower.endsWith('ing') ? article.lower !== 'the' : true) && LOWER_CASE_TRADE_OPENERS.has(article.lower);
      if (j < i && opens && adjacent(text, article!, tokens[j]!))
        spans.push(span(tokens[j]!.start, t.end, 'COMPANY_NAME', EVIDENCE.lowerCaseTradeName));
    }
    if (t.capitalized && TRADE_SUFFIXES.has(t.lower) && i > 0) {
      let j = i;
      while (
        j > 0 &&
        i - j < 3 &&
        tokens[j - 1]!.capitalized &&
        !ANY_STOPWORD.has(tokens[j - 1]!.lower) &&
        !IMPERATIVES.has(tokens[j - 1]!.lower) &&
        adjacent(text, tokens[j - 1]!, tokens[j]!)
      )
        j--;
      if (j < i) spans.push(span(tokens[j]!.start, t.end, 'COMPANY_NAME', EVIDENCE.capitalisedTradeName));
    }
  });
  return spans;
};
