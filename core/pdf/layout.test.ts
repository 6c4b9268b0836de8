// The page layout alone, with a fixed-width measure: what goes where, page breaks, repeated table headers,
// wrapping, and that nothing is drawn outside the page.
import { describe, expect, it } from 'vitest';
import { A4, layoutInvoice, type DrawOp, type Measure } from './layout.js';
import { buildView, sourceOfModel } from '../render/index.js';
import { formatterFor } from '../render/format.js';
import { creditNote, linesInvoice, modelOf, richInvoice } from '../../test/cii/samples.js';

/** Every character 0.5 em wide: simple and predictable. */
const measure: Measure = (text, size) => [...text].length * size * 0.5;

const texts = (ops: DrawOp[]) => ops.filter((o): o is Extract<DrawOp, { kind: 'text' }> => o.kind === 'text');

/** The English view of a canonical invoice, as convert's PDF step builds it. */
const sheetFromModel = (model: ReturnType<typeof modelOf>) => buildView(sourceOfModel(model), { language: 'en' });
const money = (value: string) => formatterFor('en').money(value, 'EUR');

describe('the view the layout places', () => {
  it('takes amounts from the model and labels a credit note as such', () => {
    const model = modelOf(richInvoice);
    const sheet = sheetFromModel(model);
    expect(sheet.title).toBe('Invoice');
    expect(sheet.totals.at(-1)).toEqual({ label: 'Amount due', value: money(model.totals.payable), strong: true });
    expect(sheet.vatRows.map((r) => r.tax)).toEqual(model.vatBreakdown.map((g) => money(g.taxAmount)));
    expect(sheet.lines.map((l) => l.net)).toEqual(model.lines.map((l) => money(l.netAmount)));
    expect(sheetFromModel(modelOf(creditNote)).title).toBe('Credit note');
  });
});

describe('layoutInvoice', () => {
  it('lays out parties, lines, VAT, totals, payment and notes of a short invoice on at most two pages', () => {
    const pages = layoutInvoice(sheetFromModel(modelOf(richInvoice)), measure);
    expect(pages.length).toBeLessThanOrEqual(2);
    const all = pages.flatMap((p) => texts(p.ops).map((t) => t.text));
    for (const expected of [
      'Invoice',
      'INV-2026-0042',
      'SELLER',
      'BUYER',
      'DELIVERY',
      'Consulting hours',
      'VAT BREAKDOWN',
      'Amount due',
      'PAYMENT',
      'NOTES',
      `Page 1 of ${pages.length}`,
    ]) {
      expect(
        all.some((t) => t.includes(expected)),
        expected,
      ).toBe(true);
    }
  });

  it('continues the line table over pages, repeating the header, and keeps every line once and in order', () => {
    const sheet = sheetFromModel(modelOf(linesInvoice(300)));
    const pages = layoutInvoice(sheet, measure);
    expect(pages.length).toBeGreaterThan(3);
    const descriptions = pages.flatMap((p) =>
      texts(p.ops)
        .filter((t) => t.text.endsWith('– widget'))
        .map((t) => t.text),
    );
    expect(descriptions).toEqual(sheet.lines.map((l) => l.description));
    pages.forEach((page, i) => {
      const pageTexts = texts(page.ops).map((t) => t.text);
      expect(pageTexts).toContain(`Page ${i + 1} of ${pages.length}`);
      if (pageTexts.some((t) => t.endsWith('– widget'))) expect(pageTexts).toContain('Unit price');
    });
  });

  it('draws nothing outside the page and never overlaps the footer', () => {
    for (const input of [richInvoice, linesInvoice(120)]) {
      for (const page of layoutInvoice(sheetFromModel(modelOf(input)), measure)) {
        for (const op of texts(page.ops)) {
          expect(op.x).toBeGreaterThanOrEqual(0);
          expect(op.x + measure(op.text, op.size, op.bold)).toBeLessThanOrEqual(A4.width + 0.01);
          expect(op.y).toBeGreaterThan(0);
          expect(op.y).toBeLessThan(A4.height);
        }
        const footerY = Math.max(
          ...texts(page.ops)
            .filter((t) => t.text.startsWith('Page '))
            .map((t) => t.y),
        );
        const body = texts(page.ops).filter((t) => !t.text.startsWith('Page ') && !t.text.startsWith('Invoice · '));
        for (const op of body) expect(op.y).toBeGreaterThan(footerY + 10);
      }
    }
  });

  it('wraps a long description instead of cutting it', () => {
    const long = 'A very long description '.repeat(20).trim();
    const input = { ...richInvoice, lines: [{ ...richInvoice.lines[0]!, description: long }] };
    const pages = layoutInvoice(sheetFromModel(modelOf({ ...input, allowances: [] })), measure);
    const words = texts(pages[0]!.ops)
      .filter((t) => t.text.startsWith('A very') || t.text.includes('description'))
      .map((t) => t.text)
      .join(' ');
    expect(words.replace(/\s+/g, ' ')).toContain(long);
  });
});
