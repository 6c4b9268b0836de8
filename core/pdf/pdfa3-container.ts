// What turns a PDF whose pages are drawn into a PDF/A-3b document, whoever drew the pages (this service's
// layout, or the caller's own invoice PDF): an Info dictionary and an XMP packet that say the same (PDF/A
// identification 3B; for a Factur-X / ZUGFeRD hybrid also the Factur-X extension schema), an sRGB OutputIntent
// unless the document has a PDF/A one, for a hybrid the CII XML attached as an associated file (catalog /AF,
// /AFRelationship, MIME text/xml, /Params with dates), for a readable PDF that asks for it the e-invoice it
// shows (/AFRelationship /Source: the pages are drawn from it; no Factur-X claim), and a document /ID.
import { createHash } from 'node:crypto';
import { AFRelationship, PDFArray, PDFDict, PDFHexString, PDFName, PDFString, type PDFDocument } from '@cantoo/pdf-lib';
import { deflate } from './deflate.js';
import { srgbIccProfile, SRGB_OUTPUT_CONDITION } from './srgb-icc.js';
import { buildXmp, type DocumentMetadata } from './xmp.js';

export const PRODUCER = 'einvoice-api (@cantoo/pdf-lib)';

/** The invoice XML a Factur-X / ZUGFeRD hybrid carries. */
export interface ContainerAttachment {
  /** The CII XML, embedded byte for byte. */
  xml: string;
  /** factur-x.xml, or xrechnung.xml for the XRECHNUNG profile. */
  name: string;
  relationship: 'Alternative' | 'Data';
  /** fx:ConformanceLevel, e.g. "EN 16931". */
  conformanceLevel: string;
}

/** The e-invoice a readable PDF was drawn from, carried beside its pages on request. */
export interface SourceAttachment {
  /** The document's bytes, embedded as they are. */
  bytes: Uint8Array;
  /** The file name, e.g. `INV-002.xml`. */
  name: string;
}

export interface ContainerInput {
  metadata: DocumentMetadata;
  /** The embedded invoice of a hybrid; absent or null for a readable PDF. */
  attachment?: ContainerAttachment | null;
  /** The e-invoice a readable PDF shows, when asked for; never together with `attachment`. */
  source?: SourceAttachment | null;
  /** BCP 47 language of the pages (the catalog's /Lang), when known. */
  language?: string;
  /** What the document /ID is a digest of when there is no attachment (the XML is, when there is one). */
  idSource?: string;
}

/** The document /ID: a digest of the instant and the content, so equal input gives equal files. Hashed with
 * node:crypto (Node, Deno, Workers): Web Crypto's asynchronous digest cost more CPU than the hash itself. */
function documentId(content: string, when: Date): string {
  return createHash('sha256').update(`${when.toISOString()}\n${content}`).digest('hex').slice(0, 32).toUpperCase();
}

let iccDeflated: Uint8Array | undefined;

/** The sRGB profile as its stream carries it: the same bytes for every document, so deflated once. */
function deflatedIccProfile(): Uint8Array {
  iccDeflated ??= deflate(srgbIccProfile());
  return iccDeflated;
}

/** True when the catalog already names a PDF/A output intent (a caller's PDF may bring its own, e.g. CMYK). */
function hasPdfaOutputIntent(doc: PDFDocument): boolean {
  const intents = doc.catalog.lookupMaybe(PDFName.of('OutputIntents'), PDFArray);
  if (!intents) return false;
  return intents.asArray().some((entry) => {
    const intent = doc.context.lookup(entry);
    return intent instanceof PDFDict && intent.get(PDFName.of('S')) === PDFName.of('GTS_PDFA1');
  });
}

/** Adds metadata, output intent, the XML of a hybrid and the /ID to a document whose pages are drawn, and saves it. */
export async function finishPdfA3Container(doc: PDFDocument, input: ContainerInput): Promise<Uint8Array> {
  const meta = input.metadata;
  const attachment = input.attachment ?? null;
  // Info dictionary and XMP say the same things (PDF/A-3 6.6.2.3).
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setKeywords([meta.keywords]);
  doc.setCreator(meta.creator);
  doc.setProducer(meta.producer);
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  if (input.language) doc.setLanguage(input.language);

  const context = doc.context;
  const fx = attachment ? { documentFileName: attachment.name, conformanceLevel: attachment.conformanceLevel, version: '1.0' } : null;
  const xmp = new TextEncoder().encode(buildXmp(meta, fx));
  // Uncompressed, so that tools that do not decode streams can still read the metadata.
  const metadata = context.stream(xmp, { Type: 'Metadata', Subtype: 'XML', Length: xmp.length });
  doc.catalog.set(PDFName.of('Metadata'), context.register(metadata));

  if (!hasPdfaOutputIntent(doc)) {
    const icc = context.register(context.stream(deflatedIccProfile(), { N: 3, Filter: 'FlateDecode' }));
    const outputIntent = context.obj({
      Type: 'OutputIntent',
      S: 'GTS_PDFA1',
      OutputConditionIdentifier: PDFString.of(SRGB_OUTPUT_CONDITION),
      Info: PDFString.of(SRGB_OUTPUT_CONDITION),
      RegistryName: PDFString.of('http://www.color.org'),
      DestOutputProfile: icc,
    });
    doc.catalog.set(PDFName.of('OutputIntents'), context.obj([outputIntent]));
  }

  if (attachment) {
    await doc.attach(new TextEncoder().encode(attachment.xml), attachment.name, {
      mimeType: 'text/xml',
      description: attachment.name === 'xrechnung.xml' ? 'XRechnung invoice' : 'Factur-X/ZUGFeRD invoice',
      creationDate: meta.date,
      modificationDate: meta.date,
      afRelationship: attachment.relationship === 'Data' ? AFRelationship.Data : AFRelationship.Alternative,
    });
  }

  const source = input.source ?? null;
  if (source) {
    await doc.attach(source.bytes, source.name, {
      mimeType: 'application/xml',
      description: 'The e-invoice these pages show',
      creationDate: meta.date,
      modificationDate: meta.date,
      afRelationship: AFRelationship.Source,
    });
  }

  const id = PDFHexString.of(documentId(attachment?.xml ?? input.idSource ?? meta.title, meta.date));
  context.trailerInfo.ID = context.obj([id, id]);
  return doc.save({ useObjectStreams: false });
}
