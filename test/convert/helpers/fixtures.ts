// The canonical invoice fixtures (test/fixtures/invoices/*.json) and the 10 000-line invoice, which is
// built here rather than stored (about 3 MB of JSON).
import { readdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InvoiceInput } from '../../../src/schemas/invoice.js';
import { invoice, line } from '../../fixtures/invoices/generate.js';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'invoices');

export function loadFixtures(): Array<{ name: string; invoice: InvoiceInput }> {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f.replace(/\.json$/, ''), invoice: JSON.parse(readFileSync(join(dir, f), 'utf8')) as InvoiceInput }));
}

/** An invoice with `count` lines at two rates, prices with up to four decimals. */
/**
 * A German invoice with `count` generated lines at 19 % and 7 %. Unit prices have four decimals by default;
 * `twoDecimalPrices` keeps two, for peers whose schema refuses more (benchmarks). Prices are built as text,
 * never through binary floats.
 */
export function manyLineInvoice(count: number, number = `BIG-${count}`, options: { twoDecimalPrices?: boolean } = {}): InvoiceInput {
  const price = (i: number) => {
    const cents = (i * 37) % 1000;
    return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}${options.twoDecimalPrices ? '' : '25'}`;
  };
  return invoice(number, {
    payment: { means_code: '58', bank_account: { iban: 'DE02120300000000202051' } },
    lines: Array.from({ length: count }, (_, i) =>
      line(String(i + 1), `Artikel ${i + 1}`, String((i % 9) + 1), price(i), 'S', i % 4 === 0 ? '7' : '19'),
    ),
  });
}
