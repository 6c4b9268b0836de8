// The render service (POST /v1/render, and the invoice under validate's HTML report): a canonical invoice
// or a received document → the rendered view → an HTML page or a readable PDF/A-3. A canonical invoice shows
// the totals the model computes (and must pass the model's checks, as for convert); a received document shows
// what it states, even when its figures or fields are incomplete.
import { buildModel } from '../../core/en16931/model.js';
import { buildView, renderHtmlPage, sourceOfDocument, sourceOfModel, type InvoiceView } from '../../core/render/index.js';
import type { Language } from '../../core/render/languages.js';
import { readLogo, type Logo } from '../../core/render/logo.js';
import type { RenderInvoice } from '../../core/render/source.js';
import { createInvoicePdf } from '../../core/pdf/hybrid-pdf.js';
import { issuesError } from '../convert/service.js';
import { validationError } from '../http/errors.js';
import { readDocument, type ImportSource } from '../import/service.js';
import type { FormatRegistry } from '../registry/formats.js';
import type { CountryRegistry } from '../registry/countries.js';
import type { Invoice } from '../schemas/invoice.js';

export interface RenderDeps {
  formats: FormatRegistry;
  countries: CountryRegistry;
}

export type RenderWhat = { invoice: Invoice } | { document: ImportSource };

export interface RenderLook {
  language?: Language;
  showTerms?: boolean;
  logo?: Logo | null;
  accent?: string;
  /** A PDF of a received document carries the document itself (the route allows it for nothing else). */
  attachSource?: boolean;
}

/** The view, and for a received document the e-invoice it was read from (a Factur-X PDF's embedded XML). */
async function readView(deps: RenderDeps, what: RenderWhat, look: RenderLook): Promise<{ view: InvoiceView; source: Uint8Array | null }> {
  const options = { language: look.language, showTerms: look.showTerms };
  if ('invoice' in what) {
    const built = buildModel(what.invoice);
    if (!built.ok) throw issuesError(built.issues);
    return { view: buildView(sourceOfModel(built.model, deps.countries.values.of(what.invoice)), options), source: null };
  }
  const { read, xml } = await readDocument(deps.formats, what.document);
  const sent = 'xml' in what.document ? what.document.xml : xml;
  // The XML as sent (bytes as they came); the embedded XML of a PDF.
  const source = typeof sent === 'string' ? new TextEncoder().encode(sent) : sent;
  return { view: buildView(sourceOfDocument(read.invoice as RenderInvoice, read.totals, read.losses), options), source };
}

/** The view of an invoice or a received document; errors are the 422 answers convert and import give. */
export async function viewOf(deps: RenderDeps, what: RenderWhat, look: RenderLook): Promise<InvoiceView> {
  return (await readView(deps, what, look)).view;
}

/** A rendered page: the HTML text or the PDF bytes, with its media type and a file name from the invoice number. */
export interface RenderedPage {
  body: string | Uint8Array;
  contentType: string;
  filename: string;
}

export async function renderInvoice(deps: RenderDeps, what: RenderWhat, output: 'html' | 'pdf', look: RenderLook): Promise<RenderedPage> {
  const { view, source } = await readView(deps, what, look);
  const number = view.facts[0]?.value ?? 'invoice';
  const stem = number.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80) || 'invoice';
  const filename = `${stem}.${output}`;
  if (output === 'html') return { body: renderHtmlPage(view, look), contentType: 'text/html; charset=utf-8', filename };
  // The attached document is named like the PDF: INV-002.pdf carries INV-002.xml.
  const attached = look.attachSource && source ? { bytes: source, name: `${stem}.xml` } : null;
  return { body: await createInvoicePdf({ view, logo: look.logo, accent: look.accent, source: attached }), contentType: 'application/pdf', filename };
}

/** The caller's logo from base64, or a 422 naming the field and what is wrong with it. */
export function logoOf(base64: string | undefined, field = 'logo_base64'): Logo | null {
  if (base64 === undefined) return null;
  let bytes: Uint8Array;
  try {
    // Length check before decoding: a logo is small, and decoding a huge string would waste memory first.
    if (base64.length > 400_000) throw new Error('too long');
    bytes = Uint8Array.from(atob(base64.replace(/\s+/g, '')), (c) => c.charCodeAt(0));
  } catch {
    throw validationError([{ field, code: 'invalid_logo', message: 'must be a PNG or JPEG of at most 256 KB, base64-encoded' }]);
  }
  const read = readLogo(bytes);
  if (!read.ok) throw validationError([{ field, code: 'invalid_logo', message: read.reason }]);
  return read.logo;
}
