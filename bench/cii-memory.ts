// Peak memory of one 1 000-line Factur-X PDF/A-3 conversion in a process that loads only the service's own
// modules (run by bench/cii.ts as a child process; prints one JSON line).
import facturx from '../formats/facturx/index.js';
import { buildModel } from '../core/en16931/model.js';
import { Invoice } from '../src/schemas/invoice.js';
import { manyLineInvoice } from '../test/convert/helpers/fixtures.js';
import { builtinContext } from '../test/helpers/country-values.js';

const invoice = Invoice.parse(manyLineInvoice(1000, 'MEM-1000', { twoDecimalPrices: true }));
const baseline = process.resourceUsage().maxRSS;
const started = performance.now();
const built = buildModel(invoice);
if (!built.ok) throw new Error('bench invoice refused');
const { xml } = facturx.serialize!(built.model, 'facturx_en16931', builtinContext);
const pdf = await facturx.pdf!({ xml, model: built.model, profile: 'facturx_en16931' });
console.log(
  JSON.stringify({
    ms: performance.now() - started,
    bytes: pdf.length,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    baselineRssMb: baseline / 1024,
  }),
);
