// A number written in groups of digits split by single spaces ("2144 7780", "71 342 88 10",
// "0160 98112374") that holds eight to thirteen digits is a phone number or an account, not an amount or a
// date: an amount has a decimal part, a currency or thousands in groups of three, a date the shape of one.
// Phone numbers without a label or a calling code are written this way in every country.
import { EVIDENCE } from '../evidence.js';
import { span, type Recognizer, type Span } from '../span.js';

const SCORE = EVIDENCE.digitGroups;
// A trunk prefix may stand before a slash when spaced groups follow ("05241/23 98 71", "030 / 291 40 77").
const GROUPS = /(?<![\p{L}\p{N}.,\-/:])(?:0\d{1,4}[ \t]?\/[ \t]?\d{1,8}(?: \d{1,8}){1,5}|\d{1,8}(?: \d{1,8}){1,5})(?![\p{L}\p{N}]|[.,:/]\d)/gu;
const CURRENCY_NEAR = /^[ \t]?(?:€|eur|euro|zł|pln|chf|gbp|£|\$|usd|kr|%)/i;
const CURRENCY_BEFORE = /(?:€|eur|chf|£|\$|zł|pln)[ \t]?$/i;
/** Thousands written apart: "12 345 678 szt.", "1 250 000". */
const THOUSANDS = /^\d{1,3}(?: \d{3})+$/;
const DATE = /^\d{1,2}[ ./]\d{1,2}[ ./]\d{2,4}$|^\d{4}[ ./]\d{1,2}[ ./]\d{1,2}$/;

export const recognizeDigitGroups: Recognizer = (text) => {
  const spans: Span[] = [];
  for (const m of text.matchAll(GROUPS)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length < 8 || digits.length > 13 || DATE.test(m[0]) || THOUSANDS.test(m[0])) continue;
    const end = m.index + m[0].length;
    if (CURRENCY_NEAR.test(text.slice(end, end + 6)) || CURRENCY_BEFORE.test(text.slice(Math.max(0, m.index - 5), m.index))) continue;
    spans.push(span(m.index, end, 'PHONE_NUMBER', SCORE));
  }
  return spans;
};
