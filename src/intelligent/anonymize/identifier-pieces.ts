// Part of an identifier given on its own: "the UTR starts with 4480 … I think it's 4480635817", "card 4929 …
// 6147, the one ending 6147 again". Once the whole identifier is found, a group of four digits or more that
// stands alone and is its first or last digits names the same identifier and takes its type.
import { EVIDENCE } from './evidence.js';
import { span, type Span } from './span.js';

const IDENTIFIER_TYPES = new Set<Span['type']>(['TAX_ID', 'VAT_ID', 'IBAN_CODE', 'CREDIT_CARD']);
/** A digit group standing alone: not inside a word, a date, an amount or a longer number. */
const DIGIT_GROUP = /(?<![\p{L}\p{N}.,\-/])\d{4,}(?![\p{L}\p{N}\-/]|[.,]\d)/gu;

export function findIdentifierPieces(text: string, found: readonly Span[]): Span[] {
  const identifiers = found
    .filter((s) => IDENTIFIER_TYPES.has(s.type))
    .map((s) => ({ s, compact: text.slice(s.start, s.end).replace(/[^\p{L}\p{N}]/gu, '') }))
    .filter((x) => x.compact.replace(/\D/g, '').length >= 8);
  if (identifiers.length === 0) return [];
  const pieces: Span[] = [];
  for (const m of text.matchAll(DIGIT_GROUP)) {
    const start = m.index;
    const end = start + m[0].length;
    if (found.some((s) => s.start < end && start < s.end)) continue;
    const whole = identifiers.find((x) => x.compact.length > m[0].length && (x.compact.startsWith(m[0]) || x.compact.endsWith(m[0])));
    if (whole) pieces.push(span(start, end, whole.s.type, EVIDENCE.identifierPiece));
  }
  return pieces;
}
