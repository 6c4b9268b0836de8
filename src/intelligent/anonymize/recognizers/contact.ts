// EMAIL_ADDRESS and URL. Addresses in the reserved example.invalid domain are placeholders, not data.
import { span, type Recognizer, type Span } from '../span.js';

const EMAIL = /[\p{L}\p{N}._%+\-]+@[\p{L}\p{N}\-]+(?:\.[\p{L}\p{N}\-]+)*\.\p{L}{2,}/gu;
const URL_WITH_SCHEME = /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]{}]+/giu;
/** Bare domains only for common TLDs, so "z.B." or "S.A." are never URLs. */
const BARE_DOMAIN =
  /\b[a-z0-9][a-z0-9\-]{2,}(?:\.[a-z0-9\-]+)*\.(?:com|de|pl|fr|it|es|nl|eu|at|ch|be|lu|uk|co\.uk|net|org|io|shop|info|biz)\b(?:\/[^\s<>"'()]*)?/giu;

export const PLACEHOLDER_DOMAIN = 'example.invalid';

export const recognizeEmails: Recognizer = (text) => {
  const spans: Span[] = [];
  for (const m of text.matchAll(EMAIL)) {
    if (m[0].toLowerCase().endsWith(`@${PLACEHOLDER_DOMAIN}`)) continue;
    spans.push(span(m.index, m.index + m[0].length, 'EMAIL_ADDRESS', 0.99));
  }
  return spans;
};

function trimTrailingPunctuation(value: string): string {
  return value.replace(/[.,;:!?]+$/, '');
}

export const recognizeUrls: Recognizer = (text) => {
  const spans: Span[] = [];
  for (const m of text.matchAll(URL_WITH_SCHEME)) {
    const value = trimTrailingPunctuation(m[0]);
    if (value.toLowerCase().includes(PLACEHOLDER_DOMAIN)) continue;
    spans.push(span(m.index, m.index + value.length, 'URL', 0.95));
  }
  for (const m of text.matchAll(BARE_DOMAIN)) {
    const before = text[m.index - 1];
    if (before === '@' || before === '.' || before === '/') continue;
    const value = trimTrailingPunctuation(m[0]);
    if (value.toLowerCase().includes(PLACEHOLDER_DOMAIN)) continue;
    spans.push(span(m.index, m.index + value.length, 'URL', 0.75));
  }
  return spans;
};
