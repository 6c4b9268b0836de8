// CII-family throughput: Factur-X EN 16931 XML and PDF/A-3 conversions per second for a 10-line and a
// 1 000-line invoice, side by side with @e-invoice-eu/core in the same run, and the ratio.
// Run: npm run bench:cii
//
// Fairness: the peer's generate() compiles its JSON schema on every call; here it is compiled once and each
// iteration runs what generate() does after compiling (validate, defaults, render). The peer needs its totals
// precomputed, which is done outside the timed section. For XML the peer writes plain CII (its 'CII' format);
// for PDF it only attaches its XML to a PDF the caller brings, so it gets our rendered PDF of the same invoice
// (made before timing): its PDF figure is "attach XML", ours is "render the invoice, embed fonts, ICC, XMP and XML".
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { FormatFactoryService, ValidationService, invoiceSchema } from '@e-invoice-eu/core';
import Ajv2019 from 'ajv/dist/2019.js';
import facturx from '../formats/facturx/index.js';
import { buildModel } from '../core/en16931/model.js';
import { Invoice, type InvoiceInput } from '../src/schemas/invoice.js';
import { manyLineInvoice } from '../test/convert/helpers/fixtures.js';
import { peerInputOf } from './convert-peer-input.js';
import { builtinContext } from '../test/helpers/country-values.js';

const PROFILE = 'facturx_en16931';
const silent = { log() {}, warn() {}, error() {} };

const benchInvoice = (lines: number): InvoiceInput => manyLineInvoice(lines, `BENCH-${lines}`, { twoDecimalPrices: true });

/** Ours, XML: what POST /v1/convert does before the rule-set check (parse, pre-check, model and totals, CII). */
function oursXml(input: InvoiceInput): { xml: string; model: NonNullable<ReturnType<typeof modelOf>> } {
  const invoice = Invoice.parse(input);
  const issues = facturx.precheck!(invoice, PROFILE, builtinContext);
  const model = modelOf(invoice);
  if (issues.length > 0 || !model) throw new Error('bench invoice refused');
  return { xml: facturx.serialize!(model, PROFILE, builtinContext).xml, model };
}

function modelOf(invoice: Invoice) {
  const built = buildModel(invoice);
  return built.ok ? built.model : null;
}

/** Ours, PDF: the same plus the PDF/A-3 container. */
async function oursPdf(input: InvoiceInput): Promise<Uint8Array> {
  const { xml, model } = oursXml(input);
  return facturx.pdf!({ xml, model, profile: PROFILE });
}

function makePeer(format: string) {
  const formatter = new FormatFactoryService().createFormatService(format, silent as never);
  const schema = structuredClone(invoiceSchema);
  formatter.patchSchema(schema as never);
  const validate = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile(schema);
  const validation = new ValidationService(silent as never);
  return async (input: unknown, pdf?: Uint8Array) => {
    const invoice = validation.validate('invoice data', validate as never, structuredClone(input));
    formatter.fillInvoiceDefaults(invoice as never);
    return formatter.generate(invoice as never, {
      format,
      lang: 'en-us',
      ...(pdf ? { pdf: { buffer: pdf, filename: 'invoice.pdf', mimetype: 'application/pdf' } } : {}),
    });
  };
}

/** Mean milliseconds per call over at least `minMs` of running (after a warm-up). */
async function measure(fn: () => unknown, minMs = 1500): Promise<number> {
  for (let i = 0; i < 2; i++) await fn();
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < minMs || n < 5) {
    await fn();
    n++;
  }
  return (performance.now() - start) / n;
}

const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms (${(1000 / ms).toFixed(ms < 1000 ? 0 : 1)}/s)`;

// Peak memory of a 1 000-line PDF, measured in a child process that loads only our modules (not the peer),
// bundled and run by plain Node as the service runs (tsx alone would add about 100 MB of its own).
const memoryScript = fileURLToPath(new URL('../.cache/bench/cii-memory.mjs', import.meta.url));
await build({
  entryPoints: [fileURLToPath(new URL('./cii-memory.ts', import.meta.url))],
  outfile: memoryScript,
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
});
const memory = JSON.parse(execFileSync(process.execPath, [memoryScript], { encoding: 'utf8' }).trim().split('\n').at(-1)!) as {
  ms: number;
  bytes: number;
  peakRssMb: number;
  baselineRssMb: number;
};

const peerXml = makePeer('CII');
const peerPdf = makePeer('Factur-X-EN16931');
const rows: string[] = [];
for (const lines of [10, 1000]) {
  const input = benchInvoice(lines);
  const model = modelOf(Invoice.parse(input))!;
  const peerInput = peerInputOf(model);
  const ourPdfBytes = await oursPdf(input);
  const xmlOurs = await measure(() => oursXml(input));
  const xmlPeer = await measure(() => peerXml(peerInput));
  const pdfOurs = await measure(() => oursPdf(input), lines > 100 ? 4000 : 2000);
  const pdfPeer = await measure(() => peerPdf(peerInput, ourPdfBytes), lines > 100 ? 4000 : 2000);
  rows.push(`| ${lines} | XML | ${fmt(xmlOurs)} | ${fmt(xmlPeer)} | ${(xmlPeer / xmlOurs).toFixed(1)}× |`);
  rows.push(`| ${lines} | PDF/A-3 | ${fmt(pdfOurs)} | ${fmt(pdfPeer)} (attach only) | ${(pdfPeer / pdfOurs).toFixed(1)}× |`);
}

console.log('Factur-X EN 16931, totals included; peer: @e-invoice-eu/core (schema compiled once)\n');
console.log('| lines | output | ours | @e-invoice-eu/core | ratio (peer ÷ ours) |\n|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(
  `\nOne 1 000-line PDF in a fresh process: ${memory.ms.toFixed(0)} ms (cold: first font parse included), ${(memory.bytes / 1024).toFixed(0)} KB, ` +
    `peak RSS ${memory.peakRssMb.toFixed(0)} MB (${memory.baselineRssMb.toFixed(0)} MB of it before the conversion: Node and the modules).`,
);
console.log('Targets: XML at least 5× faster than the peer; 10-line PDF under 50 ms; 1 000-line PDF under 1 s and 200 MB.');
