// A table pasted from a spreadsheet or an accounting tool (cells split by tabs or "|"): under a header that
// names a party (Supplier, Contact, Lieferant, Fournisseur, Kontrahent, …; lexicons/<language>/table-columns.ts)
// every cell is a business's or a person's name, even when all its words are ordinary words ("Grafisch
// Bureau Inkt", "Fennel & Thyme Catering") or it stands in a row with prices, where product words pass.
// The leading words of such a cell are the name; a phone number or an e-mail after them is left to their
// own recognizers.
import { partyColumnHeaders } from '../lexicons/index.js';
import { EVIDENCE } from '../evidence.js';
import { span, type Recognizer, type Span } from '../span.js';

const SCORE = EVIDENCE.partyColumnCell;
const NAME_WORD = /^[\p{L}\p{M}][\p{L}\p{M}'’.&-]*$|^['’][\p{L}]+$|^&$/u;

interface Cell {
  start: number;
  text: string;
}

function cellsOf(line: string, lineStart: number, separator: string): Cell[] {
  const cells: Cell[] = [];
  let start = 0;
  for (const part of line.split(separator)) {
    cells.push({ start: lineStart + start, text: part });
    start += part.length + 1;
  }
  return cells;
}

const headerKey = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/[*_:#.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The leading name words of a cell, as a span (up to a word with a digit, an "@" or other signs). */
function nameIn(cell: Cell): { start: number; end: number } | null {
  let start = -1;
  let end = -1;
  for (const word of cell.text.matchAll(/\S+/g)) {
    if (!NAME_WORD.test(word[0])) break;
    if (start < 0) start = cell.start + word.index;
    end = cell.start + word.index + word[0].length;
  }
  return start >= 0 && /\p{L}/u.test(cell.text) ? { start, end } : null;
}

export const recognizeTablePartyColumns: Recognizer = (text) => {
  const headers = partyColumnHeaders();
  const spans: Span[] = [];
  const lines = text.split('\n');
  let offset = 0;
  let columns: Map<number, 'PERSON' | 'COMPANY_NAME'> | null = null;
  let separator = '';
  for (const line of lines) {
    const lineStart = offset;
    offset += line.length + 1;
    const used = line.includes('\t') ? '\t' : line.includes('|') ? '|' : '';
    if (!used) {
      columns = null;
      continue;
    }
    const cells = cellsOf(line, lineStart, used);
    if (cells.length < 3) {
      columns = null;
      continue;
    }
    // A header: no digits, at least one party column.
    if (!/\d/.test(line)) {
      const found = new Map<number, 'PERSON' | 'COMPANY_NAME'>();
      cells.forEach((cell, i) => {
        const type = headers.get(headerKey(cell.text));
        if (type) found.set(i, type);
      });
      if (found.size > 0) {
        columns = found;
        separator = used;
        continue;
      }
      // A markdown rule line (|---|---|) keeps the header.
      if (/^[\s|:-]+$/.test(line)) continue;
    }
    if (!columns || used !== separator) continue;
    for (const [i, type] of columns) {
      const cell = cells[i];
      const name = cell && nameIn(cell);
      if (name) spans.push(span(name.start, name.end, type, SCORE));
    }
  }
  return spans;
};
