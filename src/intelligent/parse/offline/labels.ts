// Finding "label: value" pairs in text lines, whatever the language's label words.
import { LEXICONS, type Lexicon } from './lexicon/index.js';

/** Escapes a literal for use inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const alternations = new WeakMap<readonly string[], string>();
/** Patterns per label list and value pattern, compiled once (the label tables never change). */
const compiled = new WeakMap<readonly string[], Map<string, RegExp>>();

function cachedRegExp(labels: readonly string[], key: string, build: () => string, flags: string): RegExp {
  let byKey = compiled.get(labels);
  if (!byKey) compiled.set(labels, (byKey = new Map()));
  let re = byKey.get(key);
  if (!re) byKey.set(key, (re = new RegExp(build(), flags)));
  re.lastIndex = 0;
  return re;
}

/** One alternation of label words, longest first so "invoice date" wins over "invoice". */
export function alternation(labels: readonly string[]): string {
  const known = alternations.get(labels);
  if (known !== undefined) return known;
  const built = [...new Set(labels)]
    .sort((a, b) => b.length - a.length)
    .map((l) => escapeRegExp(l).replace(/\\ | /g, '\\s+'))
    .join('|');
  alternations.set(labels, built);
  return built;
}

const wordsOfEveryLanguage = (pick: (l: Lexicon) => readonly string[]): string[] => [...new Set(Object.values(LEXICONS).flatMap(pick))];
/** "Number" after a label ("Nr.", "n°", "number"), then a "#" sign. */
const NUMBER_AFTER_LABEL = `(?:${alternation(wordsOfEveryLanguage((l) => l.numberAfterLabel))}|#)`;
/** The verb between a label and its value ("is", "ist", "wynosi"). */
const COPULAS = alternation(wordsOfEveryLanguage((l) => l.copulas));

/** A label at a word start, with what usually separates it from its value ("no.", "#", ":", "n°"). */
export function labelPattern(labels: readonly string[]): string {
  return `(?<![\\p{L}\\p{N}])(?:${alternation(labels)})(?![\\p{L}]|\\p{N}\\p{L})\\.?\\s*(?:${NUMBER_AFTER_LABEL}(?![\\p{L}])\\.?\\s*)?[:#.|]?\\s*(?:(?:${COPULAS})\\s+)?`;
}

export interface LabelledValue {
  value: string;
  line: number;
}

/** The first `value` following one of the labels, searching line by line. */
export function findLabelled(
  lines: readonly string[],
  labels: readonly string[],
  value: RegExp,
  accept: (v: string) => boolean = () => true,
): LabelledValue | null {
  const re = cachedRegExp(labels, `v:${value.source}`, () => `${labelPattern(labels)}(${value.source})`, 'giu');
  for (let i = 0; i < lines.length; i++) {
    let hit: LabelledValue | null = null;
    eachMatch(lines[i]!, re, (m) => {
      const found = m[1]!.trim();
      if (found && accept(found)) hit = { value: found, line: i };
      return hit !== null;
    });
    if (hit) return hit;
  }
  return null;
}

/**
 * Calls `visit` with every match of a global pattern in one line, as `matchAll` gives them, until it returns true.
 * `matchAll` copies the pattern on every call, which cost more than the matching over the lines of a text.
 */
function eachMatch(line: string, re: RegExp, visit: (m: RegExpExecArray) => boolean): void {
  re.lastIndex = 0;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    // An empty match moves on by one character (a whole code point), as matchAll does.
    const next = m[0] === '' ? re.lastIndex + ((line.codePointAt(re.lastIndex) ?? 0) > 0xffff ? 2 : 1) : re.lastIndex;
    if (visit(m)) return;
    // `visit` may use the same cached pattern.
    re.lastIndex = next;
  }
}

/** Every labelled value, in order of appearance. */
export function findAllLabelled(lines: readonly string[], labels: readonly string[], value: RegExp): LabelledValue[] {
  const re = cachedRegExp(labels, `v:${value.source}`, () => `${labelPattern(labels)}(${value.source})`, 'giu');
  const out: LabelledValue[] = [];
  lines.forEach((line, i) => {
    eachMatch(line, re, (m) => {
      if (m[1]!.trim()) out.push({ value: m[1]!.trim(), line: i });
      return false;
    });
  });
  return out;
}

/** True when the line starts with one of the labels followed by a colon, a tab or a bar, or is the label alone ("Bill To"). */
export function headerMatch(line: string, labels: readonly string[]): { rest: string } | null {
  // "Seller:", "Client / Customer :", "From<TAB>…", "Van | …", "| Supplier: …" (pasted tables).
  const m = cachedRegExp(
    labels,
    'header',
    () =>
      `^\\s*(?:[-*•#>|]\\s*)?(?:\\p{L}+\\s*/\\s*)?(?:${alternation(labels)})(?:\\s*/\\s*[\\p{L}][\\p{L} .'’-]{1,30}?)?\\s*(?:\\([^)]*\\))?(?:\\s*[:：]|\\t+|\\s+\\||\\s*$)\\s*(.*)$`,
    'iu',
  ).exec(line);
  return m ? { rest: m[1]!.trim() } : null;
}
