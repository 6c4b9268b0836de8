// Finds the invoice XML inside a Factur-X / ZUGFeRD / XRechnung-in-PDF file: the embedded file with one of the
// standard names, through the catalog's EmbeddedFiles name tree (and the /AF array as a fallback). Only the
// invoice file is ever inflated: the others are looked at through their dictionaries alone.
import type { PDFDocument, PDFObject } from '@cantoo/pdf-lib';
import { dictOf, get, getDict, nameOf, nameTreeEntries, PDFArray, resolve, textOf } from './pdf-reader.js';

/** Standard names, in order of preference: Factur-X 1.x / ZUGFeRD 2.1+, XRechnung profile, ZUGFeRD 1.0 and 2.0. */
export const INVOICE_FILE_NAMES = ['factur-x.xml', 'xrechnung.xml', 'zugferd-invoice.xml'] as const;

export interface EmbeddedFile {
  name: string;
  /** The file specification dictionary's reference (for the /AF check) or the dictionary itself. */
  specRef: PDFObject | undefined;
  relationship: string | undefined;
  mime: string | undefined;
  hasParamsModDate: boolean;
  hasF: boolean;
  hasUF: boolean;
  /** The embedded file stream, not yet inflated. */
  stream: PDFObject | undefined;
}

export function embeddedFiles(doc: PDFDocument): EmbeddedFile[] {
  const context = doc.context;
  const names = getDict(context, doc.catalog, 'Names');
  const tree = getDict(context, names, 'EmbeddedFiles');
  const entries = nameTreeEntries(context, tree);
  // Files reachable only through /AF (no name tree) still count as embedded.
  const af = get(context, doc.catalog, 'AF');
  if (entries.length === 0 && af instanceof PDFArray) {
    for (let i = 0; i < af.size(); i++) entries.push({ key: '', value: resolve(context, af.get(i)), ref: af.get(i) });
  }
  return entries.map(({ key, value, ref }) => {
    const spec = dictOf(value);
    const ef = getDict(context, spec, 'EF');
    const stream = get(context, ef, 'UF') ?? get(context, ef, 'F');
    const streamDict = dictOf(stream);
    const params = getDict(context, streamDict, 'Params');
    const uf = textOf(get(context, spec, 'UF'));
    const f = textOf(get(context, spec, 'F'));
    return {
      name: uf ?? f ?? key,
      specRef: ref,
      relationship: nameOf(get(context, spec, 'AFRelationship')),
      mime: nameOf(get(context, streamDict, 'Subtype')),
      hasParamsModDate: Boolean(params && get(context, params, 'ModDate')),
      hasF: f !== undefined,
      hasUF: uf !== undefined,
      stream,
    };
  });
}

/** The embedded invoice file, by standard name (case-insensitive). */
export function findInvoiceFile(files: EmbeddedFile[]): EmbeddedFile | undefined {
  for (const wanted of INVOICE_FILE_NAMES) {
    const hit = files.find((f) => f.name.toLowerCase() === wanted);
    if (hit) return hit;
  }
  return undefined;
}
