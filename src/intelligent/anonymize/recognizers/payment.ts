// CREDIT_CARD (Luhn, card-network prefixes) and BIC (ISO 9362, only with a label or next to an IBAN,
// since eight capital letters are often just a shouted word).
import { EVIDENCE } from '../evidence.js';
import { looksLikeCardNumber } from '../../../../core/ids/index.js';
import { boundaryAfter, boundaryBefore, readGrouped } from '../grouped.js';
import { span, type Recognizer, type Span } from '../span.js';

/** Product, article, tracking and customer numbers share the digits: after such a label it is not a card. */
export const NOT_A_CARD_BEFORE =
  /\b(?:EAN|GTIN|UPC|ISBN|GLN|SKU|Art(?:ikel)?\.?[\s-]*Nr|article|item|tracking|sendung\w*|paket\w*|colis|spedizione|env[íi]o|zending|przesyłk\w*|kunden\w*|customer|client\w*|klant\w*|klient\w*|order|bestell\w*|auftrag\w*|commande|ordine|pedido|bestelling|zamówieni\w*|rechnung\w*|invoice|factur\w*|fattura|faktur\w*|ref\w*)\.?[\s#:.-]*(?:nr\.?|no\.?|n[°º]|number|nummer)?[\s#:.-]*$/iu;

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
      if (looksLikeCardNumber(run.compact.slice(0, length)) && !NOT_A_CARD_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index))) {
        spans.push(span(m.index, end, 'CREDIT_CARD', EVIDENCE.cardNumber));
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

const BIC =
  /\b[A-Z]{4}(?:AD|AT|BE|BG|CH|CY|CZ|DE|DK|EE|ES|FI|FR|GB|GR|HR|HU|IE|IS|IT|LI|LT|LU|LV|MC|MT|NL|NO|PL|PT|RO|SE|SI|SK|SM|US)[A-Z0-9]{2}(?:[A-Z0-9]{3})?\b/g;
const BIC_LABEL = /(?:\bBIC|SWIFT|Swift-Code|SWIFT\/BIC|BIC\/SWIFT|\bBLZ)\b[\s:./-]*(?:code|kod|c[oó]digo|codice)?[\s:./-]*$/i;

export const recognizeBics: Recognizer = (text) => {
  const spans: Span[] = [];
  for (const m of text.matchAll(BIC)) {
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    const labelled = BIC_LABEL.test(before);
    const nearIban = /\b[A-Z]{2}\d{2}[ ]?[A-Z0-9]{4}/.test(text.slice(Math.max(0, m.index - 80), m.index + 80));
    const hasDigit = /\d/.test(m[0].slice(6));
    if (!labelled && !(nearIban && hasDigit)) continue;
    spans.push(span(m.index, m.index + m[0].length, 'BIC', labelled ? EVIDENCE.labelledBic : EVIDENCE.bicNearIban));
  }
  return spans;
};
