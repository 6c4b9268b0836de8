// Import speed, warm on Node: a Peppol UBL and a Factur-X CII document of 10, 1 000 and 10 000 lines (made
// by our writers) read back into the canonical invoice. "read" is the pure reader (document → invoice, totals,
// loss report); "read + checks" adds the canonical schema, the model and the totals comparison; "import" is
// what POST /v1/import does before the rule-set check: the libxml2 well-formedness gate and format detection
// first, then all of the above. The ratio compares import with convert (schema, pre-check, model, writer) of
// the same invoice, measured in the same run (the machine is shared: compare within a run).
// Run: npm run bench:import
import facturx from '../formats/facturx/index.js';
import peppol from '../formats/peppol-bis-3/index.js';
import { readCii } from '../core/syntax/cii/read/reader.js';
import { readUbl } from '../core/syntax/ubl/read/reader.js';
import type { ReadResult } from '../core/syntax/common/read/read-result.js';
import type { FormatPlugin } from '../plugins/contracts.js';
import { checkInvoice } from '../src/import/service.js';
import { buildModel } from '../core/en16931/model.js';
import { Invoice, type InvoiceInput } from '../src/schemas/invoice.js';
import { identify } from '../src/validation/detect.js';
import { parseInput } from '../src/validation/xml-input.js';
import { manyLineInvoice } from '../test/convert/helpers/fixtures.js';

const TARGETS: Array<{ name: string; plugin: FormatPlugin; profile: string; read: (xml: string) => ReadResult }> = [
  { name: 'Peppol BIS 3 (UBL)', plugin: peppol, profile: 'peppol_bis_billing_3', read: readUbl },
  { name: 'Factur-X EN 16931 (CII)', plugin: facturx, profile: 'facturx_en16931', read: readCii },
];

function convert(input: InvoiceInput, plugin: FormatPlugin, profile: string): string {
  const invoice = Invoice.parse(input);
  const issues = plugin.precheck?.(invoice, profile) ?? [];
  const built = buildModel(invoice);
  if (issues.length > 0 || !built.ok) throw new Error('bench invoice refused');
  return plugin.serialize!(built.model, profile).xml;
}

/** The read plus the canonical schema, the model and the totals comparison. */
function readAndCheck(xml: string, read: (xml: string) => ReadResult): ReturnType<typeof checkInvoice> {
  const checked = checkInvoice(read(xml));
  if (checked.issues.length > 0 || checked.differences.length > 0) throw new Error('bench document does not import cleanly');
  return checked;
}

/** All of it: the libxml2 well-formedness gate and format detection first, as POST /v1/import runs it. */
function importXml(xml: string, read: (xml: string) => ReadResult): ReturnType<typeof checkInvoice> {
  const parsed = parseInput(xml);
  if (!parsed.ok) throw new Error(parsed.rule.message);
  identify(parsed.doc);
  parsed.doc.dispose();
  const checked = checkInvoice(read(parsed.text));
  if (checked.issues.length > 0 || checked.differences.length > 0) throw new Error('bench document does not import cleanly');
  return checked;
}

/** Median milliseconds per call over `rounds` rounds of at least `minMs` each (after a warm-up). */
function measure(fn: () => unknown, minMs: number, rounds = 5): number {
  for (let i = 0; i < 3; i++) fn();
  const results: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let n = 0;
    const start = performance.now();
    while (performance.now() - start < minMs || n < 2) {
      fn();
      n++;
    }
    results.push((performance.now() - start) / n);
  }
  return results.sort((a, b) => a - b)[Math.floor(results.length / 2)]!;
}

const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : ms < 1000 ? `${ms.toFixed(2)} ms` : `${(ms / 1000).toFixed(2)} s`);

console.log('| Document | Lines | read | read + checks | import (with XML gate) | per line | convert | import / convert |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const target of TARGETS) {
  for (const lines of [10, 100, 1000, 10_000]) {
    const input = manyLineInvoice(lines, `BENCH-${lines}`, { twoDecimalPrices: true });
    const xml = convert(input, target.plugin, target.profile);
    const budget = lines >= 10_000 ? 1500 : 400;
    const read = measure(() => target.read(xml), budget, lines >= 10_000 ? 3 : 5);
    const checked = measure(() => readAndCheck(xml, target.read), budget, lines >= 10_000 ? 3 : 5);
    const imported = measure(() => importXml(xml, target.read), budget, lines >= 10_000 ? 3 : 5);
    const converted = measure(() => convert(input, target.plugin, target.profile), budget, lines >= 10_000 ? 3 : 5);
    console.log(
      `| ${target.name} | ${lines} | ${fmt(read)} | ${fmt(checked)} | ${fmt(imported)} | ${fmt(imported / lines)} | ${fmt(converted)} | ${(imported / converted).toFixed(2)} |`,
    );
  }
}
