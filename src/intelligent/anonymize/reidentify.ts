// Re-identification for parse: the model's output refers to placeholders; each known placeholder goes
// back to its original. Tokens that look like placeholders but are not in the map (changed, invented,
// or with a counter the request never issued) are reported, so parse can refuse the answer.
import { compactSpelling, PLACEHOLDER_EMAIL, PLACEHOLDER_URL, TYPED_TOKEN } from './placeholders.js';
import { callingCodeLength } from './recognizers/phone.js';
import { IBAN_LENGTHS, VAT_PREFIXES } from '../../../core/ids/index.js';
import type { PlaceholderMap, ReidentifyResult } from '../types.js';

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Models often drop the spaces of grouped identifiers; accept the compact spelling as the same placeholder. */
function spellings(placeholder: string): string[] {
  const compact = compactSpelling(placeholder);
  return compact !== placeholder && compact.length >= 6 && !placeholder.startsWith('[') ? [placeholder, compact] : [placeholder];
}

const IBAN_PLACEHOLDER_LIKE = /\b[A-Z]{2}\d{2}(?:[ ]?[0X]){8,28}[ ]?\d{0,3}\b/g;
/**
 * Exactly the shape placeholders are made in: zeros (X for letters), then the counter at the end. Stricter
 * than the residual check's test, so an invoice number such as 0012000001 is never taken for one.
 */
function placeholderBody(compact: string): boolean {
  return compact.length >= 6 && /^[0X]+[1-9]\d{0,2}X?$/.test(compact);
}

const VAT_PREFIX_SET = new Set([...VAT_PREFIXES, 'CHE']);

/** Reserved-range VAT ids ("DE000000007", "FR 00 000 000 003") and phones ("+49 00 0000009"). */
const VAT_PLACEHOLDER_LIKE = /\b(?:[A-Z]{2}|CHE)[ .-]?[0X](?:[ .-]?[0-9X]){4,14}\b/g;
const PHONE_PLACEHOLDER_LIKE = /(?:\+|\b00)\d{1,3}(?:[ .\-/()]{0,2}\d){5,14}/g;

function suspiciousTokens(segment: string): string[] {
  const found: string[] = [];
  for (const pattern of [TYPED_TOKEN, PLACEHOLDER_EMAIL, PLACEHOLDER_URL]) {
    for (const m of segment.matchAll(pattern)) found.push(m[0]);
  }
  const ibans: string[] = [];
  for (const m of segment.matchAll(IBAN_PLACEHOLDER_LIKE)) {
    const compact = m[0].replace(/\s/g, '');
    if (IBAN_LENGTHS[compact.slice(0, 2)] && placeholderBody(compact.slice(4))) ibans.push(m[0]);
  }
  found.push(...ibans);
  for (const m of segment.matchAll(VAT_PLACEHOLDER_LIKE)) {
    const compact = m[0].replace(/[ .-]/g, '');
    if (ibans.some((iban) => iban.includes(m[0]) || m[0].includes(iban))) continue;
    const prefix = compact.startsWith('CHE') ? 'CHE' : compact.slice(0, 2);
    if (VAT_PREFIX_SET.has(prefix) && placeholderBody(compact.slice(prefix.length))) found.push(m[0]);
  }
  for (const m of segment.matchAll(PHONE_PLACEHOLDER_LIKE)) {
    // Placeholders keep "+" or "00" and the calling code; the rest is the reserved body.
    const digits = m[0].replace(/\D/g, '').replace(/^00/, '');
    // Calling codes never start with 0: "0000 0000 01" is a piece of something else.
    if (!digits.startsWith('0') && placeholderBody(digits.slice(callingCodeLength(digits)))) found.push(m[0]);
  }
  return found;
}

export function reidentify(value: string, mapping: PlaceholderMap): ReidentifyResult {
  const lookup = new Map<string, string>();
  for (const [placeholder, entry] of mapping.entries) {
    for (const spelling of spellings(placeholder)) lookup.set(spelling, entry.original);
  }
  const unknown: string[] = [];
  if (lookup.size === 0) return { value, unknownPlaceholders: suspiciousTokens(value) };
  const keys = [...lookup.keys()].sort((a, b) => b.length - a.length);
  // A bracketed token ("[PERSON_1]") is delimited by its brackets, even glued to a word or number; an
  // identifier-shaped placeholder needs a boundary, so "DE09 0000 …01" is not found inside a longer number.
  const bracketed = keys.filter((k) => k.startsWith('['));
  const shaped = keys.filter((k) => !k.startsWith('['));
  const alternatives = [
    ...(bracketed.length ? [`(?:${bracketed.map(escape).join('|')})`] : []),
    ...(shaped.length ? [`(?<![A-Za-z0-9])(?:${shaped.map(escape).join('|')})(?![A-Za-z0-9])`] : []),
  ];
  const known = new RegExp(alternatives.join('|'), 'g');
  let out = '';
  let last = 0;
  for (const m of value.matchAll(known)) {
    const between = value.slice(last, m.index);
    unknown.push(...suspiciousTokens(between));
    out += between + lookup.get(m[0])!;
    last = m.index + m[0].length;
  }
  const tail = value.slice(last);
  unknown.push(...suspiciousTokens(tail));
  out += tail;
  return { value: out, unknownPlaceholders: [...new Set(unknown)] };
}
