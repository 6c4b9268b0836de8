// E-mail addresses written so that machines miss them: "anna dot berg at firma dot de",
// "anna(at)firma.de", "anna [at] firma [dot] com", "anna chez firma point fr". The at-word and at least
// one dot-word or dot, with a top-level domain at the end, make it an address.
import { span, type Recognizer, type Span } from '../span.js';

const AT = String.raw`(?:\s*[(\[{<]\s*(?:at|ät|chez|arroba|malpa|małpa|apenstaartje|chiocciola)\s*[)\]}>]\s*|\s+(?:at|chez|arroba|małpa|malpa|chiocciola)\s+)`;
const DOT = String.raw`(?:\s*[(\[{<]\s*(?:dot|punkt|point|punto|kropka|punt)\s*[)\]}>]\s*|\s+(?:dot|punkt|point|punto|kropka|punt)\s+|\.)`;
const PART = String.raw`[\p{L}\p{N}_-]+`;
const TLD = String.raw`(?:com|org|net|eu|de|at|ch|fr|be|lu|it|es|nl|pl|uk|co\.uk|ie|pt|cz|sk|se|dk|no|fi|info|biz|io)`;
const OBFUSCATED = new RegExp(String.raw`(?<![\p{L}\p{N}])${PART}(?:${DOT}${PART}){0,3}${AT}${PART}(?:${DOT}${PART}){0,3}${DOT}${TLD}(?![\p{L}\p{N}])`, 'giu');

export const recognizeObfuscatedEmails: Recognizer = (text) => {
  const spans: Span[] = [];
  for (const m of text.matchAll(OBFUSCATED)) {
    // A plain address is the e-mail recognizer's; here only the spelled-out ones.
    if (m[0].includes('@')) continue;
    spans.push(span(m.index, m.index + m[0].length, 'EMAIL_ADDRESS', 0.92));
  }
  return spans;
};
