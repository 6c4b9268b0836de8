// The residual check (strict mode): an independent, deliberately simple and greedy scan of the text
// after replacement. It does not reuse the recognizers, so a recognizer bug cannot hide its own miss.
// Placeholders are recognised by their reserved shape (see placeholders.ts) and skipped.
import { luhnValid } from './checksums.js';
import { isReservedBody } from './placeholders.js';
import { IBAN_LENGTHS } from './recognizers/iban.js';
import { VAT_PREFIXES } from './vat-formats.js';
import type { ResidualCategory } from '../types.js';

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:.]{2,}/gu;
const IBAN_LIKE = /(?<![A-Za-z0-9])([A-Za-z]{2})(\d{2})((?:[ \-]?(?:\r?\n)?[ \t]*[A-Za-z0-9]){10,30})/g;
const VAT_LIKE = new RegExp(`(?<![A-Za-z0-9])(?:${VAT_PREFIXES.join('|')})[ .\\-]?(?:[A-Z]|E[ .\\-]?)?\\d(?:[ .\\-]?[0-9A-Z]){6,13}(?![A-Za-z0-9])`, 'g');
const VAT_LABEL_VALUE =
  /\b(?:USt[\s.-]*Id[\w.-]*|UID|VAT(?:\s*(?:reg\w*|ID|no|number|nr))?|TVA|BTW[\w-]*|NIF[\s-]*IVA)\b[\s:.#nrNoº°-]{0,12}(\d(?:[ .\-]?\d){7,11})(?!\d)/giu;
const PHONE_INTERNATIONAL = /(?:\+|(?<!\d)00)\s?\(?\d{1,4}\)?(?:[ .\-/()]{0,2}\d){6,14}/g;
const PHONE_LABEL_VALUE =
  /\b(?:tel|phone|telefon|telefono|teléfono|telefoon|mobil|mobile|handy|cell|gsm|portable|móvil|movil|komórka|kom|fax|whatsapp)\b\.?[^\n\d+]{0,12}([+(]?\d(?:[ .\-/()]{0,2}\d){6,14})/giu;
const DIGIT_RUN = /(?<![\d])\d(?:[ \-]?\d){12,18}(?!\d)/g;

function compact(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

function hasResidualIban(text: string): boolean {
  for (const m of text.matchAll(IBAN_LIKE)) {
    const length = IBAN_LENGTHS[m[1]!.toUpperCase()];
    if (!length) continue;
    const body = compact(m[3]!);
    if (body.length + 4 < length) continue;
    const bban = body.slice(0, length - 4);
    if (!isReservedBody(bban) && (bban.replace(/\D/g, '').length >= bban.length * 0.5)) return true;
  }
  return false;
}

function hasResidualVat(text: string): boolean {
  for (const m of text.matchAll(VAT_LIKE)) {
    const body = compact(m[0]).slice(m[0].toUpperCase().startsWith('CHE') ? 3 : 2);
    if (!isReservedBody(body)) return true;
  }
  for (const m of text.matchAll(VAT_LABEL_VALUE)) if (!isReservedBody(compact(m[1]!))) return true;
  return false;
}

function phoneDigitsAreReserved(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  // Calling code or trunk prefix (up to four digits) followed by a reserved body.
  return [1, 2, 3, 4, 5].some((k) => isReservedBody(digits.slice(k)));
}

function hasResidualPhone(text: string): boolean {
  for (const m of text.matchAll(PHONE_INTERNATIONAL)) if (!phoneDigitsAreReserved(m[0])) return true;
  for (const m of text.matchAll(PHONE_LABEL_VALUE)) if (!phoneDigitsAreReserved(m[1]!)) return true;
  return false;
}

function hasResidualCard(text: string): boolean {
  for (const m of text.matchAll(DIGIT_RUN)) {
    const digits = m[0].replace(/\D/g, '');
    for (let length = Math.min(19, digits.length); length >= 13; length--) {
      const candidate = digits.slice(0, length);
      if (luhnValid(candidate) && /^[2-6]/.test(candidate) && !isReservedBody(candidate.slice(1))) return true;
    }
  }
  return false;
}

export function residualCategories(anonymizedText: string): ResidualCategory[] {
  const found: ResidualCategory[] = [];
  const emails = [...anonymizedText.matchAll(EMAIL)].filter((m) => !/@example\.invalid$/i.test(m[0].replace(/[.)>\]]+$/, '')));
  if (hasResidualVat(anonymizedText)) found.push('vat_id');
  if (hasResidualIban(anonymizedText)) found.push('iban');
  if (emails.length > 0) found.push('email');
  if (hasResidualPhone(anonymizedText)) found.push('phone');
  if (hasResidualCard(anonymizedText)) found.push('credit_card');
  return found;
}
