// E-mail headers inside a text ("From: …", "Sent: …", "Subject: …", also of a forwarded mail): the date there is when
// the mail was sent and the names are mailboxes. The invoice's own date and parties are read elsewhere first.
import { alternation } from './labels.js';
import { MAIL_HEADERS } from './vocabulary.js';

const HEADER_LINE = new RegExp(`^\\s*(?:${alternation(MAIL_HEADERS)})\\s*:`, 'iu');

/** Indexes of the lines that form an e-mail header: two or more header lines in a row, one of them naming a mailbox. */
export function mailHeaderLines(lines: readonly string[]): Set<number> {
  const out = new Set<number>();
  let run: number[] = [];
  const flush = () => {
    // "Datum: 06.11.2024" alone is an invoice label; a header names a sender or recipient by mail address or has 3+ lines.
    if (run.length >= 3 || (run.length === 2 && run.some((i) => /@|<[^>]*>/.test(lines[i]!)))) for (const i of run) out.add(i);
    run = [];
  };
  lines.forEach((line, i) => {
    if (HEADER_LINE.test(line)) run.push(i);
    else flush();
  });
  flush();
  return out;
}
