// The XPath data model as the native rule engine represents it. Every compiled rule (schematron/target-js/) and every
// runtime function (this folder) agrees on these shapes, chosen so the common cases cost nothing:
// a sequence is a plain array, a string is a JS string, and only the rarer types get a class.
//
//   XPath type            JS representation
//   node()                XNode (tree.ts)
//   xs:string, xs:anyURI  string
//   xs:boolean            boolean
//   xs:double, xs:float   number
//   xs:integer            bigint (exact at any size: the IBAN mod-97 checks need 30 digits)
//   xs:decimal            XDecimal (exact, see values.ts)
//   xs:untypedAtomic      Untyped (what atomizing a node of an untyped document gives)
//   xs:date, xs:dateTime  XDate (see values.ts)
//   sequence              Item[] (a single item is a one-element array; empty = [])

export enum NodeKind {
  Document = 9,
  Element = 1,
  Attribute = 2,
  Text = 3,
  ProcessingInstruction = 7,
  Comment = 8,
}

/** A node of the read-only tree built once per document (tree.ts). Object identity = node identity. */
export interface XNode {
  readonly kind: NodeKind;
  /** Namespace URI of an element or attribute ('' for none and for other kinds). */
  readonly ns: string;
  /** Local name of an element or attribute, target of a PI, '' otherwise. */
  readonly local: string;
  /** Prefix as written in the document ('' for none), for name(). */
  readonly prefix: string;
  readonly parent: XNode | null;
  /** Element and document children (elements, text, comments, PIs), in document order. */
  readonly children: readonly XNode[];
  /** Attributes of an element (namespace declarations excluded), in document order. */
  readonly attributes: readonly XNode[];
  /** Position in document order: the document is 0; an element precedes its attributes, which precede its children. */
  readonly order: number;
  /** The largest `order` among this node and everything below it (attributes included). */
  readonly end: number;
  /** Own text for text, attribute, comment and PI nodes; '' for elements and the document (see stringValue). */
  readonly text: string;
}

/** The document node, with the indexes the compiled rules use. */
export interface XDocument extends XNode {
  /** Elements by expanded name `${ns}|${local}`, each list in document order. */
  readonly elementsByName: ReadonlyMap<string, readonly XNode[]>;
  /** Every element in document order. */
  readonly elements: readonly XNode[];
}

export type Atomic = string | boolean | number | bigint | XDecimalLike | UntypedLike | XDateLike;
export type Item = XNode | Atomic;
export type Sequence = Item[];

// Structural markers the classes in values.ts implement (kept here so this file has no imports).
export interface XDecimalLike {
  readonly xdmType: 'decimal';
}
export interface UntypedLike {
  readonly xdmType: 'untypedAtomic';
  readonly value: string;
}
export interface XDateLike {
  readonly xdmType: 'date' | 'dateTime';
}

/** A dynamic error (err:FORG0001, err:XPTY0004, …): aborts the rule set step, as in the official XSLT. */
export class XPathDynamicError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'XPathDynamicError';
  }
}
