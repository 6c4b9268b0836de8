// The resolved Schematron schema: includes inlined, abstract patterns instantiated, only what the XSLT
// emitter needs. Every XPath in here is final (parameters substituted).
import type { XmlTreeElement } from './xml-tree.js';

export interface SchLet {
  name: string;
  /** XPath expression giving the value. */
  value: string;
}

/** Literal text, `<name/>` (the name of a node) or `<value-of select>` inside an assert/report message. */
export type MessagePart = { text: string } | { name: string } | { select: string };

export interface SchCheck {
  kind: 'assert' | 'report';
  id: string | null;
  flag: string | null;
  role: string | null;
  test: string;
  message: MessagePart[];
}

export interface SchRule {
  context: string;
  lets: SchLet[];
  checks: SchCheck[];
}

export interface SchPattern {
  id: string | null;
  lets: SchLet[];
  rules: SchRule[];
}

export interface SchSchema {
  title: string;
  queryBinding: string;
  /** prefix → namespace URI: the `<ns>` declarations plus the namespaces in scope on the schema root. */
  namespaces: Record<string, string>;
  /** Schema-level lets, in document order. */
  lets: SchLet[];
  /** Foreign top-level elements passed through to the stylesheet (xsl:function, xsl:key), as markup. */
  foreign: string[];
  /** The same foreign elements as parsed trees (the native compiler translates the xsl:function ones). */
  foreignElements: XmlTreeElement[];
  patterns: SchPattern[];
  phases: Record<string, string[]>;
  defaultPhase: string | null;
  /** Relative URIs given to document() in literal form; the runtime preloads them. */
  documents: string[];
}
