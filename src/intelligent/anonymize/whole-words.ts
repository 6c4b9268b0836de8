// A span that ends or starts inside a word takes in the rest of that word: "[LOCATION_1]6w" would still
// show the end of an OCR-garbled town (Krak6w), and any part of a name left standing can identify someone.
import type { Span } from './span.js';

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

export function toWholeWords(text: string, spans: readonly Span[]): Span[] {
  return spans.map((s) => {
    let { start, end } = s;
    while (start > 0 && WORD_CHAR.test(text[start - 1]!) && WORD_CHAR.test(text[start]!)) start--;
    while (end < text.length && WORD_CHAR.test(text[end]!) && WORD_CHAR.test(text[end - 1]!)) end++;
    return start === s.start && end === s.end ? s : { ...s, start, end };
  });
}
