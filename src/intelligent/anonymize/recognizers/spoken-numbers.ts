// Dictated identifiers: a transcript writes digits and letters as words ("null eins fünf eins …",
// "G B three eight two, oh one seven", "C come Como, R, T, S", "trente-quatre mille soixante-dix
// Montpellier"), which no digit pattern sees and every word list knows. A run of number words, spelled
// letters, "slash" words and spelling words is read into its digits (compounds from their parts,
// lexicons/<language>/spoken.ts); when it holds five digits or more, or three with two spelled letters, it is
// an identifier, a postcode or a phone number, not an amount: a quantity, a price, a time, a year or an
// invoice number has fewer digits, a unit after it, or an invoice label before it. Its type comes from the
// nearest label before it; a spoken house number next to a street word makes the street an address.
import { STREET_LEADING_WORDS, STREET_SUFFIX_WORDS, STREET_TRAILING_WORDS } from '../gazetteers/context-words.js';
import { IBAN_LENGTHS } from '../../../../core/ids/index.js';
import { numberValue, spokenVocabulary as vocabulary, type Vocabulary } from '../number-words.js';
import { EVIDENCE } from '../evidence.js';
import { span, type Recognizer, type Span } from '../span.js';
import type { EntityType } from '../../types.js';

const SCORE = EVIDENCE.spokenIdentifier;

type Kind = 'number' | 'letter' | 'zeros' | 'repeat' | 'joiner' | 'separator' | 'spelling';

interface Token {
  start: number;
  end: number;
  kind: Kind;
  value: number;
  /** Separated from the previous token by a comma. */
  afterComma: boolean;
}

const WORD = /[\p{L}\p{M}]+(?:[-‐'’][\p{L}\p{M}]+)*/gu;
const GAP = /^[ \t]*,?[ \t]*$/;

function classify(word: string, v: Vocabulary): { kind: Kind; value: number } | null {
  const lower = word.toLowerCase();
  if (/^[A-Z]$/.test(word) || v.letterWords.has(lower)) return { kind: 'letter', value: 0 };
  if (v.zeros.has(lower)) return { kind: 'zeros', value: 0 };
  const times = v.repeats.get(lower);
  if (times) return { kind: 'repeat', value: times };
  if (v.joiners.has(lower)) return { kind: 'joiner', value: 0 };
  if (v.separators.has(lower)) return { kind: 'separator', value: 0 };
  if (v.spelling.has(lower)) return { kind: 'spelling', value: 0 };
  const value = numberValue(lower, v);
  return value === null ? null : { kind: 'number', value };
}

/** The digits a run of number words stands for: groups that cannot extend each other are written apart. */
function digitCount(tokens: readonly Token[]): number {
  const groups: string[] = [];
  let current: number | null = null;
  // "double oh", "triple five": the next digit, that many times.
  let repeat = 0;
  const flush = () => {
    if (current !== null) groups.push(String(current));
    current = null;
  };
  for (const t of tokens) {
    if (t.afterComma || t.kind === 'separator') flush();
    if (t.kind === 'zeros') {
      const count: number = current ?? 0;
      current = null;
      if (count > 0 && count <= 20) groups.push('0'.repeat(count));
      continue;
    }
    if (t.kind === 'repeat') {
      flush();
      repeat = t.value;
      continue;
    }
    if (t.kind !== 'number') continue;
    const value = t.value;
    if (repeat > 0 && value < 10) {
      flush();
      groups.push(String(value).repeat(repeat));
      repeat = 0;
      continue;
    }
    repeat = 0;
    if (value === 0) {
      flush();
      groups.push('0');
    } else if (value === 100 && current !== null && current < 100) current *= 100;
    else if (value === 1000 && current !== null && current < 1000) current *= 1000;
    else if (current !== null && current > 0 && value < 10 ** (String(current).length - String(current).replace(/0+$/, '').length)) current += value;
    else {
      flush();
      current = value;
    }
  }
  flush();
  return groups.join('').length;
}

const INVOICE_LABEL_BEFORE =
  /(?:invoice|rechnung|factur|fattur|factuur|faktur)\p{L}*(?:[ \t]+(?:number|no\.?|nr\.?|num[ée]ro|numero|número|numer|nummer|n\.?))?[ \t:]*$/iu;
const LABEL_TYPES: Array<[RegExp, EntityType]> = [
  [/iban|konto|conto|cuenta|compte|rekening|rachun|account/giu, 'IBAN_CODE'],
  [/\b(?:vat|ust|mwst|tva|btw|iva|partita|uid)\b/giu, 'VAT_ID'],
  [/tax|steuer|fiscal|\b(?:nif|cif|nie|dni|siret|siren|nip|pesel|regon|pps|bsn|kvk)\b/giu, 'TAX_ID'],
  [/tel|phone|handy|mobil|cell|portable|m[óo]vil|kom[óo]rk|gsm|natel|anruf|chiam|llam|appel|bel/giu, 'PHONE_NUMBER'],
  [/post\s?code|postleitzahl|\bplz\b|code postal|cap\b|c[óo]digo postal|kod pocztowy/giu, 'LOCATION'],
];

/** A number label alone ("numéro", "Numer"), as a dictated invoice number has it: with a spoken slash or
 * dash in the run, it is that reference; a phone number is not read out with one. */
const NUMBER_LABEL_BEFORE =
  /(?<![\p{L}-])(?:number|no\.?|nr\.?|nummer|num[ée]ro|número|numer|n[°º])[ \t]*[,:]?[ \t]*(?:(?:euh|äh|ehm|uh|um|eh)[ \t]*,?[ \t]*)?$/iu;

/** The type the nearest label before the run names, else a neutral name. */
export function typeBefore(text: string, start: number): EntityType {
  const before = text.slice(Math.max(0, start - 60), start);
  let best: { at: number; type: EntityType } | null = null;
  for (const [pattern, type] of LABEL_TYPES) {
    for (const m of before.matchAll(pattern)) if (!best || m.index > best.at) best = { at: m.index, type };
  }
  return best?.type ?? 'NAME';
}

// A leading street word starts a word: "dos. El CIF es …" holds no Polish "os." (osiedle).
const STREET_WORD_BEFORE = new RegExp(
  `(?:\\p{L}+(?:${STREET_SUFFIX_WORDS})|(?<![\\p{L}])(?:${STREET_LEADING_WORDS})(?:[ \\t]+\\p{Lu}[\\p{L}\\p{M}'’-]*){1,3})[ \\t,]*$`,
  'iu',
);
/** Either case of a word's first letter: "Road" and "road", while the words before it stay capitalised. */
const eitherCase = (alternatives: string) => alternatives.replace(/(^|\|)([a-z])/g, (_, bar: string, c: string) => `${bar}[${c}${c.toUpperCase()}]`);
const STREET_WORD_AFTER = new RegExp(`^[ \\t]+(?:\\p{Lu}[\\p{L}\\p{M}'’-]*[ \\t]+){1,3}(?:${eitherCase(STREET_TRAILING_WORDS)})(?![\\p{L}])`, 'u');

/** A street with a spoken house number: the span grows over the street's words. */
function streetAround(text: string, start: number, end: number): { start: number; end: number } | null {
  const before = STREET_WORD_BEFORE.exec(text.slice(Math.max(0, start - 60), start));
  if (before) return { start: start - before[0].length, end };
  const after = STREET_WORD_AFTER.exec(text.slice(end, end + 60));
  return after ? { start, end: end + after[0].length } : null;
}

/** A dictated code hyphenated letter by letter ("N-R-three", "four-T-B"): a word of single letters and number
 * words, one of them a letter, is read part by part; "seventy-two" stays one number word. */
function* spokenWords(text: string, v: Vocabulary): Generator<{ 0: string; index: number; inWord: boolean }> {
  for (const m of text.matchAll(WORD)) {
    const parts = m[0].split(/[-‐]/);
    const spelled =
      parts.length > 1 &&
      parts.some((p) => /^[A-Z]$/.test(p)) &&
      parts.every((p) => /^[A-Z]$/.test(p) || numberValue(p.toLowerCase(), v) !== null || v.zeros.has(p.toLowerCase()));
    if (!spelled) {
      yield { 0: m[0], index: m.index, inWord: false };
      continue;
    }
    let at = m.index;
    for (const [i, part] of parts.entries()) {
      yield { 0: part, index: at, inWord: i > 0 };
      at += part.length + 1;
    }
  }
}

/** Words that may stand inside a run but not end it. */
const NOT_LAST: readonly Kind[] = ['joiner', 'separator', 'spelling', 'repeat'];

/** A repeat word after a letter names that letter ("uve doble" is W): it stays in the run. */
function namesLetter(run: readonly Token[], i: number): boolean {
  return run[i]!.kind === 'repeat' && run[i - 1]?.kind === 'letter';
}

/** Kinds of word a run may start with. */
function opens(kind: Kind): boolean {
  return kind === 'number' || kind === 'letter' || kind === 'repeat';
}

// The helpers above stand outside runsOf: inside its loop, a closure would be made (and under tsx named) per word.
function runsOf(text: string, v: Vocabulary): Token[][] {
  const runs: Token[][] = [];
  let run: Token[] = [];
  let lastEnd = -1;
  let consumeNext = false;
  // Counted as the run grows: asking the run itself at every word would make a long run cost its length squared.
  let numbers = 0;
  let letters = 0;
  const add = (token: Token) => {
    run.push(token);
    if (token.kind === 'number') numbers++;
    else if (token.kind === 'letter') letters++;
  };
  const close = () => {
    while (run.length && NOT_LAST.includes(run[run.length - 1]!.kind) && !namesLetter(run, run.length - 1)) run.pop();
    if (run.length) runs.push(run);
    run = [];
    numbers = 0;
    letters = 0;
  };
  for (const m of spokenWords(text, v)) {
    const start = m.index;
    const end = start + m[0].length;
    const gap = lastEnd >= 0 ? text.slice(lastEnd, start) : '';
    const joined = run.length > 0 && (GAP.test(gap) || m.inWord);
    if (consumeNext && joined) {
      // The word after "come", "wie", "letra" spells a letter; it belongs to the run.
      add({ start, end, kind: 'letter', value: 0, afterComma: gap.includes(',') });
      consumeNext = false;
      lastEnd = end;
      continue;
    }
    consumeNext = false;
    // "un", "een", "ein" alone are articles; inside a run of digits ("sept, un sept quatre") they are one.
    const article = joined && numbers > 0 && v.notAlone.has(m[0].toLowerCase());
    // "effe erre elle di a, sei uno": a letter name that is also a word ("di", "a") is a letter inside a run.
    const letterInRun = joined && numbers + letters > 0 && v.lettersInRun.has(m[0].toLowerCase());
    // "i lunga" (J), "i griega" (Y): the word after a letter name makes it another letter.
    const letterSuffix = joined && run[run.length - 1]?.kind === 'letter' && v.letterSuffixes.has(m[0].toLowerCase());
    const c = article
      ? { kind: 'number' as const, value: 1 }
      : letterSuffix
        ? { kind: 'letter' as const, value: 0 }
        : letterInRun && !classify(m[0], v)
          ? { kind: 'letter' as const, value: 0 }
          : classify(m[0], v);
    if (!c || (!joined && !opens(c.kind) && !(c.kind === 'spelling' && run.length === 0))) {
      close();
      if (c && opens(c.kind)) add({ start, end, ...c, afterComma: false });
      lastEnd = end;
      continue;
    }
    if (!joined) close();
    add({ start, end, ...c, afterComma: gap.includes(',') });
    if (c.kind === 'spelling') consumeNext = true;
    lastEnd = end;
  }
  close();
  return runs;
}

// A spoken IBAN: the country code and perhaps the bank's letters stand between the number words
// ("NL dertig ABNA nul nul …", "DE zwei drei null …"); they join the run and make it an account.
const COUNTRY_BEFORE = /(?<![\p{L}\p{N}])([A-Z]{2})[ \t]+$/u;
const BANK_LETTERS_BETWEEN = /^[ \t]*,?[ \t]+[A-Z]{4}[ \t]*,?[ \t]+$/;
function spokenIbanStart(text: string, runs: Token[][], index: number): number | null {
  const run = runs[index]!;
  const country = (at: number) => {
    const m = COUNTRY_BEFORE.exec(text.slice(Math.max(0, at - 4), at));
    return m && IBAN_LENGTHS[m[1]!] ? at - m[0].length : null;
  };
  const previous = runs[index - 1];
  if (previous && BANK_LETTERS_BETWEEN.test(text.slice(previous[previous.length - 1]!.end, run[0]!.start)) && digitCount(previous) <= 2) {
    const start = country(previous[0]!.start);
    if (start !== null) return start;
  }
  return country(run[0]!.start);
}

/** A spoken account's country code said as two letter names before its digits ("i ti settantanove …", "e ese
 * doce …"): letter names that are also words count here, right before an account number. */
const WORD_BEFORE = /([\p{L}\p{M}]+)[ \t]*,?[ \t]*$/u;
function spokenCountryStart(text: string, start: number, v: Vocabulary): number {
  let at = start;
  for (let letters = 0; letters < 2; letters++) {
    const m = WORD_BEFORE.exec(text.slice(Math.max(0, at - 20), at));
    const word = m?.[1]?.toLowerCase();
    if (!m || !word || !(word.length === 1 || v.letterWords.has(word) || v.lettersInRun.has(word))) break;
    at -= m[0].length;
  }
  return at;
}

export const recognizeSpokenNumbers: Recognizer = (text, { language }) => {
  const v = vocabulary(language);
  const spans: Span[] = [];
  const runs = runsOf(text, v);
  // A spoken house number right before a street ("douze chemin des Vignes", "dix-sept bis rue …") is part of the address.
  const numberBefore = (start: number): number => {
    for (const run of runs) {
      const end = run[run.length - 1]!.end;
      if (end <= start && /^[ \t]*(?:(?:bis|ter|quater)[ \t]+)?$/.test(text.slice(end, start)) && run.some((t) => t.kind === 'number'))
        return run[0]!.start;
    }
    return start;
  };
  for (const [index, run] of runs.entries()) {
    const start = run[0]!.start;
    const end = run[run.length - 1]!.end;
    const ibanStart = spokenIbanStart(text, runs, index);
    if (ibanStart !== null && digitCount(run) >= 5) {
      spans.push(span(ibanStart, end, 'IBAN_CODE', SCORE));
      continue;
    }
    const numbers = run.filter((t) => t.kind === 'number').length;
    if (numbers === 0) continue;
    const next = /^[ \t]*([\p{L}%€£$]+)/u.exec(text.slice(end, end + 30))?.[1]?.toLowerCase();
    if (next && (v.amounts.has(next) || /^[%€£$]/.test(next))) continue;
    const digits = digitCount(run);
    const letters = run.filter((t) => t.kind === 'letter').length;
    const street = streetAround(text, start, end);
    if (street) {
      spans.push(span(street.start < start ? numberBefore(street.start) : street.start, street.end, 'LOCATION', SCORE));
      continue;
    }
    // A spoken British postcode has two digits among four letters ("L S six, two A Z").
    if (digits < 5 && !(digits >= 3 && letters >= 2) && !(digits >= 2 && letters >= 4)) continue;
    if (INVOICE_LABEL_BEFORE.test(text.slice(Math.max(0, start - 30), start))) continue;
    if (run.some((t) => t.kind === 'separator') && NUMBER_LABEL_BEFORE.test(text.slice(Math.max(0, start - 20), start))) continue;
    const type = typeBefore(text, start);
    spans.push(span(type === 'IBAN_CODE' ? spokenCountryStart(text, start, v) : start, end, type, SCORE));
  }
  return spans;
};
