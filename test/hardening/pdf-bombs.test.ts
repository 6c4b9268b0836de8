// PDF input is bounded by what it inflates to, not by its size on the wire: a small PDF whose embedded XML
// inflates past the 5 MB XML limit, one with a thousand 1 MB attachments, and one whose object stream is a
// deflate bomb are each answered quickly, without inflating what they would expand to.
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString } from '@cantoo/pdf-lib';
import facturx from '../../formats/facturx/index.js';
import { inspectHybridPdf } from '../../src/validation/pdf/checker.js';
import { PDF_LIMITS, PdfBudget, PdfLimitError } from '../../src/validation/pdf/budget.js';
import { modelOf, richInvoice } from '../cii/samples.js';
import { startServer, type TestServer } from '../helpers/server.js';

let original: Uint8Array;
let xml: string;
let server: TestServer;

beforeAll(async () => {
  const model = modelOf(richInvoice);
  xml = facturx.serialize!(model, 'facturx_en16931').xml;
  original = await facturx.pdf!({ xml, model, profile: 'facturx_en16931' });
  server = await startServer();
}, 120_000);
afterAll(async () => server?.close());

async function mutate(change: (doc: PDFDocument) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  change(doc);
  return doc.save({ useObjectStreams: false });
}

/** A FlateDecode stream holding `bytes`, compressed as hard as zlib goes. */
function flate(doc: PDFDocument, bytes: Uint8Array, dict: Record<string, unknown>): PDFRawStream {
  return doc.context.stream(deflateSync(bytes, { level: 9 }), { ...dict, Filter: 'FlateDecode' } as never) as PDFRawStream;
}

function invoiceSpec(doc: PDFDocument): PDFDict {
  return (doc.catalog.lookup(PDFName.of('AF')) as PDFArray).lookup(0, PDFDict);
}

/** Time and memory of one call; heap and array buffers, which is where inflated bytes would live. */
async function measured<T>(run: () => Promise<T>): Promise<{ value: T; ms: number; grewMb: number }> {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peak = 0;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.heapUsed + now.arrayBuffers - before.heapUsed - before.arrayBuffers);
  }, 5);
  const started = performance.now();
  const value = await run();
  const ms = performance.now() - started;
  clearInterval(sampler);
  const after = process.memoryUsage();
  peak = Math.max(peak, after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers);
  return { value, ms, grewMb: peak / 1e6 };
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('an embedded invoice XML that inflates past the XML limit', () => {
  let bomb: Uint8Array;
  beforeAll(async () => {
    // The real invoice followed by 50 MB of whitespace: well-formed, and a few dozen KB compressed.
    const padded = new Uint8Array(50 * 1024 * 1024 + xml.length).fill(0x20);
    padded.set(new TextEncoder().encode(xml));
    bomb = await mutate((doc) => {
      const stream = flate(doc, padded, {
        Type: 'EmbeddedFile',
        Subtype: 'text/xml',
        Params: doc.context.obj({ ModDate: PDFString.of('D:20260101000000Z') }),
      });
      const ef = invoiceSpec(doc).lookup(PDFName.of('EF'), PDFDict);
      const ref = doc.context.register(stream);
      ef.set(PDFName.of('F'), ref);
      ef.set(PDFName.of('UF'), ref);
    });
  }, 60_000);

  it('is small on the wire', () => {
    expect(bomb.length).toBeLessThan(400 * 1024);
  });

  it('is not inflated beyond the limit: the checker reports PDF-LIMITS in bounded time and memory', async () => {
    const { value: report, ms, grewMb } = await measured(() => inspectHybridPdf(bomb));
    expect(report.invoiceXmlTooLarge).toBe(true);
    expect(report.invoiceXml).toBeNull();
    expect(report.rules.map((r) => r.rule_id)).toContain('PDF-LIMITS');
    expect(ms).toBeLessThan(3_000);
    expect(grewMb).toBeLessThan(120);
  });

  it('answers 413 PAYLOAD_TOO_LARGE on validate, naming document_base64', async () => {
    const res = await server.call('POST', '/v1/validate', { key: 'validate', body: { document_base64: base64(bomb) } });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'document_base64' });
    const health = await server.call('GET', '/health');
    expect(health.status).toBe(200);
  });
});

describe('a PDF with a thousand embedded 1 MB files beside the invoice', () => {
  let crowded: Uint8Array;
  beforeAll(async () => {
    const megabyte = deflateSync(new Uint8Array(1024 * 1024).fill(0x41), { level: 9 });
    crowded = await mutate((doc) => {
      const names = doc.catalog
        .lookup(PDFName.of('Names'), PDFDict)
        .lookup(PDFName.of('EmbeddedFiles'), PDFDict)
        .lookup(PDFName.of('Names')) as PDFArray;
      const af = doc.catalog.lookup(PDFName.of('AF')) as PDFArray;
      for (let i = 0; i < 1000; i++) {
        const stream = doc.context.register(
          doc.context.stream(megabyte, { Type: 'EmbeddedFile', Subtype: 'application/octet-stream', Filter: 'FlateDecode' } as never),
        );
        const name = `attachment-${String(i).padStart(4, '0')}.bin`;
        const spec = doc.context.register(
          doc.context.obj({
            Type: 'Filespec',
            F: PDFString.of(name),
            UF: PDFString.of(name),
            AFRelationship: 'Supplement',
            EF: { F: stream, UF: stream },
          }),
        );
        names.push(PDFString.of(name));
        names.push(spec);
        af.push(spec);
      }
    });
  }, 60_000);

  it('inflates only the invoice: its XML is read, in bounded time and memory', async () => {
    const { value: report, ms, grewMb } = await measured(() => inspectHybridPdf(crowded));
    expect(report.invoiceXml).toBe(xml);
    expect(report.rules.filter((r) => r.rule_id === 'PDF-LIMITS')).toEqual([]);
    expect(ms).toBeLessThan(5_000);
    // A thousand attachments inflated would be a gigabyte.
    expect(grewMb).toBeLessThan(150);
  });

  it('validates over HTTP with the XML verdict', async () => {
    const res = await server.call('POST', '/v1/validate', { key: 'validate', body: { document_base64: base64(crowded) } });
    expect(res.status).toBe(200);
    expect(res.body.data.container).toBe('pdf');
    expect(res.body.data.format_detected).toBe('facturx');
  });
});

describe('an object stream that is a deflate bomb', () => {
  it('stops pdf-lib from unpacking it: PDF-LIMITS, in bounded time and memory', async () => {
    // pdf-lib's writer drops object streams, so the bomb is spliced in as raw bytes before the xref table.
    const data = deflateSync(new Uint8Array(200 * 1024 * 1024).fill(0x20), { level: 9 });
    const head = new TextEncoder().encode(`9999 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`);
    const tail = new TextEncoder().encode('\nendstream\nendobj\n');
    const at = Buffer.from(original).lastIndexOf('\nxref') + 1;
    const bomb = Buffer.concat([original.subarray(0, at), head, data, tail, original.subarray(at)]);
    expect(bomb.length).toBeLessThan(600 * 1024);
    const { value: report, ms, grewMb } = await measured(() => inspectHybridPdf(bomb));
    expect(report.rules.map((r) => r.rule_id)).toContain('PDF-LIMITS');
    expect(ms).toBeLessThan(3_000);
    expect(grewMb).toBeLessThan(120);
  });
});

describe('the budget of one PDF', () => {
  it('counts the streams it inflates and stops past the limit', async () => {
    const doc = await PDFDocument.create();
    const budget = new PdfBudget({ ...PDF_LIMITS, streams: 2 });
    const stream = () => doc.context.stream(deflateSync(Buffer.from('x')), { Filter: 'FlateDecode' } as never) as PDFRawStream;
    expect(budget.decode(stream())).toEqual(new Uint8Array([0x78]));
    budget.decode(stream());
    expect(() => budget.decode(stream())).toThrow(PdfLimitError);
  });

  it('charges every inflated byte against the total', async () => {
    const doc = await PDFDocument.create();
    const budget = new PdfBudget({ ...PDF_LIMITS, totalInflatedBytes: 1500 });
    const kilobyte = () => doc.context.stream(deflateSync(new Uint8Array(1000)), { Filter: 'FlateDecode' } as never) as PDFRawStream;
    expect(budget.decode(kilobyte())?.length).toBe(1000);
    expect(() => budget.decode(kilobyte())).toThrow(/in total/);
    expect(budget.inflatedBytes).toBe(1000);
  });
});
