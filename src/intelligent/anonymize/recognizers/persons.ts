// PERSON: a name needs evidence beyond capitalisation. Evidence, strongest first: a title ("Herr",
// "Mme", "Sig.ra", "Pan", "Dhr."), a greeting ("Hallo Anna", "hi tomasz"), a closing formula followed by a
// signature, a field label ("Ansprechpartner:"), the recipient of an invoice ("facture de rose",
// "faktura dla Kasi"), and a given name from the gazetteers followed by a surname. Particles (van der,
// de la, von) join the surname. The title itself is never part of the span.
import { EVIDENCE } from '../evidence.js';
import { firstNameLanguages, isAmbiguousName, isFirstName } from '../gazetteers/first-names.js';
import {
  fromLexicons,
  GREETINGS,
  HEADER_LABEL_BEFORE_COLON,
  HONORIFICS,
  NOT_ADDRESSEES,
  PERSON_LABEL_BEFORE_COLON,
  personPhrases,
  ROLE_WORDS,
  SIGN_OFF_AT,
} from '../gazetteers/context-words.js';
import { ANY_STOPWORD, STOPWORD_SETS } from '../gazetteers/stopwords.js';
import { wordsOfEveryLanguage } from '../lexicons/all.js';
import { LEGAL_FORM_WORD } from '../lexicons/legal-forms.js';
import otherNameParticles from '../lexicons/other-name-particles.js';
import { span, type Recognizer, type Span } from '../span.js';
import { adjacent, sentenceInitial, tokenize, type Token } from '../tokens.js';
import { isBusinessNoun } from './companies.js';

/** Particles of a person's name (each language's name-particles.ts, and those of names from other languages). */
const PARTICLES: ReadonlySet<string> = new Set([
  ...wordsOfEveryLanguage((lexicon) => lexicon.nameParticles.person),
  ...otherNameParticles.person.split(' '),
]);

/** Capitalised words that start invoice vocabulary or dates, not surnames ("Anna Rechnung" is no name). */
export const NOT_SURNAMES = fromLexicons('notSurnames');

/** Nouns for people that German capitalises before a name: "Bruder Lars", "Kollegin Anna". */
const PERSON_NOUNS = fromLexicons('personNouns');

/** Introducing oneself: "it's marcus", "hier ist Maik", "c'est élodie", "sono Federico", "tu Michał". */
const SELF_INTRODUCTION = new RegExp(String.raw`(?:\b(?:${personPhrases('selfIntroductions')})[ \t]+)$`, 'iu');

/** What may follow a self-introduced name: "from", "aus", "uit" ("ich bin Maik aus Köln"), a punctuation mark, the end. */
const AFTER_SELF_INTRODUCED_NAME = new RegExp(String.raw`^(?:[ \t]+(?:${personPhrases('afterSelfIntroduction')})\b|[ \t]*[,.!)]|[ \t]*$)`, 'iu');

/** Endings of a title abbreviated with a dot, the tokens after it: "Sig.ra" (tokens "Sig." "ra"), "Dott.ssa". */
const TITLE_ENDINGS = fromLexicons('titleEndings');

/** A preposition before a name: "send it to grace whitfield", "mit jens peters", "avec rose martin". */
const PREPOSITION_BEFORE = new RegExp(String.raw`(?:^|[ \t])(?:${personPhrases('prepositions')})[ \t]+$`, 'iu');

/** An invoice addressed to someone: "invoice for", "facture de", "fattura di", "faktura dla", "bill". */
const RECIPIENT_CONTEXT =
  /(?:\b(?:invoice|bill|rechnung|gutschrift|factur|fattur|factuur|faktur)\p{L}*[ \t]+(?:\p{L}+[ \t]+)?(?:for|to|an|für|pour|à|a|de|di|per|para|dla|na|voor|aan|van|von|from)?|\b(?:bill|invoice|charge)[ \t]+)$/iu;

/**
 * Words that introduce a person without a colon: "Inh. Rüdiger Schäfer", "i.A. Jan Ott", "t.n.v. K. Bos",
 * "attn Sarah Lee". The weak ones ("contact", "referente") need a known given name to follow.
 */
const STRONG_PERSON_PREFIX = new RegExp(String.raw`(?<![\p{L}])(?:${personPhrases('strongPrefixes')})[ \t]+`, 'giu');
const WEAK_PERSON_PREFIX = new RegExp(String.raw`(?<![\p{L}])(?:${personPhrases('weakPrefixes')})[ \t]+`, 'giu');

function isInitial(token: Token): boolean {
  return token.dotted && /^\p{Lu}$/u.test(token.text);
}

/** "d'Anjou", "D'Angelo", "O'Brien": a particle glued to a capitalised name. */
const ELIDED_NAME = /^[dDlLoO]['’]\p{Lu}/u;

function isNameWord(token: Token, allowLower: boolean): boolean {
  if (isInitial(token) || ELIDED_NAME.test(token.text)) return true;
  if (LEGAL_FORM_WORD.test(token.text) || NOT_SURNAMES.has(token.lower) || HONORIFICS.has(token.lower) || isBusinessNoun(token.lower)) return false;
  if (token.text.length < 2) return false;
  if (token.capitalized) return !ANY_STOPWORD.has(token.lower) || isFirstName(token.text);
  return allowLower && token.lowercase && token.text.length >= 3 && !ANY_STOPWORD.has(token.lower);
}

/**
 * The name starting at tokens[i]: name words (and particles between them) on one line, at most `max`.
 * A leading particle is allowed after a title ("mevrouw de Jong", "Herr von Berg").
 * Returns the index after the last name word, or i when there is no name.
 */
export function nameRun(text: string, tokens: readonly Token[], i: number, allowLower: boolean, max = 4, leadingParticle = false): number {
  let j = i;
  let last = i;
  let words = 0;
  while (j < tokens.length && j - i < max + 3) {
    const token = tokens[j]!;
    if (j > i && !adjacent(text, tokens[j - 1]!, token)) break;
    // Inside a name a capitalised word is a surname even when it is also a word ("Hannah Price").
    const surnameLike =
      j > i &&
      token.capitalized &&
      token.text.length >= 3 &&
      !NOT_SURNAMES.has(token.lower) &&
      !LEGAL_FORM_WORD.test(token.text) &&
      !HONORIFICS.has(token.lower) &&
      !isBusinessNoun(token.lower);
    if (isNameWord(token, allowLower) || surnameLike) {
      last = j + 1;
      words++;
      if (words >= max) break;
      j++;
      continue;
    }
    const next = tokens[j + 1];
    const particleFits =
      PARTICLES.has(token.lower) &&
      next &&
      adjacent(text, token, next) &&
      (PARTICLES.has(next.lower) || ((next.capitalized || allowLower) && !ANY_STOPWORD.has(next.lower)));
    if (particleFits && (j > i || leadingParticle)) {
      j++;
      continue;
    }
    break;
  }
  return last;
}

function honorificAt(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  // Polish "p." (pan/pani) is written in lower case; "P." is an initial ("P. Sharma").
  if (t.text === 'P') return false;
  // A two-letter title in capitals is a country or language code ("EN>FR translation", "FR 12 …"): "Fr"/"fr" is Frau.
  if (t.text.length === 2 && t.text === t.text.toUpperCase()) return false;
  return HONORIFICS.has(t.lower) || (t.dotted && HONORIFICS.has(`${t.lower}.`));
}

/** The name directly after a title, possibly on the next line of an address block ("Herrn\nStefan Wagner"). */
function afterTitle(text: string, tokens: readonly Token[], i: number): number {
  let j = i + 1;
  // "Herr Dr.", "Sig.ra" (tokens "Sig." "ra"), "Dott.ssa"; a few at most.
  while (
    j < tokens.length &&
    j - i <= 3 &&
    (honorificAt(tokens, j) || TITLE_ENDINGS.has(tokens[j]!.lower)) &&
    adjacent(text, tokens[j - 1]!, tokens[j]!)
  )
    j++;
  return j;
}

function spanOf(tokens: readonly Token[], from: number, to: number, score: number): Span {
  return span(tokens[from]!.start, tokens[to - 1]!.end, 'PERSON', score);
}

function lineEndAfter(text: string, offset: number): boolean {
  return /^[ \t]*[.!]?[ \t]*(?:\n|$)/.test(text.slice(offset, offset + 40));
}

/** Closing formulas at the start of a line or sentence (a sticky match tried only there, which is cheap). */
export function signOffs(text: string): Array<{ index: number; 0: string }> {
  const found: Array<{ index: number; 0: string }> = [];
  const starts = [0];
  for (const m of text.matchAll(/\n|[.!?][ \t]+/g)) starts.push(m.index + m[0].length);
  for (const lineStart of starts) {
    // Indentation is skipped here rather than in the pattern, which keeps the match linear.
    let start = lineStart;
    while (text[start] === ' ' || text[start] === '\t') start++;
    if (start > lineStart && start - lineStart > 40) continue;
    SIGN_OFF_AT.lastIndex = start;
    const m = SIGN_OFF_AT.exec(text);
    if (m) found.push({ index: start, 0: m[0] });
  }
  return found;
}

const LOWER_CASE_INITIAL_AND_PARTICLE =
  /(?<![\p{L}\p{N}.])\p{Ll}\.[ \t]?(?:(?:van|von)[ \t]+(?:der|den|de)|van|von|vom|de|der|den|ter|ten)[ \t]+\p{Ll}[\p{L}'’-]{1,30}(?![\p{L}.])/gu;

export const recognizePersons: Recognizer = (text, { language }) => {
  const tokens = tokenize(text);
  const spans: Span[] = [];
  const tokenIndexAt = new Map<number, number>();
  tokens.forEach((t, i) => tokenIndexAt.set(t.start, i));
  /** Binary search: the first token starting at or after `offset`, or -1. */
  const firstTokenAtOrAfter = (offset: number) => {
    let lo = 0;
    let hi = tokens.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tokens[mid]!.start < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo < tokens.length ? lo : -1;
  };

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    // 1. Titles: "Herr Dr. Müller", "Mme Dupont", "pan kowalski", "Herrn\nStefan Wagner".
    if (honorificAt(tokens, i)) {
      const j = afterTitle(text, tokens, i);
      const next = tokens[j];
      if (!next) continue;
      const sameLine = adjacent(text, tokens[j - 1]!, next);
      const lineStart = text.lastIndexOf('\n', token.start - 1) + 1;
      const ownLine = /^[ \t]*\n[ \t]*$/.test(text.slice(tokens[j - 1]!.end, next.start)) && /^[ \t]*$/.test(text.slice(lineStart, token.start));
      if (!sameLine && !ownLine) continue;
      // One-letter or ambiguous titles ("M.", "Me", "D.") only before a capitalised word.
      if (['m', 'me', 'd', 'p', 'am', 'mr', 'ms'].includes(token.lower) && !next.capitalized) continue;
      // French "Me" (Maître) is written with a capital; "on me. Say hi" is a pronoun ending a sentence.
      if (token.text === 'me') continue;
      // Lower-case name words only when the name starts lower-case ("pan kowalski"), not "Frau Berg ruft an".
      const lowerName = !next.capitalized && !PARTICLES.has(next.lower);
      let end = nameRun(text, tokens, j, lowerName || (PARTICLES.has(next.lower) && !tokens[j + 1]?.capitalized), 3, true);
      // "dhr. Vos", "Herr Dos Santos": after a title a capitalised function word of another language is a surname.
      const foreignFunctionWord = ANY_STOPWORD.has(next.lower) && !STOPWORD_SETS[language].has(next.lower) && !PARTICLES.has(next.lower);
      if (end === j && next.capitalized && sameLine && foreignFunctionWord && !honorificAt(tokens, j) && !GREETINGS.has(next.lower)) {
        const after = tokens[j + 1];
        end = after && adjacent(text, next, after) ? Math.max(j + 1, nameRun(text, tokens, j + 1, false, 2)) : j + 1;
      }
      // OCR breaks a line inside a name: "Frau Annelie\nSchmidt-Wagner, …" (a given name, then a surname alone on the next line's start).
      const following = tokens[end];
      if (
        end === j + 1 &&
        isFirstName(next.text) &&
        following?.capitalized &&
        /^[ \t]*\n[ \t]*$/.test(text.slice(next.end, following.start)) &&
        /^[ \t]*(?:[,\n]|$)/.test(text.slice(following.end)) &&
        isNameWord(following, false)
      )
        end++;
      if (end > j) spans.push(spanOf(tokens, j, end, EVIDENCE.nameAfterHonorific));
      continue;
    }
    // 2. Greetings: "Hallo Anna,", "hi tomasz", "Beste Jan". Lower case only for known given names.
    if (GREETINGS.has(token.lower)) {
      let j = i + 1;
      while (j < tokens.length && j - i <= 3 && GREETINGS.has(tokens[j]!.lower) && adjacent(text, tokens[j - 1]!, tokens[j]!)) j++;
      const next = tokens[j];
      if (!next || !adjacent(text, tokens[j - 1]!, next) || honorificAt(tokens, j)) continue;
      if (!next.capitalized && !isFirstName(next.text)) continue;
      let end = nameRun(text, tokens, j, !next.capitalized && isFirstName(next.text), 3);
      // "hey dan": a given name that is a function word only in another language ("dan" is Dutch "then").
      if (end === j && isFirstName(next.text) && !STOPWORD_SETS[language].has(next.lower)) end = j + 1;
      if (end === j || tokens.slice(j, end).some((t) => NOT_ADDRESSEES.has(t.lower))) continue;
      spans.push(spanOf(tokens, j, end, EVIDENCE.nameAfterGreeting));
      continue;
    }
    // 3. Given names from the gazetteers: with a surname, alone, or as an invoice's recipient.
    if (!isFirstName(token.text)) continue;
    // "5 de julio": a month in lower case is a date word, even where an inflected Polish name looks the same.
    if (token.lowercase && NOT_SURNAMES.has(token.lower)) continue;
    const prev = tokens[i - 1];
    if (prev && adjacent(text, prev, token) && isNameWord(prev, false) && isFirstName(prev.text)) continue; // "Anna Maria X" is handled at "Anna"
    const ambiguous = isAmbiguousName(token.text);
    const before = text.slice(Math.max(0, token.start - 40), token.start);
    const recipient = RECIPIENT_CONTEXT.test(before) || SELF_INTRODUCTION.test(before);
    const end = nameRun(text, tokens, i, !token.capitalized, 4);
    const hasSurname = end > i + 1;
    if (recipient) {
      spans.push(spanOf(tokens, i, hasSurname ? end : i + 1, EVIDENCE.givenNameOfRecipient));
    } else if (hasSurname && PREPOSITION_BEFORE.test(before)) {
      // Even a name that is also a word ("grace", "rose") is a name with a surname after a preposition.
      spans.push(spanOf(tokens, i, token.capitalized ? end : Math.min(end, i + 2), EVIDENCE.givenNameAndSurnameAfterPreposition));
    } else if (token.capitalized) {
      // "Ikea Markus", "Galaxy Anna": a lone given name right after another capitalised word is a product name.
      const productName =
        prev !== undefined &&
        adjacent(text, prev, token) &&
        prev.capitalized &&
        !isFirstName(prev.text) &&
        !GREETINGS.has(prev.lower) &&
        !HONORIFICS.has(prev.lower) &&
        !PERSON_NOUNS.has(prev.lower) &&
        !sentenceInitial(text, token);
      if (hasSurname) spans.push(spanOf(tokens, i, end, ambiguous ? EVIDENCE.wordlikeGivenNameAndSurname : EVIDENCE.givenNameAndSurname));
      else if (!ambiguous && !productName) spans.push(spanOf(tokens, i, i + 1, EVIDENCE.capitalisedGivenName));
    } else if (!ambiguous && !ANY_STOPWORD.has(token.lower) && firstNameLanguages(token.text)) {
      spans.push(spanOf(tokens, i, hasSurname ? Math.min(end, i + 2) : i + 1, EVIDENCE.lowerCaseGivenName));
    }
  }

  // 4. Signatures: the line after a closing formula, or the rest of its line when nothing follows the name.
  for (const m of signOffs(text)) {
    const after = m.index + m[0].length;
    const i = firstTokenAtOrAfter(after);
    if (i < 0) continue;
    const first = tokens[i]!;
    const onNextLine = /\n/.test(m[0].slice(m[0].search(/\p{L}/u)));
    if (/\n/.test(text.slice(after, first.start))) continue; // blank line between: not a signature
    let end = nameRun(text, tokens, i, true, 3);
    if (end === i) continue;
    if (!onNextLine && !first.capitalized && !(lineEndAfter(text, tokens[end - 1]!.end) && isFirstName(first.text))) continue;
    if (!onNextLine && !first.capitalized) end = i + 1;
    const nameEnd = tokens[end - 1]!.end;
    const lineEnd = text.indexOf('\n', nameEnd);
    const lineRest = text.slice(nameEnd, lineEnd < 0 ? text.length : lineEnd);
    // The name ends its line, or is followed by a role or company after a comma/dash/pipe.
    if (!/^\s*(?:$|[,|–\-(/!.])/.test(lineRest)) continue;
    // "Cordiali saluti, Amministrazione", "L'équipe Achats": a department signs, not a person.
    if (tokens.slice(i, end).some((t) => ROLE_WORDS.has(t.lower))) continue;
    spans.push(spanOf(tokens, i, end, onNextLine ? EVIDENCE.signatureOnItsLine : EVIDENCE.signatureAfterSignOff));
  }

  // 5. Field labels: "Ansprechpartner: Jan Kowalski", "From: Anna Berg <…>".
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    const label = text.slice(Math.max(0, colon - 40), colon);
    const personLabel = PERSON_LABEL_BEFORE_COLON.test(label);
    if (!personLabel && !HEADER_LABEL_BEFORE_COLON.test(label)) continue;
    const valueStart = colon + 1 + /^[ \t]*/.exec(text.slice(colon + 1, colon + 41))![0].length;
    const i = tokenIndexAt.get(valueStart);
    if (i === undefined) continue;
    let end = nameRun(text, tokens, i, false, 3);
    // "To: Accounts" is a department: a header label needs a given name first, and no value may hold a department word.
    if (end === i || (!personLabel && !isFirstName(tokens[i]!.text))) continue;
    if (tokens.slice(i, end).some((t) => ROLE_WORDS.has(t.lower))) continue;
    // "MÜLLER, HANS": a surname alone, a comma, then a capitalised given name (not the start of an e-mail).
    const after = tokens[end];
    const surnameOnly = tokens.slice(i, end).every((t) => !isFirstName(t.text));
    if (
      after &&
      surnameOnly &&
      after.capitalized &&
      isFirstName(after.text) &&
      /^,[ \t]?$/.test(text.slice(tokens[end - 1]!.end, after.start)) &&
      !/^[@.]/.test(text.slice(after.end, after.end + 1))
    )
      end++;
    spans.push(spanOf(tokens, i, end, EVIDENCE.nameAfterPersonLabel));
  }
  // 7. "this is Priyanka from …", "hier ist Vroni von …": an unknown capitalised name introducing oneself.
  for (const [i, token] of tokens.entries()) {
    if (
      !token.capitalized ||
      isFirstName(token.text) ||
      ANY_STOPWORD.has(token.lower) ||
      !SELF_INTRODUCTION.test(text.slice(Math.max(0, token.start - 30), token.start))
    )
      continue;
    const rest = text.slice(token.end, token.end + 12);
    if (AFTER_SELF_INTRODUCED_NAME.test(rest)) spans.push(spanOf(tokens, i, i + 1, EVIDENCE.selfIntroducedName));
  }
  // 8. An initial and a surname: "D. Brennan", "J. ter Horst", "Directors: C. McAllister, S. McAllister". Not after
  // a capitalised word ("Typ A. Lieferung"), a digit or a period ("z. B. Müller"), where a letter is a label.
  for (const [i, token] of tokens.entries()) {
    if (!isInitial(token)) continue;
    const prev = tokens[i - 1];
    const gapBefore = text.slice(prev ? prev.end : 0, token.start);
    const labelLetter =
      prev &&
      /^[ \t]+$/.test(gapBefore) &&
      prev.capitalized &&
      !honorificAt(tokens, i - 1) &&
      !GREETINGS.has(prev.lower) &&
      !PERSON_NOUNS.has(prev.lower);
    if (labelLetter || /(?:\d|\.)[ \t]*$/.test(gapBefore)) continue;
    const end = nameRun(text, tokens, i, false, 3, false);
    const surnames = tokens.slice(i + 1, end).filter((t) => t.capitalized && t.text.length >= 2 && !ANY_STOPWORD.has(t.lower) && !isInitial(t));
    if (surnames.length > 0) spans.push(spanOf(tokens, i, end, EVIDENCE.initialAndSurname));
  }
  // A chat writes an initial and a surname with its particle in lower case: "op f. de wit", "j. van dijk".
  for (const m of text.matchAll(LOWER_CASE_INITIAL_AND_PARTICLE)) {
    if (/(?:\d|\.)[ \t]*$/.test(text.slice(Math.max(0, m.index - 3), m.index))) continue;
    spans.push(span(m.index, m.index + m[0].length, 'PERSON', EVIDENCE.initialAndSurname));
  }
  // 6. Words that introduce a person without a colon.
  for (const [pattern, strong] of [
    [STRONG_PERSON_PREFIX, true],
    [WEAK_PERSON_PREFIX, false],
  ] as const) {
    for (const m of text.matchAll(pattern)) {
      const i = tokenIndexAt.get(m.index + m[0].length);
      if (i === undefined || !tokens[i]!.capitalized || (!strong && !isFirstName(tokens[i]!.text))) continue;
      const end = nameRun(text, tokens, i, false, 3);
      if (end > i) spans.push(spanOf(tokens, i, end, EVIDENCE.nameAfterPersonWord));
    }
  }
  // "BEN123", "2024ANNA", "MEL-0417": letters glued to digits are a reference, not a name.
  return spans.filter((s) => !/^[-/]?\d/.test(text.slice(s.end, s.end + 2)) && !/\d[-/]?$/.test(text.slice(Math.max(0, s.start - 2), s.start)));
};
