// A payment card named as such ("kartę firmową 4485 2713 9904 6618", "card no. 4000 1234 5678 9010"):
// thirteen to nineteen digits after a card word are the card, whether or not the Luhn check holds (a
// mistyped card number is still someone's card).
import { EVIDENCE } from '../evidence.js';
import { boundaryAfter, readGrouped } from '../grouped.js';
import { span, type Recognizer, type Span } from '../span.js';

const CARD_WORD =
  /(?:(?<![\p{L}])(?:card|credit\s*card|visa|mastercard|amex|karte|kreditkarte|carte(?:\s+bancaire)?|cb|carta(?:\s+di\s+credito)?|tarjeta|kaart|creditcard|kart[aęyą])(?![\p{L}]))[^\n\d]{0,24}$/iu;

export const recognizeLabelledCards: Recognizer = (text) => {
  const spans: Span[] = [];
  const starts = /(?<![\p{L}\p{N}])\d/gu;
  for (let m = starts.exec(text); m; m = starts.exec(text)) {
    const run = readGrouped(text, m.index, { significant: /\d/, separators: ' -', maxSeparatorRun: 1, maxLength: 19 });
    const end = run.ends[run.ends.length - 1]!;
    starts.lastIndex = end;
    if (run.compact.length < 13 || !boundaryAfter(text, end)) continue;
    if (CARD_WORD.test(text.slice(Math.max(0, m.index - 50), m.index))) spans.push(span(m.index, end, 'CREDIT_CARD', EVIDENCE.cardAfterCardWord));
  }
  return spans;
};
