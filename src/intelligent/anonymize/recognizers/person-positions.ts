// PERSON, from the position a word takes in a sentence rather than from the word itself. Some places in a
// sentence hold a person and hardly anything else: the subject of a speech verb ("will said", "Kowalski
// mówi"), the value of "contact is", the object of "ask", "call", "tell" ("call Hendriks"), a family
// named in the plural ("invoice the Martins"), the name after a job or relation ("our technician
// Dufresne"). There a given name counts even when it is also a word ("bill", "will"), and an unknown
// capitalised word counts in the middle of a sentence, where capitals are not grammar (except in German,
// which capitalises every noun).
import { EVIDENCE } from '../evidence.js';
import { isAmbiguousName, isFirstName } from '../gazetteers/first-names.js';
import { fromLexicons, GREETINGS, HONORIFICS, PEOPLE_ROLE_BEFORE, personPhrases, ROLE_WORDS } from '../gazetteers/context-words.js';
import { ANY_STOPWORD, DATE_WORDS } from '../gazetteers/stopwords.js';
import { span, type Recognizer, type Span } from '../span.js';
import { adjacent, sentenceInitial, tokenize, type Token } from '../tokens.js';
import { isBusinessNoun } from './companies.js';
import { LEGAL_FORM_WORD } from '../lexicons/legal-forms.js';
import { NOT_SURNAMES, nameRun } from './persons.js';

/** Speech, call and wish verbs right after their subject: "will said", "Anna meinte", "jan belde". */
const SPEECH_VERB = new RegExp(String.raw`(?<=[\p{L}])[ \t]+(?:${personPhrases('speechVerbs')})(?![\p{L}])`, 'giu');

/** Words that make the next word a thing, not a subject: "the bill said", "die Rechnung sagt". */
const DETERMINERS = fromLexicons('determiners');

/** "contact is bill jones", "Ansprechpartner ist Herr…", "referente è…", "osoba kontaktowa to…". */
const CONTACT_IS = new RegExp(String.raw`(?<![\p{L}])(?:${personPhrases('contactWords')})[ \t]+(?:${personPhrases('contactVerbs')})[ \t]+`, 'giu');

/** Verbs whose object is a person (the longest phrase that fits is taken): "call Hendriks", "ask anna", "frag Kowalski", "demande à Lefèvre", "addressed to grace". */
const ADDRESS_VERB = new RegExp(String.raw`(?<![\p{L}])(?:${personPhrases('addressVerbs')})[ \t]+`, 'giu');

/** The addressee of an invoice: "invoice Hartley for…", "bill to Okafor", "facture pour Lemaire", "faktura dla Nowaka". */
const INVOICE_ADDRESSEE_BEFORE = new RegExp(String.raw`(?<![\p{L}])(?:${personPhrases('invoiceAddressee')})[ \t]+`, 'giu');

/** German sending verbs before "an" and a name: "die Rechnung geht an Koch", "schick sie an Brandl". */
const GERMAN_SEND_TO = new RegExp(
  String.raw`(?<![\p{L}])(?:${personPhrases('sendingVerbs')})(?:[ \t]+(?:${personPhrases('sendingFillers')}))*[ \t]+an[ \t]+`,
  'giu',
);
/** A surname before "family"/"household": "the Koch family". */
const FAMILY_AFTER = new RegExp(String.raw`(?<![\p{L}'’\-])(\p{Lu}[\p{L}'’\-]+)(?=[ \t]+(?:${personPhrases('familyWords')})(?![\p{L}]))`, 'gu');

/** "bill jenkins for", "invoice 3D Print Hub for": one to three words between the verb and "for", the first in lower case or starting with digits. */
const LOWER_CASE_BILLED = new RegExp(
  String.raw`(?<![\p{L}])(?:${personPhrases('billingVerbs')})[ \t]+((?:\p{Ll}|\d+\p{L})[\p{L}\p{N}'’\-]*(?:[ \t][\p{L}\p{N}][\p{L}\p{N}'’\-]*){0,2})(?=[ \t]+for(?![\p{L}]))`,
  'gu',
);

/** Pronouns and words standing for nobody in particular: "invoice them for …", "invoice everything for …". */
const INDEFINITES = fromLexicons('indefinites');

/** A word with an English possessive: "frank's", "Grace’s". */
const POSSESSIVE_NAME = /(?<![\p{L}'’\-])(\p{L}[\p{L}\-]+)['’]s(?![\p{L}])/gu;

/** Words that follow "invoice" as the name of a field, not of a person. */
const FIELD_WORDS = fromLexicons('fieldWords');

/** Plural family names after a verb or preposition: "invoice the Martins", "für die Müllers". */
const FAMILY_PLURAL_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:${personPhrases('familyPluralBefore')})[ \t]*:?[ \t]+(?:${personPhrases('pluralArticles')})[ \t]+`,
  'giu',
);

/** Not a function word or invoice word; a given name that is also a function word ("will", "bill") counts when `givenNames` says so. */
function couldBeName(token: Token, givenNames = false): boolean {
  return (
    token.text.length >= 2 &&
    (!ANY_STOPWORD.has(token.lower) || (givenNames && isFirstName(token.text))) &&
    !NOT_SURNAMES.has(token.lower) &&
    !HONORIFICS.has(token.lower) &&
    !GREETINGS.has(token.lower) &&
    !ROLE_WORDS.has(token.lower) &&
    !LEGAL_FORM_WORD.test(token.text) &&
    !isBusinessNoun(token.lower)
  );
}

/** "INV-2024", "RC 019", "PA": a short upper-case word or one glued to digits is part of a reference, not a name. */
function isReferencePart(text: string, token: Token): boolean {
  return (token.text.length <= 4 && token.text === token.text.toUpperCase()) || /^[-\/#_.]?[ \t]?\d/.test(text.slice(token.end, token.end + 3));
}

/** A capitalised word that is not capitalised by grammar: inside a sentence, and not in German. */
function capitalisedMidSentence(text: string, token: Token, german: boolean): boolean {
  return token.capitalized && !german && !sentenceInitial(text, token);
}

export const recognizePersonPositions: Recognizer = (text, { language }) => {
  const tokens = tokenize(text);
  const german = language === 'de';
  const spans: Span[] = [];
  const indexAt = new Map<number, number>();
  tokens.forEach((t, i) => indexAt.set(t.start, i));
  const nameFrom = (i: number, score: number) => {
    const first = tokens[i]!;
    // A given name that is also a function word ("bill jones") is taken as it is; the surname run starts after it.
    const next = tokens[i + 1];
    const end = ANY_STOPWORD.has(first.lower)
      ? next && adjacent(text, first, next)
        ? Math.max(i + 1, nameRun(text, tokens, i + 1, next.lowercase, 2))
        : i + 1
      : nameRun(text, tokens, i, first.lowercase, 3);
    if (end > i) spans.push(span(first.start, tokens[end - 1]!.end, 'PERSON', score));
  };

  const indexEndingAt = new Map<number, number>();
  tokens.forEach((t, i) => indexEndingAt.set(t.end, i));
  /** Each token right after a match of `pattern`, with the match. Global matching keeps this linear. */
  const tokensAfter = function* (pattern: RegExp) {
    for (const m of text.matchAll(pattern)) {
      const i = indexAt.get(m.index + m[0].length);
      if (i !== undefined) yield [i, m] as const;
    }
  };

  // 1. The subject of a speech verb.
  for (const m of text.matchAll(SPEECH_VERB)) {
    const i = indexEndingAt.get(m.index);
    if (i === undefined) continue;
    const token = tokens[i]!;
    if (!couldBeName(token, true) || isReferencePart(text, token)) continue;
    const prev = tokens[i - 1];
    if (prev && DETERMINERS.has(prev.lower) && adjacent(text, prev, token)) continue;
    if (isFirstName(token.text) || capitalisedMidSentence(text, token, german)) {
      // "Anna Berg said": start at the given name before a surname.
      const start = prev && adjacent(text, prev, token) && isFirstName(prev.text) && couldBeName(prev) ? i - 1 : i;
      spans.push(span(tokens[start]!.start, token.end, 'PERSON', EVIDENCE.subjectOfSpeechVerb));
    }
  }

  // 2. The value of "contact is".
  for (const m of text.matchAll(CONTACT_IS)) {
    const i = indexAt.get(m.index + m[0].length);
    if (i === undefined) continue;
    const first = tokens[i]!;
    if (couldBeName(first, true) && (first.capitalized || isFirstName(first.text))) nameFrom(i, EVIDENCE.contactIsName);
  }

  // 3. The object of a verb addressed to a person.
  for (const [i] of tokensAfter(ADDRESS_VERB)) {
    const token = tokens[i]!;
    if (!couldBeName(token) || isReferencePart(text, token)) continue;
    if (isFirstName(token.text) || capitalisedMidSentence(text, token, german)) nameFrom(i, EVIDENCE.objectOfAddressVerb);
  }

  // 4. The addressee of an invoice, when it is neither a known given name (the name recognizer's case) nor a German noun.
  for (const [i, before] of german ? [] : tokensAfter(INVOICE_ADDRESSEE_BEFORE)) {
    const token = tokens[i]!;
    if (!couldBeName(token) || isFirstName(token.text) || isReferencePart(text, token) || !capitalisedMidSentence(text, token, german)) continue;
    // The verb in running text is lower case; "Invoice Date", "Bill To" are headings.
    if (/^\p{Ll}/u.test(before[0]) && !FIELD_WORDS.has(token.lower)) nameFrom(i, EVIDENCE.invoiceAddressee);
  }

  // 4b. A chat's lower-case addressee between the verb and "for": "can u bill jenkins for the tyres".
  for (const m of text.matchAll(LOWER_CASE_BILLED)) {
    const words = m[1]!.toLowerCase().split(/[ \t]+/);
    if (
      words.every(
        (w) => !ANY_STOPWORD.has(w) && !NOT_SURNAMES.has(w) && !/ly$/.test(w) && !ROLE_WORDS.has(w) && !INDEFINITES.has(w) && /\p{L}/u.test(w),
      )
    ) {
      spans.push(span(m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'PERSON', EVIDENCE.lowerCaseBilledName));
    }
  }

  // 5. German: the addressee after "geht an", "schick an" with no article, which a common noun would have.
  if (german) {
    for (const m of text.matchAll(GERMAN_SEND_TO)) {
      const i = indexAt.get(m.index + m[0].length);
      if (i === undefined || !couldBeName(tokens[i]!) || !tokens[i]!.capitalized) continue;
      // One to three capitalised words, then the sentence or clause ends: "an Bau-Fix Gerber, …".
      let end = i + 1;
      while (
        end < tokens.length &&
        end - i < 3 &&
        tokens[end]!.capitalized &&
        couldBeName(tokens[end]!) &&
        adjacent(text, tokens[end - 1]!, tokens[end]!)
      )
        end++;
      if (/^[ \t]*(?:[,.;!?]|$|\n)/.test(text.slice(tokens[end - 1]!.end)))
        spans.push(span(tokens[i]!.start, tokens[end - 1]!.end, 'PERSON', EVIDENCE.germanSendToName));
    }
  }

  // 6. "the Koch family", "the Okafor household".
  for (const m of text.matchAll(FAMILY_AFTER)) {
    const i = indexAt.get(m.index);
    if (i !== undefined && couldBeName(tokens[i]!) && !sentenceInitial(text, tokens[i]!))
      spans.push(span(m.index, m.index + m[1]!.length, 'PERSON', EVIDENCE.familyName));
  }

  // 7. A person named by job or relation: "our technician Dufresne", "der Kollege Brandtner" (German too: a
  // role noun is followed by a name, not by another noun).
  for (const [i] of tokensAfter(PEOPLE_ROLE_BEFORE)) {
    const token = tokens[i]!;
    if (token.capitalized && couldBeName(token) && !isReferencePart(text, token)) nameFrom(i, EVIDENCE.nameAfterRoleNoun);
  }

  // 8. A given name that is also a word ("Grace", "Frank", "Rose"), capitalised in the middle of a sentence
  // where capitals are not grammar, and not part of a longer capitalised name ("Rose Court", "Summer Sale").
  tokens.forEach((token, i) => {
    if (
      german ||
      !isAmbiguousName(token.text) ||
      !capitalisedMidSentence(text, token, german) ||
      NOT_SURNAMES.has(token.lower) ||
      DATE_WORDS.has(token.lower)
    )
      return;
    // "2 May", "May 3": next to a number it is a date.
    if (/\d[ \t.,]*$/.test(text.slice(Math.max(0, token.start - 4), token.start)) || /^[ \t.,]*\d/.test(text.slice(token.end, token.end + 4))) return;
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if ((prev && prev.capitalized && adjacent(text, prev, token)) || (next && next.capitalized && adjacent(text, token, next))) return;
    if (prev && DETERMINERS.has(prev.lower) && adjacent(text, prev, token)) return;
    spans.push(span(token.start, token.end, 'PERSON', EVIDENCE.wordlikeNameMidSentence));
  });

  // 8b. "frank's invoice": a given name with a possessive, in any case.
  for (const m of text.matchAll(POSSESSIVE_NAME)) {
    if (isFirstName(m[1]!)) spans.push(span(m.index, m.index + m[1]!.length, 'PERSON', EVIDENCE.possessiveGivenName));
  }

  // 9. A family in the plural.
  for (const [i] of tokensAfter(FAMILY_PLURAL_BEFORE)) {
    const token = tokens[i]!;
    if (token.capitalized && /s$/.test(token.text) && token.text.length >= 4 && couldBeName(token))
      spans.push(span(token.start, token.end, 'PERSON', EVIDENCE.familyInPlural));
  }
  return spans;
};
