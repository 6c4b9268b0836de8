// Chat exports: each message starts with who wrote it and often when ("[15.11.24, 07:48] Holger: …", "Romain, 14:02 : …",
// "jeroen: …"). The prefix is no part of the message: its time would read as an amount and its name as a word of the
// item. The time stamp is kept: "date today" in a chat means the day the message was written.
import { LABELS, MAIL_HEADERS } from './vocabulary.js';

const STAMPED = /^\s*\[([^\]\n]{3,40})\]\s*([^:\n]{1,40}?)\s*:\s/u;
const NAME_TIME = /^\s*([\p{L}][\p{L}\p{N} .'’-]{0,30}?),\s*(\d{1,2}:\d{2})\s*:\s/u;
const NAMED = /^\s*([\p{L}][\p{L}'’.-]{0,20}(?:\s[\p{L}][\p{L}'’.-]{0,20}){0,3})\s*:\s/u;

/** Words that head a line as a label, never as a speaker ("Datum:", "Rechnung an:", "From:"). */
const LABEL_WORDS = new Set([...Object.values(LABELS).flat(), ...MAIL_HEADERS].map((w) => w.toLowerCase()));

export interface ChatReading {
  /** The lines without their chat prefixes (other lines unchanged). */
  lines: string[];
  /** The time stamps of the messages, in order. */
  stamps: string[];
}

export function withoutChatPrefixes(lines: readonly string[]): ChatReading {
  const out = [...lines];
  const stamps: string[] = [];
  // "name: …" counts as a chat only when the same name opens two lines or more and is no label.
  const counts = new Map<string, number>();
  for (const line of lines) {
    const m = NAMED.exec(line);
    if (m && !LABEL_WORDS.has(m[1]!.toLowerCase())) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  }
  lines.forEach((line, i) => {
    const stamped = STAMPED.exec(line) ?? NAME_TIME.exec(line);
    if (stamped) {
      if (STAMPED.test(line)) stamps.push(stamped[1]!);
      out[i] = line.slice(stamped[0].length);
      return;
    }
    const named = NAMED.exec(line);
    if (named && (counts.get(named[1]!) ?? 0) >= 2) out[i] = line.slice(named[0].length);
  });
  return { lines: out, stamps };
}
