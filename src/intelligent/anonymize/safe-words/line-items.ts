// The product words of an invoice's line items pass as written, even when no word list knows them
// (Heizungswartung, antifouling, MacBook): a line item names what was sold, and the model needs it.
// A line is a line item when it carries a price or a quantity and reads like a table row or a short
// item line, not like a sentence: at most six words besides its numbers, or at most twelve when it starts
// with a quantity, a position number or a bullet, or has columns (a tab or a run of spaces). A capitalised
// word there (Bosch, Kowalski) passes only when it is not next to a person's name found on the line.
// The time stamp a chat writes before each message ("[17.05, 20:41]", "17.05.25, 20:41 -") is no price. A
// chat's message is an item line only when it opens like one ("kofi: 2 x candles 12,00"): "the wickworks
// one, £312.40" speaks of an invoice, its words are not what was sold.
import { chatTurns } from '../chat-turns.js';

/** A price or a quantity: 12,50 / 1.190,00 EUR / € 45 / 3 x / 2 Stk / 5 h / 10 %. */
const PRICE_OR_QUANTITY =
  /(?:\d[\d.,' ]{0,15}[.,]\d{2}(?!\d)|[€$£]\s?\d|\d\s?(?:€|eur|euro|chf|pln|zł|gbp|£|usd|%)(?![\p{L}])|\b\d+\s?(?:x|×|stk|stück|pcs|pc|szt|st|h|hrs|hours|std|stunden|ore|heures|horas|uur|godz|m2|m²|m3|kg|l|psch|pauschal)\b)/iu;
const ITEM_START = /^\s*(?:[-•*·–]\s|\d+(?:[.,]\d+)?\s*(?:x|×)?\s|\d+[.)]\s|pos\.?\s*\d)/iu;
const COLUMNS = /\t| {3,}|\s\|\s/;
const LETTER_WORD = /\p{L}{2,}/gu;
const CHAT_TIME_STAMP = /^\s*(?:\[[\d.,:/ \-apmAPM]{3,24}\]|\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?,?[ \t]+\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*-)?)/;

export function isLineItem(line: string): boolean {
  if (!PRICE_OR_QUANTITY.test(line.replace(CHAT_TIME_STAMP, ''))) return false;
  const words = line.match(LETTER_WORD)?.length ?? 0;
  return words <= 6 || (words <= 12 && (ITEM_START.test(line) || COLUMNS.test(line)));
}

/** Written like a name: a capital, then lower case. */
export function hasNameShape(core: string): boolean {
  return /^\p{Lu}\p{Ll}+$/u.test(core);
}

/** [start, end) of every line-item line of the text. */
export function lineItemRanges(text: string): Array<{ start: number; end: number }> {
  const ranges: Array<{ start: number; end: number }> = [];
  const messages = new Map(chatTurns(text).map((t) => [text.lastIndexOf('\n', t.start) + 1, t.messageStart]));
  let start = 0;
  for (const line of text.split('\n')) {
    const message = messages.get(start);
    const item = message === undefined ? isLineItem(line) : ITEM_START.test(text.slice(message, start + line.length)) && isLineItem(line);
    if (item) ranges.push({ start, end: start + line.length });
    start += line.length + 1;
  }
  return ranges;
}
