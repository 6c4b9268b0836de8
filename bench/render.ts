// Rendering speed: the HTML page of a 10-line invoice, its readable PDF/A-3 (warm: fonts parsed once per
// process, as on a running server), the same with a different invoice each run, and the PDF of a 1 000-line
// invoice; median and p95 over repeated runs, per language turn by turn. Also the size of what the edge build carries for rendering: the renderer bundled
// and minified (labels and code lists included), and the two DejaVu fonts, raw and gzipped.
// Run: npm run bench:render
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { buildModel } from '../core/en16931/model.js';
import { createInvoicePdf } from '../core/pdf/hybrid-pdf.js';
import { LANGUAGES, buildView, renderHtmlPage, sourceOfModel } from '../core/render/index.js';
import { Invoice, type InvoiceInput } from '../src/schemas/invoice.js';
import { manyLineInvoice } from '../test/convert/helpers/fixtures.js';

function modelOf(input: InvoiceInput) {
  const built = buildModel(Invoice.parse(input));
  if (!built.ok) throw new Error('bench invoice refused');
  return built.model;
}

async function measure(label: string, runs: number, work: (i: number) => unknown | Promise<unknown>): Promise<void> {
  for (let i = 0; i < Math.min(20, runs); i++) await work(i); // warm-up: JIT, Intl formatters, parsed fonts
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    await work(i);
    const used = process.cpuUsage(cpuStart);
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(0.95 * values.length))]!;
  // CPU time says what the work costs on a busy machine; wall time includes waiting for a core.
  console.log(
    `${label.padEnd(44)} CPU median ${median(cpu).toFixed(2)} ms, p95 ${p95(cpu).toFixed(2)} ms; wall median ${median(wall).toFixed(2)} ms (${runs} runs)`,
  );
}

const ten = modelOf(manyLineInvoice(10, 'BENCH-10', { twoDecimalPrices: true }));
const thousand = modelOf(manyLineInvoice(1000, 'BENCH-1000', { twoDecimalPrices: true }));
const language = (i: number) => LANGUAGES[i % LANGUAGES.length]!;

console.log(`Node ${process.version}, ${new Date().toISOString()}, load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`);
await measure('HTML, 10 lines (view + page)', 500, (i) => renderHtmlPage(buildView(sourceOfModel(ten), { language: language(i) })));
await measure('PDF/A-3, 10 lines (view + layout + file)', 100, (i) =>
  createInvoicePdf({ view: buildView(sourceOfModel(ten), { language: language(i) }) }),
);
// A different invoice each run (names, number, line descriptions), so that nothing remembered from an earlier
// run of the same invoice helps.
const WORDS = ['Schraube', 'Muñeca', 'Łożysko', 'Café', 'Ørsted', 'Žárovka', 'Ωmega', 'Привод', 'Fenêtre', 'Straße', 'Kühlung', 'Çay'];
const word = (i: number) => WORDS[i % WORDS.length]!;
const varied = Array.from({ length: 120 }, (_, r) => {
  const input = manyLineInvoice(10, `V-${r}-${(r * 7919) % 100000}`, { twoDecimalPrices: true });
  input.seller.name = `${word(r)} ${word(r * 3 + 1)} GmbH ${r}`;
  input.buyer.name = `${word(r * 5 + 2)} & ${word(r * 7 + 3)} ${r}`;
  input.lines.forEach((line, i) => {
    line.description = `${word(r + i)} ${r * 10 + i} ${word(r * i + 5)}`;
  });
  return modelOf(input);
});
await measure('PDF/A-3, 10 lines, another invoice each run', 100, (i) =>
  createInvoicePdf({ view: buildView(sourceOfModel(varied[i % varied.length]!), { language: language(i) }) }),
);
await measure('PDF/A-3, 1 000 lines', 15, (i) => createInvoicePdf({ view: buildView(sourceOfModel(thousand), { language: language(i) }) }));

// What rendering adds to an edge bundle.
const bundled = await build({
  entryPoints: ['core/render/index.ts'],
  bundle: true,
  minify: true,
  write: false,
  format: 'esm',
  platform: 'neutral',
  external: ['big.js', '@asteasolutions/zod-to-openapi', 'zod', '@hono/zod-openapi'],
});
const code = bundled.outputFiles[0]!.contents;
const require = createRequire(import.meta.url);
const fonts = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${f}`)));
const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
const fontBytes = fonts.reduce((s, f) => s + f.length, 0);
const fontGzip = fonts.reduce((s, f) => s + gzipSync(f).length, 0);
console.log(`renderer bundle (labels, code lists, HTML)    ${kb(code.length)}, gzipped ${kb(gzipSync(code).length)}`);
console.log(`DejaVu Sans regular + bold                   ${kb(fontBytes)}, gzipped ${kb(fontGzip)}`);
