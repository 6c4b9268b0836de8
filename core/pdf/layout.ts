// Page layout of the readable invoice: a pure function from the rendered view (core/render) to A4 pages of
// positioned text, rules, bands and the logo. Text widths come from a measure function (the embedded font's
// metrics), so layout needs no PDF library and can be tested alone.
//
// The page is arranged so that a typical invoice of about ten lines fits one A4 page: logo, title and facts at
// the top, seller and buyer side by side, the lines table, then the closing block (allowances and charges,
// VAT breakdown, totals beside payment). A longer table continues on further pages, each with the table header
// repeated, the page's subtotal and the amount carried over at the foot, and the carried amount at the head of
// the next. The closing block is never orphaned: it moves to a new page together with at least the last line.
import Big from 'big.js';
import type { InvoiceView, ViewField, ViewParty } from '../render/view.js';

export const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const BOTTOM = 50; // room for the footer
const CONTENT_WIDTH = A4.width - 2 * MARGIN;

export type Measure = (text: string, size: number, bold: boolean) => number;

export type DrawOp =
  | { kind: 'text'; text: string; x: number; y: number; size: number; bold: boolean; accent?: boolean }
  | { kind: 'rule'; x1: number; y1: number; x2: number; y2: number; width: number; accent?: boolean }
  | { kind: 'band'; x: number; y: number; width: number; height: number }
  | { kind: 'image'; x: number; y: number; width: number; height: number };

export interface LaidOutPage {
  ops: DrawOp[];
}

export interface LayoutOptions {
  /** The logo's pixel size, when there is one: it is drawn in a box at the top left, aspect kept. */
  logo?: { width: number; height: number } | null;
}

type Align = 'left' | 'right';

const BODY = 8.5;
const SMALL = 7;
const LEADING = 1.3;
const LINE = BODY * LEADING;
const SMALL_LINE = SMALL * LEADING;
const LOGO_BOX = { width: 150, height: 46 };

/** Fixed column widths; the description takes what they leave. */
const COLUMN_WIDTHS: Record<string, number> = { id: 28, quantity: 50, unit: 44, unitPrice: 70, vat: 50, net: 74 };

class PageWriter {
  readonly pages: LaidOutPage[] = [];
  private page!: LaidOutPage;
  y = 0;
  /** Called after a page break, e.g. to repeat the table header. */
  onNewPage: (() => void) | null = null;
  /** Called before a page break, with the page still current (page subtotals). */
  beforeNewPage: (() => void) | null = null;

  constructor(
    readonly measure: Measure,
    private readonly bottom = BOTTOM,
  ) {
    this.newPage();
  }

  newPage(): void {
    if (this.pages.length > 0) this.beforeNewPage?.();
    this.page = { ops: [] };
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
    this.onNewPage?.();
  }

  /** Room left above the footer. */
  get room(): number {
    return this.y - this.bottom;
  }

  /** Starts a new page when `height` points do not fit any more. */
  ensure(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  /** Writes one line of text whose top is the cursor; shrinks it to fit `maxWidth`. */
  text(text: string, x: number, size: number, bold = false, align: Align = 'left', maxWidth = CONTENT_WIDTH, accent = false): void {
    if (text === '') return;
    let s = size;
    let w = this.measure(text, s, bold);
    if (w > maxWidth && w > 0) {
      s = Math.max(4, (s * maxWidth) / w);
      w = this.measure(text, s, bold);
    }
    const left = align === 'right' ? x - w : x;
    this.page.ops.push({ kind: 'text', text, x: left, y: this.y - size, size: s, bold, ...(accent ? { accent } : {}) });
  }

  rule(x1: number, x2: number, width = 0.5, accent = false): void {
    this.page.ops.push({ kind: 'rule', x1, y1: this.y, x2, y2: this.y, width, ...(accent ? { accent } : {}) });
  }

  band(height: number, x = MARGIN, width = CONTENT_WIDTH): void {
    this.page.ops.push({ kind: 'band', x, y: this.y - height, width, height });
  }

  image(x: number, width: number, height: number): void {
    this.page.ops.push({ kind: 'image', x, y: this.y - height, width, height });
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
        // An overlong word is cut into pieces character by character: one pass, whatever its length.
        let piece = '';
        let pieceWidth = 0;
        for (const ch of word) {
          const w = this.measure(ch, size, bold);
          if (piece && pieceWidth + w > width) {
            out.push(piece);
            piece = '';
            pieceWidth = 0;
          }
          piece += ch;
          pieceWidth += w;
        }
        line = piece;
      }
      out.push(line);
    }
    return out.length ? out : [''];
  }
}

const withTerm = (f: ViewField) => (f.bt ? `${f.label} (${f.bt})` : f.label);

/** "Label: value" rows, wrapped to `width`. */
function fieldRows(w: PageWriter, fields: ViewField[], x: number, width: number, size = BODY): void {
  for (const f of fields) {
    const label = withTerm(f);
    for (const part of w.wrap(label ? `${label}: ${f.value}` : f.value, width, size, f.strong ?? false)) {
      w.ensure(size * LEADING);
      w.text(part, x, size, f.strong ?? false, 'left', width);
      w.advance(size * LEADING);
    }
  }
}

function heading(w: PageWriter, text: string, x: number): void {
  w.text(text.toUpperCase(), x, SMALL, true, 'left', CONTENT_WIDTH, true);
  w.advance(SMALL_LINE + 2);
}

/** A party: heading, bold name, address, labelled fields; returns where it ends. */
function partyColumn(w: PageWriter, party: ViewParty, x: number, width: number, top: number): number {
  w.y = top;
  heading(w, party.heading, x);
  if (party.name) {
    for (const part of w.wrap(party.name, width, BODY, true)) {
      w.text(part, x, BODY, true, 'left', width);
      w.advance(LINE);
    }
  }
  for (const line of party.address) {
    for (const part of w.wrap(line, width, BODY)) {
      w.text(part, x, BODY, false, 'left', width);
      w.advance(LINE);
    }
  }
  fieldRows(w, party.fields, x, width, SMALL + 0.5);
  return w.y;
}

interface Column {
  key: string;
  title: string;
  align: Align;
  x: number;
  width: number;
}

function columnsOf(view: InvoiceView): Column[] {
  const fixed = Object.values(COLUMN_WIDTHS).reduce((s, v) => s + v, 0);
  let x = MARGIN;
  return view.columns.map((c) => {
    const width = COLUMN_WIDTHS[c.key] ?? CONTENT_WIDTH - fixed;
    const column = { key: c.key, title: c.title, align: c.align, x, width };
    x += width;
    return column;
  });
}

function cellX(c: Column): number {
  return c.align === 'right' ? c.x + c.width - 3 : c.x + 3;
}

function tableHeader(w: PageWriter, columns: Column[]): void {
  w.band(LINE + 4);
  w.advance(2.5);
  for (const c of columns) w.text(c.title, cellX(c), SMALL, true, c.align, c.width - 6);
  w.advance(LINE + 1.5);
}

/** Label left, amount right-aligned at `right`. */
function amountRow(w: PageWriter, label: string, value: string, x: number, right: number, bold = false): void {
  w.text(label, x, BODY, bold, 'left', right - x - 95);
  w.text(value, right, BODY, bold, 'right', 92);
  w.advance(LINE);
}

/** Allowances and charges, the VAT breakdown, and the totals beside the payment instructions. */
function closingBlock(w: PageWriter, view: InvoiceView): void {
  const right = MARGIN + CONTENT_WIDTH;
  if (view.allowanceCharges.length > 0) {
    w.advance(6);
    heading(w, view.text.allowanceCharges, MARGIN);
    for (const ac of view.allowanceCharges) amountRow(w, withTerm(ac), ac.value, MARGIN, right);
  }
  w.advance(8);
  w.text(view.vatHeading.title.toUpperCase(), MARGIN, SMALL, true, 'left', CONTENT_WIDTH - 240, true);
  w.text(view.vatHeading.taxable, right - 100, SMALL, true, 'right', 100);
  w.text(view.vatHeading.tax, right, SMALL, true, 'right', 92);
  w.advance(SMALL_LINE + 2);
  for (const row of view.vatRows) {
    w.text(row.label, MARGIN, BODY, false, 'left', CONTENT_WIDTH - 210);
    w.text(row.taxable, right - 100, BODY, false, 'right', 100);
    w.text(row.tax, right, BODY, false, 'right', 92);
    w.advance(LINE);
  }

  // Totals on the right half, payment on the left half, from the same top.
  w.advance(8);
  const top = w.y;
  const half = CONTENT_WIDTH / 2;
  const totalsX = MARGIN + half + 8;
  w.rule(totalsX, right, 0.75, true);
  w.advance(3);
  for (const t of view.totals) {
    if (t.strong) {
      w.advance(1);
      w.rule(totalsX, right, 0.75, true);
      w.advance(2);
    }
    amountRow(w, withTerm(t), t.value, totalsX, right, t.strong ?? false);
  }
  const totalsEnd = w.y;
  w.y = top;
  if (view.payment.length > 0) {
    heading(w, view.text.payment, MARGIN);
    fieldRows(w, view.payment, MARGIN, half - 12);
  }
  w.y = Math.min(w.y, totalsEnd);
}

/** Height the closing block takes, measured by laying it out on a page that never ends. */
function closingHeight(view: InvoiceView, measure: Measure): number {
  const dry = new PageWriter(measure, Number.NEGATIVE_INFINITY);
  const start = dry.y;
  closingBlock(dry, view);
  return start - dry.y;
}

function section(w: PageWriter, title: string, fields: ViewField[]): void {
  if (fields.length === 0) return;
  w.advance(8);
  w.ensure(SMALL_LINE + 2 + LINE * Math.min(2, fields.length));
  heading(w, title, MARGIN);
  fieldRows(w, fields, MARGIN, CONTENT_WIDTH);
}

export function layoutInvoice(view: InvoiceView, measure: Measure, options: LayoutOptions = {}): LaidOutPage[] {
  const w = new PageWriter(measure);
  const half = CONTENT_WIDTH / 2;
  const right = MARGIN + CONTENT_WIDTH;

  // Logo and title on the left, facts on the right.
  const top = w.y;
  if (options.logo) {
    const scale = Math.min(LOGO_BOX.width / options.logo.width, LOGO_BOX.height / options.logo.height);
    const width = options.logo.width * scale;
    const height = options.logo.height * scale;
    w.image(MARGIN, width, height);
    w.advance(height + 8);
  }
  w.text(view.title, MARGIN, 20, true, 'left', half - 10, true);
  w.advance(26);
  const titleEnd = w.y;
  w.y = top;
  for (const f of view.facts) {
    w.text(`${withTerm(f)}:`, MARGIN + half + 8, SMALL + 0.5, true, 'left', half * 0.45);
    w.text(f.value, right, SMALL + 0.5, false, 'right', half * 0.55 - 12);
    w.advance((SMALL + 0.5) * LEADING);
  }
  const factsEnd = w.y;
  // The seller starts under the title, the buyer under the facts: the facts column does not push both down.
  w.y = titleEnd;
  const sellerEnd = partyColumn(w, view.seller, MARGIN, half - 12, titleEnd - 4);
  const buyerEnd = partyColumn(w, view.buyer, MARGIN + half + 8, half - 12, factsEnd - 8);
  w.y = Math.min(sellerEnd, buyerEnd) - 4;
  if (view.delivery) {
    const d = view.delivery;
    w.advance(4);
    heading(w, d.heading, MARGIN);
    const parts = [d.name, ...d.address, ...d.fields.map((f) => `${withTerm(f)}: ${f.value}`)].filter(Boolean);
    for (const part of w.wrap(parts.join(' · '), CONTENT_WIDTH, BODY)) {
      w.text(part, MARGIN, BODY);
      w.advance(LINE);
    }
  }

  // The lines table.
  w.advance(10);
  const columns = columnsOf(view);
  const description = columns.find((c) => c.key === 'description')!;
  const closing = Math.min(closingHeight(view, measure), A4.height - MARGIN - BOTTOM - 120);
  const subtotalRow = LINE + 6;
  let carried = new Big(0);
  let pageSum = new Big(0);
  let summable = view.lines.every((l) => l.netDecimal !== null);
  w.ensure(LINE * 4);
  tableHeader(w, columns);
  w.beforeNewPage = () => {
    if (!summable) return;
    w.advance(2);
    w.rule(MARGIN, right, 0.5);
    w.advance(2);
    w.text(`${view.text.pageSubtotal}: ${view.money(pageSum.toFixed(2))}`, MARGIN + 3, SMALL, false, 'left', half);
    w.text(`${view.text.carriedOver}: ${view.money(carried.toFixed(2))}`, right - 3, SMALL, true, 'right', half - 10);
  };
  w.onNewPage = () => {
    tableHeader(w, columns);
    if (summable) {
      w.text(view.text.carriedOver, description.x + 3, SMALL, true, 'left', description.width);
      w.text(view.money(carried.toFixed(2)), right - 3, SMALL, true, 'right', 90);
      w.advance(SMALL_LINE + 2);
    }
    pageSum = new Big(0);
  };
  view.lines.forEach((line, index) => {
    const descLines = w.wrap(line.description, description.width - 6, BODY);
    // A line's details run on as one paragraph (note · classification · order line …), not one row each.
    const details = line.details.map((d) => (d.label ? `${withTerm(d)}: ${d.value}` : d.value)).join(' · ');
    const detailLines = details ? w.wrap(details, description.width - 6, SMALL) : [];
    const height = descLines.length * LINE + detailLines.length * SMALL_LINE + 4;
    const isLast = index === view.lines.length - 1;
    // Room for the row, the page subtotal under it, and (for the last row) the closing block.
    w.ensure(Math.min(height, 200) + (summable && !isLast ? subtotalRow : 0) + (isLast ? closing : 0));
    for (const c of columns) {
      if (c.key === 'description') continue;
      w.text(line[c.key as Exclude<keyof typeof line, 'details' | 'netDecimal'>] as string, cellX(c), BODY, false, c.align, c.width - 6);
    }
    for (const part of descLines) {
      if (w.room < LINE + subtotalRow) w.newPage();
      w.text(part, description.x + 3, BODY, false, 'left', description.width - 6);
      w.advance(LINE);
    }
    for (const part of detailLines) {
      if (w.room < SMALL_LINE + subtotalRow) w.newPage();
      w.text(part, description.x + 3, SMALL, false, 'left', description.width - 6);
      w.advance(SMALL_LINE);
    }
    if (summable && line.netDecimal !== null) {
      carried = carried.plus(line.netDecimal);
      pageSum = pageSum.plus(line.netDecimal);
    }
    w.advance(2);
    w.rule(MARGIN, right, 0.25);
    w.advance(2);
  });
  w.onNewPage = null;
  w.beforeNewPage = null;
  summable = false;

  w.ensure(closing);
  closingBlock(w, view);

  if (view.notes.length > 0)
    section(
      w,
      view.text.notes,
      view.notes.map((n) => ({ label: '', value: n })),
    );
  section(w, view.text.other, view.other);

  // Footer with page numbers, now that the page count is known.
  const count = w.pages.length;
  w.pages.forEach((page, i) => {
    const y = BOTTOM - 24;
    const numberText = view.text.page(i + 1, count);
    const numberWidth = measure(numberText, SMALL, false);
    page.ops.push({ kind: 'rule', x1: MARGIN, y1: y + 10, x2: right, y2: y + 10, width: 0.25 });
    page.ops.push(fitText({ kind: 'text', text: view.footer, x: MARGIN, y, size: SMALL, bold: false }, measure, CONTENT_WIDTH - numberWidth - 20));
    page.ops.push({ kind: 'text', text: numberText, x: right - numberWidth, y, size: SMALL, bold: false });
  });
  return w.pages;
}

/** Shortens a text with an ellipsis until it fits. */
function fitText(op: Extract<DrawOp, { kind: 'text' }>, measure: Measure, maxWidth: number): DrawOp {
  if (measure(op.text, op.size, false) <= maxWidth) return op;
  let keep = op.text.length;
  while (keep > 1 && measure(`${op.text.slice(0, keep)}…`, op.size, false) > maxWidth) keep--;
  return { ...op, text: `${op.text.slice(0, keep)}…` };
}
