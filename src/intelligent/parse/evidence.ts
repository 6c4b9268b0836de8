// Whether a value the provider returned is written in the text it saw (extracted) or was worked out (inferred).
// Judged the same way for every provider, from the anonymized text alone: the model's own claims are not trusted.
import { COUNTRY_NAME_LIST, MONTH_PATTERN, normaliseCountry, normaliseCurrency, normaliseDate, normaliseDecimal } from './normalize.js';
import type { FieldKind } from './field-kinds.js';

export interface Evidence {
  /** The text with runs of white space collapsed. */
  text: string;
  /** The same, lower-cased. */
  flat: string;
  dates: Set<string>;
  decimals: Set<string>;
}

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

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

export function gatherEvidence(anonymizedText: string, language: string): Evidence {
  const dates = new Set<string>();
  for (const m of anonymizedText.matchAll(DATE_CANDIDATE)) {
    const d = normaliseDate(m[0]);
    if (d) dates.add(d);
  }
  const decimals = new Set<string>();
  for (const m of anonymizedText.matchAll(NUMBER_CANDIDATE)) {
    // A run like "2 x 10,00" is also read piece by piece.
    for (const piece of [m[0], ...m[0].split(/\s+/)]) {
      for (const lang of [language, language === 'en' ? 'de' : 'en']) {
        const n = normaliseDecimal(piece, lang);
        if (n) decimals.add(canonicalNumber(n.value));
      }
    }
  }
  const text = anonymizedText.replace(/\s+/g, ' ').trim();
  return { text, flat: text.toLowerCase(), dates, decimals };
}

/** 12.50 and 12.5 and 012.5 are the same number. */
export function canonicalNumber(value: string): string {
  let [int = '0', frac = ''] = value.replace(/^[+-]/, '').split('.');
  int = int.replace(/^0+(?=\d)/, '');
  frac = frac.replace(/0+$/, '');
  return (value.startsWith('-') ? '-' : '') + (frac ? `${int}.${frac}` : int);
}

/** True when `raw` (the provider's value, before mapping back) is written in the text. */
export function isWrittenInText(raw: string, kind: FieldKind, evidence: Evidence, language: string): boolean {
  const value = squash(raw);
  if (value === '') return false;
  switch (kind) {
    case 'date': {
      const d = normaliseDate(raw);
      return d !== null && evidence.dates.has(d);
    }
    case 'decimal': {
      const n = normaliseDecimal(raw.replace(/%$/, ''), language);
      return n !== null && evidence.decimals.has(canonicalNumber(n.value));
    }
    case 'currency': {
      const code = normaliseCurrency(raw);
      if (!code) return false;
      return new RegExp(`\\b${code}\\b`).test(evidence.text) || currencySignFor(code).some((s) => evidence.flat.includes(s));
    }
    case 'country': {
      const code = normaliseCountry(raw);
      if (!code) return false;
      return new RegExp(`\\b${code}\\b`).test(evidence.text) || countryWordsIn(evidence.flat).includes(code);
    }
    case 'boolean':
      return true;
    default: {
      // Short values are codes (C62, S, 58): they count only as a word of their own, written the same way.
      const trimmed = raw.trim();
      if (trimmed.length <= 3) return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(trimmed)}($|[^\\p{L}\\p{N}])`, 'u').test(evidence.text);
      return evidence.flat.includes(value);
    }
  }
}

function currencySignFor(code: string): string[] {
  return { EUR: ['€', 'euro'], USD: ['$', 'dollar'], GBP: ['£', 'pound'], PLN: ['zł', 'zl', 'złot'], CHF: ['franken'], JPY: ['¥'] }[code] ?? [];
}

/** Countries named in the text, in any of the seven languages ("United Kingdom", "Niemcy"). */
function countryWordsIn(flat: string): string[] {
  return COUNTRY_NAME_PATTERNS.filter(([, re]) => re.test(flat)).map(([code]) => code);
}

const COUNTRY_NAME_PATTERNS: Array<[string, RegExp]> = COUNTRY_NAME_LIST.filter((name) => name.length > 2).map((name) => [
  normaliseCountry(name)!,
  new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'u'),
]);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
