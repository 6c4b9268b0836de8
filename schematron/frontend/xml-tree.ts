// Reads a Schematron (or any XML) file into a plain, immutable JS tree, so the compiler works on ordinary
// objects instead of wasm-backed nodes. Foreign elements (xsl:function) keep their original markup.
import { XmlDocument, XmlElement, XmlText, XmlCData, ParseOption } from 'libxml2-wasm';

export interface XmlTreeElement {
  kind: 'element';
  /** Local name. */
  name: string;
  namespace: string;
  attrs: Record<string, string>;
  children: XmlTreeNode[];
  /** Namespaces in scope on this element (prefix → uri; '' is the default namespace). */
  inScope: Record<string, string>;
  /** The element's markup as written (only kept for elements outside the Schematron namespace). */
  markup?: string;
  /** Line in the source file, for error messages. */
  line: number;
}

export interface XmlTreeText {
  kind: 'text';
  text: string;
}

export type XmlTreeNode = XmlTreeElement | XmlTreeText;

export const SCHEMATRON_NS = 'http://purl.oclc.org/dsdl/schematron';

/** Parses XML text; DTDs and entities are neither loaded nor expanded, and the network is never touched. */
export function parseXmlTree(text: string, url: string): XmlTreeElement {
  const doc = XmlDocument.fromString(text, { url, option: ParseOption.XML_PARSE_NONET });
  try {
    return convert(doc.root);
  } finally {
    doc.dispose();
  }
}

function convert(element: XmlElement): XmlTreeElement {
  const attrs: Record<string, string> = {};
  for (const attr of element.attrs) {
    const key = attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name;
    attrs[key] = attr.value;
  }
  const children: XmlTreeNode[] = [];
  for (let child = element.firstChild; child; child = child.next) {
    if (child instanceof XmlElement) children.push(convert(child));
    else if (child instanceof XmlText || child instanceof XmlCData) children.push({ kind: 'text', text: child.content });
  }
  const namespace = element.namespaceUri ?? '';
  return {
    kind: 'element',
    name: element.name,
    namespace,
    attrs,
    children,
    inScope: { ...element.namespaces },
    markup: namespace === SCHEMATRON_NS ? undefined : element.toString(),
    line: element.line,
  };
}

/** Child elements in the Schematron namespace with the given local name. */
export function schChildren(element: XmlTreeElement, name: string): XmlTreeElement[] {
  return element.children.filter((c): c is XmlTreeElement => c.kind === 'element' && c.namespace === SCHEMATRON_NS && c.name === name);
}

export function elementChildren(element: XmlTreeElement): XmlTreeElement[] {
  return element.children.filter((c): c is XmlTreeElement => c.kind === 'element');
}
