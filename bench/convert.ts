// Conversions per second for a 10-line and a 1 000-line invoice: our pipeline (schema parse, pre-check,
// model with totals, UBL XML) side by side with @e-invoice-eu/core generating UBL for the same invoice
// in the same run, and the ratio. Run: npm run bench:convert
//
// Fairness: the peer's InvoiceService.generate() compiles its JSON schema on every call; here the schema
// is compiled once and each iteration runs what generate() does after compiling (validate, defaults,
// render). The peer needs its totals precomputed: they are built outside the timed section. Prices
// have two decimals because the peer's schema refuses more.
import { FormatFactoryService, ValidationService, invoiceSchema } from '@e-invoice-eu/core';
import Ajv2019 from 'ajv/dist/2019.js';
import peppol from '../formats/peppol-bis-3/index.js';
import { buildModel } from '../src/invoice/model.js';
import { Invoice, type InvoiceInput } from '../src/schemas/invoice.js';
import { buyerDE, line, sellerDE } from '../test/fixtures/invoices/generate.js';
import { peerInputOf } from './convert-peer-input.js';

const silent = { log() {}, warn() {}, error() {} };

function benchInvoice(lines: number): InvoiceInput {
  return {
    invoice_number: `BENCH-${lines}`,
    issue_date: '2026-11-02',
    currency_code: 'EUR',
    due_date: '2026-12-02',
    buyer_reference: 'REF-1',
    seller: sellerDE,
    buyer: buyerDE,
    payment: { means_code: '58', bank_account: { iban: 'DE02120300000000202051' } },
    lines: Array.from({ length: lines }, (_, i) => line(String(i + 1), `Artikel ${i + 1}`, String((i % 9) + 1), `${(i % 97) + 1}.${String(i % 100).padStart(2, '0')}`, 'S', i % 4 === 0 ? '7' : '19')),
  };
}

/** Ours: what POST /v1/convert does before the rule-set check. */
function ours(input: InvoiceInput): string {
  const invoice = Invoice.parse(input);
  const issues = peppol.precheck!(invoice, 'peppol_bis_billing_3');
  const built = buildModel(invoice);
  if (issues.length > 0 || !built.ok) throw new Error('bench invoice refused');
  return peppol.serialize!(built.model, 'peppol_bis_billing_3').xml;
}

function makePeer() {
  const formatter = new FormatFactoryService().createFormatService('UBL', silent as never);
  const schema = structuredClone(invoiceSchema);
  formatter.patchSchema(schema as never);
  const validate = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile(schema);
  const validation = new ValidationService(silent as never);
  return async (input: unknown) => {
    const invoice = validation.validate('invoice data', validate as never, structuredClone(input));
    formatter.fillInvoiceDefaults(invoice as never);
    return formatter.generate(invoice as never, { format: 'UBL', lang: 'en-us' });
  };
}

/** Mean milliseconds per call over at least `minMs` of running (after a warm-up). */
async function measure(fn: () => unknown, minMs = 1500): Promise<number> {
  for (let i = 0; i < 3; i++) await fn();
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < minMs || n < 5) {
    await fn();
    n++;
  }
  return (performance.now() - start) / n;
}

const peer = makePeer();
const rows: string[] = [];
for (const lines of [10, 1000]) {
  const input = benchInvoice(lines);
  const built = buildModel(Invoice.parse(input));
  if (!built.ok) throw new Error('bench invoice refused');
  const peerInput = peerInputOf(built.model);
  const oursMs = await measure(() => ours(input));
  const peerMs = await measure(() => peer(peerInput));
  rows.push(
    `| ${lines} | ${oursMs.toFixed(3)} ms (${Math.round(1000 / oursMs)}/s) | ${peerMs.toFixed(3)} ms (${Math.round(1000 / peerMs)}/s) | ${(peerMs / oursMs).toFixed(1)}× |`,
  );
}
console.log('UBL generation, totals included (Peppol BIS 3 profile; peer: @e-invoice-eu/core UBL, schema compiled once)\n');
console.log('| lines | ours | @e-invoice-eu/core | ours faster by |\n|---|---|---|---|');
for (const row of rows) console.log(row);
