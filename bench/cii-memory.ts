// Peak memory of one 1 000-line Factur-X PDF/A-3 conversion in a process that loads only the service's own
// modules (run by bench/cii.ts as a child process; prints one JSON line).
import facturx from '../formats/facturx/index.js';
import { buildModel } from '../src/invoice/model.js';
import { Invoice } from '../src/schemas/invoice.js';
import { buyerDE, line, sellerDE } from '../test/fixtures/invoices/generate.js';

const invoice = Invoice.parse({
  invoice_number: 'MEM-1000',
  issue_date: '2026-11-02',
  currency_code: 'EUR',
  due_date: '2026-12-02',
  buyer_reference: 'REF-1',
  seller: sellerDE,
  buyer: buyerDE,
  payment: { means_code: '58', bank_account: { iban: 'DE02120300000000202051' } },
  lines: Array.from({ length: 1000 }, (_, i) => line(String(i + 1), `Artikel ${i + 1}`, String((i % 9) + 1), `${(i % 97) + 1}.${String(i % 100).padStart(2, '0')}`, 'S', i % 4 === 0 ? '7' : '19')),
});
const baseline = process.resourceUsage().maxRSS;
const started = performance.now();
const built = buildModel(invoice);
if (!built.ok) throw new Error('bench invoice refused');
const { xml } = facturx.serialize!(built.model, 'facturx_en16931');
const pdf = await facturx.pdf!({ xml, model: built.model, profile: 'facturx_en16931' });
console.log(JSON.stringify({ ms: performance.now() - started, bytes: pdf.length, peakRssMb: process.resourceUsage().maxRSS / 1024, baselineRssMb: baseline / 1024 }));
