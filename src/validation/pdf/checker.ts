// The project's PDF/A-3b and Factur-X hybrid checker. No JVM (veraPDF, Mustang) is available, so this reads
// the PDF with @cantoo/pdf-lib and checks the clauses a generated invoice can break: header, trailer, XMP and
// its agreement with Info, OutputIntent and ICC profile, device colours the output intent does not describe,
// font embedding and widths, forbidden actions, associated files, and the Factur-X XMP properties against the
// embedded XML. Rule ids: rules.ts.
import type { PDFContext, PDFDocument, PDFObject } from '@cantoo/pdf-lib';
import { CONFORMANCE_BY_GUIDELINE } from '../../../core/pdf/conformance-levels.js';
import type { ValidationRule } from '../../schemas/validation.js';
import { embeddedFiles, findInvoiceFile, type EmbeddedFile } from './hybrid-attachment.js';
import {
  allDictionaries,
  dateOf,
  dictOf,
  get,
  getDict,
  loadPdf,
  nameOf,
  numberOf,
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFRef,
  PDFString,
  pageResources,
  refLabel,
  resolve,
  streamBytes,
  textOf,
} from './pdf-reader.js';
import { PDF_RULES, type PdfRuleInfo } from './rules.js';
import { budgetOf, PDF_LIMITS, PdfLimitError } from './budget.js';
import { deviceColourUses, type DeviceSpace } from './device-colour.js';
import { readTrueTypeWidths } from './truetype.js';
import { withXml, type XPathRead } from './xml-read.js';

/** XMP namespaces of the Factur-X properties: Factur-X 1.x / ZUGFeRD 2.1+, ZUGFeRD 2.0, ZUGFeRD 1.0. */
const FX_NAMESPACES = [
  'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#',
  'urn:zugferd:pdfa:CrossIndustryDocument:invoice:2p0#',
  'urn:ferd:pdfa:CrossIndustryDocument:invoice:1p0#',
];
const CONFORMANCE_LEVELS = new Set(['MINIMUM', 'BASIC WL', 'BASIC', 'EN 16931', 'EXTENDED', 'XRECHNUNG', 'COMFORT']);
const FORBIDDEN_ACTIONS = new Set([
  'Launch',
  'Sound',
  'Movie',
  'ResetForm',
  'ImportData',
  'JavaScript',
  'Hide',
  'SetOCGState',
  'Rendition',
  'Trans',
  'GoTo3DView',
]);

const XMP_NS = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  pdfaid: 'http://www.aiim.org/pdfa/ns/id/',
  dc: 'http://purl.org/dc/elements/1.1/',
  pdf: 'http://ns.adobe.com/pdf/1.3/',
  xmp: 'http://ns.adobe.com/xap/1.0/',
  pdfaSchema: 'http://www.aiim.org/pdfa/ns/schema#',
};

export interface HybridPdfReport {
  rules: ValidationRule[];
  /** The embedded invoice XML, when one was found and decoded. */
  invoiceXml: string | null;
  attachmentName: string | null;
  /** fx:ConformanceLevel from the XMP. */
  conformanceLevel: string | null;
  /** BT-24 of the embedded XML. */
  guidelineId: string | null;
  /** The invoice attachment inflates past PDF_LIMITS.invoiceXmlBytes (validate answers 413). */
  invoiceXmlTooLarge: boolean;
}

class Findings {
  readonly rules: ValidationRule[] = [];
  add(info: PdfRuleInfo, message: string, location: string, severity: ValidationRule['severity'] = 'error'): void {
    this.rules.push({
      rule_id: info.id,
      severity,
      message: `${message} (${info.source}: ${info.requirement})`,
      location,
      suggestion: info.suggestion,
    });
  }
}

/** The last 1 KB must hold %%EOF: without it the file was cut off (ISO 32000-1 §7.5.5). */
function checkEnd(bytes: Uint8Array, f: Findings): void {
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 1024)));
  if (!tail.includes('%%EOF')) f.add(PDF_RULES.parse, 'the file has no end-of-file marker (%%EOF): it is truncated', 'end of file');
}

function checkHeader(bytes: Uint8Array, f: Findings): void {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 64));
  if (!/^%PDF-[12]\.\d/.test(head)) {
    f.add(PDF_RULES.header, 'the file does not start with %PDF-1.n', 'byte 0');
    return;
  }
  const eol = head.search(/[\r\n]/);
  let at = eol;
  while (at < bytes.length && (bytes[at] === 0x0d || bytes[at] === 0x0a)) at++;
  const comment = bytes.subarray(at, at + 5);
  if (comment[0] !== 0x25 || [...comment.subarray(1, 5)].some((b) => b <= 127)) {
    f.add(PDF_RULES.header, 'the header is not followed by a binary comment line', 'line 2');
  }
}

function checkTrailer(doc: PDFDocument, f: Findings): boolean {
  const trailer = doc.context.trailerInfo;
  if (trailer.Encrypt) {
    f.add(PDF_RULES.encrypt, 'the document is encrypted', 'trailer/Encrypt');
    return false;
  }
  const id = resolve(doc.context, trailer.ID as PDFObject | undefined);
  const ok =
    id instanceof PDFArray &&
    id.size() === 2 &&
    [0, 1].every((i) => {
      const part = resolve(doc.context, id.get(i));
      return part instanceof PDFString || part instanceof PDFHexString;
    });
  if (!ok) f.add(PDF_RULES.trailerId, 'the trailer has no /ID of two strings', 'trailer/ID');
  return true;
}

interface XmpFacts {
  read: XPathRead;
  fxNamespace: string | null;
}

function readXmp(doc: PDFDocument, f: Findings): XmpFacts | null {
  const metadata = get(doc.context, doc.catalog, 'Metadata');
  const bytes = streamBytes(metadata);
  if (!bytes) {
    f.add(PDF_RULES.xmpPresent, 'the catalog has no readable /Metadata stream', 'catalog/Metadata');
    return null;
  }
  const text = new TextDecoder().decode(bytes);
  // The fx namespace in use decides the prefix the XPath reads bind.
  const fxNamespace = FX_NAMESPACES.find((ns) => text.includes(ns)) ?? null;
  const namespaces = { ...XMP_NS, fx: fxNamespace ?? FX_NAMESPACES[0]! };
  // Values are copied out while the document is alive; the reader below only looks them up.
  const values = withXml(text, namespaces, (read) => {
    const prop = (qname: string) => read(`(//rdf:Description/${qname} | //rdf:Description/@${qname})[1]`);
    const li = (qname: string) => read(`(//rdf:Description/${qname}//rdf:li)[1]`) || prop(qname);
    const found = new Map<string, string>();
    for (const q of [
      'pdfaid:part',
      'pdfaid:conformance',
      'pdf:Keywords',
      'pdf:Producer',
      'xmp:CreatorTool',
      'xmp:CreateDate',
      'xmp:ModifyDate',
      'fx:DocumentType',
      'fx:DocumentFileName',
      'fx:Version',
      'fx:ConformanceLevel',
    ])
      found.set(q, prop(q));
    for (const q of ['dc:title', 'dc:creator', 'dc:description']) found.set(q, li(q));
    found.set('extension:fx', fxNamespace ? read(`count(//pdfaSchema:namespaceURI[normalize-space(.)='${fxNamespace}'])`) : '0');
    return found;
  });
  if (!values) {
    f.add(PDF_RULES.xmpWellFormed, 'the XMP packet is not well-formed XML', 'catalog/Metadata');
    return null;
  }
  return { read: (q) => values.get(q) ?? '', fxNamespace };
}

function checkPdfaId(xmp: XmpFacts, f: Findings): void {
  const part = xmp.read('pdfaid:part');
  const conformance = xmp.read('pdfaid:conformance');
  // PDF/A-4 (part 4) files are accepted: Factur-X 1.09.2 allows them, and every clause checked here holds there too.
  const ok = (part === '3' && ['A', 'B', 'U'].includes(conformance)) || part === '4';
  if (!ok) f.add(PDF_RULES.pdfaId, `pdfaid:part is "${part}" and pdfaid:conformance "${conformance}"`, 'XMP pdfaid');
}

function sameInstant(info: Date, xmpText: string): boolean {
  if (!xmpText) return false;
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(xmpText);
  const parsed = Date.parse(hasZone ? xmpText : `${xmpText}Z`);
  if (Number.isNaN(parsed)) return false;
  // Without a zone in the XMP the wall-clock digits have to agree; pdf-lib reads a zoneless Info date as UTC.
  return Math.abs(parsed - info.getTime()) < 1000;
}

/**
 * A warning, not an error: post-processors (pypdf and others) often rewrite Info without touching the XMP, and
 * Factur-X receivers read such files. The project's own PDFs must not trigger it (the tests assert no rule at all).
 */
const INFO_XMP_SEVERITY = 'warning';

function checkInfoAgainstXmp(doc: PDFDocument, xmp: XmpFacts, f: Findings): void {
  const context = doc.context;
  const info = dictOf(resolve(context, doc.context.trailerInfo.Info as PDFObject | undefined));
  if (!info) return;
  const pairs: Array<[string, string]> = [
    ['Title', 'dc:title'],
    ['Author', 'dc:creator'],
    ['Subject', 'dc:description'],
    ['Keywords', 'pdf:Keywords'],
    ['Creator', 'xmp:CreatorTool'],
    ['Producer', 'pdf:Producer'],
  ];
  for (const [key, prop] of pairs) {
    const value = textOf(get(context, info, key));
    if (value === undefined || value === '') continue;
    if (value !== xmp.read(prop))
      f.add(PDF_RULES.infoXmp, `Info /${key} "${value}" differs from XMP ${prop} "${xmp.read(prop)}"`, `trailer/Info/${key}`, INFO_XMP_SEVERITY);
  }
  for (const [key, prop] of [
    ['CreationDate', 'xmp:CreateDate'],
    ['ModDate', 'xmp:ModifyDate'],
  ] as const) {
    const date = dateOf(get(context, info, key));
    if (!date) continue;
    if (!sameInstant(date, xmp.read(prop)))
      f.add(
        PDF_RULES.infoXmp,
        `Info /${key} ${date.toISOString()} differs from XMP ${prop} "${xmp.read(prop)}"`,
        `trailer/Info/${key}`,
        INFO_XMP_SEVERITY,
      );
  }
}

const ICC_SPACES: Record<string, number> = { 'RGB ': 3, GRAY: 1, CMYK: 4 };

/** What checkOutputIntent found: whether there is a PDF/A output intent, and its profile's colour space. */
interface OutputIntentFacts {
  present: boolean;
  /** 'RGB ', 'CMYK' or 'GRAY' from the ICC header; undefined when unreadable. */
  space?: string;
}

function checkOutputIntent(doc: PDFDocument, f: Findings): OutputIntentFacts {
  const context = doc.context;
  const intents = get(context, doc.catalog, 'OutputIntents');
  const pdfa =
    intents instanceof PDFArray
      ? intents
          .asArray()
          .map((i) => dictOf(resolve(context, i)))
          .filter((d) => d && nameOf(get(context, d, 'S')) === 'GTS_PDFA1')
      : [];
  if (pdfa.length === 0) {
    f.add(PDF_RULES.outputIntent, 'the catalog has no GTS_PDFA1 OutputIntent', 'catalog/OutputIntents');
    return { present: false };
  }
  const profiles = new Set<unknown>();
  let space: string | undefined;
  for (const intent of pdfa) {
    const raw = intent!.get(PDFName.of('DestOutputProfile'));
    profiles.add(raw instanceof PDFRef ? `${raw.objectNumber} ${raw.generationNumber}` : raw);
    const stream = resolve(context, raw);
    const icc = streamBytes(stream);
    if (!icc) {
      f.add(PDF_RULES.outputIntent, 'the OutputIntent has no readable DestOutputProfile stream', 'catalog/OutputIntents/DestOutputProfile');
      continue;
    }
    const problem = iccProblem(icc, numberOf(get(context, dictOf(stream), 'N')));
    if (problem)
      f.add(PDF_RULES.outputIntent, `the DestOutputProfile is not a valid ICC profile: ${problem}`, 'catalog/OutputIntents/DestOutputProfile');
    else space ??= String.fromCharCode(...icc.subarray(16, 20));
  }
  if (profiles.size > 1) f.add(PDF_RULES.outputIntent, 'several OutputIntents carry different ICC profiles', 'catalog/OutputIntents');
  return { present: true, space };
}

/** The device space each output intent colour space describes; DeviceGray is allowed under any. */
const DESCRIBED_BY: Record<string, DeviceSpace> = { 'RGB ': 'DeviceRGB', CMYK: 'DeviceCMYK', GRAY: 'DeviceGray' };

/** Device colours the output intent does not describe (one finding per colour space, at its first use). */
function checkDeviceColours(doc: PDFDocument, intent: OutputIntentFacts, f: Findings): void {
  // Without a readable output intent checkOutputIntent has reported it; every device colour would follow from that.
  if (!intent.present || intent.space === undefined) return;
  const described = DESCRIBED_BY[intent.space];
  const reported = new Set<DeviceSpace>();
  for (const use of deviceColourUses(doc)) {
    if (use.space === 'DeviceGray' || use.space === described || reported.has(use.space)) continue;
    reported.add(use.space);
    f.add(PDF_RULES.deviceColour, `${use.space} is used under a ${intent.space.trim()} output intent`, use.where);
  }
}

function iccProblem(icc: Uint8Array, n: number | undefined): string | null {
  if (icc.length < 132) return 'shorter than the 128-byte header and tag count';
  const view = new DataView(icc.buffer, icc.byteOffset, icc.byteLength);
  const ascii = (at: number) => String.fromCharCode(...icc.subarray(at, at + 4));
  if (ascii(36) !== 'acsp') return 'no acsp signature';
  if (view.getUint32(0) !== icc.length) return `header size ${view.getUint32(0)} differs from the stream length ${icc.length}`;
  const major = icc[8]!;
  if (major < 2 || major > 4) return `unsupported ICC version ${major}`;
  const deviceClass = ascii(12);
  if (!['mntr', 'prtr', 'scnr', 'spac'].includes(deviceClass)) return `device class ${deviceClass} cannot be an output profile`;
  const space = ascii(16);
  const channels = ICC_SPACES[space];
  if (channels === undefined) return `colour space ${space.trim()} is not RGB, GRAY or CMYK`;
  if (n !== undefined && n !== channels) return `/N ${n} does not match the profile's ${space.trim()} (${channels} components)`;
  return null;
}

/** Font dictionaries used by pages, their form XObjects and annotation appearances. */
function usedFonts(doc: PDFDocument): Array<{ font: PDFDict; where: string }> {
  const context = doc.context;
  const fonts: Array<{ font: PDFDict; where: string }> = [];
  const seenFonts = new Set<PDFDict>();
  const seenResources = new Set<PDFDict>();
  const visitResources = (resources: PDFDict | undefined, where: string, depth: number) => {
    if (!resources || seenResources.has(resources) || depth > 12) return;
    seenResources.add(resources);
    const fontDict = getDict(context, resources, 'Font');
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = dictOf(resolve(context, ref));
      if (font && !seenFonts.has(font)) {
        seenFonts.add(font);
        fonts.push({ font, where: `${where}/Font${name.toString()} (${refLabel(ref)})` });
      }
    }
    const xobjects = getDict(context, resources, 'XObject');
    for (const [name, ref] of xobjects?.entries() ?? []) {
      const xo = dictOf(resolve(context, ref));
      if (xo && nameOf(get(context, xo, 'Subtype')) === 'Form')
        visitResources(getDict(context, xo, 'Resources'), `${where}/XObject${name.toString()}`, depth + 1);
    }
  };
  doc.getPages().forEach((page, i) => {
    visitResources(pageResources(context, page.node), `page ${i + 1}`, 0);
    const annots = get(context, page.node, 'Annots');
    if (annots instanceof PDFArray) {
      for (const a of annots.asArray()) {
        const appearance = getDict(context, getDict(context, dictOf(resolve(context, a)), 'AP'), 'N');
        if (appearance) visitResources(getDict(context, appearance, 'Resources'), `page ${i + 1} annotation`, 1);
      }
    }
  });
  return fonts;
}

function checkFonts(doc: PDFDocument, f: Findings): void {
  const context = doc.context;
  for (const { font, where } of usedFonts(doc)) {
    const subtype = nameOf(get(context, font, 'Subtype'));
    if (subtype === 'Type3') continue;
    const baseFont = nameOf(get(context, font, 'BaseFont')) ?? '?';
    // A Type0 font's glyphs and widths live in its one descendant CIDFont.
    const descendants = get(context, font, 'DescendantFonts');
    const target = subtype === 'Type0' ? dictOf(resolve(context, descendants instanceof PDFArray ? descendants.get(0) : undefined)) : font;
    const descriptor = getDict(context, target, 'FontDescriptor');
    const program = get(context, descriptor, 'FontFile2') ?? get(context, descriptor, 'FontFile3') ?? get(context, descriptor, 'FontFile');
    if (!program) {
      f.add(PDF_RULES.fontEmbedded, `font ${baseFont} is not embedded`, where);
      continue;
    }
    if (subtype === 'Type0' && target && nameOf(get(context, target, 'Subtype')) === 'CIDFontType2')
      checkCidWidths(context, target, program, baseFont, where, f);
  }
}

/** Compares /W of a CIDFontType2 with the hmtx of its embedded TrueType program (tolerance: one unit). */
function checkCidWidths(context: PDFContext, cidFont: PDFDict, program: PDFObject, baseFont: string, where: string, f: Findings): void {
  const bytes = streamBytes(program);
  const metrics = bytes ? readTrueTypeWidths(bytes) : null;
  if (!metrics) {
    f.add(PDF_RULES.fontEmbedded, `font ${baseFont}: the embedded TrueType program cannot be read`, where);
    return;
  }
  const mapObj = get(context, cidFont, 'CIDToGIDMap');
  const map = mapObj && nameOf(mapObj) !== 'Identity' ? streamBytes(mapObj) : undefined;
  const gidOf = (cid: number) => (map ? ((map[cid * 2] ?? 0) << 8) | (map[cid * 2 + 1] ?? 0) : cid);
  const w = get(context, cidFont, 'W');
  if (!(w instanceof PDFArray)) return; // all glyphs take /DW; nothing to compare per glyph
  const items = w.asArray().map((o) => resolve(context, o));
  const compare = (cid: number, declared: number | undefined): boolean => {
    if (declared === undefined) return true;
    const gid = gidOf(cid);
    if (gid >= metrics.glyphCount) return true; // a missing glyph is rendered as .notdef; no width to compare
    const actual = metrics.width(gid);
    if (Math.abs(actual - declared) <= 1) return true;
    f.add(PDF_RULES.fontWidths, `font ${baseFont}: CID ${cid} has /W width ${declared} but the font program says ${actual.toFixed(1)}`, where);
    return false;
  };
  for (let i = 0; i < items.length; ) {
    const first = numberOf(items[i]);
    const next = items[i + 1];
    if (first === undefined) return;
    if (next instanceof PDFArray) {
      const widths = next.asArray().map((o) => numberOf(resolve(context, o)));
      for (let k = 0; k < widths.length; k++) if (!compare(first + k, widths[k])) return;
      i += 2;
    } else {
      const last = numberOf(next);
      const width = numberOf(items[i + 2]);
      if (last === undefined) return;
      for (let cid = first; cid <= last && cid - first < 65536; cid++) if (!compare(cid, width)) return;
      i += 3;
    }
  }
}

function checkActions(doc: PDFDocument, hasOutputIntent: boolean, f: Findings): void {
  const context = doc.context;
  if (get(context, doc.catalog, 'AA')) f.add(PDF_RULES.actions, 'the catalog has additional actions (/AA)', 'catalog/AA');
  if (getDict(context, getDict(context, doc.catalog, 'Names'), 'JavaScript'))
    f.add(PDF_RULES.actions, 'the document has a JavaScript name tree', 'catalog/Names/JavaScript');
  let transparencyReported = false;
  for (const { dict, ref } of allDictionaries(context)) {
    const s = nameOf(get(context, dict, 'S'));
    const type = nameOf(get(context, dict, 'Type'));
    if (s && FORBIDDEN_ACTIONS.has(s) && (type === undefined || type === 'Action'))
      f.add(PDF_RULES.actions, `a ${s} action is present`, refLabel(ref));
    else if (dict.has(PDFName.of('JS'))) f.add(PDF_RULES.actions, 'a JavaScript entry (/JS) is present', refLabel(ref));
    if (type === 'Page' && dict.has(PDFName.of('AA'))) f.add(PDF_RULES.actions, 'a page has additional actions (/AA)', refLabel(ref));
    if (!hasOutputIntent && !transparencyReported && s === 'Transparency' && !get(context, dict, 'CS')) {
      f.add(PDF_RULES.transparency, 'a transparency group without a colour space, and no output intent', refLabel(ref));
      transparencyReported = true;
    }
  }
}

/** Every reference listed in an /AF array anywhere in the file (catalog, pages, annotations). */
function associatedFileRefs(doc: PDFDocument): Set<string> {
  const refs = new Set<string>();
  for (const { dict } of allDictionaries(doc.context)) {
    const af = dict.get(PDFName.of('AF'));
    const arr = af instanceof PDFRef ? resolve(doc.context, af) : af;
    if (arr instanceof PDFArray)
      for (const item of arr.asArray()) if (item instanceof PDFRef) refs.add(`${item.objectNumber} ${item.generationNumber}`);
  }
  return refs;
}

function checkEmbeddedFiles(doc: PDFDocument, files: EmbeddedFile[], f: Findings): void {
  const associated = files.length > 0 ? associatedFileRefs(doc) : new Set<string>();
  for (const file of files) {
    const where = `embedded file ${file.name} (${refLabel(file.specRef)})`;
    if (!file.relationship) f.add(PDF_RULES.afRelationship, `${file.name} has no /AFRelationship`, where);
    const ref = file.specRef;
    if (!(ref instanceof PDFRef) || !associated.has(`${ref.objectNumber} ${ref.generationNumber}`)) {
      f.add(PDF_RULES.afCatalog, `${file.name} is not referenced from any /AF array`, where);
    }
    if (!file.hasF || !file.hasUF) f.add(PDF_RULES.fileSpecNames, `${file.name} lacks ${file.hasF ? '/UF' : '/F'}`, where);
    if (!file.mime) f.add(PDF_RULES.embeddedMime, `${file.name} has no MIME /Subtype`, where);
    if (!file.hasParamsModDate) f.add(PDF_RULES.embeddedParams, `${file.name} has no /Params with /ModDate`, where);
  }
}

const GUIDELINE_XPATH =
  "/*/*[local-name()='ExchangedDocumentContext' or local-name()='SpecifiedExchangedDocumentContext']/*[local-name()='GuidelineSpecifiedDocumentContextParameter']/*[local-name()='ID']";

function checkFacturx(files: EmbeddedFile[], xmp: XmpFacts | null, expectedXml: string | undefined, f: Findings, report: HybridPdfReport): void {
  const invoice = findInvoiceFile(files);
  if (!invoice) {
    f.add(
      PDF_RULES.fxAttachment,
      `no embedded factur-x.xml or xrechnung.xml (found: ${files.map((x) => x.name).join(', ') || 'none'})`,
      'catalog/Names/EmbeddedFiles',
    );
  } else {
    report.attachmentName = invoice.name;
    const where = `embedded file ${invoice.name}`;
    let bytes: Uint8Array | undefined;
    try {
      bytes = streamBytes(invoice.stream, PDF_LIMITS.invoiceXmlBytes);
    } catch (error) {
      if (!(error instanceof PdfLimitError)) throw error;
      report.invoiceXmlTooLarge = true;
      f.add(PDF_RULES.limits, `${invoice.name} inflates to more than ${PDF_LIMITS.invoiceXmlBytes} bytes, the limit for an invoice XML`, where);
    }
    if (report.invoiceXmlTooLarge) {
      /* reported above */
    } else if (!bytes) f.add(PDF_RULES.fxXml, `${invoice.name} cannot be decoded`, where);
    else {
      const xml = new TextDecoder().decode(bytes);
      report.invoiceXml = xml;
      const parsed = withXml(xml, {}, (read) => ({ root: read('local-name(/*)'), guideline: read(GUIDELINE_XPATH) }));
      if (!parsed || !['CrossIndustryInvoice', 'CrossIndustryDocument'].includes(parsed.root))
        f.add(PDF_RULES.fxXml, `${invoice.name} is not a well-formed CII invoice`, where);
      else report.guidelineId = parsed.guideline || null;
      if (expectedXml !== undefined && xml !== expectedXml)
        f.add(PDF_RULES.fxXmlMatch, `${invoice.name} differs from the XML of the conversion`, where);
    }
    // Both are Factur-X conventions on top of PDF/A-3, which allows any relationship and MIME type; a receiver
    // still finds the XML, so they are warnings.
    if (invoice.relationship && !['Alternative', 'Data', 'Source'].includes(invoice.relationship)) {
      f.add(PDF_RULES.fxRelationship, `${invoice.name} has /AFRelationship /${invoice.relationship}`, where, 'warning');
    }
    if (invoice.mime && invoice.mime !== 'text/xml') {
      f.add(PDF_RULES.fxMime, `${invoice.name} has MIME type ${invoice.mime}`, where, 'warning');
    }
  }
  if (!xmp) return;
  if (!xmp.fxNamespace) {
    f.add(PDF_RULES.fxXmpProperties, 'the XMP has no Factur-X / ZUGFeRD properties', 'XMP fx');
    return;
  }
  const docType = xmp.read('fx:DocumentType');
  const fileName = xmp.read('fx:DocumentFileName');
  const version = xmp.read('fx:Version');
  const level = xmp.read('fx:ConformanceLevel');
  report.conformanceLevel = level || null;
  const missing = [
    ['DocumentType', docType],
    ['DocumentFileName', fileName],
    ['Version', version],
    ['ConformanceLevel', level],
  ]
    .filter(([, v]) => !v)
    .map(([k]) => `fx:${k}`);
  if (missing.length) f.add(PDF_RULES.fxXmpProperties, `the XMP lacks ${missing.join(', ')}`, 'XMP fx');
  if (docType && docType !== 'INVOICE') f.add(PDF_RULES.fxXmpProperties, `fx:DocumentType is "${docType}", not INVOICE`, 'XMP fx:DocumentType');
  if (xmp.read('extension:fx') === '0')
    f.add(PDF_RULES.fxXmpExtension, `no PDF/A extension schema declares ${xmp.fxNamespace}`, 'XMP pdfaExtension:schemas');
  if (fileName && invoice && fileName.toLowerCase() !== invoice.name.toLowerCase())
    f.add(PDF_RULES.fxFileName, `fx:DocumentFileName is "${fileName}" but the embedded file is ${invoice.name}`, 'XMP fx:DocumentFileName');
  if (level) {
    const upper = level.toUpperCase();
    if (!CONFORMANCE_LEVELS.has(upper))
      f.add(PDF_RULES.fxConformance, `fx:ConformanceLevel contains the invalid value "${level}"`, 'XMP fx:ConformanceLevel');
    else if (report.guidelineId && CONFORMANCE_BY_GUIDELINE[report.guidelineId] && CONFORMANCE_BY_GUIDELINE[report.guidelineId] !== upper) {
      f.add(
        PDF_RULES.fxConformance,
        `fx:ConformanceLevel "${level}" does not match the XML's guideline ${report.guidelineId} (${CONFORMANCE_BY_GUIDELINE[report.guidelineId]})`,
        'XMP fx:ConformanceLevel',
      );
    }
    if (invoice?.relationship === 'Alternative' && (upper === 'MINIMUM' || upper === 'BASIC WL')) {
      f.add(
        PDF_RULES.fxRelationship,
        `${level} is not a full EN 16931 invoice; its XML should be /Data, not /Alternative`,
        `embedded file ${invoice.name}`,
        'warning',
      );
    }
  }
}

export interface CheckOptions {
  /** When given, the embedded XML must equal it byte for byte (FX-XML-MATCH). */
  expectedXml?: string;
}

/** Runs every check and returns the rules that failed plus what was read on the way (embedded XML, levels). */
export async function inspectHybridPdf(bytes: Uint8Array, options: CheckOptions = {}): Promise<HybridPdfReport> {
  const f = new Findings();
  const report: HybridPdfReport = {
    rules: f.rules,
    invoiceXml: null,
    attachmentName: null,
    conformanceLevel: null,
    guidelineId: null,
    invoiceXmlTooLarge: false,
  };
  checkHeader(bytes, f);
  checkEnd(bytes, f);
  let doc: PDFDocument;
  try {
    doc = await loadPdf(bytes);
  } catch (error) {
    if (error instanceof PdfLimitError) f.add(PDF_RULES.limits, `the PDF was not read further: ${error.what}`, 'file');
    else f.add(PDF_RULES.parse, `the PDF cannot be read: ${(error as Error).message}`, 'file');
    return report;
  }
  // A limit reached inside pdf-lib's parser leaves that object unread instead of failing the load.
  const exceeded = budgetOf(doc.context).exceeded;
  if (exceeded) f.add(PDF_RULES.limits, `part of the PDF was not read: ${exceeded}`, 'file');
  const pages = getDict(doc.context, doc.catalog, 'Pages');
  const pageTreeOk = Boolean(pages) && nameOf(get(doc.context, pages, 'Type')) === 'Pages';
  if (!pageTreeOk) f.add(PDF_RULES.parse, 'the catalog’s /Pages is not a page tree node (/Type /Pages)', 'catalog/Pages');
  if (!checkTrailer(doc, f)) return report;
  // Each group of checks runs on its own: a damaged object stops that group with PDF-PARSE, not the whole check.
  const guarded = <T>(what: string, run: () => T, fallback: T): T => {
    try {
      return run();
    } catch (error) {
      if (error instanceof PdfLimitError) f.add(PDF_RULES.limits, `${what}: not checked, ${error.what}`, 'file');
      else f.add(PDF_RULES.parse, `${what} cannot be read: ${(error as Error).message}`, 'file');
      return fallback;
    }
  };
  const xmp = guarded('the XMP metadata', () => readXmp(doc, f), null);
  if (xmp) {
    guarded('the pdfaid properties', () => checkPdfaId(xmp, f), undefined);
    guarded('the Info dictionary', () => checkInfoAgainstXmp(doc, xmp, f), undefined);
  }
  const intent = guarded('the output intent', () => checkOutputIntent(doc, f), { present: false });
  if (pageTreeOk) guarded('the page tree', () => checkFonts(doc, f), undefined);
  if (pageTreeOk) guarded('the colours of the pages', () => checkDeviceColours(doc, intent, f), undefined);
  guarded('the actions', () => checkActions(doc, intent.present, f), undefined);
  const files = guarded('the embedded files', () => embeddedFiles(doc), []);
  guarded('the embedded files', () => checkEmbeddedFiles(doc, files, f), undefined);
  guarded('the Factur-X data', () => checkFacturx(files, xmp, options.expectedXml, f, report), undefined);
  return report;
}

/** The failing rules only: empty when the PDF passes every check. */
export async function checkHybridPdf(bytes: Uint8Array, options: CheckOptions = {}): Promise<ValidationRule[]> {
  return (await inspectHybridPdf(bytes, options)).rules;
}
