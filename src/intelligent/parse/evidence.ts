// Where in the caller's original text a value is written: the evidence behind `extracted`. Judged the same way for
// every provider, from the text alone (a provider's own claims are not trusted): dates and numbers by value,
// currencies also by sign or name, countries also by name, identifiers whatever their grouping, text by its words.
import { COUNTRY_NAME_LIST, MONTH_PATTERN, normaliseCountry, normaliseCurrency, normaliseDate, normaliseDecimal } from './normalize.js';
import type { FieldKind } from './field-kinds.js';

/** A span of the original text: start and end offsets (JavaScript string indexes, end exclusive). */
export interface Span {
  start: number;
  end: number;
}

export interface Evidence {
  text: string;
  /** The text in lower case, when lower-casing kept every offset (nearly always). */
  lower: string | null;
  /** ISO date → where a date with that value is written. */
  dates: Map<string, Span[]>;
  /** Canonical number → where a number with that value is written. */
  decimals: Map<string, Span[]>;
}

export const DATE_CANDIDATE = new RegExp(
  [
    String.raw`\b\d{4}-\d{1,2}-\d{1,2}\b`,
    String.raw`\b\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})\b`,
    String.raw`\b\d{1,2}(?:st|nd|rd|th|er|º|°)?\.?\s*(?:de\s+)?(?:${MONTH_PATTERN})\.?,?\s*(?:de\s+)?\d{4}\b`,
    String.raw`\b(?:${MONTH_PATTERN})\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b`,
  ].join('|'),
  'giu',
);

export const NUMBER_CANDIDATE = /[-+]?\d[\d.,' \u00a0\u202f]*\d|\d/g;

function add<K>(map: Map<K, Span[]>, key: K, span: Span): void {
  const list = map.get(key);
  if (list) list.push(span);
  else map.set(key, [span]);
}

/** Indexes the dates and numbers of a text once, so every value is looked up by its value. */
export function gatherEvidence(text: string, language: string): Evidence {
  const dates = new Map<string, Span[]>();
  for (const m of text.matchAll(DATE_CANDIDATE)) {
    const d = normaliseDate(m[0]);
    if (d) add(dates, d, { start: m.index, end: m.index + m[0].length });
  }
  const decimals = new Map<string, Span[]>();
  const other = language === 'en' ? 'de' : 'en';
  for (const m of text.matchAll(NUMBER_CANDIDATE)) {
    // A run like "1     1 500,00    1 500,00" is also read piece by piece: each token, and tokens joined by a single
    // space (thousands grouped with spaces).
    const pieces = [{ piece: m[0], at: m.index }];
    const tokens = [...m[0].matchAll(/\S+/g)].map((t) => ({ text: t[0], at: m.index + t.index }));
    for (let i = 0; i < tokens.length; i++) {
      for (let j = i; j < Math.min(tokens.length, i + 4); j++) {
        // Only "1 500,00"-like groups are joined: one to three digits, then groups of exactly three.
        if (
          j > i &&
          (tokens[j]!.at - (tokens[j - 1]!.at + tokens[j - 1]!.text.length) !== 1 ||
            !/^[-+]?\d{1,3}$/.test(tokens[j - 1]!.text.replace(/^.*\s/, '')) ||
            !/^\d{3}(?:[.,]\d{1,2})?$/.test(tokens[j]!.text))
        )
          break;
        const at = tokens[i]!.at;
        const piece = text.slice(at, tokens[j]!.at + tokens[j]!.text.length);
        if (piece !== m[0]) pieces.push({ piece, at });
      }
    }
    for (const { piece, at } of pieces) {
      const n = normaliseDecimal(piece, language);
      if (!n) continue;
      const key = canonicalNumber(n.value);
      add(decimals, key, { start: at, end: at + piece.length });
      // The language decides only an ambiguous grouping ("1,150"): then the other reading is indexed as well.
      if (!n.ambiguous) continue;
      const otherReading = normaliseDecimal(piece, other);
      const otherKey = otherReading && canonicalNumber(otherReading.value);
      if (otherKey && otherKey !== key) add(decimals, otherKey, { start: at, end: at + piece.length });
    }
  }
  const lower = text.toLowerCase();
  return { text, lower: lower.length === text.length ? lower : null, dates, decimals };
}

/** 12.50 and 12.5 and 012.5 are the same number. */
export function canonicalNumber(value: string): string {
  let [int = '0', frac = ''] = value.replace(/^[+-]/, '').split('.');
  int = int.replace(/^0+(?=\d)/, '');
  frac = frac.replace(/0+$/, '');
  return (value.startsWith('-') ? '-' : '') + (frac ? `${int}.${frac}` : int);
}

/** Paths whose values people write with grouping (spaces, dots, dashes) the normalised value has dropped. */
const IDENTIFIER =
  /(^|\.)(vat_id|iban|bic|siret_seller|siret_buyer|nip_seller|nip_buyer|nif_seller|postal_code|legal_registration_id|tax_registration_id)$/;

/**
 * Every place the value is written in the text, for a field of the given kind. `value` is the normalised value the
 * invoice will carry.
 */
export function locate(value: string, kind: FieldKind, path: string, evidence: Evidence): readonly Span[] {
  const v = value.trim();
  if (v === '') return [];
  // Every line repeats its unit, VAT category and currency: each distinct value is looked up in the text once.
  const key = `${kind}\u0000${kind === 'text' && IDENTIFIER.test(path) ? 'id' : ''}\u0000${v}`;
  let known = located.get(evidence);
  if (!known) located.set(evidence, (known = new Map()));
  let spans = known.get(key);
  if (!spans) known.set(key, (spans = spansOf(v, kind, path, evidence)));
  return spans;
}

/** The spans found per evidence index, by kind and value (shared, hence read-only). */
const located = new WeakMap<Evidence, Map<string, readonly Span[]>>();

function spansOf(v: string, kind: FieldKind, path: string, evidence: Evidence): readonly Span[] {
  switch (kind) {
    case 'date':
      return evidence.dates.get(v) ?? [];
    case 'decimal': {
      const n = normaliseDecimal(v.replace(/%$/, ''), 'en');
      return n ? (evidence.decimals.get(canonicalNumber(n.value)) ?? []) : [];
    }
    case 'currency': {
      const code = normaliseCurrency(v);
      if (!code) return [];
      return findAll(
        evidence.text,
        cached(`c:${code}`, () => new RegExp(`(?<![\\p{L}])(?:${[code, ...currencySignsFor(code)].map(escapeRegExp).join('|')})(?![\\p{L}])`, 'giu')),
      );
    }
    case 'country': {
      const code = normaliseCountry(v);
      if (!code) return [];
      // The code as written (upper case: "DE", never the word "de"), or the country's name in any case.
      const asCode = findAll(
        evidence.text,
        cached(`k:${code}`, () => new RegExp(`(?<![\\p{L}])${code}(?![\\p{L}])`, 'gu')),
      );
      const names = cached(`n:${code}`, () => {
        const list = COUNTRY_NAME_LIST.filter((name) => name.length > 2 && normaliseCountry(name) === code).map(escapeRegExp);
        return new RegExp(list.length ? `(?<![\\p{L}])(?:${list.join('|')})(?![\\p{L}])` : '(?!)', 'giu');
      });
      return [...asCode, ...findAll(evidence.text, names)].sort((a, b) => a.start - b.start);
    }
    case 'boolean':
    case 'list':
      return [];
    default: {
      if (IDENTIFIER.test(path)) {
        // Grouping may differ: DE 136 695 976, DE136695976, 0532-0130-00.
        const chars = [...v.replace(/[\s.\-]/g, '')].map(escapeRegExp);
        return chars.length ? findAll(evidence.text, new RegExp(`(?<![\\p{L}\\p{N}])${chars.join('[\\s.\\-]*')}(?![\\p{N}])`, 'giu')) : [];
      }
      // Short values are codes (C62, S, 58): they count only as a word of their own, written the same way.
      if (v.length <= 3) return findAll(evidence.text, new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(v)}(?![\\p{L}\\p{N}])`, 'gu'));
      const plain = evidence.lower ? wordsAt(evidence.text, evidence.lower, v.toLowerCase()) : null;
      if (plain && plain.length) return plain;
      const words = v.split(/\s+/).map(escapeRegExp).join('\\s+');
      return findAll(evidence.text, new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, 'giu'));
    }
  }
}

/** Regular expressions that depend only on a code, compiled once. */
const compiled = new Map<string, RegExp>();
function cached(key: string, build: () => RegExp): RegExp {
  let re = compiled.get(key);
  if (!re) compiled.set(key, (re = build()));
  return re;
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Every place the lower-cased text holds the value as whole words, found without a regular expression. */
function wordsAt(text: string, lower: string, value: string): Span[] {
  const out: Span[] = [];
  for (let at = lower.indexOf(value); at >= 0; at = lower.indexOf(value, at + 1)) {
    const end = at + value.length;
    if (!isWordChar(text[at - 1]) || !isWordChar(text[at])) if (!isWordChar(text[end]) || !isWordChar(text[end - 1])) out.push({ start: at, end });
  }
  return out;
}

function findAll(text: string, re: RegExp): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(re)) if (m[0].length > 0) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

/** The span nearest to an anchor (the first one without an anchor). */
export function nearest(spans: readonly Span[], anchor: Span | null): Span | null {
  if (spans.length === 0) return null;
  if (!anchor) return spans[0]!;
  let best = spans[0]!;
  let bestDistance = Infinity;
  for (const span of spans) {
    // After the anchor reads more naturally than before it (a line's price after its description).
    const distance = span.start >= anchor.start ? span.start - anchor.start : (anchor.start - span.start) * 2;
    if (distance < bestDistance) [best, bestDistance] = [span, distance];
  }
  return best;
}

function currencySignsFor(code: string): string[] {
  return (
    {
      EUR: ['€', 'euro', 'euros'],
      USD: ['$', 'US$', 'dollar', 'dollars'],
      GBP: ['£', 'pound', 'pounds', 'sterling'],
      PLN: ['zł', 'zl', 'złotych', 'zlotych', 'złoty'],
      CHF: ['franken', 'Fr.'],
      JPY: ['¥'],
    }[code] ?? []
  );
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
