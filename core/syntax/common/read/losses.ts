// The loss report: every element of the source that the reader did not take into the canonical invoice.
// A subtree nobody read is one loss (the group, e.g. BG-10 payee); a group the reader partly read is
// descended into, so each unread child is listed. Empty elements carry nothing and are not listed.
import { NodeKind, type XNode } from '../../../xml/xdm.js';
import type { Loss } from './read-result.js';
import type { SourceReader } from './source-reader.js';

/**
 * Attributes that carry a business term of their own (identifier schemes, code list ids, units, attachment
 * names, the payment means text). Others are syntax (currencyID restates BT-5, format says how a date is
 * written) and are never reported.
 */
const TERM_ATTRIBUTES = new Set(['schemeID', 'listID', 'listVersionID', 'unitCode', 'mimeCode', 'filename', 'name']);

/** Business term of a path without positions (`/*​/cac:InvoicePeriod/cbc:StartDate`): the nearest known ancestor's. */
export type TermLookup = (path: string) => string | null;

/** Builds a lookup from a table of paths (root written `*`) to terms: the longest known prefix wins. */
export function termTable(table: Readonly<Record<string, string>>, normalise: (step: string) => string = (s) => s): TermLookup {
  const cache = new Map<string, string | null>();
  return (path) => {
    let hit = cache.get(path);
    if (hit !== undefined) return hit;
    const steps = path.split('/').slice(2).map(normalise); // drop '' and the root
    hit = null;
    for (let n = steps.length; n > 0 && hit === null; n--) hit = table[`/*/${steps.slice(0, n).join('/')}`] ?? null;
    // An identifier's scheme is its term's first sub-term (BT-47 → BT-47-1) unless the table says otherwise.
    if (steps[steps.length - 1] === '@schemeID' && hit !== null && /^BT-\d+$/.test(hit) && !table[`/*/${steps.join('/')}`]) hit = `${hit}-1`;
    cache.set(path, hit);
    return hit;
  };
}

function hasContent(node: XNode): boolean {
  for (const child of node.children) {
    if (child.kind === NodeKind.Element) return true;
    if (child.kind === NodeKind.Text && child.text.trim() !== '') return true;
  }
  return node.attributes.some((a) => TERM_ATTRIBUTES.has(a.local) && a.text.trim() !== '');
}

function leafText(node: XNode): string | undefined {
  if (node.children.some((c) => c.kind === NodeKind.Element)) return undefined;
  let text = '';
  for (const child of node.children) if (child.kind === NodeKind.Text) text += child.text;
  text = text.trim();
  return text === '' ? undefined : text.slice(0, 200);
}

export function collectLosses(reader: SourceReader, termOf: TermLookup, prefixOf: (ns: string) => string): Loss[] {
  const losses: Loss[] = [];
  const qname = (node: XNode) => {
    const prefix = prefixOf(node.ns);
    return prefix === '' ? node.local : `${prefix}:${node.local}`;
  };
  /** `name[position]`, the position only where the parent has more than one element of that name. */
  const step = (node: XNode) => {
    const name = qname(node);
    const parent = node.parent;
    if (!parent || parent.kind !== NodeKind.Element) return name;
    let count = 0;
    let position = 0;
    for (const sibling of parent.children) {
      if (sibling.kind !== NodeKind.Element || sibling.local !== node.local || sibling.ns !== node.ns) continue;
      count++;
      if (sibling === node) position = count;
    }
    return count > 1 ? `${name}[${position}]` : name;
  };
  // Paths are built only for what is reported: the walk itself allocates nothing per element.
  const paths = (element: XNode): { xpath: string; plain: string } => {
    let xpath = '';
    let plain = '';
    for (let n: XNode | null = element; n && n.kind === NodeKind.Element; n = n.parent) {
      xpath = `/${step(n)}${xpath}`;
      plain = `/${qname(n)}${plain}`;
    }
    return { xpath, plain };
  };

  const report = (node: XNode, attribute?: XNode) => {
    const { xpath, plain } = paths(node);
    const loss: Loss = attribute
      ? { xpath: `${xpath}/@${attribute.local}`, business_term: termOf(`${plain}/@${attribute.local}`) }
      : { xpath, business_term: termOf(plain) };
    const value = attribute ? attribute.text.trim() : leafText(node);
    if (value !== undefined) loss.value = value;
    losses.push(loss);
  };

  const attributes = (node: XNode) => {
    for (const a of node.attributes) {
      if (TERM_ATTRIBUTES.has(a.local) && !reader.isConsumed(a) && a.text.trim() !== '') report(node, a);
    }
  };

  const walk = (node: XNode) => {
    if (reader.isConsumed(node)) {
      if (node.attributes.length > 0) attributes(node);
      return;
    }
    if (!reader.isTouched(node)) {
      if (hasContent(node)) report(node);
      return;
    }
    if (node.attributes.length > 0) attributes(node);
    for (const child of node.children) if (child.kind === NodeKind.Element) walk(child);
  };

  walk(reader.root);
  return losses;
}
