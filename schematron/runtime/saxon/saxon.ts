// The slice of the saxon-js API the validator uses, typed (saxon-js ships no type declarations).
import SaxonJSModule from 'saxon-js';

/** A node of saxon-js's own DOM implementation (a subset of the W3C DOM). */
export interface SaxonNode {
  nodeType: number;
  localName: string | null;
  namespaceURI: string | null;
  textContent: string | null;
  firstChild: SaxonNode | null;
  nextSibling: SaxonNode | null;
  documentElement?: SaxonNode;
  getAttribute(name: string): string;
  getAttributeNS(ns: string | null, name: string): string;
}

export interface TransformOptions {
  stylesheetInternal: unknown;
  sourceNode: SaxonNode;
  destination: 'raw';
  stylesheetBaseURI?: string;
  documentPool?: Record<string, SaxonNode>;
}

interface SaxonJSApi {
  transform(options: TransformOptions, mode: 'sync'): { principalResult: SaxonNode };
  XPath: {
    evaluate(
      expression: string,
      context: SaxonNode | null | [],
      options?: { params?: Record<string, unknown>; namespaceContext?: Record<string, string> },
    ): unknown;
  };
}

export const SaxonJS = SaxonJSModule as unknown as SaxonJSApi;

/** Parses XML text into a saxon-js document (the caller has already refused DOCTYPEs). */
export function parseForSaxon(text: string): SaxonNode {
  return SaxonJS.XPath.evaluate('parse-xml($xml)', [], { params: { xml: text } }) as SaxonNode;
}
