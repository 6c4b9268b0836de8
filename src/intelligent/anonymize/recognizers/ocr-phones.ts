// Phone numbers that OCR garbled after a phone label: a letter read for a digit ("02 40 5l 32 18",
// "O6 12 34 56 78"). The label makes it a phone; l, I and O stand for 1, 1 and 0.
import { EVIDENCE } from '../evidence.js';
import { readGrouped } from '../grouped.js';
import { span, type Recognizer, type Span } from '../span.js';
import { PHONE_LABEL_AT_END } from './phone.js';

const START = /[\dOoIl]/g;

export const recognizeOcrPhones: Recognizer = (text) => {
  const spans: Span[] = [];
  for (let m = START.exec(text); m; m = START.exec(text)) {
    const start = m.index;
    if (/[\p{L}\p{N}]/u.test(text[start - 1] ?? ' ') || !PHONE_LABEL_AT_END.test(text.slice(Math.max(0, start - 40), start))) continue;
    const run = readGrouped(text, start, { significant: /[\dOoIl]/, separators: ' .-/', maxSeparatorRun: 2, maxLength: 14 });
    const digits = run.compact.replace(/\D/g, '').length;
    const garbled = run.compact.length - digits;
    const end = run.ends[run.ends.length - 1] ?? start;
    START.lastIndex = Math.max(end, start + 1);
    if (garbled === 0 || garbled > 2 || run.compact.length < 9 || run.compact.length > 13 || /[\p{L}\p{N}]/u.test(text[end] ?? ' ')) continue;
    spans.push(span(start, end, 'PHONE_NUMBER', EVIDENCE.garbledPhone));
  }
  return spans;
};
