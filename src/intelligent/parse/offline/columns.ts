// A document head laid out in two columns (an OCR'd or pasted letter: the sender's letterhead on the left, the
// invoice number and the recipient's window address on the right, or the other way round), read one column after
// the other, as it was written, so that each party's block is whole again.
import { DATE_CANDIDATE } from '../evidence.js';
import { readHeader } from './tables.js';

/** Where the right column starts in a line: after a gap of three spaces or more (or a bar), far enough in. */
const MIN_COLUMN = 20;

function rightStart(line: string): number | null {
  const m = /^(.*?\S)?(\s*\|\s*|\s{3,})([^\s|])/.exec(line);
  if (!m) return null;
  const at = m.index + m[0].length - 1;
  return at >= MIN_COLUMN ? at : null;
}

/**
 * The text with its head (the lines before the items) read column by column: the left column, a blank
 * line, the right column, then the rest as it is. Null when the head is not laid out in two columns (fewer than three
 * lines start a right column at the same place).
 */
export function readInColumns(lines: readonly string[]): string[] | null {
  // The head ends where the items begin: a table's header, or the first amount.
  let end = lines.findIndex((line) => readHeader(line) !== null || /\d[.,]\d{2}(?!\d)/.test(line.replace(DATE_CANDIDATE, ' ')));
  if (end < 0) end = Math.min(lines.length, 25);
  const starts = new Map<number, number>();
  for (const line of lines.slice(0, end)) {
    const at = rightStart(line);
    if (at !== null) for (let d = -2; d <= 2; d++) starts.set(at + d, (starts.get(at + d) ?? 0) + 1);
  }
  let column = -1;
  let most = 0;
  for (const [at, count] of starts) if (count > most || (count === most && at < column)) [column, most] = [at, count];
  if (most < 3) return null;
  const left: string[] = [];
  const right: string[] = [];
  for (const line of lines.slice(0, end)) {
    const at = rightStart(line);
    const cut = at !== null && Math.abs(at - column) <= 6 ? at : !line.slice(0, column - 2).trim() ? 0 : line.length;
    const [l, r] = [
      line
        .slice(0, cut)
        .replace(/\s*\|\s*$/, '')
        .trim(),
      line
        .slice(cut)
        .replace(/^\|\s*/, '')
        .trim(),
    ];
    // A line with text on the right only leaves no gap on the left: the left block goes on.
    if (l || !r) left.push(l);
    if (r) right.push(r);
  }
  return [...left, '', ...right, '', ...lines.slice(end)];
}
