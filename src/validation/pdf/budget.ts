// What reading one PDF may cost. A 5 MB PDF can hold streams that inflate to gigabytes, or thousands of
// streams; the checker inflates only what it needs (object and cross-reference streams while parsing, the
// XMP packet, the output intent's ICC profile, the fonts used, the pages' content streams for their colours,
// the invoice attachment) and every inflation is charged here. Past a limit the stream is not inflated and the
// PDF gets a PDF-LIMITS finding (or, for an invoice XML over the XML size limit, 413 on validate).
import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFRawStream, PDFStream, type PDFContext, type PDFObject } from '@cantoo/pdf-lib';
import { inflateBounded } from './bounded-inflate.js';

export interface PdfLimits {
  invoiceXmlBytes: number;
  streamBytes: number;
  totalInflatedBytes: number;
  streams: number;
  objectsInStreams: number;
}

export const PDF_LIMITS: Readonly<PdfLimits> = {
  /** The embedded invoice XML, inflated: the same 5 MB as an XML document sent as text. */
  invoiceXmlBytes: 5_242_880,
  /** Any other single stream (XMP, ICC profile, font program, object stream). */
  streamBytes: 8 * 1024 * 1024,
  /** Everything inflated while reading one PDF, the invoice XML included. */
  totalInflatedBytes: 24 * 1024 * 1024,
  /** Streams inflated while reading one PDF. */
  streams: 1_000,
  /** Objects unpacked from object streams. */
  objectsInStreams: 200_000,
};

/** A limit was reached; `what` says which, in words for a finding. */
export class PdfLimitError extends Error {
  constructor(readonly what: string) {
    super(what);
    this.name = 'PdfLimitError';
  }
}

/** Filters that never expand much (hex and base-85 text): decoded by pdf-lib, their output is at most the input. */
const TEXT_FILTERS = new Set(['ASCIIHexDecode', 'ASCII85Decode']);

export class PdfBudget {
  inflatedBytes = 0;
  streams = 0;
  objectsInStreams = 0;
  /** The first limit reached, kept because pdf-lib swallows errors thrown while it parses an object. */
  exceeded: string | null = null;
  constructor(readonly limits: Readonly<PdfLimits> = PDF_LIMITS) {}

  private refuse(what: string): never {
    this.exceeded ??= what;
    throw new PdfLimitError(what);
  }

  /** Counts objects an object stream declares before it is unpacked. */
  chargeObjects(count: number): void {
    this.objectsInStreams += Math.max(0, count);
    if (this.objectsInStreams > this.limits.objectsInStreams) this.refuse(`more than ${this.limits.objectsInStreams} objects in object streams`);
  }

  /**
   * The decoded bytes of a stream, inflated within `cap` and the budget. Throws PdfLimitError past a limit;
   * returns undefined when the data is corrupt or uses a filter the checker does not decode (LZW, RunLength,
   * image codecs: PDF/A-3 forbids LZW, and none of the others appears in the streams checked here).
   */
  decode(stream: PDFStream, cap: number = this.limits.streamBytes): Uint8Array | undefined {
    if (!(stream instanceof PDFRawStream)) {
      try {
        return stream.getContents();
      } catch {
        return undefined;
      }
    }
    if (stream.transform) return undefined; // encrypted: PDFA-ENCRYPT already says so
    this.streams++;
    if (this.streams > this.limits.streams) this.refuse(`more than ${this.limits.streams} streams to inflate`);
    const filters = filtersOf(stream.dict);
    if (filters === null) return undefined;
    let bytes: Uint8Array = stream.contents;
    for (const filter of filters) {
      if (filter === 'FlateDecode') {
        const room = Math.min(cap, this.limits.totalInflatedBytes - this.inflatedBytes);
        const result = inflateBounded(bytes, room);
        if (!result.ok && result.reason === 'corrupt') return undefined;
        if (!result.ok) {
          this.refuse(
            room < cap
              ? `the streams inflate to more than ${this.limits.totalInflatedBytes} bytes in total`
              : `a stream inflates to more than ${cap} bytes`,
          );
        }
        this.inflatedBytes += result.bytes.length;
        bytes = result.bytes;
      } else if (TEXT_FILTERS.has(filter)) {
        try {
          const single = stream.dict.context.obj({ Filter: filter });
          bytes = decodePDFRawStream(PDFRawStream.of(single as PDFDict, bytes)).decode();
        } catch {
          return undefined;
        }
      } else return undefined;
    }
    if (bytes.length > cap) this.refuse(`a stream decodes to more than ${cap} bytes`);
    return bytes;
  }
}

/** The stream's filter names in order; [] for none, null when the /Filter entry is malformed. */
function filtersOf(dict: PDFDict): string[] | null {
  const filter: PDFObject | undefined = dict.lookup(PDFName.of('Filter'));
  if (filter === undefined) return [];
  if (filter instanceof PDFName) return [filter.decodeText()];
  if (filter instanceof PDFArray) {
    const names = filter.asArray().map((f) => (dict.context.lookup(f) instanceof PDFName ? (dict.context.lookup(f) as PDFName).decodeText() : null));
    return names.every((n): n is string => n !== null) ? names : null;
  }
  return null;
}

// One budget per parsed document, found from its context: the parser hooks below charge it while pdf-lib reads
// the file, and the checker keeps charging it afterwards.
const budgets = new WeakMap<PDFContext, PdfBudget>();

export function budgetOf(context: PDFContext): PdfBudget {
  let budget = budgets.get(context);
  if (!budget) {
    budget = new PdfBudget();
    budgets.set(context, budget);
  }
  return budget;
}
