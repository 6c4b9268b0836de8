// UK bank details, which are not written as an IBAN at home: the sort code names the branch (replaced like a
// BIC) and the eight-digit account number names someone's account (replaced like an IBAN). An account number
// counts only with a sort code close by, since "account 12345678" alone may be a customer number. Chats
// shorten the labels: "sort 40-11-62 acc 71530094", "S/C 30-94-12 A/C 26558719"; or drop them, writing the
// pair as "40-11-62 / 71530094" or "40 11 62 71530094", which is distinctive without any.
// A US bank's ABA routing number (nine digits, a weighted check digit) after its label names the bank like a
// BIC: "ABA routing: 021000021", "routing number 021000021", "RTN 021000021".
// The Spanish account number (CCC, 20 digits, "2100 0418 45 0200051332") carries two check digits of its own:
// found without a label when both hold, replaced like an IBAN.
import { spanishAccountValid } from '../../../../core/ids/index.js';
import { EVIDENCE } from '../evidence.js';
import { span, type Recognizer, type Span } from '../span.js';

const SORT_CODE = /(?<![\p{L}])(?:sort(?:[ \t-]?code)?|s\/c)[ \t]*[:.]?[ \t]*(\d{2}[- ]?\d{2}[- ]?\d{2})(?![\p{N}])/giu;
const ACCOUNT_NUMBER =
  /(?<![\p{L}])(?:bank[ \t]+)?(?:account|acct|acc|a\/c)\.?(?:[ \t]*(?:no\.?|nr\.?|number|num|#))?[ \t]*[:.]?[ \t]*(\d{8})(?![\p{N}])/giu;
/** A sort code in pairs of digits (dashed or spaced), then a slash, comma, semicolon or a space, then an
 * eight-digit account number: "40-11-62 / 71530094", "40 11 62 71530094" (no phone is written 2-2-2-8). */
const SORT_CODE_AND_ACCOUNT = /(?<![\p{N}\-/.])(\d{2}([- ])\d{2}\2\d{2})([ \t]*[/,;][ \t]*|[ \t]+)(\d{8})(?![\p{N}])/gu;
/** Twenty digits, whole or in groups (4 4 2 10, five fours), split by single spaces or hyphens. */
const SPANISH_ACCOUNT = /(?<![\p{L}\p{N}])\d{4}(?:[ \t-]?\d){16}(?![\p{N}])/gu;
const ROUTING_NUMBER = /(?<![\p{L}])(?:ABA(?:[ \t]+routing)?|routing|RTN)(?:[ \t]*(?:no\.?|number|#|nr\.?))?[ \t]*[:.]?[ \t]*(\d{9})(?![\p{N}])/giu;
/** The ABA check: 3, 7 and 1 as weights over the nine digits, the sum a multiple of ten. */
function routingNumberValid(digits: string): boolean {
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return [...digits].reduce((sum, d, i) => sum + Number(d) * weights[i]!, 0) % 10 === 0 && !/^0+$/.test(digits);
}
/** How far from a sort code an account number may stand: the same sentence or the next line. */
const NEARBY = 80;

export const recognizeDomesticAccounts: Recognizer = (text) => {
  const spans: Span[] = [];
  for (const m of text.matchAll(SPANISH_ACCOUNT)) {
    if (spanishAccountValid(m[0].replace(/\D/g, ''))) spans.push(span(m.index, m.index + m[0].length, 'IBAN_CODE', EVIDENCE.checkedSpanishAccount));
  }
  for (const m of text.matchAll(ROUTING_NUMBER)) {
    const start = m.index + m[0].length - 9;
    if (routingNumberValid(m[1]!)) spans.push(span(start, start + 9, 'BIC', EVIDENCE.sortCode));
  }
  for (const m of text.matchAll(SORT_CODE_AND_ACCOUNT)) {
    const accountStart = m.index + m[1]!.length + m[3]!.length;
    spans.push(span(m.index, m.index + m[1]!.length, 'BIC', EVIDENCE.sortCode));
    spans.push(span(accountStart, accountStart + 8, 'IBAN_CODE', EVIDENCE.accountNearSortCode));
  }
  const sortCodes: Span[] = [];
  for (const m of text.matchAll(SORT_CODE)) {
    const start = m.index + m[0].length - m[1]!.length;
    sortCodes.push(span(start, start + m[1]!.length, 'BIC', EVIDENCE.sortCode));
  }
  if (sortCodes.length === 0) return spans;
  spans.push(...sortCodes);
  for (const m of text.matchAll(ACCOUNT_NUMBER)) {
    const start = m.index + m[0].length - m[1]!.length;
    const nearSortCode = sortCodes.some((s) => Math.abs(s.start - start) <= NEARBY);
    if (nearSortCode) spans.push(span(start, start + 8, 'IBAN_CODE', EVIDENCE.accountNearSortCode));
  }
  return spans;
};
