// PHONE_NUMBER in the international (+49 30 1234567, 0048 601 234 567) and national formats of the seven
// languages' countries (030 1234567, 06 12 34 56 78, 612 345 678, 347 123 4567). Amounts, dates and
// invoice numbers share the digits, so national forms need a phone label, a trunk 0 with grouping, or the
// mobile grouping of the country; a number right after "Nr."/"invoice"/"IBAN" is not a phone unless labelled.
import { EVIDENCE } from '../evidence.js';
import { boundaryAfter, readGrouped } from '../grouped.js';
import { phrasesOfEveryLanguage } from '../lexicons/all.js';
import type { PhoneWords } from '../lexicons/lexicon.js';
import { span, type Recognizer, type Span } from '../span.js';

/** Every language's words around a phone number of one kind, as one alternation (each language's phone-words.ts). */
const phoneWords = (kind: keyof PhoneWords) => phrasesOfEveryLanguage((lexicon) => lexicon.phoneWords[kind]);

/** A phone label ending right before a value (also read by the OCR rule). */
export const PHONE_LABEL_AT_END = new RegExp(String.raw`(?:\b(?:${phoneWords('labels')})\b|☎|📞)[^\n\d+]{0,20}$`, 'iu');
/** "his number", "seine Nummer", "jej numer": a phone unless an invoice or account word comes first. */
const NUMBER_WORD = new RegExp(String.raw`\b(?:${phoneWords('numberWords')})\s*:?\s*$`, 'iu');
const DOCUMENT_WORD = new RegExp(String.raw`(?:${phoneWords('documentWords')})\w*[\s-]*$`, 'iu');
const NOT_A_PHONE_BEFORE = new RegExp(String.raw`(?:\b(?:${phoneWords('notPhoneBefore')})\.?|#|€|\$|£)\s*[:.#-]?\s*$`, 'iu');
const CURRENCY_AFTER = /^\s?(?:€|eur|euro|zł|zl|pln|usd|chf|gbp|£|\$|,\d|\.\d\d\b|%|st(?:ü|ue)ck|stk|pcs|szt|x\b)/iu;

/** Calling codes of two digits; one-digit codes are 1 and 7; the rest are three digits. */
const TWO_DIGIT_CODES = new Set([
  '20',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '36',
  '39',
  '40',
  '41',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '57',
  '58',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '81',
  '82',
  '84',
  '86',
  '90',
  '91',
  '92',
  '93',
  '94',
  '95',
  '98',
]);

export function callingCodeLength(digits: string): number {
  if (digits.startsWith('1') || digits.startsWith('7')) return 1;
  return TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
}

/** A date, or a number run that starts with one ("01.03.2024 - 31.03.2024"). */
function isDateLike(raw: string): boolean {
  return /^\(?\d{1,4}[./-]\d{1,2}[./-]\d{1,4}(?:$|[ \t]*[-–/]|[ \t]+\d)/.test(raw.trim()) || /\d{1,2}\.\d{1,2}\.\d{4}/.test(raw);
}

function groupsOf(raw: string): number[] {
  return raw
    .split(/[^\d]+/)
    .filter(Boolean)
    .map((g) => g.length);
}

export const recognizePhones: Recognizer = (text) => {
  const spans: Span[] = [];
  const starts = /(?:\+|\(\+?|\b00)?\d/g;
  let lastEnd = -1;
  for (let m = starts.exec(text); m; m = starts.exec(text)) {
    const start = m.index;
    const firstDigit = start + m[0].length - 1;
    if (start < lastEnd) continue;
    const prev = text[start - 1] ?? ' ';
    const blocked = /\d/.test(m[0][0]!) ? /[\p{L}\p{N}.,/\-]/u : /[\p{L}\p{N}]/u;
    if (blocked.test(prev)) {
      starts.lastIndex = skipDigits(text, firstDigit);
      continue;
    }
    // A group inside a longer spaced number ("4000 0000 0000 0002") does not start a phone number.
    if (/\d[ \t]$/.test(text.slice(Math.max(0, start - 2), start))) {
      starts.lastIndex = skipDigits(text, firstDigit);
      continue;
    }
    const run = readGrouped(text, firstDigit, { significant: /\d/, separators: ' .-/()', maxSeparatorRun: 3, maxLength: 16 });
    const before = text.slice(Math.max(0, start - 40), start);
    const numberWord = NUMBER_WORD.exec(before);
    const labelled = PHONE_LABEL_AT_END.test(before) || (numberWord !== null && !DOCUMENT_WORD.test(before.slice(0, numberWord.index)));
    const negative = !labelled && NOT_A_PHONE_BEFORE.test(before);
    const international = m[0].startsWith('+') || m[0].startsWith('(+') || m[0].startsWith('00');
    let found: Span | null = null;
    for (let length = run.compact.length; length >= 7 && !found; length--) {
      let end = run.ends[length - 1]!;
      if (text[end] === ')') end++;
      if (!boundaryAfter(text, end) || CURRENCY_AFTER.test(text.slice(end, end + 8))) continue;
      const raw = text.slice(start, end);
      if (isDateLike(raw) || twoNumbers(raw)) continue;
      const digits = run.compact.slice(0, length);
      const score = phoneScore(raw, digits, { international, labelled, negative });
      if (score > 0) found = span(start, end, 'PHONE_NUMBER', score);
    }
    if (found) {
      spans.push(found);
      lastEnd = found.end;
      starts.lastIndex = found.end;
    } else {
      starts.lastIndex = skipDigits(text, firstDigit);
    }
  }
  return spans;
};

/**
 * "03 88 67 21 54 / 06 12 48 90 33": a slash with a space on either side after eight digits or more parts two
 * numbers; before it an area code is shorter ("0172 / 5508831", "089 / 123456").
 */
export function twoNumbers(raw: string): boolean {
  const slash = /[ \t]\/[ \t]/.exec(raw);
  return slash !== null && raw.slice(0, slash.index).replace(/\D/g, '').length >= 8;
}

function skipDigits(text: string, index: number): number {
  let i = index;
  while (i < text.length && /\d/.test(text[i]!)) i++;
  return Math.max(i, index + 1);
}

/** "320.00  640.00": the price and total columns of a line, each with its decimal part. */
const AMOUNTS_ONLY = /^\d{1,3}(?:[.,']\d{3})*[.,]\d{2}(?:[ \t]+\d{1,3}(?:[.,']\d{3})*[.,]\d{2})*$/;

function phoneScore(raw: string, digits: string, c: { international: boolean; labelled: boolean; negative: boolean }): number {
  const groups = groupsOf(raw);
  if (c.international) {
    const national = digits.startsWith('00') ? digits.slice(2) : digits;
    if (national.startsWith('0')) return 0; // calling codes never start with 0
    if (national.length < 8 || national.length > 15) return 0;
    return c.negative ? EVIDENCE.internationalPhoneAfterNonPhoneWord : EVIDENCE.internationalPhone;
  }
  if (c.negative || AMOUNTS_ONLY.test(raw.trim())) return 0;
  const trunkZero = digits.startsWith('0') && !digits.startsWith('00');
  if (trunkZero) {
    if (digits.length < 9 || digits.length > 12) return 0;
    if (c.labelled) return EVIDENCE.labelledTrunkPhone;
    // Grouped like a phone ("030 1234567", "06 12 34 56 78", "0612-345678"), not one long number.
    return groups.length >= 2 && groups.length <= 6 && (groups[0] ?? 0) <= 5 ? EVIDENCE.groupedTrunkPhone : 0;
  }
  if (c.labelled) return digits.length >= 7 && digits.length <= 12 ? EVIDENCE.labelledPhone : 0;
  // Mobile groupings without a trunk zero: ES/PL 9 digits "612 345 678", IT "347 123 4567".
  const shape = groups.join('-');
  if (digits.length === 9 && /^[5-9]/.test(digits) && (shape === '3-3-3' || shape === '3-2-2-2')) return EVIDENCE.mobileShape;
  // Landlines without a trunk zero: PL "22 345 67 89", ES "91 123 45 67".
  if (digits.length === 9 && shape === '2-3-2-2') return EVIDENCE.landlineShape;
  if (digits.length === 10 && digits.startsWith('3') && (shape === '3-3-4' || shape === '3-7')) return EVIDENCE.mobileShape;
  // North America: "512-555-0136", "(503) 555.0147", area and exchange codes never start with 0 or 1.
  if (digits.length === 10 && shape === '3-3-4' && /^[2-9]\d{2}[2-9]/.test(digits) && /^\(?\d{3}\)?[ .-]\d{3}[.-]\d{4}$/.test(raw.trim()))
    return EVIDENCE.landlineShape;
  // Italian mobiles are also read out in pairs: "335 60 71 482", "347 12 34 567".
  if (digits.length === 10 && digits.startsWith('3') && groups[0] === 3 && groups.length <= 5) return EVIDENCE.mobileInPairs;
  return 0;
}
