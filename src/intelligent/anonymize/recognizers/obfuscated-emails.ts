// E-mail addresses written so that machines miss them: "anna dot berg at firma dot de",
// "anna(at)firma.de", "anna [at] firma [dot] com", "anna chez firma point fr", "m punkt
// kowalczyk at blitz minus blank punkt de". The at-word and at least
// one dot-word or dot, with a top-level domain at the end, make it an address. Read aloud, a name next to
// the at-word may be several words ("zenek piekarnia małpa wp kropka pl", "hello at ash and alder dot co dot
// uk"): two words before it, three after it are taken in. Each at-word is looked at
// with a bounded stretch of text on either side, so the scan stays linear in the length of the text.
import { EVIDENCE } from '../evidence.js';
import { spokenEmailWords, topLevelDomainAlternation } from '../lexicons/index.js';
import { span, type Recognizer, type Span } from '../span.js';

// The spoken @ and dot of every language (lexicons/<language>/spoken.ts), in brackets or between spaces.
const { at: AT_WORDS, dot: DOT_WORDS, dash: DASH_WORDS } = spokenEmailWords();
const AT = String.raw`(?:[ \t]{0,2}[(\[{<][ \t]{0,2}(?:${AT_WORDS.join('|')})[ \t]{0,2}[)\]}>][ \t]{0,2}|[ \t]{1,2}(?:${AT_WORDS.join('|')})[ \t]{1,2})`;
// A written dot with a space on both sides counts too ("cafe-wolkenlos . de").
const DOT = String.raw`(?:[ \t]{0,2}[(\[{<][ \t]{0,2}(?:${DOT_WORDS.join('|')})[ \t]{0,2}[)\]}>][ \t]{0,2}|[ \t]{1,2}(?:${DOT_WORDS.join('|')})[ \t]{1,2}|[ \t]{1,2}\.[ \t]{1,2}|\.)`;
// A part may hold spoken hyphens: "blitzblank minus reinigung".
const PART = String.raw`[\p{L}\p{N}_-]{1,40}(?:[ \t]{1,2}(?:${DASH_WORDS.join('|')})[ \t]{1,2}[\p{L}\p{N}_-]{1,40}){0,2}`;
/** A name read aloud as words, written with no space between them; none of them a spoken @, dot or hyphen. */
const WORD = String.raw`(?!(?:${[...AT_WORDS, ...DOT_WORDS, ...DASH_WORDS].join('|')})(?![\p{L}\p{N}_-]))[\p{L}\p{N}_-]{1,40}`;
const TLD = `(?:${topLevelDomainAlternation()})`;
const AT_WORD = new RegExp(AT, 'giu');
// "simone punto carta novanta": after a spoken dot, one more word may follow the local part (a spoken number).
const LOCAL_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}_-])(?:${PART}(?:${DOT}${PART}){1,3}(?:[ \t]${PART})?|${PART}|${WORD}[ \t]${WORD})$`, 'iu');
const DOMAIN_AFTER = new RegExp(String.raw`^(?:${WORD}[ \t]){0,2}${PART}(?:${DOT}${PART}){0,3}?${DOT}${TLD}(?![\p{L}\p{N}])`, 'iu');
const WINDOW = 120;

export const recognizeObfuscatedEmails: Recognizer = (text) => {
  const spans: Span[] = [];
  for (const at of text.matchAll(AT_WORD)) {
    // The domain first: anchored at its start, it is cheap to rule out, while the local part, anchored at its
    // end, is tried from every offset of the window before the at-word.
    const afterStart = at.index + at[0].length;
    const domain = DOMAIN_AFTER.exec(text.slice(afterStart, afterStart + WINDOW));
    if (!domain) continue;
    const local = LOCAL_BEFORE.exec(text.slice(Math.max(0, at.index - WINDOW), at.index));
    if (!local) continue;
    const start = at.index - local[0].length;
    // A plain address is the e-mail recognizer's; here only the spelled-out ones.
    if (text.slice(start, afterStart + domain[0].length).includes('@')) continue;
    spans.push(span(start, afterStart + domain[0].length, 'EMAIL_ADDRESS', EVIDENCE.obfuscatedEmail));
  }
  return spans;
};
