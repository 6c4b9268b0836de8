// CREDIT_CARD (Luhn, card-network prefixes) and BIC (ISO 9362, only with a label or next to an IBAN,
// since eight capital letters are often just a shouted word).
import { luhnValid } from '../checksums.js';
import { boundaryAfter, boundaryBefore, readGrouped } from '../grouped.js';
import { span, type Recognizer, type Span } from '../span.js';

/** Issuer prefixes of the networks people paste: Visa, Mastercard, Amex, Discover, JCB, Diners, Maestro. */
const CARD_PREFIX = /^(4|5[1-5]|2[2-7]|3[47]|6011|65|64[4-9]|35|3[068]|5018|5020|5038|6304|67)/;

/** Lengths the networks issue: Amex 15, Diners 14, Visa 13/16/19, the others 16 to 19. */
function plausibleLength(digits: string): boolean {
  const n = digits.length;
  if (/^3[47]/.test(digits)) return n === 15;
  if (/^3[068]/.test(digits)) return n === 14 || n === 16;
  if (digits.startsWith('4')) return n === 13 || n === 16 || n === 19;
  return n >= 16 && n <= 19;
}

export function looksLikeCardNumber(digits: string): boolean {
  return CARD_PREFIX.test(digits) && plausibleLength(digits) && luhnValid(digits);
}

export const recognizeCards: Recognizer = (text) => {
  const spans: Span[] = [];
  const starts = /\d/g;
  let lastEnd = -1;
  for (let m = starts.exec(text); m; m = starts.exec(text)) {
    if (m.index < lastEnd || !boundaryBefore(text, m.index)) continue;
    const run = readGrouped(text, m.index, { significant: /\d/, separators: ' -', maxSeparatorRun: 1, maxLength: 19 });
    for (let length = run.compact.length; length >= 13; length--) {
      const end = run.ends[length - 1]!;
      if (!boundaryAfter(text, end)) continue;
      if (looksLikeCardNumber(run.compact.slice(0, length))) {
        spans.push(span(m.index, end, 'CREDIT_CARD', 0.93));
        lastEnd = end;
        break;
      }
    }
    if (lastEnd < m.index) {
      // Skip the rest of this digit run; a card never starts in the middle of a number.
      starts.lastIndex = run.ends[run.ends.length - 1] ?? m.index + 1;
    }
  }
  return spans;
};

const BIC = /\b[A-Z]{4}(?:AD|AT|BE|BG|CH|CY|CZ|DE|DK|EE|ES|FI|FR|GB|GR|HR|HU|IE|IS|IT|LI|LT|LU|LV|MC|MT|NL|NO|PL|PT|RO|SE|SI|SK|SM|US)[A-Z0-9]{2}(?:[A-Z0-9]{3})?\b/g;
const BIC_LABEL = /(?:\bBIC|SWIFT|Swift-Code|SWIFT\/BIC|BIC\/SWIFT|\bBLZ)\b[\s:./-]*(?:code|kod|c[oó]digo|codice)?[\s:./-]*$/i;

export const recognizeBics: Recognizer = (text) => {
  const spans: Span[] = [];
  for (const m of text.matchAll(BIC)) {
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    const labelled = BIC_LABEL.test(before);
    const nearIban = /\b[A-Z]{2}\d{2}[ ]?[A-Z0-9]{4}/.test(text.slice(Math.max(0, m.index - 80), m.index + 80));
    const hasDigit = /\d/.test(m[0].slice(6));
    if (!labelled && !(nearIban && hasDigit)) continue;
    spans.push(span(m.index, m.index + m[0].length, 'BIC', labelled ? 0.95 : 0.75));
  }
  return spans;
};
