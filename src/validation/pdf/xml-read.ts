// Small XML reads for the PDF checker (XMP packets, the embedded invoice) on libxml2-wasm, which the
// validation engine uses too. Each call parses, evaluates and frees the document.
import { XmlDocument } from 'libxml2-wasm';

export type XPathRead = (xpath: string) => string;

/** Parses `text` and hands `read` (string XPath evaluation) to `use`; returns null when the XML is not well-formed. */
export function withXml<T>(text: string, namespaces: Record<string, string>, use: (read: XPathRead) => T): T | null {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(text);
  } catch {
    return null;
  }
  try {
    return use((xpath) => {
      const value = doc.eval(`string(${xpath})`, namespaces);
      return typeof value === 'string' ? value.trim() : '';
    });
  } finally {
    doc.dispose();
  }
}
