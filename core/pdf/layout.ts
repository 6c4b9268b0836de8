// Page layout of the readable invoice: a pure function from the sheet to A4 pages of positioned text and
// rules. Text widths come from a measure function (the embedded font's metrics), so layout needs no PDF
// library and can be tested alone. The line table continues over as many pages as needed, with its header
// repeated on each page.
import type { InvoiceSheet, SheetParty } from './sheet.js';

export const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const BOTTOM = 54; // room for the footer
const CONTENT_WIDTH = A4.width - 2 * MARGIN;

export type Measure = (text: string, size: number, bold: boolean) => number;

export type DrawOp =
  | { kind: 'text'; text: string; x: number; y: number; size: number; bold: boolean }
  | { kind: 'rule'; x1: number; y1: number; x2: number; y2: number; width: number }
  | { kind: 'band'; x: number; y: number; width: number; height: number };

export interface LaidOutPage {
  ops: DrawOp[];
}

type Align = 'left' | 'right';

interface Column {
  title: string;
  width: number;
  align: Align;
  pick: (line: InvoiceSheet['lines'][number]) => string;
}

const COLUMNS: Column[] = [
  { title: '#', width: 30, align: 'left', pick: (l) => l.id },
  { title: 'Description', width: 0, align: 'left', pick: (l) => l.description },
  { title: 'Quantity', width: 52, align: 'right', pick: (l) => l.quantity },
  { title: 'Unit', width: 34, align: 'left', pick: (l) => l.unit },
  { title: 'Unit price', width: 66, align: 'right', pick: (l) => l.unitPrice },
  { title: 'VAT', width: 54, align: 'right', pick: (l) => l.vat },
  { title: 'Net amount', width: 72, align: 'right', pick: (l) => l.net },
];
// The description takes what the fixed columns leave.
COLUMNS[1]!.width = CONTENT_WIDTH - COLUMNS.reduce((s, c) => s + c.width, 0);

const BODY = 9;
const SMALL = 7.5;
const LEADING = 1.3;

class PageWriter {
  readonly pages: LaidOutPage[] = [];
  private page!: LaidOutPage;
  y = 0;
  /** Called after a page break, e.g. to repeat the table header. */
  onNewPage: (() => void) | null = null;

  constructor(private readonly measure: Measure) {
    this.newPage();
  }

  newPage(): void {
    this.page = { ops: [] };
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
    this.onNewPage?.();
  }

  /** Starts a new page when `height` points do not fit any more. */
  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  /** Writes one line of text with its baseline `size` below the cursor's top; shrinks it to fit `maxWidth`. */
  text(text: string, x: number, size: number, bold = false, align: Align = 'left', maxWidth = CONTENT_WIDTH): void {
    let s = size;
    let w = this.measure(text, s, bold);
    if (w > maxWidth && w > 0) {
      s = Math.max(4, (s * maxWidth) / w);
      w = this.measure(text, s, bold);
    }
    const left = align === 'right' ? x - w : x;
    this.page.ops.push({ kind: 'text', text, x: left, y: this.y - size, size: s, bold });
  }

  rule(x1: number, x2: number, width = 0.5): void {
    this.page.ops.push({ kind: 'rule', x1, y1: this.y, x2, y2: this.y, width });
  }

  band(height: number): void {
    this.page.ops.push({ kind: 'band', x: MARGIN, y: this.y - height, width: CONTENT_WIDTH, height });
  }

  advance(points: number): void {
    this.y -= points;
  }

  /** Splits text into lines no wider than `width`, breaking at spaces and, for overlong words, anywhere. */
  wrap(text: string, width: number, size: number, bold = false): string[] {
    const out: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.measure(candidate, size, bold) <= width) {
          line = candidate;
          continue;
        }
        if (line) out.push(line);
        line = '';
        let rest = word;
        while (this.measure(rest, size, bold) > width && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && this.measure(rest.slice(0, cut), size, bold) > width) cut--;
          out.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      out.push(line);
    }
    return out.length ? out : [''];
  }
}

/** A heading and its lines; a party's first line (its name) is bold. */
function partyColumn(w: PageWriter, party: SheetParty, x: number, width: number, top: number, boldFirst = true): number {
  w.y = top;
  w.text(party.heading.toUpperCase(), x, SMALL, true);
  w.advance(SMALL * LEADING + 2);
  party.lines.forEach((line, i) => {
    const bold = boldFirst && i === 0;
    for (const part of w.wrap(line, width, BODY, bold)) {
      w.text(part, x, BODY, bold);
      w.advance(BODY * LEADING);
    }
  });
  return w.y;
}

function tableHeader(w: PageWriter): void {
  w.band(BODY * LEADING + 4);
  let x = MARGIN;
  w.advance(2);
  for (const c of COLUMNS) {
    w.text(c.title, c.align === 'right' ? x + c.width - 3 : x + 3, SMALL, true, c.align, c.width - 6);
    x += c.width;
  }
  w.advance(BODY * LEADING + 2);
}

function lineTable(w: PageWriter, sheet: InvoiceSheet): void {
  w.ensure(60);
  tableHeader(w);
  w.onNewPage = () => tableHeader(w);
  const descWidth = COLUMNS[1]!.width - 6;
  for (const line of sheet.lines) {
    const descLines = w.wrap(line.description, descWidth, BODY);
    const detailLines = line.details.flatMap((d) => w.wrap(d, descWidth, SMALL));
    const height = descLines.length * BODY * LEADING + detailLines.length * SMALL * LEADING + 3;
    w.ensure(Math.min(height, 200));
    let x = MARGIN;
    for (const c of COLUMNS) {
      if (c.title !== 'Description') {
        w.text(c.pick(line), c.align === 'right' ? x + c.width - 3 : x + 3, BODY, false, c.align, c.width - 6);
      }
      x += c.width;
    }
    const descX = MARGIN + COLUMNS[0]!.width + 3;
    for (const part of descLines) {
      w.ensure(BODY * LEADING);
      w.text(part, descX, BODY);
      w.advance(BODY * LEADING);
    }
    for (const part of detailLines) {
      w.ensure(SMALL * LEADING);
      w.text(part, descX, SMALL);
      w.advance(SMALL * LEADING);
    }
    w.advance(1.5);
    w.rule(MARGIN, MARGIN + CONTENT_WIDTH, 0.25);
    w.advance(1.5);
  }
  w.onNewPage = null;
}

/** Label on the left, amount right-aligned at the right margin. */
function amountRows(w: PageWriter, rows: Array<{ label: string; value: string; strong?: boolean }>, labelX: number): void {
  for (const row of rows) {
    w.ensure(BODY * LEADING);
    w.text(row.label, labelX, BODY, row.strong ?? false, 'left', MARGIN + CONTENT_WIDTH - labelX - 110);
    w.text(row.value, MARGIN + CONTENT_WIDTH, BODY, row.strong ?? false, 'right', 105);
    w.advance(BODY * LEADING);
  }
}

function section(w: PageWriter, heading: string, lines: string[]): void {
  if (lines.length === 0) return;
  w.advance(6);
  w.ensure(SMALL * LEADING + BODY * LEADING * 2);
  w.text(heading.toUpperCase(), MARGIN, SMALL, true);
  w.advance(SMALL * LEADING + 2);
  for (const line of lines) {
    for (const part of w.wrap(line, CONTENT_WIDTH, BODY)) {
      w.ensure(BODY * LEADING);
      w.text(part, MARGIN, BODY);
      w.advance(BODY * LEADING);
    }
  }
}

export function layoutInvoice(sheet: InvoiceSheet, measure: Measure): LaidOutPage[] {
  const w = new PageWriter(measure);
  const half = CONTENT_WIDTH / 2;

  // Title and facts (right), seller and buyer (two columns).
  w.text(sheet.title, MARGIN, 20, true);
  const top = w.y;
  let factsY = top;
  for (const [label, value] of sheet.facts) {
    w.y = factsY;
    w.text(`${label}:`, MARGIN + half + 10, BODY, true);
    w.text(value, MARGIN + CONTENT_WIDTH, BODY, false, 'right', half - 110);
    factsY -= BODY * LEADING;
  }
  const afterTitle = Math.min(top - 34, factsY - 8);
  const sellerEnd = partyColumn(w, sheet.seller, MARGIN, half - 10, afterTitle);
  const buyerEnd = partyColumn(w, sheet.buyer, MARGIN + half + 10, half - 10, afterTitle);
  w.y = Math.min(sellerEnd, buyerEnd) - 6;
  if (sheet.delivery) {
    w.y = partyColumn(w, sheet.delivery, MARGIN, CONTENT_WIDTH, w.y, false) - 6;
  }

  w.advance(6);
  lineTable(w, sheet);

  const labelX = MARGIN + half - 40;
  if (sheet.allowanceCharges.length > 0) {
    w.advance(6);
    amountRows(
      w,
      sheet.allowanceCharges.map(([label, value]) => ({ label, value })),
      MARGIN,
    );
  }

  // VAT breakdown.
  w.advance(8);
  w.ensure(SMALL * LEADING * 2 + BODY * LEADING * sheet.vatRows.length);
  w.text('VAT BREAKDOWN', MARGIN, SMALL, true);
  w.text('Taxable amount', MARGIN + CONTENT_WIDTH - 115, SMALL, true, 'right');
  w.text('VAT amount', MARGIN + CONTENT_WIDTH, SMALL, true, 'right');
  w.advance(SMALL * LEADING + 2);
  for (const row of sheet.vatRows) {
    w.ensure(BODY * LEADING);
    w.text(row.label, MARGIN, BODY, false, 'left', CONTENT_WIDTH - 240);
    w.text(row.taxable, MARGIN + CONTENT_WIDTH - 115, BODY, false, 'right', 110);
    w.text(row.tax, MARGIN + CONTENT_WIDTH, BODY, false, 'right', 105);
    w.advance(BODY * LEADING);
  }

  // Totals.
  w.advance(6);
  w.ensure(BODY * LEADING * sheet.totals.length + 4);
  w.rule(labelX, MARGIN + CONTENT_WIDTH);
  w.advance(3);
  amountRows(w, sheet.totals, labelX);

  section(w, 'Payment', sheet.payment);
  section(w, 'Notes', sheet.notes);

  // Footer with page numbers, now that the page count is known.
  const count = w.pages.length;
  w.pages.forEach((page, i) => {
    const y = BOTTOM - 24;
    const footer = { kind: 'text' as const, text: sheet.footer, x: MARGIN, y, size: SMALL, bold: false };
    const numberText = `Page ${i + 1} of ${count}`;
    page.ops.push({ kind: 'rule', x1: MARGIN, y1: y + 10, x2: MARGIN + CONTENT_WIDTH, y2: y + 10, width: 0.25 });
    page.ops.push(fitFooter(footer, measure, CONTENT_WIDTH - 80));
    page.ops.push({ kind: 'text', text: numberText, x: MARGIN + CONTENT_WIDTH - measure(numberText, SMALL, false), y, size: SMALL, bold: false });
  });
  return w.pages;
}

/** Shortens the footer text with an ellipsis until it fits. */
function fitFooter(op: Extract<DrawOp, { kind: 'text' }>, measure: Measure, maxWidth: number): DrawOp {
  if (measure(op.text, op.size, false) <= maxWidth) return op;
  let keep = op.text.length;
  while (keep > 1 && measure(`${op.text.slice(0, keep)}…`, op.size, false) > maxWidth) keep--;
  return { ...op, text: `${op.text.slice(0, keep)}…` };
}
