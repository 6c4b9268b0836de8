// What turns a PDF whose pages are drawn into a Factur-X / ZUGFeRD PDF/A-3b container, whoever drew the pages
// (this service's layout, or the caller's own invoice PDF): an Info dictionary and an XMP packet that say the same
// (PDF/A identification 3B and the Factur-X extension schema), an sRGB OutputIntent unless the document has a
// PDF/A one, the CII XML attached as an associated file (catalog /AF, /AFRelationship, MIME text/xml, /Params with
// dates), and a document /ID.
import { AFRelationship, PDFArray, PDFDict, PDFHexString, PDFName, PDFString, type PDFDocument } from '@cantoo/pdf-lib';
import { srgbIccProfile, SRGB_OUTPUT_CONDITION } from './srgb-icc.js';
import { buildXmp, type DocumentMetadata } from './xmp.js';
import type { InvoiceModel } from '../en16931/model.js';

export const PRODUCER = 'einvoice-api (@cantoo/pdf-lib)';

export interface ContainerInput {
  /** The CII XML, embedded byte for byte. */
  xml: string;
  metadata: DocumentMetadata;
  /** fx:ConformanceLevel, e.g. "EN 16931". */
  conformanceLevel: string;
  /** factur-x.xml, or xrechnung.xml for the XRECHNUNG profile. */
  attachmentName: string;
  relationship: 'Alternative' | 'Data';
}

/** The document /ID: a digest of the instant and the XML, so equal input gives equal files. */
async function documentId(xml: string, when: Date): Promise<string> {
  const data = new TextEncoder().encode(`${when.toISOString()}\n${xml}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return [...digest.slice(0, 16)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
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

/** Title, author, subject and keywords of an invoice's container, for Info and XMP alike. */
export function invoiceMetadata(model: InvoiceModel, conformanceLevel: string, date: Date, creator = PRODUCER): DocumentMetadata {
  const inv = model.invoice;
  const kind = model.kind === 'credit_note' ? 'Credit note' : 'Invoice';
  return {
    title: `${kind} ${inv.invoice_number}`,
    author: inv.seller.name,
    subject: `${kind} ${inv.invoice_number} from ${inv.seller.name} to ${inv.buyer.name}`,
    keywords: `Invoice, Factur-X, ZUGFeRD, ${conformanceLevel}`,
    creator,
    producer: PRODUCER,
    date,
  };
}

/** Adds metadata, output intent, the XML and the /ID to a document whose pages are drawn, and saves it. */
export async function finishPdfA3Container(doc: PDFDocument, input: ContainerInput): Promise<Uint8Array> {
  const meta = input.metadata;
  // Info dictionary and XMP say the same things (PDF/A-3 6.6.2.3).
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setKeywords([meta.keywords]);
  doc.setCreator(meta.creator);
  doc.setProducer(meta.producer);
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);

  const context = doc.context;
  const xmp = new TextEncoder().encode(
    buildXmp(meta, { documentFileName: input.attachmentName, conformanceLevel: input.conformanceLevel, version: '1.0' }),
  );
  // Uncompressed, so that tools that do not decode streams can still read the metadata.
  const metadata = context.stream(xmp, { Type: 'Metadata', Subtype: 'XML', Length: xmp.length });
  doc.catalog.set(PDFName.of('Metadata'), context.register(metadata));

  if (!hasPdfaOutputIntent(doc)) {
    const icc = context.register(context.flateStream(srgbIccProfile(), { N: 3 }));
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

  await doc.attach(new TextEncoder().encode(input.xml), input.attachmentName, {
    mimeType: 'text/xml',
    description: input.attachmentName === 'xrechnung.xml' ? 'XRechnung invoice' : 'Factur-X/ZUGFeRD invoice',
    creationDate: meta.date,
    modificationDate: meta.date,
    afRelationship: input.relationship === 'Data' ? AFRelationship.Data : AFRelationship.Alternative,
  });

  const id = PDFHexString.of(await documentId(input.xml, meta.date));
  context.trailerInfo.ID = context.obj([id, id]);
  return doc.save({ useObjectStreams: false });
}
