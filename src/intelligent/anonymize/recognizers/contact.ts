// EMAIL_ADDRESS and URL. Addresses in the reserved example.invalid domain are placeholders, not data.
import { EVIDENCE } from '../evidence.js';
import { span, type Recognizer, type Span } from '../span.js';

const LOCAL_CHAR = /[\p{L}\p{N}._%+\-]/u;
const DOMAIN = /^[\p{L}\p{N}\-]+(?:\.[\p{L}\p{N}\-]+)*\.\p{L}{2,}/u;
const URL_WITH_SCHEME = /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]{}]+/giu;
/** Bare domains only for common TLDs, so "z.B." or "S.A." are never URLs. */
const BARE_DOMAIN =
  /(?<![a-z0-9\-.@/])[a-z0-9][a-z0-9\-]{2,}(?:\.[a-z0-9\-]+)*\.(?:com|de|pl|fr|it|es|nl|eu|at|ch|be|lu|uk|co\.uk|net|org|io|shop|info|biz)\b(?:\/[^\s<>"'()]*)?/giu;

export const PLACEHOLDER_DOMAIN = 'example.invalid';

export const recognizeEmails: Recognizer = (text) => {
  const spans: Span[] = [];
  // Expand around each "@" instead of trying a pattern at every position: linear in the text length.
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && LOCAL_CHAR.test(text[start - 1]!)) start--;
    const domain = DOMAIN.exec(text.slice(at + 1, at + 256));
    if (start === at || !domain) continue;
    const end = at + 1 + domain[0].length;
    if (text.slice(at + 1, end).toLowerCase() === PLACEHOLDER_DOMAIN) continue;
    spans.push(span(start, end, 'EMAIL_ADDRESS', EVIDENCE.email));
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
    spans.push(span(m.index, m.index + value.length, 'URL', EVIDENCE.urlWithScheme));
  }
  for (const m of text.matchAll(BARE_DOMAIN)) {
    const value = trimTrailingPunctuation(m[0]);
    if (value.toLowerCase().includes(PLACEHOLDER_DOMAIN)) continue;
    spans.push(span(m.index, m.index + value.length, 'URL', EVIDENCE.bareDomain));
  }
  return spans;
};
