// A Factur-X / ZUGFeRD hybrid from the caller's own invoice PDF (their layout, their logo): the service adds
// what PDF/A-3 and Factur-X need around the unchanged pages — the invoice XML as an associated file, XMP with
// the PDF/A-3 identification and the Factur-X extension schema, an sRGB OutputIntent, an Info dictionary that
// says the same, a document /ID. What cannot be made PDF/A-3 without changing how the pages look is refused
// with the reason (the convert service answers 422): encryption, JavaScript, fonts that are not embedded,
// files already embedded. The result then goes through the project's PDF/A-3 checker like any hybrid.
import { AFRelationship, PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFStream, PDFString, type PDFObject } from '@cantoo/pdf-lib';
import { srgbIccProfile, SRGB_OUTPUT_CONDITION } from './srgb-icc.js';
import { buildXmp } from './xmp.js';
import { PRODUCER } from './hybrid-pdf.js';

export interface CallerPdfInput {
  /** The caller's invoice PDF. */
  visual: Uint8Array;
  /** The CII XML, embedded byte for byte. */
  xml: string;
  conformanceLevel: string;
  attachmentName: string;
  relationship: 'Alternative' | 'Data';
  title: string;
  author: string;
  now?: Date;
}

/** Thrown by `facturxFromCallerPdf` when the caller's PDF cannot become PDF/A-3 unchanged. */
export class CallerPdfError extends Error {
  override name = 'CallerPdfError';
}

const name = (n: string) => PDFName.of(n);

function isJavaScriptAction(action: PDFObject | undefined, doc: PDFDocument): boolean {
  const dict = action instanceof PDFDict ? action : undefined;
  const resolved = dict ?? (action ? doc.context.lookup(action as never) : undefined);
  return resolved instanceof PDFDict && resolved.get(name('S')) === name('JavaScript');
}

/** JavaScript anywhere a viewer would run it: the document's name tree, open action, actions of document, pages, annotations. */
function hasJavaScript(doc: PDFDocument): boolean {
  const catalog = doc.catalog;
  const names = catalog.lookupMaybe(name('Names'), PDFDict);
  if (names?.has(name('JavaScript'))) return true;
  if (isJavaScriptAction(catalog.get(name('OpenAction')), doc)) return true;
  if (catalog.has(name('AA'))) return true;
  for (const page of doc.getPages()) {
    if (page.node.has(name('AA'))) return true;
    const annots = page.node.lookupMaybe(name('Annots'), PDFArray);
    for (let i = 0; i < (annots?.size() ?? 0); i++) {
      const annot = annots!.lookupMaybe(i, PDFDict);
      if (annot?.has(name('AA')) || isJavaScriptAction(annot?.get(name('A')), doc)) return true;
    }
  }
  return false;
}

/** The names of fonts the pages use without their glyphs embedded (Type 3 fonts draw their own glyphs). */
function fontsNotEmbedded(doc: PDFDocument): string[] {
  const missing = new Set<string>();
  const seen = new Set<PDFDict>();
  const visitResources = (resources: PDFDict | undefined, depth: number) => {
    if (!resources || seen.has(resources) || depth > 8) return;
    seen.add(resources);
    const fonts = resources.lookupMaybe(name('Font'), PDFDict);
    for (const [, ref] of fonts?.entries() ?? []) {
      const font = doc.context.lookup(ref);
      if (!(font instanceof PDFDict)) continue;
      const subtype = font.get(name('Subtype'));
      if (subtype === name('Type3')) continue;
      const descendant = subtype === name('Type0') ? font.lookupMaybe(name('DescendantFonts'), PDFArray)?.lookupMaybe(0, PDFDict) : font;
      const descriptor = descendant?.lookupMaybe(name('FontDescriptor'), PDFDict);
      const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor?.has(name(key)));
      if (!embedded) missing.add(String(font.get(name('BaseFont')) ?? '(unnamed)').replace(/^\//, ''));
    }
    const xobjects = resources.lookupMaybe(name('XObject'), PDFDict);
    for (const [, ref] of xobjects?.entries() ?? []) {
      const xobject = doc.context.lookup(ref);
      if (xobject instanceof PDFStream && xobject.dict.get(name('Subtype')) === name('Form')) {
        visitResources(xobject.dict.lookupMaybe(name('Resources'), PDFDict), depth + 1);
      }
    }
  };
  for (const page of doc.getPages()) visitResources(page.node.Resources(), 0);
  return [...missing];
}

async function documentId(xml: string, when: Date): Promise<PDFHexString> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${when.toISOString()}\ncaller\n${xml}`)));
  return PDFHexString.of(
    [...digest.slice(0, 16)]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase(),
  );
}

/** The caller's PDF as a Factur-X / ZUGFeRD hybrid; throws CallerPdfError naming what prevents it. */
export async function facturxFromCallerPdf(input: CallerPdfInput): Promise<Uint8Array> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(input.visual, { ignoreEncryption: true, updateMetadata: false });
  } catch (error) {
    throw new CallerPdfError(`the PDF cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
  if (doc.isEncrypted) throw new CallerPdfError('the PDF is encrypted; PDF/A forbids encryption');
  if (doc.getPageCount() === 0) throw new CallerPdfError('the PDF has no pages');
  if (hasJavaScript(doc)) throw new CallerPdfError('the PDF contains JavaScript; PDF/A forbids it');
  const missing = fontsNotEmbedded(doc);
  if (missing.length > 0) {
    throw new CallerPdfError(`the PDF uses fonts that are not embedded (${missing.slice(0, 5).join(', ')}); PDF/A needs every font embedded`);
  }
  if (doc.catalog.lookupMaybe(name('Names'), PDFDict)?.has(name('EmbeddedFiles'))) {
    throw new CallerPdfError('the PDF already carries embedded files; send it without attachments');
  }

  const now = input.now ?? new Date();
  const meta = {
    title: input.title,
    author: input.author,
    subject: input.title,
    keywords: `Invoice, Factur-X, ZUGFeRD, ${input.conformanceLevel}`,
    creator: PRODUCER,
    producer: PRODUCER,
    date: now,
  };
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setKeywords([meta.keywords]);
  doc.setCreator(meta.creator);
  doc.setProducer(meta.producer);
  doc.setCreationDate(now);
  doc.setModificationDate(now);

  const context = doc.context;
  const xmp = new TextEncoder().encode(
    buildXmp(meta, { documentFileName: input.attachmentName, conformanceLevel: input.conformanceLevel, version: '1.0' }),
  );
  doc.catalog.set(name('Metadata'), context.register(context.stream(xmp, { Type: 'Metadata', Subtype: 'XML', Length: xmp.length })));
  const icc = context.register(context.flateStream(srgbIccProfile(), { N: 3 }));
  const outputIntent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of(SRGB_OUTPUT_CONDITION),
    Info: PDFString.of(SRGB_OUTPUT_CONDITION),
    RegistryName: PDFString.of('http://www.color.org'),
    DestOutputProfile: icc,
  });
  doc.catalog.set(name('OutputIntents'), context.obj([outputIntent]));
  await doc.attach(new TextEncoder().encode(input.xml), input.attachmentName, {
    mimeType: 'text/xml',
    description: input.attachmentName === 'xrechnung.xml' ? 'XRechnung invoice' : 'Factur-X/ZUGFeRD invoice',
    creationDate: now,
    modificationDate: now,
    afRelationship: input.relationship === 'Data' ? AFRelationship.Data : AFRelationship.Alternative,
  });
  const id = await documentId(input.xml, now);
  context.trailerInfo.ID = context.obj([id, id]);
  return doc.save({ useObjectStreams: false });
}
