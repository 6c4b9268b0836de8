// A Factur-X / ZUGFeRD container from the caller's own invoice PDF (the one their accounting system printed,
// with their logo): its pages stay exactly as they are; the XML, the metadata, an output intent and an /ID are
// added (pdfa3-container.ts). What would have to change the pages to become PDF/A-3 (fonts not embedded,
// JavaScript, transparency without a colour space) is not repaired here: the PDF/A-3 checker finds it in the
// result and the caller is told. What makes the PDF unusable as a base is refused before anything is added.
import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib';
import type { InvoiceModel } from '../en16931/model.js';
import { finishPdfA3Container, PRODUCER, type ContainerAttachment } from './pdfa3-container.js';
import type { DocumentMetadata } from './xmp.js';

/** Why a caller's PDF cannot be the visual part of a hybrid invoice. */
export type VisualPdfProblem = 'not_a_pdf' | 'encrypted' | 'has_attachments';

export class VisualPdfRefusal extends Error {
  constructor(
    readonly problem: VisualPdfProblem,
    message: string,
  ) {
    super(message);
    this.name = 'VisualPdfRefusal';
  }
}

export interface VisualContainerInput {
  /** The caller's PDF. */
  visual: Uint8Array;
  model: InvoiceModel;
  attachment: ContainerAttachment;
  /** The instant written as modification date; defaults to now. */
  now?: Date;
}

/** The trailer (or cross-reference stream) names an /Encrypt dictionary: readable before any object is. */
const ENCRYPT_ENTRY = /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/;

async function load(bytes: Uint8Array): Promise<PDFDocument> {
  const text = new TextDecoder('latin1').decode(bytes);
  if (!text.slice(0, 1024).includes('%PDF-')) throw new VisualPdfRefusal('not_a_pdf', 'is not a PDF: it has no %PDF- header');
  // Checked on the bytes: an encrypted file's objects may not even parse before decryption.
  if (ENCRYPT_ENTRY.test(text))
    throw new VisualPdfRefusal('encrypted', 'is encrypted: PDF/A forbids encryption; send the PDF without a password or restrictions');
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch {
    throw new VisualPdfRefusal('not_a_pdf', 'cannot be read as a PDF (its structure is damaged)');
  }
}

/** A PDF that already carries files (perhaps it is already a hybrid invoice) would hold two invoices. */
function hasAttachments(doc: PDFDocument): boolean {
  if (doc.catalog.has(PDFName.of('AF'))) return true;
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  return names?.has(PDFName.of('EmbeddedFiles')) ?? false;
}

/** Title, author, subject and keywords of an invoice's container, for Info and XMP alike. */
function invoiceMetadata(model: InvoiceModel, conformanceLevel: string, date: Date, creator: string): DocumentMetadata {
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

export async function createHybridFromVisual(input: VisualContainerInput): Promise<Uint8Array> {
  const doc = await load(input.visual);
  if (doc.getPageCount() === 0) throw new VisualPdfRefusal('not_a_pdf', 'has no pages');
  if (hasAttachments(doc)) throw new VisualPdfRefusal('has_attachments', 'already has embedded files: send the printed invoice without attachments');
  const now = input.now ?? new Date();
  // The caller's program stays named as the creator; the dates become those of the hybrid document.
  const creator = doc.getCreator()?.trim() || PRODUCER;
  const metadata = invoiceMetadata(input.model, input.attachment.conformanceLevel, now, creator);
  return finishPdfA3Container(doc, { metadata, attachment: input.attachment });
}
