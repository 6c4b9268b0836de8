// Words with their offsets, the unit the name, company and address recognizers reason about.
import { perText } from './per-text.js';

export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
  /** Starts with an upper-case letter. */
  capitalized: boolean;
  /** Only lower-case letters (and apostrophes/hyphens). */
  lowercase: boolean;
  /** Directly followed by a period ("Dr.", "M."). */
  dotted: boolean;
}

const WORD = /\p{L}[\p{L}\p{M}'’\-]*/gu;

/**
 * The tokens of the text: the person, company and name recognizers all read the same text, so it is split once
 * per anonymization, not once per recognizer (per-text.ts). Shared, hence read-only.
 */
export const tokenize: (text: string) => readonly Token[] = perText(splitWords);

function splitWords(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    let value = m[0];
    // A trailing hyphen or apostrophe belongs to punctuation, not to the word.
    while (/[-'’]$/.test(value)) value = value.slice(0, -1);
    const start = m.index;
    const end = start + value.length;
    tokens.push({
      text: value,
      lower: value.toLowerCase(),
      start,
      end,
      capitalized: /^\p{Lu}/u.test(value),
      lowercase: !/\p{Lu}/u.test(value),
      dotted: text[end] === '.',
    });
  }
  return tokens;
}

/**
 * Only spaces (or a hyphen inside a double name) between two tokens: same phrase, same line. A period
 * joins only after an initial or a short abbreviation ("R. de Groot", "Dr. Weber"); after a longer
 * word it ends the sentence ("de Groot. Groetjes").
 */
export function adjacent(text: string, left: Token, right: Token): boolean {
  const gap = text.slice(left.end, right.start);
  // A tab separates the cells of a pasted table: the words on either side belong to different values.
  if (!/^(?: {1,2}|\. ?| ?- ?)$/.test(gap)) return false;
  return !gap.startsWith('.') || (left.dotted && left.text.length <= 4);
}

/** The token opens a sentence, line or field, where any word is capitalised anyway. */
export function sentenceInitial(text: string, token: Token): boolean {
  return /(?:^|[.!?:;\n•|-])[ \t"'(«]*$/.test(text.slice(Math.max(0, token.start - 6), token.start));
}
