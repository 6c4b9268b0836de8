// Dictated invoices state their numbers in words: "Rechnungsnummer zwei null zwei sechs Strich null neun drei",
// "twenty-two at eighteen pounds fifty", "vingt-trois novembre deux mille vingt-six". When a text writes more numbers
// in words than in digits, the words are written as digits before the text is read, so the same rules read it.
import { MONTH_PATTERN } from '../normalize.js';
import type { Lexicon, SpokenNumbers } from './lexicon/types.js';

type Part = { kind: 'num'; value: number; ordinal: boolean } | { kind: 'scale'; value: number } | { kind: 'join' };

const WORD = /\p{L}+(?:[-'’]\p{L}+)*/gu;

type Piece = readonly [string, Part];

/**
 * Every piece a number word can be made of, longest first, grouped by its first character: built once per lexicon
 * (a text has hundreds of words, each tried against every piece).
 */
const PIECES = new WeakMap<SpokenNumbers, { sorted: readonly Piece[]; byFirst: Map<string, readonly Piece[]> }>();

function piecesStartingWith(spoken: SpokenNumbers, first: string): readonly Piece[] {
  let pieces = PIECES.get(spoken);
  if (!pieces) {
    const sorted = [
      ...Object.entries(spoken.words).map(([w, value]): Piece => [w, { kind: 'num', value, ordinal: false }]),
      ...Object.entries(spoken.scales).map(([w, value]): Piece => [w, { kind: 'scale', value }]),
      ...spoken.joiners.map((w): Piece => [w, { kind: 'join' }]),
      // An ordinal with its inflection ending ("zwanzigster", "zwanzigsten").
      ...Object.entries(spoken.ordinals).flatMap(([w, value]) =>
        ['', 'r', 'n', 'm', 's'].map((end): Piece => [w + end, { kind: 'num', value, ordinal: true }]),
      ),
    ].sort((a, b) => b[0].length - a[0].length);
    pieces = { sorted, byFirst: new Map() };
    PIECES.set(spoken, pieces);
  }
  let starting = pieces.byFirst.get(first);
  if (!starting) {
    // The same order as the full list, so the first piece that fits is the same one.
    starting = pieces.sorted.filter(([piece]) => piece === '' || piece[0] === first);
    pieces.byFirst.set(first, starting);
  }
  return starting;
}

/** The parts of one word ("zweiundvierzig" → 2, und, 40; "duemilaventisei" → 2, 1000, 20, 6), or null. */
function partsOf(word: string, spoken: SpokenNumbers): Part[] | null {
  const text = word.toLowerCase().replace(/[-'’]/g, '');
  const memo = new Map<number, Part[] | null>();
  const from = (at: number): Part[] | null => {
    if (at === text.length) return [];
    if (memo.has(at)) return memo.get(at)!;
    let found: Part[] | null = null;
    for (const [piece, part] of piecesStartingWith(spoken, text[at]!)) {
      if (!text.startsWith(piece, at)) continue;
      const rest = from(at + piece.length);
      // An ordinal only ends a word; a joiner never starts or ends one.
      const wholeWord = at === 0 && at + piece.length === text.length;
      if (rest && !(part.kind === 'num' && part.ordinal && rest.length) && !(part.kind === 'join' && !wholeWord && (at === 0 || !rest.length))) {
        found = [part, ...rest];
        break;
      }
    }
    memo.set(at, found);
    return found;
  };
  const parts = from(0);
  if (!parts) return null;
  // Units before the tens ("zwei-und-vierzig"): one number.
  const out: Part[] = [];
  for (let i = 0; i < parts.length; i++) {
    const [u, j, t] = [parts[i]!, parts[i + 1], parts[i + 2]];
    if (spoken.unitsFirst && u.kind === 'num' && u.value < 10 && j?.kind === 'join' && t?.kind === 'num' && t.value >= 20 && t.value < 100) {
      out.push({ kind: 'num', value: t.value + u.value, ordinal: t.ordinal });
      i += 2;
    } else out.push(u);
  }
  return out;
}

interface Group {
  digits: string;
  ordinal: boolean;
}

/** The numbers a run of parts states: "two four one" → 2, 4, 1 (digits said one by one); "six hundred and forty" → 640. */
function groupsOf(parts: readonly Part[], spoken: SpokenNumbers): Group[] | null {
  const groups: Group[] = [];
  let total = 0;
  let current = 0;
  let cap = Number.POSITIVE_INFINITY;
  let empty = true;
  let ordinal = false;
  let last = -1;
  const close = () => {
    if (!empty) groups.push({ digits: String(total + current), ordinal });
    [total, current, cap, empty, ordinal, last] = [0, 0, Number.POSITIVE_INFINITY, true, false, -1];
  };
  for (const part of parts) {
    if (part.kind === 'join') {
      if (empty) return null;
      continue;
    }
    if (part.kind === 'scale') {
      if (part.value === 100) {
        if (current >= 100 || (empty === false && cap < 0 && current === 0)) close();
        current = (current || 1) * 100;
        cap = 99;
      } else {
        if (total >= part.value) close();
        total += (current || 1) * part.value;
        current = 0;
        cap = Math.min(999, part.value - 1);
      }
      empty = false;
      last = part.value;
      continue;
    }
    const v = part.value;
    if (spoken.vigesimal && v === 20 && last === 4 && cap < 0) {
      // "quatre-vingt": four twenties.
      current += 76;
      cap = 19;
      last = 80;
      continue;
    }
    // "dwudziesty piąty": an ordinal unit after an ordinal ten is one ordinal.
    if (v === 0 || v > cap || (ordinal && !part.ordinal)) close();
    current += v;
    empty = false;
    ordinal = part.ordinal;
    last = v;
    cap = v === 0 || (ordinal && v < 20) ? -1 : v >= 100 ? 99 : v >= 20 && v % 10 === 0 ? (spoken.vigesimal && (v === 60 || v === 80) ? 19 : 9) : -1;
  }
  close();
  return groups;
}

/** A capitalised number word inside a sentence is part of a name ("Domaine des Trois Chênes"). */
function partOfName(text: string, at: number, word: string): boolean {
  if (!/^\p{Lu}/u.test(word)) return false;
  const before = text.slice(Math.max(0, at - 3), at);
  return !/(^|[.!?:;\n]\s*|^\s*)$/u.test(before) && at > 0;
}

/** Words said as numbers in a text: counted to tell a dictated text from a written one. */
export function spokenNumberCount(text: string, spoken: SpokenNumbers): number {
  let n = 0;
  for (const m of text.matchAll(WORD)) {
    const parts = partsOf(m[0], spoken);
    if (parts?.some((p) => p.kind !== 'join')) n++;
  }
  return n;
}

/**
 * The text with its spoken numbers written as digits: a run of number words is one number, or digits said one by
 * one ("zwei null zwei sechs" → 2026); a separator word between numbers joins them ("vier vier slash eins zwei" →
 * 44/12); "sechs Euro fünfzig" → 6,50 Euro. Null when the text writes its numbers in digits.
 */
export function writeSpokenNumbers(text: string, lexicon: Lexicon | undefined, decimalMark: string): string | null {
  if (!lexicon) return null;
  const { spokenNumbers: spoken, percentWords } = lexicon;
  const said = spokenNumberCount(text, spoken);
  const written = (text.match(/\d+(?:[.,]\d+)*/g) ?? []).length;
  if (said < 4 || said <= written) return null;

  const separators = Object.entries(spoken.separators).sort((a, b) => b[0].length - a[0].length);

  let out = '';
  let at = 0;
  const words = [...text.matchAll(WORD)];
  for (let i = 0; i < words.length; i++) {
    const first = partsOf(words[i]![0], spoken);
    if (!first || first[0]!.kind === 'join' || partOfName(text, words[i]!.index, words[i]![0])) continue;
    // The run: number words separated by spaces or joiner words.
    const parts = [...first];
    let end = words[i]!.index + words[i]![0].length;
    let j = i + 1;
    for (; j < words.length; j++) {
      const gap = text.slice(end, words[j]!.index);
      if (!/^[ \t]+$/.test(gap)) break;
      const next = partsOf(words[j]![0], spoken);
      if (!next) break;
      parts.push(...next);
      end = words[j]!.index + words[j]![0].length;
    }
    while (parts.length && parts[parts.length - 1]!.kind === 'join') {
      // A trailing joiner ("… and") belongs to the text, not the number.
      parts.pop();
      j--;
      end = words[j - 1]!.index + words[j - 1]![0].length;
    }
    const groups = groupsOf(parts, spoken);
    if (!groups || !groups.length) continue;
    // "pour cent", "per cento": a lone hundred after "per" is the percent word, not a number.
    if (
      parts.length === 1 &&
      parts[0]!.kind !== 'join' &&
      parts[0]!.value === 100 &&
      percentWords.some((p) => p.endsWith(` ${words[i]![0].toLowerCase()}`))
    )
      continue;
    out += text.slice(at, words[i]!.index) + groups.map((g) => g.digits).join('');
    at = end;
    i = j - 1;
  }
  out += text.slice(at);

  // Separator words between digits, or after a series in capitals ("FJ dash 241").
  let joined = out;
  for (const [word, symbol] of separators) {
    const spelled = [...word].map((c) => (c === ' ' ? '[ \\t]+' : `[${c}${c.toUpperCase()}]`)).join('');
    const re = new RegExp(`(\\d|\\b[A-Z]{1,4})[ \\t]+${spelled}[ \\t]+(?=\\d)`, 'gu');
    joined = joined.replace(re, `$1${symbol}`);
  }
  // "6 Euro 50", "4 euro e 80": an amount in units and cents.
  const joiners = spoken.centsJoiners.length ? `(?:(?:${spoken.centsJoiners.join('|')})[ \\t]+)?` : '';
  joined = joined.replace(
    new RegExp(`(?<![\\d.,])(\\d+)[ \\t]+(euros?|pounds?|złotych|złote|zł|francs?)[ \\t]+${joiners}(\\d{1,2})(?!\\d|[.,]\\d|[ \\t]*%)`, 'giu'),
    (_, units: string, currency: string, cents: string) => `${units}${decimalMark}${cents.padStart(2, '0')} ${currency}`,
  );
  // "the 26 of November": the day before its month.
  joined = joined.replace(new RegExp(`\\b(\\d{1,2})[ \\t]+of[ \\t]+(${MONTH_PATTERN})\\b`, 'giu'), '$1 $2');
  return joined === text ? null : joined;
}
