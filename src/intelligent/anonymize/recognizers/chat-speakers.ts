// A pasted chat names its speakers at the start of each turn ("fra: ok fatta", "Rose 🌹: danke!",
// "[08:13] Thanh Nguyen: …"). A word there is a person's name even when it is also a common word of the
// language ("fra", "Rose"), because only a name stands in that place. A chat is told from a form by its
// turns: at least two speakers who each speak at least twice. An e-mail header block (From:, Sent:, To:,
// Subject: in consecutive lines, each thread repeating them) looks alike; lines next to a header label are
// read as such a block and never as turns.
import { EVIDENCE } from '../evidence.js';
import { phrasesOfEveryLanguage } from '../lexicons/all.js';
import { isInvoiceVocabulary } from '../lexicons/index.js';
import { span, type Recognizer, type Span } from '../span.js';

/** A turn: an optional time stamp, one to three words, an optional emoji or symbol, a colon and a space. */
const TURN =
  /^([ \t>]*(?:\[[^\]\n]{1,25}\][ \t]*|\d{1,2}[:.]\d{2}[ \t]+(?:-[ \t]+)?)?)(\p{L}[\p{L}\p{M}'’.-]*(?:[ \t]+\p{L}[\p{L}\p{M}'’.-]*){0,2})[ \t]*(?:[^\p{L}\p{N}\s:]{1,4}[ \t]*)?:[ \t]/gmu;

let headerLabel: RegExp | undefined;
/** An e-mail header or addressee label as the whole speaker ("From", "Von", "Aan", "Para"). */
function isHeaderLabel(speaker: string): boolean {
  headerLabel ??= new RegExp(`^(?:${phrasesOfEveryLanguage((lexicon) => lexicon.labels.header)})$`, 'iu');
  return headerLabel.test(speaker);
}

interface Turn {
  line: number;
  start: number;
  speaker: string;
}

export const recognizeChatSpeakers: Recognizer = (text) => {
  if (!text.includes(':')) return [];
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const turns: Turn[] = [...text.matchAll(TURN)].map((m) => ({
    line: lineOf(m.index),
    start: m.index + m[1]!.length,
    speaker: m[2]!.replace(/[.'’-]+$/u, ''),
  }));
  // Consecutive label lines around a header label are an e-mail header block.
  const headerLines = new Set<number>();
  for (const t of turns) {
    if (!isHeaderLabel(t.speaker)) continue;
    headerLines.add(t.line);
    for (const step of [-1, 1]) {
      for (let line = t.line + step; turns.some((u) => u.line === line); line += step) headerLines.add(line);
    }
  }
  const counts = new Map<string, number>();
  const kept = turns.filter((t) => !headerLines.has(t.line) && !t.speaker.split(/\s+/).every((w) => isInvoiceVocabulary(w.toLowerCase())));
  for (const t of kept) counts.set(t.speaker, (counts.get(t.speaker) ?? 0) + 1);
  const speakers = [...counts].filter(([, n]) => n >= 2).map(([speaker]) => speaker);
  if (speakers.length < 2) return [];
  const spans: Span[] = [];
  for (const t of kept) {
    if (speakers.includes(t.speaker)) spans.push(span(t.start, t.start + t.speaker.length, 'PERSON', EVIDENCE.chatSpeaker));
  }
  return spans;
};
