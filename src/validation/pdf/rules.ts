// The rules of the project's PDF/A-3 and Factur-X hybrid checker: one id per clause that a generated
// invoice can break. The ids are the project's own (no JVM validator is available); each names the
// PDF/A-3 (ISO 19005-3) clause or Factur-X 1.09.2 requirement it checks. docs/cii-pdf.md lists them.
import { PDF_LIMITS } from './budget.js';

export interface PdfRuleInfo {
  id: string;
  /** What the standard demands, in one sentence. */
  requirement: string;
  /** The clause it comes from. */
  source: string;
  suggestion: string;
}

const rule = (id: string, source: string, requirement: string, suggestion: string): PdfRuleInfo => ({ id, source, requirement, suggestion });

export const PDF_RULES = {
  parse: rule(
    'PDF-PARSE',
    'ISO 32000-1 §7',
    'The file is a complete, readable PDF: cross-reference table, catalog, page tree and a final %%EOF.',
    'Regenerate the PDF; the file is truncated or damaged.',
  ),
  limits: rule(
    'PDF-LIMITS',
    'project',
    `The PDF can be checked within the service's limits: at most ${PDF_LIMITS.streams} streams and ${PDF_LIMITS.totalInflatedBytes / 1048576} MB inflated, an invoice XML of at most ${PDF_LIMITS.invoiceXmlBytes} bytes.`,
    'Send the invoice XML alone, or a PDF without oversized or excess embedded streams.',
  ),
  header: rule(
    'PDFA-HEADER',
    'ISO 19005-3 §6.1.2',
    'The file starts with %PDF-1.n followed by a comment of at least four bytes above 127.',
    'Write the binary comment line after the header.',
  ),
  trailerId: rule('PDFA-TRAILER-ID', 'ISO 19005-3 §6.1.3', 'The trailer has an /ID array of two byte strings.', 'Add a document /ID to the trailer.'),
  encrypt: rule(
    'PDFA-ENCRYPT',
    'ISO 19005-3 §6.1.3',
    'The trailer has no /Encrypt entry.',
    'Save the PDF without encryption or password protection.',
  ),
  xmpPresent: rule(
    'PDFA-XMP-PRESENT',
    'ISO 19005-3 §6.6.2.1',
    'The catalog has a /Metadata stream with XMP.',
    'Add an XMP metadata stream to the document catalog.',
  ),
  xmpWellFormed: rule('PDFA-XMP-WELLFORMED', 'ISO 19005-3 §6.6.2.1', 'The XMP packet is well-formed XML.', 'Repair the XMP packet.'),
  pdfaId: rule(
    'PDFA-XMP-PDFAID',
    'ISO 19005-3 §6.6.4',
    'The XMP declares pdfaid:part 3 and pdfaid:conformance A, B or U.',
    'Set pdfaid:part to 3 and pdfaid:conformance to B.',
  ),
  infoXmp: rule(
    'PDFA-INFO-XMP',
    'ISO 19005-3 §6.6.2.3',
    'Each Info dictionary entry has an equivalent XMP property with the same value.',
    'Write the same title, author, subject, keywords, creator, producer and dates to Info and XMP.',
  ),
  outputIntent: rule(
    'PDFA-OUTPUTINTENT',
    'ISO 19005-3 §6.2.3',
    'The catalog has a GTS_PDFA1 OutputIntent whose DestOutputProfile is a valid ICC stream matching its /N.',
    'Add an sRGB OutputIntent with an embedded ICC profile.',
  ),
  fontEmbedded: rule(
    'PDFA-FONT-EMBEDDED',
    'ISO 19005-3 §6.2.11.4',
    'Every font used on a page is embedded (FontFile, FontFile2 or FontFile3).',
    'Embed the font program; do not use the standard 14 fonts unembedded.',
  ),
  fontWidths: rule(
    'PDFA-FONT-WIDTHS',
    'ISO 19005-3 §6.2.11.5',
    'The glyph widths in the font dictionary agree with the embedded font program.',
    'Take /W or /Widths from the embedded font’s hmtx table.',
  ),
  actions: rule(
    'PDFA-ACTIONS',
    'ISO 19005-3 §6.5.1, §6.6.1',
    'No JavaScript and no Launch, Sound, Movie, ResetForm, ImportData, Hide, SetOCGState, Rendition, Trans or GoTo3DView actions.',
    'Remove scripts and forbidden actions.',
  ),
  transparency: rule(
    'PDFA-TRANSPARENCY',
    'ISO 19005-3 §6.2.10',
    'A transparency group appears only when the document has an output intent (or the group has a colour space).',
    'Add the OutputIntent or remove the transparency group.',
  ),
  deviceColour: rule(
    'PDFA-DEVICE-COLOUR',
    'ISO 19005-3 §6.2.4.3',
    'DeviceRGB is used only under an RGB output intent and DeviceCMYK only under a CMYK one (unless a DefaultRGB / DefaultCMYK colour space replaces it); DeviceGray under any output intent.',
    'Draw in the colour space of the output intent (RGB under sRGB), use ICC-based colours, or give the document an output intent for its colours.',
  ),
  afRelationship: rule(
    'PDFA3-AF-RELATIONSHIP',
    'ISO 19005-3 §6.8',
    'Each embedded file specification has /AFRelationship.',
    'Set /AFRelationship (Alternative for the invoice XML).',
  ),
  afCatalog: rule(
    'PDFA3-AF-REFERENCED',
    'ISO 19005-3 §6.8',
    'Each embedded file is associated with the document through an /AF array.',
    'Reference the file specification from the catalog’s /AF array.',
  ),
  fileSpecNames: rule(
    'PDFA3-FILESPEC-NAMES',
    'ISO 19005-3 §6.8',
    'Each embedded file specification has /F and /UF.',
    'Write both /F and /UF file names.',
  ),
  embeddedMime: rule(
    'PDFA3-EF-SUBTYPE',
    'ISO 19005-3 §6.8',
    'Each embedded file stream has a /Subtype with its MIME type.',
    'Set /Subtype /text#2Fxml on the embedded XML stream.',
  ),
  embeddedParams: rule(
    'PDFA3-EF-PARAMS',
    'ISO 19005-3 §6.8 (Factur-X §6.2)',
    'Each embedded file stream has /Params with a /ModDate.',
    'Add /Params << /ModDate … >> to the embedded file stream.',
  ),
  fxAttachment: rule(
    'FX-ATTACHMENT',
    'Factur-X 1.09.2 §6.2',
    'The invoice XML is embedded as factur-x.xml (xrechnung.xml for XRECHNUNG; zugferd-invoice.xml in ZUGFeRD 2.0).',
    'Embed the CII XML under its standard file name.',
  ),
  fxXml: rule(
    'FX-XML-WELLFORMED',
    'Factur-X 1.09.2 §6.2',
    'The embedded XML is a well-formed rsm:CrossIndustryInvoice.',
    'Embed the CII invoice XML.',
  ),
  fxXmpProperties: rule(
    'FX-XMP-PROPERTIES',
    'Factur-X 1.09.2 §6.2.2',
    'The XMP has fx:DocumentType INVOICE, fx:DocumentFileName, fx:Version and fx:ConformanceLevel.',
    'Write the Factur-X XMP properties.',
  ),
  fxXmpExtension: rule(
    'FX-XMP-EXTENSION',
    'ISO 19005-3 §6.6.2.3.2, Factur-X 1.09.2 §6.2.2',
    'The fx: namespace is declared in a PDF/A extension schema.',
    'Add the Factur-X PDF/A extension schema to the XMP.',
  ),
  fxFileName: rule(
    'FX-XMP-FILENAME',
    'Factur-X 1.09.2 §6.2.2',
    'fx:DocumentFileName names the embedded invoice file.',
    'Set fx:DocumentFileName to the embedded file’s name.',
  ),
  fxConformance: rule(
    'FX-XMP-CONFORMANCE',
    'Factur-X 1.09.2 §6.2.2',
    'fx:ConformanceLevel is the level of the embedded XML’s guideline id (BT-24).',
    'Write the ConformanceLevel of the profile the XML was written for.',
  ),
  fxRelationship: rule(
    'FX-AFRELATIONSHIP',
    'Factur-X 1.09.2 §6.2',
    'The invoice file’s /AFRelationship is Alternative, Data or Source (Data for MINIMUM and BASIC WL).',
    'Use /Alternative (or /Data for MINIMUM and BASIC WL).',
  ),
  fxMime: rule('FX-MIME', 'Factur-X 1.09.2 §6.2', 'The invoice file’s MIME type is text/xml.', 'Set /Subtype /text#2Fxml.'),
  fxXmlMatch: rule(
    'FX-XML-MATCH',
    'project',
    'The embedded XML is byte-identical to the XML the conversion produced.',
    'Embed the serialized XML unchanged.',
  ),
} as const;

export type PdfRuleKey = keyof typeof PDF_RULES;
