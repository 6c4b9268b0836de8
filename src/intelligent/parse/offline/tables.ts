// Item tables: a header row naming the columns ("Pos  Menge  Bezeichnung  Einzelpreis  Gesamt") and rows under it
// whose cells are separated by runs of spaces, tabs or bars. The header tells which number is which.
import Big from 'big.js';
import { normaliseDecimal } from '../normalize.js';
import { alternation } from './labels.js';
import type { LineFacts } from './lines.js';
import type { ColumnKind } from './lexicon/index.js';
import { COLUMN_WORDS } from './vocabulary.js';

export type { ColumnKind } from './lexicon/index.js';

/** One pattern per column kind, compiled once. */
const COLUMN_PATTERNS: Array<[ColumnKind, RegExp]> = COLUMN_WORDS.map(([kind, words]) => [
  kind,
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(words)})(?![\\p{L}])`, 'giu'),
]);

/** The column kinds of a header row in their order, or null when the line is no item-table header. */
export function readHeader(line: string): ColumnKind[] | null {
  if (/\d[.,]\d/.test(line)) return null;
  const found: Array<{ index: number; end: number; kind: ColumnKind }> = [];
  for (const [kind, pattern] of COLUMN_PATTERNS) {
    for (const m of line.matchAll(pattern)) {
      const end = m.index + m[0].length;
      if (found.some((f) => m.index < f.end && end > f.index)) continue; // already part of a longer column name
      found.push({ index: m.index, end, kind });
    }
  }
  found.sort((a, b) => a.index - b.index);
  const kinds = found.map((f) => f.kind).filter((k, i, all) => all.indexOf(k) === i);
  const has = (k: ColumnKind) => kinds.includes(k);
  return has('desc') && (has('qty') || has('price')) && has('total') ? kinds : null;
}

function decimal(text: string, language: string): Big | null {
  const n = normaliseDecimal(text.replace(/\s*(?:€|EUR|PLN|zł|GBP|£|\$|USD|CHF)$/i, ''), language);
  return n ? new Big(n.value) : null;
}

/** One row of a table under `header`; null when the cells do not fit the columns. */
export function readRow(line: string, header: ColumnKind[], language: string): LineFacts | null {
  const cells = line
    .trim()
    .split(/\s{2,}|\t+|\s*\|\s*/)
    .filter((c) => c.trim() !== '');
  const numeric: ColumnKind[] = header.filter((k) => k === 'qty' || k === 'price' || k === 'total' || k === 'vat');
  if (header[0] === 'pos' && cells.length > 0 && /^\d{1,3}[.)]?$/.test(cells[0]!)) cells.shift();
  const numbers: Big[] = [];
  const words: string[] = [];
  for (const cell of cells) {
    const n = decimal(cell.replace(/\s*%$/, ''), language);
    if (n !== null && /^[\d\s.,'%€$£zł-]+(?:EUR|PLN|GBP|USD|CHF)?$/i.test(cell)) numbers.push(n);
    else words.push(cell);
  }
  if (words.length === 0 || numbers.length !== numeric.length) return null;
  const value = (k: ColumnKind) => {
    const i = numeric.indexOf(k);
    return i < 0 ? null : numbers[i]!;
  };
  const qty = value('qty');
  const price = value('price');
  const total = value('total');
  const vat = value('vat');
  return {
    description: words.join(' '),
    quantity: qty ? qty.toString() : null,
    unit: null,
    unit_price: price ? price.toString() : null,
    net_amount: total ? total.toFixed(2) : null,
    vat_rate: vat ? vat.toString() : null,
  };
}
