// VAT_ID with a country prefix: "DE136695976", "DE 136 695 976", "FR 40 303 265 045", "CHE-123.456.788 MWST".
// Ids written without the prefix are found by the labelled-identifier recognizer ("USt-IdNr.: 136695976").
import { EVIDENCE } from '../evidence.js';
import { boundaryAfter, boundaryBefore, readGrouped } from '../grouped.js';
import { span, type Recognizer, type Span } from '../span.js';
import { VAT_PREFIXES, vatIdStatus, vatShapeValid } from '../../../../core/ids/index.js';

const PREFIX = new RegExp(`(?:${VAT_PREFIXES.join('|')})(?=[ .\\-]?[0-9A-Z])`, 'gi');

const SWISS_TAX_SUFFIX = /^(?:[ \t]*\/?[ \t]*(?:MWST|TVA|IVA))+(?![\p{L}])/u;

export const recognizePrefixedVatIds: Recognizer = (text) => {
  const spans: Span[] = [];
  let lastEnd = -1;
  for (let m = PREFIX.exec(text); m; m = PREFIX.exec(text)) {
    const start = m.index;
    if (start < lastEnd || !boundaryBefore(text, start)) continue;
    // A lower-case prefix written apart ("de 123") is more likely a word: only with a valid check digit.
    const lowerPrefix = m[0] !== m[0].toUpperCase();
    // Groups may be split by a line break (e-mail wrapping, OCR).
    const run = readGrouped(text, start, { separators: ' .-', maxSeparatorRun: 1, maxLength: 18, allowLineBreak: true });
    let best: { end: number; score: number } | null = null;
    // The longest prefix of the run that is a well-formed id wins ("DE136695976 EUR" stops before EUR).
    for (let length = run.compact.length; length >= 4; length--) {
      const end = run.ends[length - 1]!;
      if (!boundaryAfter(text, end)) continue;
      const candidate = run.compact.slice(0, length);
      if (!/^[A-Z]{2}/.test(candidate) || !/\d{2}/.test(candidate)) continue;
      const status = vatIdStatus(candidate);
      if (lowerPrefix && /\s/.test(text.slice(start, end)) && status !== 'valid') continue;
      if (status !== 'invalid') {
        best = { end, score: status === 'valid' ? EVIDENCE.checkedVatId : EVIDENCE.uncheckableVatId };
        break;
      }
      // Right shape, wrong check digit: a typo or a sample id, replaced all the same (long bodies only).
      if (vatShapeValid(candidate) && candidate.replace(/\D/g, '').length >= 8) {
        best = { end, score: EVIDENCE.vatIdWrongCheckDigit };
        break;
      }
    }
    if (!best) continue;
    // A Swiss UID is written with the tax it registers for, in one language or several ("CHE-… TVA/MWST").
    if (/^CHE/i.test(text.slice(start, start + 3))) best.end += SWISS_TAX_SUFFIX.exec(text.slice(best.end, best.end + 24))?.[0].length ?? 0;
    spans.push(span(start, best.end, 'VAT_ID', best.score));
    lastEnd = best.end;
  }
  return spans;
};
