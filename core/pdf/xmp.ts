// XMP metadata for a PDF/A-3b Factur-X / ZUGFeRD invoice: the PDF/A identification (pdfaid), Dublin Core and
// PDF properties mirroring the Info dictionary, the PDF/A extension schema that declares the Factur-X
// properties, and the fx: properties themselves (Factur-X 1.09.2 / ZUGFeRD 2.x, section on the XMP). A readable
// PDF without an embedded invoice (a rendered view) has the PDF/A identification only.
import { escapeXmlText } from '../xml/escape.js';

export const FACTURX_XMP_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

export interface DocumentMetadata {
  title: string;
  author: string;
  subject: string;
  keywords: string;
  creator: string;
  producer: string;
  /** Creation and modification instant (one value: the file is written once). */
  date: Date;
}

export interface FacturxXmp {
  documentFileName: string;
  conformanceLevel: string;
  /** fx:Version: 1.0 for Factur-X 1.x and ZUGFeRD 2.x. */
  version: string;
}

/** ISO 8601 with seconds and a Z zone, the form XMP dates take here (and that matches the Info date's instant). */
export function xmpDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function property(name: string, value: string): string {
  return `      <${name}>${escapeXmlText(value)}</${name}>\n`;
}

function extensionProperty(name: string, description: string): string {
  return `            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${name}</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>${description}</pdfaProperty:description>
            </rdf:li>\n`;
}

export function buildXmp(meta: DocumentMetadata, fx: FacturxXmp | null): string {
  const date = xmpDate(meta.date);
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
  <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
    <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
      <pdfaid:part>3</pdfaid:part>
      <pdfaid:conformance>B</pdfaid:conformance>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <dc:format>application/pdf</dc:format>
      <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXmlText(meta.title)}</rdf:li></rdf:Alt></dc:title>
      <dc:creator><rdf:Seq><rdf:li>${escapeXmlText(meta.author)}</rdf:li></rdf:Seq></dc:creator>
      <dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXmlText(meta.subject)}</rdf:li></rdf:Alt></dc:description>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
${property('pdf:Producer', meta.producer)}${property('pdf:Keywords', meta.keywords)}    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
${property('xmp:CreatorTool', meta.creator)}${property('xmp:CreateDate', date)}${property('xmp:ModifyDate', date)}${property('xmp:MetadataDate', date)}    </rdf:Description>
${fx ? facturxDescriptions(fx) : ''}  </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** The PDF/A extension schema declaring the fx: properties, and the properties themselves (hybrid invoices only). */
function facturxDescriptions(fx: FacturxXmp): string {
  return `    <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
      <pdfaExtension:schemas>
        <rdf:Bag>
          <rdf:li rdf:parseType="Resource">
            <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
            <pdfaSchema:namespaceURI>${FACTURX_XMP_NAMESPACE}</pdfaSchema:namespaceURI>
            <pdfaSchema:prefix>fx</pdfaSchema:prefix>
            <pdfaSchema:property>
              <rdf:Seq>
${extensionProperty('DocumentFileName', 'The name of the embedded XML document')}${extensionProperty('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}${extensionProperty('Version', 'The actual version of the standard applying to the embedded XML document')}${extensionProperty('ConformanceLevel', 'The conformance level of the embedded XML document')}              </rdf:Seq>
            </pdfaSchema:property>
          </rdf:li>
        </rdf:Bag>
      </pdfaExtension:schemas>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:fx="${FACTURX_XMP_NAMESPACE}">
${property('fx:DocumentType', 'INVOICE')}${property('fx:DocumentFileName', fx.documentFileName)}${property('fx:Version', fx.version)}${property('fx:ConformanceLevel', fx.conformanceLevel)}    </rdf:Description>
`;
}
