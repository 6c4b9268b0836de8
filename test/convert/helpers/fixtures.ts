// The canonical invoice fixtures (test/fixtures/invoices/*.json) and the 10 000-line invoice, which is
// built here rather than stored (about 3 MB of JSON).
import { readdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InvoiceInput } from '../../../src/schemas/invoice.js';
import { line, sellerDE, buyerDE } from '../../fixtures/invoices/generate.js';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'invoices');

export function loadFixtures(): Array<{ name: string; invoice: InvoiceInput }> {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f.replace(/\.json$/, ''), invoice: JSON.parse(readFileSync(join(dir, f), 'utf8')) as InvoiceInput }));
}

/** An invoice with `count` lines at two rates, prices with up to four decimals. */
export function manyLineInvoice(count: number, number = `BIG-${count}`): InvoiceInput {
  return {
    invoice_number: number,
    issue_date: '2026-11-02',
    type_code: '380',
    currency_code: 'EUR',
    due_date: '2026-12-02',
    buyer_reference: '05315000-12345-67',
    seller: sellerDE,
    buyer: buyerDE,
    payment: { means_code: '58', bank_account: { iban: 'DE02120300000000202051' } },
    lines: Array.from({ length: count }, (_, i) =>
      line(String(i + 1), `Artikel ${i + 1}`, String((i % 9) + 1), (((i * 37) % 1000) / 100 + 0.0125).toFixed(4), 'S', i % 4 === 0 ? '7' : '19'),
    ),
  };
}
