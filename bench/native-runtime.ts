// Speed of the native rule engine's runtime library (schematron/runtime/native/): the tree parser on a Peppol
// invoice and on the same invoice grown to 10 000 invoice lines (saxon-js's parser alongside for scale), and
// the hot operations the compiled rules call per node. Run: npm run bench:native-runtime
import { readFileSync } from 'node:fs';
import { FUNCTIONS } from '../schematron/runtime/native/functions.js';
import { parseDocument, stringValue } from '../core/xml/tree.js';
import { arithmetic, castAs, generalCompare } from '../schematron/runtime/native/values.js';
import { parseForSaxon } from '../schematron/runtime/saxon/saxon.js';
import { sharedPath } from '../src/shared-dir.js';

const example = readFileSync(sharedPath('corpus/examples/peppol/examples/base-example.xml'), 'utf8');

/** The example with its invoice lines repeated until there are `count` of them. */
function withInvoiceLines(xml: string, count: number): string {
  const lines = xml.match(/<cac:InvoiceLine>[\s\S]*?<\/cac:InvoiceLine>/g) ?? [];
  if (lines.length === 0) throw new Error('the example has no invoice line');
  const first = xml.indexOf(lines[0]!);
  const last = xml.lastIndexOf(lines[lines.length - 1]!) + lines[lines.length - 1]!.length;
  const grown: string[] = [];
  for (let i = 0; i < count; i++) grown.push(lines[i % lines.length]!);
  return xml.slice(0, first) + grown.join('\n    ') + xml.slice(last);
}

function median(samples: number[]): number {
  const sorted = samples.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function timeIt(label: string, rounds: number, run: () => unknown): number {
  for (let i = 0; i < Math.min(3, rounds); i++) run();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  const result = median(samples);
  console.log(`${label.padEnd(58)} ${result.toFixed(3).padStart(9)} ms (median of ${rounds})`);
  return result;
}

const large = withInvoiceLines(example, 10_000);
console.log(
  `Peppol base example: ${example.length} characters; grown to 10 000 invoice lines: ${(large.length / 1e6).toFixed(1)} MB, ${large.split('\n').length} text lines`,
);

timeIt('parseDocument, Peppol base example', 200, () => parseDocument(example));
timeIt('saxon-js parse-xml, Peppol base example', 50, () => parseForSaxon(example));
const nativeLarge = timeIt('parseDocument, 10 000 invoice lines', 10, () => parseDocument(large));
const saxonLarge = timeIt('saxon-js parse-xml, 10 000 invoice lines', 3, () => parseForSaxon(large));
console.log(`parser speed-up on 10 000 lines: ${(saxonLarge / nativeLarge).toFixed(1)}x`);

// Hot operations, each over every invoice-line amount of the large document.
const doc = parseDocument(large);
const amounts = doc.elementsByName.get('urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2|LineExtensionAmount') ?? [];
const codes = doc.elementsByName.get('urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2|ID') ?? [];
console.log(`operations below: per call, over ${amounts.length} amounts / ${codes.length} IDs`);
const perCall = (label: string, count: number, run: () => void): void => {
  const total = timeIt(label, 20, run);
  console.log(`${''.padEnd(58)} ${((total / count) * 1e6).toFixed(0).padStart(9)} ns per call`);
};
const normalizeSpace = FUNCTIONS['normalize-space']!;
const sum = FUNCTIONS.sum!;
perCall("node = 'literal' (generalCompare)", codes.length, () => {
  for (const node of codes) generalCompare('=', [node], ['S']);
});
perCall('normalize-space(node)', codes.length, () => {
  for (const node of codes) normalizeSpace([node]);
});
perCall('xs:decimal(node)', amounts.length, () => {
  for (const node of amounts) castAs([node], 'xs:decimal', true);
});
perCall('xs:decimal(node) * 100 div 3 (decimal arithmetic)', amounts.length, () => {
  for (const node of amounts) arithmetic('div', arithmetic('*', castAs([node], 'xs:decimal', true), [100n]), [3n]);
});
perCall('string value of an invoice line', amounts.length, () => {
  for (const node of amounts) stringValue(node.parent!);
});
timeIt('sum(all amounts) as xs:double', 20, () => sum(amounts as never));
