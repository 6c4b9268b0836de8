// Fits an element tree to one profile: drops elements and attributes the profile's XSD does not allow or its
// Schematron marks as not used at that path, puts the remaining children in the XSD's sequence order, and
// lists the input fields that were dropped.
import type { ProfileSchema } from './profile-schema.js';
import type { XmlNode } from './xml-tree.js';

export interface PruneResult {
  root: XmlNode;
  /** Input field paths no kept element carries any more. */
  dropped: string[];
}

const ROOT_TYPE = 'rsm:CrossIndustryInvoiceType';

interface Fitting {
  schema: ProfileSchema;
  /** Absolute element paths (`/rsm:…/ram:…`) and attribute paths (`…/@schemeID`) the profile does not use. */
  notUsed: ReadonlySet<string>;
  dropped: Set<string>;
  kept: Set<string>;
}

export function pruneToProfile(root: XmlNode, schema: ProfileSchema, notUsed: ReadonlySet<string> = new Set()): PruneResult {
  const dropped = new Set<string>();
  const kept = new Set<string>();
  const fitted = fit(root, ROOT_TYPE, `/${root.name}`, { schema, notUsed, dropped, kept }) ?? { name: root.name };
  // A field written in two places and kept in one was not lost.
  return { root: fitted, dropped: [...dropped].filter((f) => !kept.has(f)).sort() };
}

function fit(node: XmlNode, typeName: string, path: string, f: Fitting): XmlNode | undefined {
  const rule = f.schema[typeName] ?? {};
  const out: XmlNode = { name: node.name };
  if (node.text !== undefined) out.text = node.text;
  if (node.attrs) {
    const allowed = rule.a ?? [];
    for (const [k, v] of Object.entries(node.attrs)) {
      if (allowed.includes(k) && !f.notUsed.has(`${path}/@${k}`)) (out.attrs ??= {})[k] = v;
    }
  }
  if (node.children && node.children.length > 0) {
    const order = rule.c ?? [];
    const position = new Map(order.map(([name], i) => [name, i]));
    const fitted: Array<{ node: XmlNode; at: number; seq: number }> = [];
    node.children.forEach((child, seq) => {
      const at = position.get(child.name);
      const childPath = `${path}/${child.name}`;
      const result = at === undefined || f.notUsed.has(childPath) ? undefined : fit(child, order[at]![1], childPath, f);
      if (result) fitted.push({ node: result, at: at!, seq });
      else collectSources(child, f.dropped);
    });
    // An element whose type has children but lost them all is dropped as well; a type without
    // children (e.g. MINIMUM's empty ApplicableHeaderTradeDelivery) stays as the empty element it must be.
    if (fitted.length === 0 && order.length > 0) return undefined;
    // Stable sort by XSD position: repeated elements keep the order the writer gave them.
    fitted.sort((x, y) => x.at - y.at || x.seq - y.seq);
    out.children = fitted.map((k) => k.node);
  }
  for (const field of node.from ?? []) f.kept.add(field);
  return out;
}

/** A dropped node reports its own fields; a node that names none reports its descendants'. */
function collectSources(node: XmlNode, into: Set<string>): void {
  if (node.from && node.from.length > 0) {
    for (const f of node.from) into.add(f);
    return;
  }
  for (const child of node.children ?? []) collectSources(child, into);
}
