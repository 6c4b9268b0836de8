// A pasted chat names its speaker at the start of each turn ("fra: ok fatta", "Rose 🌹: danke!",
// "[08:13] Thanh Nguyen: …"). A chat is told from a form by its turns: at least two speakers who each speak
// at least twice. An e-mail header block (From:, Sent:, To:, Subject: in consecutive lines, each forwarded
// message repeating them) looks alike; lines next to a header label are read as such a block, never as turns.
import { phrasesOfEveryLanguage } from './lexicons/all.js';
import { isInvoiceVocabulary } from './lexicons/index.js';
import { perText } from './per-text.js';

/** A turn: an optional time stamp, one to three words, an optional emoji or symbol, a colon and a space. */
const TURN =
  /^([ \t>]*(?:\[[^\]\n]{1,25}\][ \t]*|\d{1,2}[:.]\d{2}[ \t]+(?:-[ \t]+)?)?)(\p{L}[\p{L}\p{M}'’.-]*(?:[ \t]+\p{L}[\p{L}\p{M}'’.-]*){0,2})[ \t]*(?:[^\p{L}\p{N}\s:]{1,4}[ \t]*)?:[ \t]/gmu;

let headerLabel: RegExp | undefined;
/** An e-mail header or addressee label as the whole speaker ("From", "Von", "Aan", "Para"). */
function isHeaderLabel(speaker: string): boolean {
  headerLabel ??= new RegExp(`^(?:${phrasesOfEveryLanguage((lexicon) => lexicon.labels.header)})$`, 'iu');
  return headerLabel.test(speaker);
}

export interface ChatTurn {
  /** Where the speaker's name starts and ends. */
  start: number;
  end: number;
  /** Where the message starts, after the colon. */
  messageStart: number;
}

/** The turns of a chat in the text, or none when the text is no chat; found once per text (per-text.ts). */
export const chatTurns: (text: string) => readonly ChatTurn[] = perText(findTurns);

function findTurns(text: string): ChatTurn[] {
  if (!text.includes(':')) return [];
  const turns: Array<ChatTurn & { line: number; speaker: string; stamped: boolean }> = [];
  let line = 0;
  let lineStart = 0;
  for (const m of text.matchAll(TURN)) {
    for (let i = text.indexOf('\n', lineStart); i >= 0 && i < m.index; i = text.indexOf('\n', i + 1)) {
      line++;
      lineStart = i + 1;
    }
    // A label abbreviated with a dot ("Data wyst.:", "Rechn.-Nr.:") is a form's field, not a speaker.
    if (/\.$/.test(m[2]!)) continue;
    const speaker = m[2]!.replace(/['’-]+$/u, '');
    const start = m.index + m[1]!.length;
    turns.push({ line, speaker, start, end: start + speaker.length, messageStart: m.index + m[0].length, stamped: /\d/.test(m[1]!) });
  }
  // Consecutive label lines around a header label are an e-mail header block.
  const lines = new Set(turns.map((t) => t.line));
  const headerLines = new Set<number>();
  for (const t of turns) {
    if (!isHeaderLabel(t.speaker)) continue;
    headerLines.add(t.line);
    for (const step of [-1, 1]) for (let l = t.line + step; lines.has(l); l += step) headerLines.add(l);
  }
  // A field label is invoice vocabulary ("Datum:"); after a time stamp the same word is a speaker ("[09:15] mo:").
  const kept = turns.filter(
    (t) => !headerLines.has(t.line) && (t.stamped || !t.speaker.split(/\s+/).every((w) => isInvoiceVocabulary(w.toLowerCase()))),
  );
  const counts = new Map<string, number>();
  for (const t of kept) counts.set(t.speaker, (counts.get(t.speaker) ?? 0) + 1);
  const speakers = new Set([...counts].filter(([, n]) => n >= 2).map(([speaker]) => speaker));
  if (speakers.size < 2) return [];
  return kept.filter((t) => speakers.has(t.speaker)).map(({ start, end, messageStart }) => ({ start, end, messageStart }));
}
