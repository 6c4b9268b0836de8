// Identifiers the residual check finds in the spellings people and tills give them, independent of the
// recognizers:
//  - a masked card number: groups of four with spaces, dots or dashes (or none), some of them masked with
//    *, X, x, • or #, at least four of its digits shown ("5496 92** **** 7869", "************6638");
//  - the last four digits of a card after the words that give them ("endet auf 6147", lexicons/card-endings.ts);
//  - a phone number dictated digit by digit with a space between the digits ("0 1 7 2 / 5 5 0 8 8 3 1");
//  - a number a scanner misread ("2lOO0l234", "4318874OF", "l 78 O5 21 231 O56 O4"): groups of digits and their
//    look-alikes (O, l, I, S, B) that hold a look-alike and read as eight digits or more;
//  - an e-mail address with its @ and dots written out or bracketed ("info (at) firma . de", "anna
//    arobase firma point fr"), ending in a top-level domain (lexicons/top-level-domains.ts).
// Placeholders (the reserved range: zeros and X with a counter of at most three digits) are skipped.
import { cardEndingAlternation, spokenEmailWords, topLevelDomainAlternation } from './lexicons/index.js';
import { isReservedBody } from './placeholders.js';
import { foldDigitLookAlikes, opensWithLetters } from './residual-identifiers.js';
import type { ResidualCategory } from '../types.js';

const MASKED_CARD = /(?<![\p{L}\p{N}*•#])[\d*xX•#]{4}(?:[ .\-]{0,2}[\d*xX•#]{4}){2}[ .\-]{0,2}[\d*xX•#]{1,7}(?![\p{L}\p{N}*•#])/gu;
const MASKED_RUN = /(?<![\p{L}\p{N}*•#])[*xX•#]{6,15}[ .\-]?\d{4}(?![\p{L}\p{N}])/gu;

function maskedCard(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  const masks = value.replace(/[^*xX•#]/g, '');
  // A placeholder is zeros with a counter of at most three digits; the digits a till shows are not.
  return masks.length >= 4 && digits.length >= 4 && !/^0+\d{0,3}$/.test(digits);
}

const CARD_ENDING = new RegExp(`(?<![\\p{L}])(?:${cardEndingAlternation()})[ \\t:]*(\\d{4})(?![\\p{N}])`, 'giu');

/** Seven single digits or more, one space (and perhaps a slash or dash) between each. */
const SPACED_DIGITS = /(?<![\p{N}.,])\d(?:(?:[ \t]|[ \t]?[/\-][ \t]?)\d){6,14}(?![\p{N}.,])/gu;

function spacedDigitPhone(value: string): boolean {
  // Every digit stands alone: "1 2 3" and not "12 34 56" (a phone written in pairs is the phone scan's).
  return value.split(/[ \t/\-]+/).every((g) => g.length === 1) && !isReservedBody(value.replace(/\D/g, '').slice(1));
}

const { at: AT_WORDS, dot: DOT_WORDS } = spokenEmailWords();
const TLD = topLevelDomainAlternation();
const SPELLED_AT = `(?:[ \\t]{0,2}[(\\[{<][ \\t]{0,2}(?:@|${AT_WORDS.join('|')})[ \\t]{0,2}[)\\]}>][ \\t]{0,2}|[ \\t]{1,2}(?:${AT_WORDS.join('|')})[ \\t]{1,2})`;
const SPELLED_DOT = `(?:[ \\t]{0,2}[(\\[{<][ \\t]{0,2}(?:${DOT_WORDS.join('|')})[ \\t]{0,2}[)\\]}>][ \\t]{0,2}|[ \\t]{1,2}(?:${DOT_WORDS.join('|')})[ \\t]{1,2}|[ \\t]{1,2}\\.[ \\t]{1,2}|\\.)`;
const PART = '[\\p{L}\\p{N}_-]{1,40}';
const SPELLED_EMAIL = new RegExp(
  `(?<![\\p{L}\\p{N}_-])${PART}${SPELLED_AT}${PART}(?:${SPELLED_DOT}${PART}){0,3}?${SPELLED_DOT}(?:${TLD})(?![\\p{L}\\p{N}])`,
  'giu',
);

/** Groups of digits and look-alike letters (a last letter allowed: a NIF's), one space or dot between them. */
const SCANNED_NUMBER = /(?<![\p{L}\p{N}])[\dOolISB]+(?:[ .][\dOolISB]+)*[A-Z]?(?![\p{L}\p{N}])/gu;

function misreadIdentifier(value: string): boolean {
  if (opensWithLetters(value)) return false;
  const groups = value.split(/[ .]/);
  if (!groups.some((g) => /\d/.test(g) && /[OolISB]/.test(g))) return false;
  const folded = foldDigitLookAlikes(value.replace(/[A-Z]$/, ''));
  // A scanned date ("2l.02.2024", "12.O3.2025") is a date.
  if (/^\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})$/.test(folded)) return false;
  const digits = folded.replace(/\D/g, '');
  return digits.length >= 8 && !isReservedBody(digits.slice(1));
}

/** `text` as the residual check reads it (detectionText), `written` as it was sent: a misread number is judged as written. */
export function residualSpellingCategories(text: string, written: string = text): ResidualCategory[] {
  const found = new Set<ResidualCategory>();
  for (const m of text.matchAll(MASKED_CARD)) if (maskedCard(m[0])) found.add('credit_card');
  for (const m of text.matchAll(MASKED_RUN)) if (maskedCard(m[0])) found.add('credit_card');
  for (const m of text.matchAll(CARD_ENDING)) if (!/^00/.test(m[1]!)) found.add('credit_card');
  for (const m of written.matchAll(SCANNED_NUMBER)) if (misreadIdentifier(m[0])) found.add('tax_id');
  for (const m of text.matchAll(SPACED_DIGITS)) if (spacedDigitPhone(m[0])) found.add('phone');
  for (const m of text.matchAll(SPELLED_EMAIL)) if (!/example[ .]*invalid/i.test(m[0])) found.add('email');
  return [...found];
}
