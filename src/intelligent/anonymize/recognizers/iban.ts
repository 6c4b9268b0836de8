// IBAN_CODE: country code, two check digits and a BBAN of the country's fixed length, with or without
// spaces, possibly broken across a line. A MOD 97 check marks it certain; a wrong check digit still
// looks like an account number a person typed, so it is reported with a lower score.
import { EVIDENCE } from '../evidence.js';
import { IBAN_LENGTHS, ibanChecksumValid } from '../../../../core/ids/index.js';
import { boundaryAfter, boundaryBefore, readGrouped } from '../grouped.js';
import { span, type Recognizer, type Span } from '../span.js';

/** A bank-account label right before the value: "IBAN:", "Konto", "rekening", "nr konta", "cuenta". */
const ACCOUNT_LABEL =
  /(?:iban|konto(?:nummer)?|kontonr\.?|rekening(?:nummer)?|rek\.?|nr\.?\s*konta|numer\s*konta|rachun(?:ek|ku)|cuenta|compte|conto(?:\s+corrente)?|c\/c|account)[\s:.#-]*$/i;
function labelledAt(text: string, index: number): boolean {
  return ACCOUNT_LABEL.test(text.slice(Math.max(0, index - 24), index));
}
/** A Polish domestic account number (NRB): the IBAN without "PL", grouped 2 + 6×4 digits. */
const POLISH_NRB = /(?<![\p{L}\p{N}])\d{2}(?: \d{4}){6}(?![\p{N}])|(?<![\p{L}\p{N}])\d{26}(?![\p{N}])/gu;

export const recognizeIbans: Recognizer = (text) => {
  const spans: Span[] = [];
  // "PL 83 1140 …": some write a space between the country and the check digits.
  const starts = /[A-Za-z]{2} ?\d{2}/g;
  let lastEnd = -1;
  for (let m = starts.exec(text); m; m = starts.exec(text)) {
    if (m.index < lastEnd || !boundaryBefore(text, m.index)) continue;
    const length = IBAN_LENGTHS[m[0].slice(0, 2).toUpperCase()];
    if (!length) continue;
    const run = readGrouped(text, m.index, { separators: ' -', maxSeparatorRun: 1, allowLineBreak: true, maxLength: length });
    if (run.compact.length !== length) continue;
    const end = run.ends[length - 1]!;
    if (!boundaryAfter(text, end)) continue;
    const valid = ibanChecksumValid(run.compact);
    // Without a valid check digit, insist on a label or a mostly numeric BBAN so words are not taken for accounts.
    const labelled = labelledAt(text, m.index);
    const digits = run.compact.replace(/\D/g, '').length;
    if (!valid && !labelled && digits < length * 0.6) continue;
    spans.push(span(m.index, end, 'IBAN_CODE', valid ? EVIDENCE.checkedIban : labelled ? EVIDENCE.labelledIban : EVIDENCE.ibanShape));
    lastEnd = end;
  }
  for (const m of text.matchAll(POLISH_NRB)) {
    const compact = m[0].replace(/ /g, '');
    const valid = ibanChecksumValid(`PL${compact}`);
    const labelled = labelledAt(text, m.index);
    // Ungrouped, 26 digits need the check digits or a label; the 2 + 6×4 grouping is distinctive on its own.
    if (valid || labelled || m[0].includes(' '))
      spans.push(
        span(m.index, m.index + m[0].length, 'IBAN_CODE', valid ? EVIDENCE.checkedPolishNrb : labelled ? EVIDENCE.labelledIban : EVIDENCE.ibanShape),
      );
  }
  return spans;
};
