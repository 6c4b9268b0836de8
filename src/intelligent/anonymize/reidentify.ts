// Re-identification for parse: the model's output refers to placeholders; each known placeholder goes
// back to its original. Tokens that look like placeholders but are not in the map (changed, invented,
// or with a counter the request never issued) are reported, so parse can refuse the answer.
import { isReservedBody, PLACEHOLDER_EMAIL, PLACEHOLDER_URL, TYPED_TOKEN } from './placeholders.js';
import { IBAN_LENGTHS } from './recognizers/iban.js';
import type { PlaceholderMap, ReidentifyResult } from '../types.js';

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Models often drop the spaces of grouped identifiers; accept the compact spelling as the same placeholder. */
function spellings(placeholder: string): string[] {
  const compact = placeholder.replace(/[\s.\-/()]/g, '');
  return compact !== placeholder && compact.length >= 6 && !placeholder.startsWith('[') ? [placeholder, compact] : [placeholder];
}

const IBAN_PLACEHOLDER_LIKE = /\b[A-Z]{2}\d{2}(?:[ ]?[0X]){8,28}[ ]?\d{0,3}\b/g;

function suspiciousTokens(segment: string): string[] {
  const found: string[] = [];
  for (const pattern of [TYPED_TOKEN, PLACEHOLDER_EMAIL, PLACEHOLDER_URL]) {
    for (const m of segment.matchAll(pattern)) found.push(m[0]);
  }
  for (const m of segment.matchAll(IBAN_PLACEHOLDER_LIKE)) {
    const compact = m[0].replace(/\s/g, '');
    if (IBAN_LENGTHS[compact.slice(0, 2)] && isReservedBody(compact.slice(4))) found.push(m[0]);
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
  const known = new RegExp(`(?<![A-Za-z0-9])(?:${keys.map(escape).join('|')})(?![A-Za-z0-9])`, 'g');
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
