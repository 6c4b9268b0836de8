// A small element tree for building XML: the CII writer builds one, the profile pruner trims and orders it,
// and `renderXml` turns it into text. Each node may name the input fields it carries (`from`), so a
// profile that cannot carry a node can report exactly which input fields it dropped.
import { escapeXmlAttribute, escapeXmlText } from '../../xml/escape.js';

export interface XmlNode {
  /** Qualified name, e.g. `ram:Name`. */
  name: string;
  attrs?: Record<string, string>;
  text?: string;
  children?: XmlNode[];
  /** Input field paths (dot notation from the invoice root) this node carries. */
  from?: string[];
}

/** A child slot: falsy values (absent optional input, `cond && node`) are skipped so optional parts read inline. */
export type Child = XmlNode | undefined | null | false | '';

/** Builds an element from its children, skipping empty slots. */
export function el(name: string, children: Child[] = [], attrs?: Record<string, string>, from?: string[]): XmlNode {
  const node: XmlNode = { name, children: children.filter((c): c is XmlNode => Boolean(c)) };
  if (attrs) node.attrs = attrs;
  if (from) node.from = from;
  return node;
}

/** A text element, or undefined when there is no value (so absent input writes no empty element). */
export function leaf(name: string, value: string | undefined | null, attrs?: Record<string, string>, from?: string | string[]): XmlNode | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const node: XmlNode = { name, text: value };
  if (attrs) node.attrs = attrs;
  if (from) node.from = Array.isArray(from) ? from : [from];
  return node;
}

/** Marks a node as carrying input fields (returns the same node). */
export function carries<T extends XmlNode | undefined>(node: T, ...fields: string[]): T {
  if (node) node.from = [...(node.from ?? []), ...fields];
  return node;
}

/** Renders the tree as indented UTF-8 XML text with an XML declaration. */
export function renderXml(root: XmlNode, namespaces: Record<string, string>): string {
  const ns = Object.entries(namespaces)
    .map(([prefix, uri]) => ` xmlns:${prefix}="${uri}"`)
    .join('');
  // One growing string: V8 joins the pieces lazily, which beats collecting an array of small strings here.
  return write(root, 0, ns, '<?xml version="1.0" encoding="UTF-8"?>\n');
}

const INDENTS = Array.from({ length: 32 }, (_, depth) => '  '.repeat(depth));

function write(node: XmlNode, depth: number, extraAttrs: string, out: string): string {
  const indent = INDENTS[depth] ?? '  '.repeat(depth);
  out += `${indent}<${node.name}${extraAttrs}`;
  if (node.attrs) for (const k in node.attrs) out += ` ${k}="${escapeXmlAttribute(node.attrs[k]!)}"`;
  if (node.text !== undefined) return `${out}>${escapeXmlText(node.text)}</${node.name}>\n`;
  const children = node.children;
  if (!children || children.length === 0) return `${out}/>\n`;
  out += '>\n';
  for (const child of children) out = write(child, depth + 1, '', out);
  return `${out}${indent}</${node.name}>\n`;
}
