// A payment card named as such ("kartę firmową 4485 2713 9904 6618", "card no. 4000 1234 5678 9010"):
// thirteen to nineteen digits after a card word are the card, whether or not the Luhn check holds (a
// mistyped card number is still someone's card).
// A card as tills and mails mask it is the card too: groups of four with some of them masked by *, X, x, • or
// # and at least four digits shown ("5496 92** **** 7869", "XXXX XXXX XXXX 4191", "************6638"), and the
// last four digits after the words that give them ("endet auf 6147", lexicons/card-endings.ts).
import { EVIDENCE } from '../evidence.js';
import { boundaryAfter, readGrouped } from '../grouped.js';
import { cardEndingAlternation } from '../lexicons/index.js';
import { span, type Recognizer, type Span } from '../span.js';

const CARD_WORD =
  /(?:(?<![\p{L}])(?:card|credit\s*card|visa|mastercard|amex|karte|kreditkarte|carte(?:\s+bancaire)?|cb|carta(?:\s+di\s+credito)?|tarjeta|kaart|creditcard|kart[aęyą])(?![\p{L}]))[^\n\d]{0,24}$/iu;

const MASK = '[*xX•#]';
const MASKED_GROUPS = /(?<![\p{L}\p{N}*•#])[\d*xX•#]{4}(?:[ .\-]{1,2}[\d*xX•#]{4}){2,3}(?:[ .\-]{1,2}\d{1,3})?(?![\p{L}\p{N}*•#])/gu;
const MASKED_WHOLE = new RegExp(`(?<![\\p{L}\\p{N}*•#])(?:\\d{4,6})?${MASK}{6,15}\\d{4}(?![\\p{L}\\p{N}])`, 'gu');
const ENDING_DIGITS = new RegExp(`(?<![\\p{L}])(?:${cardEndingAlternation()})[ \\t:]*(\\d{4})(?![\\p{N}])`, 'giu');

/** Masked: four mask characters or more, four digits or more shown. */
function isMaskedCard(value: string): boolean {
  return (value.match(/[*xX•#]/g)?.length ?? 0) >= 4 && (value.match(/\d/g)?.length ?? 0) >= 4;
}

function maskedAndEndingCards(text: string): Span[] {
  const spans: Span[] = [];
  for (const pattern of [MASKED_GROUPS, MASKED_WHOLE])
    for (const m of text.matchAll(pattern))
      if (isMaskedCard(m[0])) spans.push(span(m.index, m.index + m[0].length, 'CREDIT_CARD', EVIDENCE.cardAfterCardWord));
  for (const m of text.matchAll(ENDING_DIGITS)) {
    const end = m.index + m[0].length;
    spans.push(span(end - 4, end, 'CREDIT_CARD', EVIDENCE.cardAfterCardWord));
  }
  return spans;
}

export const recognizeLabelledCards: Recognizer = (text) => {
  const spans: Span[] = maskedAndEndingCards(text);
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
