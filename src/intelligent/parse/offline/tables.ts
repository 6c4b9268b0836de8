// Item tables: a header row naming the columns ("Pos  Menge  Bezeichnung  Einzelpreis  Rabatt  Gesamt") and rows under
// it whose cells are separated by runs of spaces, tabs or bars. The header tells which number is which; where it
// cannot (a cell left empty, a column the row leaves out), quantity × price − discount = amount decides.
import Big from 'big.js';
import { normaliseDecimal } from '../normalize.js';
import { alternation } from './labels.js';
import type { LineFacts } from './lines.js';
import type { ColumnKind } from './lexicon/index.js';
import { COLUMN_WORDS, UNIT_WORD_LIST } from './vocabulary.js';

export type { ColumnKind } from './lexicon/index.js';

/** The columns of a header: their kinds in order, and per cell when the header is split by bars or tabs. */
export interface TableHeader {
  kinds: ColumnKind[];
  /** One kind (or null) per bar- or tab-separated cell, so a row's empty cells keep their place. */
  cells: Array<ColumnKind | null> | null;
  separator: 'bar' | 'tab' | 'space';
}

/** One pattern per column kind, compiled once. */
const COLUMN_PATTERNS: Array<[ColumnKind, RegExp]> = COLUMN_WORDS.map(([kind, words]) => [
  kind,
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(words)})(?![\\p{L}])`, 'giu'),
]);

/** A unit column with a currency after it ("Unit €", "Unit £") is the unit price. */
const MONEY_AFTER = /^\s*(?:€|£|\$|EUR|GBP|USD|CHF|zł|PLN)/iu;

/** OCR reads O as 0 and I as 1 or l inside capitalised words ("T0TAL", "PRECl0"); headings are read without that noise. */
const OCR_NOISE = /\p{Lu}[01l]|[01]\p{Lu}/u;

export function ocrWord(text: string): string {
  if (!OCR_NOISE.test(text)) return text;
  return text.replace(/\p{L}*[01l]\p{L}*/gu, (w) =>
    /^\p{Lu}[\p{Lu}01l]+$/u.test(w) && /\p{Lu}{2}/u.test(w) ? w.replace(/0/g, 'O').replace(/[1l]/g, 'I') : w,
  );
}

function kindsIn(text: string): Array<{ index: number; end: number; kind: ColumnKind }> {
  const found: Array<{ index: number; end: number; kind: ColumnKind }> = [];
  for (const [kind, pattern] of COLUMN_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const end = m.index + m[0].length;
      if (found.some((f) => m.index < f.end && end > f.index)) continue; // already part of a longer column name
      found.push({ index: m.index, end, kind: kind === 'unit' && MONEY_AFTER.test(text.slice(end)) ? 'price' : kind });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

function separatorOf(line: string): TableHeader['separator'] {
  return line.includes('|') ? 'bar' : line.includes('\t') ? 'tab' : 'space';
}

function splitCells(line: string, separator: TableHeader['separator']): string[] {
  if (separator === 'bar')
    return line
      .replace(/^\s*\|/, '')
      .replace(/\|\s*$/, '')
      .split('|');
  if (separator === 'tab') return line.split('\t');
  return line
    .trim()
    .split(/\s{2,}/)
    .filter((c) => c.trim() !== '');
}

/** The kinds of column a line names, each once, in order. */
function columnKinds(text: string): ColumnKind[] {
  return kindsIn(text)
    .map((f) => f.kind)
    .filter((k, i, all) => all.indexOf(k) === i);
}

/** An item table names a description, a quantity or price, and an amount. */
function isItemHeader(kinds: readonly ColumnKind[]): boolean {
  return kinds.includes('desc') && (kinds.includes('qty') || kinds.includes('price')) && kinds.includes('total');
}

/** The columns of a header row, or null when the line is no item-table header. */
export function readHeader(line: string): TableHeader | null {
  // A header names its columns in words: a line with amounts or many digits is a row.
  if (/\d[.,]\d|\d\D*\d\D*\d/.test(line)) return null;
  let text = ocrWord(line);
  let kinds = columnKinds(text);
  if (!isItemHeader(kinds)) {
    // OCR also reads a lower-case i as l ("Descriptlon"): a word that names a column only with i is read so.
    const mended = text.replace(/\p{L}*l\p{L}*/gu, (w) =>
      kindsIn(w).length === 0 && kindsIn(w.replace(/l/g, 'i')).length > 0 ? w.replace(/l/g, 'i') : w,
    );
    if (mended === text) return null;
    text = mended;
    kinds = columnKinds(text);
    if (!isItemHeader(kinds)) return null;
  }
  const separator = separatorOf(line);
  const cells = separator === 'space' ? null : splitCells(text, separator).map((cell) => kindsIn(cell)[0]?.kind ?? null);
  return { kinds, cells, separator };
}

const CURRENCY_CELL = /\s*(?:€|EUR|PLN|zł|GBP|£|\$|USD|CHF|Fr\.)\s*/giu;
const UNIT_AFTER = new RegExp(
  `^(\\d+(?:[.,]\\d+)?)\\s*(?:${UNIT_WORD_LIST.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}|m²|m2|m³|m1|ml|\\p{L}{1,5}\\.?)$`,
  'iu',
);

type Cell =
  | { type: 'number'; value: Big }
  | { type: 'percent'; value: Big }
  | { type: 'quantity'; value: Big }
  | { type: 'empty' }
  | { type: 'word'; text: string };

function readCell(raw: string, language: string): Cell {
  const text = raw.trim();
  if (!text || /^[-–—]+$/.test(text)) return { type: 'empty' };
  const bare = text.replace(CURRENCY_CELL, '').trim();
  const percent = /^(\d{1,2}(?:[.,]\d{1,2})?)\s*%$/.exec(bare);
  if (percent) {
    const n = normaliseDecimal(percent[1]!, language);
    if (n) return { type: 'percent', value: new Big(n.value) };
  }
  if (/^[-+]?[\d\s.,'’]+$/.test(bare) && /\d/.test(bare)) {
    // Thousands grouped by spaces or apostrophes ("1 057,80", "2'880.00").
    const n = normaliseDecimal(bare.replace(/(?<=\d)[\s'’](?=\d{3}(?!\d))/g, ''), language);
    if (n) return { type: 'number', value: new Big(n.value) };
  }
  // "4,5 l", "6 pz", "1 ud", "18 m²": a quantity with its unit.
  const quantity = UNIT_AFTER.exec(bare);
  if (quantity) {
    const n = normaliseDecimal(quantity[1]!, language);
    if (n) return { type: 'quantity', value: new Big(n.value) };
  }
  return { type: 'word', text };
}

const close = (a: Big, b: Big) => a.minus(b).abs().lte(0.02);

/** quantity × price, less the discount in percent. */
function lineAmount(qty: Big, price: Big, discount: Big | null): Big {
  const gross = qty.times(price);
  return discount ? gross.minus(gross.times(discount).div(100)) : gross;
}

/** One row of a table under `header`; null when the cells do not fit the columns. */
export function readRow(line: string, header: TableHeader, language: string): LineFacts | null {
  let raw = splitCells(line, header.separator);
  // "1    4 Stk Bürodrehstuhl": a position number before the cells of the row.
  if (header.separator === 'space' && (header.kinds[0] === 'pos' || header.kinds[0] === 'code') && raw.length > 1) {
    const first = raw[0]!.trim();
    const lead = /^(\S+)\s+(.+)$/.exec(first);
    if (/^\d{1,3}[.)]?$/.test(first) || (header.kinds[0] === 'code' && /\d/.test(first) && !/\s/.test(first))) raw = raw.slice(1);
    else if (lead && (/^\d{1,3}[.)]?$/.test(lead[1]!) || (header.kinds[0] === 'code' && /\d/.test(lead[1]!) && /^[A-Z0-9-]+$/.test(lead[1]!))))
      raw = [lead[2]!, ...raw.slice(1)];
  }
  const cells = raw.map((c) => readCell(c, language));
  const kinds: Array<ColumnKind | null> = header.cells && header.cells.length === cells.length ? header.cells : cells.map(() => null);
  const words: string[] = [];
  let qty: Big | null = null;
  let price: Big | null = null;
  let total: Big | null = null;
  let discount: Big | null = null;
  let vat: Big | null = null;
  const loose: Big[] = [];
  const percents: Array<{ value: Big; afterNumbers: number }> = [];
  cells.forEach((cell, i) => {
    const kind = kinds[i];
    if (cell.type === 'word') {
      if (kind === 'pos' || kind === 'code') return;
      // "4 Stk Bürodrehstuhl": the quantity at the start of the description cell.
      const inner = /^(\d+(?:[.,]\d+)?)\s+(?:\p{L}{1,5}\.?\s+)?(?=\p{L}{3})/u.exec(cell.text);
      if (!header.cells && inner && header.kinds.indexOf('qty') < header.kinds.indexOf('desc') && qty === null) {
        qty = new Big(normaliseDecimal(inner[1]!, language)?.value ?? '0');
        words.push(cell.text.slice(inner[0].length));
      } else if (kind === 'unit' || (kind === null && words.length > 0 && /^\p{L}{1,6}\.?$/u.test(cell.text) && header.kinds.includes('unit'))) {
        // the unit column: not part of the description
      } else words.push(cell.text);
      return;
    }
    if (cell.type === 'empty') return;
    if (cell.type === 'quantity') {
      qty ??= cell.value;
      return;
    }
    if (cell.type === 'percent') {
      if (kind === 'discount') discount = cell.value;
      else if (kind === 'vat') vat = cell.value;
      else percents.push({ value: cell.value, afterNumbers: loose.length });
      return;
    }
    if (kind === 'qty') qty = cell.value;
    else if (kind === 'price') price = cell.value;
    else if (kind === 'total') total = cell.value;
    else if (kind === 'vat') vat = cell.value;
    else if (kind === 'discount') discount = cell.value;
    else if (kind === 'pos' || kind === 'code') return;
    else loose.push(cell.value);
  });
  // "Rinderhüfte frisch … 234,36  A": a capital letter of its own under a VAT column is the rate's code, which a
  // legend elsewhere resolves ("A = 7 %", "S  20.00%").
  const vatCode = header.kinds.includes('vat') && words.length > 1 && /^[A-Z]$/.test(words[words.length - 1]!.trim()) ? words.pop()!.trim() : null;
  if (words.length === 0) return null;
  // Numbers the cells did not place: in header order over the columns still open.
  if (loose.length) {
    const open = header.kinds.filter(
      (k) => (k === 'qty' && qty === null) || (k === 'price' && price === null) || (k === 'total' && total === null) || (k === 'vat' && vat === null),
    );
    // A last whole number under a VAT column ("… 95.00  20"): the rate.
    if (open.includes('vat') && loose.length >= open.length && open[open.length - 1] === 'vat') {
      const last = loose[loose.length - 1]!;
      if (last.lte(27) && last.gte(0)) {
        vat = loose.pop()!;
        open.pop();
      }
    }
    const numeric = open.filter((k) => k !== 'vat');
    if (loose.length > numeric.length) return null;
    // Fewer numbers than columns: the product decides (a row without its unit price, a count written in the description).
    if (loose.length === numeric.length) {
      loose.forEach((v, i) => {
        const k = numeric[i]!;
        if (k === 'qty') qty = v;
        else if (k === 'price') price = v;
        else total = v;
      });
    } else if (loose.length === 1 && numeric.includes('total')) total = loose[0]!;
    else if (loose.length === 2 && qty !== null) [price, total] = loose as [Big, Big];
    else return null;
  }
  for (const p of percents) {
    // A percent before the amount is the discount; after it, the VAT rate.
    if (
      header.kinds.includes('discount') &&
      (p.afterNumbers < loose.length + 1 || !header.kinds.includes('vat')) &&
      discount === null &&
      total !== null &&
      p.afterNumbers <= 2
    )
      discount = p.value;
    else vat ??= p.value;
  }
  if (total === null && price === null) return null;
  const q = qty as Big | null;
  const p = price as Big | null;
  const t = total as Big | null;
  const d = discount as Big | null;
  if (q && p && t && !close(lineAmount(q, p, d), t)) {
    // A percent taken for the discount that does not fit is the VAT rate.
    if (d && close(lineAmount(q, p, null), t) && vat === null) {
      vat = d;
      discount = null;
    } else if (!d || !close(lineAmount(q, p, null), t)) return null;
  }
  return {
    description: words.join(' '),
    quantity: q ? q.toString() : null,
    unit: null,
    unit_price: p ? p.toString() : null,
    net_amount: t ? t.toFixed(2) : q && p ? lineAmount(q, p, discount).toFixed(2) : null,
    vat_rate: vat ? (vat as Big).toString() : null,
    ...(vatCode && !vat ? { vat_code: vatCode } : {}),
  };
}

/** A line of numbers only (the cells of a row whose description stands on the line above). */
export function numbersOnly(line: string): boolean {
  // Unit words of up to three letters may stand among the numbers ("PZ  14,00  38,50", "4,5 l").
  return /\d/.test(line) && !/\p{L}/u.test(line.replace(CURRENCY_CELL, ' ').replace(/(?<![\p{L}])\p{L}{1,3}\.?(?![\p{L}])|m²/gu, ' '));
}

/** How many plain numbers a line holds (a sum line holds one, next to its label). */
export function plainNumbers(line: string): number {
  return (line.match(/(?<![\p{L}\d.,])\d[\d.,'’]*(?![\d%])/gu) ?? []).length;
}
