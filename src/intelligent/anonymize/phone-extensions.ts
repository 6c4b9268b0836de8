// An extension after a phone number ("71 342 88 10 wew. 214", "… ext. 12", "… Durchwahl 30", "… -30")
// dials the same person: the phone number's placeholder takes it in.
import type { Span } from './span.js';

const EXTENSION =
  /^(?:[ \t]*(?:wew|ext|extension|durchwahl|dw|poste|interno|int|toestel|tst|app|doorkiesnummer)\.?[ \t]*:?[ \t]*|-)\d{1,5}(?![\p{L}\p{N}])/iu;

export function withPhoneExtensions(text: string, spans: readonly Span[]): Span[] {
  return spans.map((s) => {
    if (s.type !== 'PHONE_NUMBER') return s;
    const extension = EXTENSION.exec(text.slice(s.end, s.end + 24));
    return extension ? { ...s, end: s.end + extension[0].length } : s;
  });
}
