// What the recognizers and the residual scan read: carriage returns, the no-break/thin spaces of French and
// Polish number formatting, and invisible formatting characters (zero-width spaces and joiners, word
// joiners, soft hyphens, bidirectional marks, byte-order marks) become plain spaces. An invisible character
// inside an IBAN, phone or VAT id must not hide it from detection: as a space, it is one more separator the
// patterns accept. Each is one UTF-16 unit, so every offset in the normalised text is the offset in the
// input. Look-alike characters OCR mixed up inside words and numbers are read as meant (ocr-confusables.ts).
import { foldOcrConfusables } from './ocr-confusables.js';

const SEPARATOR_LIKE = /[\r\u00A0\u00AD\u061C\u180E\u2007\u200B-\u200F\u202A-\u202F\u2060-\u2064\u2066-\u2069\uFEFF]/g;

export function detectionText(text: string): string {
  return foldOcrConfusables(text.replace(SEPARATOR_LIKE, ' '));
}
