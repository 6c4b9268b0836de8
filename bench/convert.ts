// Conversions per second for a 10-line and a 1 000-line invoice: our pipeline (schema parse, pre-check,
// model with totals, UBL XML) side by side with @e-invoice-eu/core generating UBL for the same invoice
// in the same run, and the ratio; then our pipeline with the official rule-set check (XSD + Schematron
// through the validation engine), which the peer does not do. Run: npm run bench:convert
//
// Fairness: the peer's InvoiceService.generate() compiles its JSON schema on every call; here the schema
// is compiled once and each iteration runs what generate() does after compiling (validate, defaults,
// render). The peer needs its totals precomputed: they are built outside the timed section. Prices
// have two decimals because the peer's schema refuses more.
import { FormatFactoryService, ValidationService, invoiceSchema } from '@e-invoice-eu/core';
import Ajv2019 from 'ajv/dist/2019.js';
import peppol from '../formats/peppol-bis-3/index.js';
import { buildModel } from '../core/en16931/model.js';
import { Invoice, type InvoiceInput } from '../src/schemas/invoice.js';
import { manyLineInvoice } from '../test/convert/helpers/fixtures.js';
import { peerInputOf } from './convert-peer-input.js';
import { createValidationEngine } from '../src/validation/engine.js';
import { loadConfig } from '../src/config.js';
import { createNodeLoader, defaultCacheDir } from '../schematron/node.js';
import { builtinContext } from '../test/helpers/country-values.js';

const silent = { log() {}, warn() {}, error() {} };

const benchInvoice = (lines: number): InvoiceInput => manyLineInvoice(lines, `BENCH-${lines}`, { twoDecimalPrices: true });

/** Ours: what POST /v1/convert does before the rule-set check. */
function ours(input: InvoiceInput): string {
  const invoice = Invoice.parse(input);
  const issues = peppol.precheck!(invoice, 'peppol_bis_billing_3', builtinContext);
  const built = buildModel(invoice);
  if (issues.length > 0 || !built.ok) throw new Error('bench invoice refused');
  return peppol.serialize!(built.model, 'peppol_bis_billing_3', builtinContext).xml;
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

/** Mean milliseconds per call over at least `minMs` and `minRuns` runs (after warm-up runs). */
async function measure(fn: () => unknown, minMs = 1500, minRuns = 5, warmUp = 3): Promise<number> {
  for (let i = 0; i < warmUp; i++) await fn();
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < minMs || n < minRuns) {
    await fn();
    n++;
  }
  return (performance.now() - start) / n;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const peer = makePeer();
const engine = createValidationEngine({ artefactsDir: loadConfig().artefactsDir, loader: createNodeLoader(defaultCacheDir()) });
await engine.warmUp(['peppol-bis-3-ubl']);
const rows: string[] = [];
const checked: string[] = [];
for (const lines of [10, 1000]) {
  const input = benchInvoice(lines);
  const built = buildModel(Invoice.parse(input));
  if (!built.ok) throw new Error('bench invoice refused');
  const peerInput = peerInputOf(built.model);
  // The machine is shared: alternate short rounds of both and take the median of each, so a burst of
  // load elsewhere does not land on one side only.
  const oursRounds: number[] = [];
  const peerRounds: number[] = [];
  for (let round = 0; round < 5; round++) {
    oursRounds.push(await measure(() => ours(input), 300, 3, 1));
    peerRounds.push(await measure(() => peer(peerInput), 300, 3, 1));
  }
  const oursMs = median(oursRounds);
  const peerMs = median(peerRounds);
  rows.push(
    `| ${lines} | ${oursMs.toFixed(3)} ms (${Math.round(1000 / oursMs)}/s) | ${peerMs.toFixed(3)} ms (${Math.round(1000 / peerMs)}/s) | ${(peerMs / oursMs).toFixed(1)}× |`,
  );
  // A Schematron run costs seconds on a large document: fewer runs there.
  const withRulesMs = await measure(
    async () => {
      const result = await engine.validate({ xml: ours(input), ruleSetId: 'peppol-bis-3-ubl' });
      if (!result.is_valid) throw new Error('bench document fails the rule set');
    },
    lines > 100 ? 0 : 1500,
    lines > 100 ? 1 : 5,
    lines > 100 ? 0 : 1,
  );
  checked.push(`| ${lines} | ${withRulesMs.toFixed(1)} ms (${(1000 / withRulesMs).toFixed(withRulesMs > 1000 ? 2 : 0)}/s) |`);
}
console.log('UBL generation, totals included (Peppol BIS 3 profile; peer: @e-invoice-eu/core UBL, schema compiled once)\n');
console.log('| lines | ours | @e-invoice-eu/core | ours faster by |\n|---|---|---|---|');
for (const row of rows) console.log(row);
console.log('\nOurs with the rule-set check (XML + XSD + Schematron of peppol-bis-3-ubl)\n');
console.log('| lines | XML + rule-set check |\n|---|---|');
for (const row of checked) console.log(row);
