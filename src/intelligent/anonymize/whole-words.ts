// A span that ends or starts inside a word takes in the rest of that word: "[LOCATION_1]6w" would still
// show the end of an OCR-garbled town (Krak6w), and any part of a name left standing can identify someone.
// A span never runs across a tab, which separates the cells of a pasted table: "33098 Paderborn<tab>R24-1140"
// is a place and an invoice number, so it is cut into one span per cell (cells without a word are dropped).
import type { Span } from './span.js';

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

function perCell(text: string, s: Span): Span[] {
  const value = text.slice(s.start, s.end);
  if (!value.includes('\t')) return [s];
  const cells: Span[] = [];
  let offset = s.start;
  for (const cell of value.split('\t')) {
    const lead = cell.length - cell.trimStart().length;
    const core = cell.trim();
    if (/[\p{L}\p{N}]{2}/u.test(core)) cells.push({ ...s, start: offset + lead, end: offset + lead + core.length });
    offset += cell.length + 1;
  }
  return cells;
}

export function toWholeWords(text: string, spans: readonly Span[]): Span[] {
  return spans
    .flatMap((s) => perCell(text, s))
    .map((s) => {
      let { start, end } = s;
      while (start > 0 && WORD_CHAR.test(text[start - 1]!) && WORD_CHAR.test(text[start]!)) start--;
      while (end < text.length && WORD_CHAR.test(text[end]!) && WORD_CHAR.test(text[end - 1]!)) end++;
      return start === s.start && end === s.end ? s : { ...s, start, end };
    });
}
