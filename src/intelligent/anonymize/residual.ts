// The residual check (strict mode): an independent, deliberately simple and greedy scan of the text
// after replacement. It does not reuse the recognizers, so a recognizer bug cannot hide its own miss.
// Placeholders are recognised by their reserved shape (see placeholders.ts) and skipped.
import { detectionText } from './normalize.js';
import { isReservedBody } from './placeholders.js';
import { IBAN_LENGTHS, looksLikeCardNumber, VAT_FORMATS, VAT_PREFIXES } from '../../../core/ids/index.js';
import { residualIdentifierCategories } from './residual-identifiers.js';
import { residualSpellingCategories } from './residual-spellings.js';
import type { ResidualCategory } from '../types.js';

const EMAIL_LOCAL_CHAR = /[^\s@<>()[\]"',;:]/u;
const EMAIL_DOMAIN = /^[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:.]{2,}/u;
const IBAN_LIKE = /(?<![A-Za-z0-9])([A-Za-z]{2})(\d{2})((?:[ \-]?(?:\r?\n)?[ \t]*[A-Za-z0-9]){10,30})/g;
const VAT_LIKE = new RegExp(
  `(?<![A-Za-z0-9])(?:${VAT_PREFIXES.join('|')})[ .\\-]?(?:[A-Z]|E[ .\\-]?)?\\d(?:[ .\\-]?[0-9A-Z]){6,13}(?![A-Za-z0-9])`,
  'g',
);
const VAT_LABEL_VALUE =
  /\b(?:USt[\s.-]*Id[\w.-]*|UID|VAT(?:\s*(?:reg\w*|ID|no|number|nr))?|TVA|BTW[\w-]*|NIF[\s-]*IVA)\b[\s:.#nrNoº°-]{0,12}(\d(?:[ .\-]?\d){7,11})(?!\d)/giu;
// Calling codes start with 1-9, so "00 000 001" (a placeholder's zeros) never opens a phone number.
const PHONE_INTERNATIONAL = /(?:\+|(?<!\d)00)(?=\s?\(?[1-9])\s?\(?\d{1,4}\)?(?:[ .\-/()]{0,2}\d){6,14}/g;
const PHONE_LABEL_VALUE =
  /\b(?:tel|phone|telefon|telefono|teléfono|telefoon|mobil|mobile|handy|cell|gsm|portable|móvil|movil|komórka|kom|fax|whatsapp)\b\.?[^\n\d+]{0,12}([+(]?\d(?:[ .\-/()]{0,2}\d){6,14})/giu;
const DIGIT_RUN = /(?<![\d])\d(?:[ \-]?\d){12,18}(?!\d)/g;

/** "123456.78 EUR", "1.234.567,89": an amount after a VAT or phone word, not an identifier. */
function isAmount(text: string, valueStart: number, valueEnd: number): boolean {
  const value = text.slice(valueStart, valueEnd);
  const after = text.slice(valueEnd, valueEnd + 6);
  return /[.,]\d{2}$/.test(value) || /^[.,]\d{1,2}(?!\d)/.test(after) || /^\s?(?:€|eur|euro|zł|pln|chf|gbp|£|\$|usd|%)/i.test(after);
}

function compact(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

interface IbanRun {
  start: number;
  end: number;
  bban: string;
}

/** IBAN-shaped runs: country code, two digits, then exactly the country's number of characters. */
function ibanRuns(text: string): IbanRun[] {
  const runs: IbanRun[] = [];
  const pattern = new RegExp(IBAN_LIKE.source, 'g');
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    // The greedy match may run over following words; resume right after what was actually used.
    pattern.lastIndex = m.index + 2;
    const length = IBAN_LENGTHS[m[1]!.toUpperCase()];
    if (!length) continue;
    let seen = 4;
    let end = m.index + 4;
    let bban = '';
    for (let i = m.index + 4; i < m.index + m[0].length && seen < length; i++) {
      if (/[A-Za-z0-9]/.test(text[i]!)) {
        seen++;
        bban += text[i]!.toUpperCase();
        end = i + 1;
      }
    }
    if (seen === length) {
      runs.push({ start: m.index, end, bban });
      pattern.lastIndex = end;
    }
  }
  return runs;
}

/** The text with IBAN-shaped runs blanked, so their digits are not read again as a VAT id or phone. */
function withoutIbans(text: string): string {
  let out = text;
  for (const run of ibanRuns(text).filter(({ bban }) => plausibleBban(bban)))
    out = out.slice(0, run.start) + ' '.repeat(run.end - run.start) + out.slice(run.end);
  return out;
}

/** Letters sit in the bank code at the front of a BBAN; a word further on means the run left the IBAN. */
function plausibleBban(bban: string): boolean {
  return bban.replace(/\D/g, '').length >= bban.length * 0.5 && !/[A-Z]{3}/.test(bban.slice(5));
}

function hasResidualIban(text: string): boolean {
  return ibanRuns(text).some(({ bban }) => !isReservedBody(bban) && plausibleBban(bban));
}

function hasResidualVat(text: string): boolean {
  for (const m of withoutIbans(text).matchAll(VAT_LIKE)) {
    const all = compact(m[0]);
    const shape = VAT_FORMATS[all.slice(0, 2)]!.body;
    // Shape only, no checksum: a mistyped VAT id is still one. The id may be followed by more groups
    // ("DE 136 695 976 2024"), so every run of whole groups from the start is tried, never a cut group.
    const groups = m[0]
      .toUpperCase()
      .slice(2)
      .split(/[ .\-]+/)
      .filter(Boolean);
    let body = '';
    for (const group of groups) {
      body += group;
      if (shape.test(body) && !isReservedBody(body.replace(/^E/, ''))) return true;
    }
  }
  for (const m of text.matchAll(VAT_LABEL_VALUE)) {
    const start = m.index + m[0].length - m[1]!.length;
    if (!isReservedBody(compact(m[1]!)) && !isAmount(text, start, m.index + m[0].length)) return true;
  }
  return false;
}

function phoneDigitsAreReserved(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  // Calling code or trunk prefix (up to four digits) followed by a reserved body.
  return [1, 2, 3, 4, 5].some((k) => isReservedBody(digits.slice(k)));
}

function hasResidualPhone(text: string): boolean {
  for (const m of withoutIbans(text).matchAll(PHONE_INTERNATIONAL)) {
    if (!phoneDigitsAreReserved(m[0]) && !isAmount(text, m.index, m.index + m[0].length)) return true;
  }
  for (const m of text.matchAll(PHONE_LABEL_VALUE)) {
    const start = m.index + m[0].length - m[1]!.length;
    if (!phoneDigitsAreReserved(m[1]!) && !isAmount(text, start, m.index + m[0].length)) return true;
  }
  return false;
}

/** Product, article, tracking and customer numbers share the digits: after such a label it is not a card. */
const NOT_A_CARD_BEFORE =
  /\b(?:EAN|GTIN|UPC|ISBN|GLN|SKU|Art(?:ikel)?\.?[\s-]*Nr|article|item|tracking|sendung\w*|paket\w*|colis|spedizione|env[íi]o|zending|przesyłk\w*|kunden\w*|customer|client\w*|klant\w*|klient\w*|order|bestell\w*|auftrag\w*|commande|ordine|pedido|bestelling|zamówieni\w*|rechnung\w*|invoice|factur\w*|fattura|faktur\w*|ref\w*)\.?[\s#:.-]*(?:nr\.?|no\.?|n[°º]|number|nummer)?[\s#:.-]*$/iu;
const CARD_WORD_BEFORE = /(?<![\p{L}])(?:card|karte|kreditkarte|carte|carta|tarjeta|kaart|creditcard|kart[aęyą])(?![\p{L}])[^\n\d]{0,24}$/iu;

function hasResidualCard(text: string): boolean {
  for (const m of text.matchAll(DIGIT_RUN)) {
    // The whole run is the card number: a Luhn-valid prefix of a longer order number is not one.
    const digits = m[0].replace(/\D/g, '');
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    if (looksLikeCardNumber(digits) && !isReservedBody(digits.slice(1)) && !NOT_A_CARD_BEFORE.test(before)) return true;
    // Thirteen digits and more after a card word are a card, whatever its check digit.
    if (CARD_WORD_BEFORE.test(before) && !isReservedBody(digits.slice(1))) return true;
  }
  return false;
}

/** Anything shaped local@domain.tld, found by expanding around each "@" (linear in the text length). */
function emailsIn(text: string): string[] {
  const found: string[] = [];
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && at - start < 128 && EMAIL_LOCAL_CHAR.test(text[start - 1]!)) start--;
    const domain = EMAIL_DOMAIN.exec(text.slice(at + 1, at + 256));
    if (start < at && domain) found.push(text.slice(start, at + 1 + domain[0].length));
  }
  return found;
}

export function residualCategories(input: string): ResidualCategory[] {
  const anonymizedText = detectionText(input);
  const found: ResidualCategory[] = [];
  const emails = emailsIn(anonymizedText).filter((email) => !/@example\.invalid$/i.test(email.replace(/[.)>\]]+$/, '')));
  if (hasResidualVat(anonymizedText)) found.push('vat_id');
  if (hasResidualIban(anonymizedText)) found.push('iban');
  if (emails.length > 0) found.push('email');
  if (hasResidualPhone(anonymizedText)) found.push('phone');
  if (hasResidualCard(anonymizedText)) found.push('credit_card');
  for (const category of [...residualIdentifierCategories(anonymizedText), ...residualSpellingCategories(anonymizedText, input)])
    if (!found.includes(category)) found.push(category);
  return found;
}
