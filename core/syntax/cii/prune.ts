// Fits an element tree to one profile: drops elements and attributes the profile's XSD does not allow or its
// Schematron marks as not used at that path, puts the remaining children in the XSD's sequence order, and
// lists the input fields that were dropped.
import type { ProfileSchema, TypeRule } from './profile-schema.js';
import type { XmlNode } from './xml-tree.js';

export interface PruneResult {
  root: XmlNode;
  /** Input field paths no kept element carries any more. */
  dropped: string[];
}

const ROOT_TYPE = 'rsm:CrossIndustryInvoiceType';

/**
 * The paths a profile does not use, as a tree of element names, so the walk looks up one short name per
 * element instead of building and hashing a full path string for each of tens of thousands of elements.
 */
export interface NotUsedTree {
  /** This element itself is not used. */
  unused: boolean;
  /** This element may appear once only, although the profile's XSD table allows more: later ones are dropped. */
  once?: boolean;
  /** Attributes not used on this element. */
  attrs: Set<string>;
  children: Map<string, NotUsedTree>;
}

/**
 * Builds the tree from absolute paths: `/rsm:A/ram:B` (element) and `/rsm:A/ram:B/@attr` (attribute); `oncePaths`
 * are elements the target allows once (a stricter XSD than the profile table it shares).
 */
export function notUsedTree(paths: Iterable<string>, oncePaths: Iterable<string> = []): NotUsedTree {
  const root: NotUsedTree = { unused: false, attrs: new Set(), children: new Map() };
  const nodeAt = (path: string): NotUsedTree => {
    let node = root;
    for (const step of path.split('/').filter(Boolean)) {
      let next = node.children.get(step);
      if (!next) {
        next = { unused: false, attrs: new Set(), children: new Map() };
        node.children.set(step, next);
      }
      node = next;
    }
    return node;
  };
  for (const path of oncePaths) nodeAt(path).once = true;
  for (const path of paths) {
    let node = root;
    for (const step of path.split('/').filter(Boolean)) {
      if (step.startsWith('@')) {
        node.attrs.add(step.slice(1));
        break;
      }
      let next = node.children.get(step);
      if (!next) {
        next = { unused: false, attrs: new Set(), children: new Map() };
        node.children.set(step, next);
      }
      node = next;
    }
    if (!path.includes('/@')) node.unused = true;
  }
  return root;
}

interface Fitting {
  schema: ProfileSchema;
  dropped: Set<string>;
  kept: Set<string>;
}

export function pruneToProfile(root: XmlNode, schema: ProfileSchema, notUsed?: NotUsedTree): PruneResult {
  const dropped = new Set<string>();
  const kept = new Set<string>();
  const fitted = fit(root, ROOT_TYPE, notUsed?.children.get(root.name), { schema, dropped, kept }) ?? { name: root.name };
  // A field written in two places and kept in one was not lost; a field below a dropped field is said with it.
  const lost = [...dropped].filter((f) => !kept.has(f));
  const covered = (f: string) => lost.some((other) => other !== f && coversField(other, f));
  return { root: fitted, dropped: lost.filter((f) => !covered(f)).sort() };
}

/** True when `field` lies below `ancestor` (`lines` covers `lines.*.note`, `notes.0` covers `notes.0.content`). */
function coversField(ancestor: string, field: string): boolean {
  return field.startsWith(`${ancestor}.`);
}

/** `unused` is this element's place in the not-used tree (undefined: nothing below is marked). */
function fit(node: XmlNode, typeName: string, unused: NotUsedTree | undefined, f: Fitting): XmlNode | undefined {
  const rule = f.schema[typeName] ?? NO_RULE;
  const out: XmlNode = { name: node.name };
  if (node.text !== undefined) out.text = node.text;
  if (node.attrs) {
    const allowed = rule.a ?? [];
    for (const [k, v] of Object.entries(node.attrs)) {
      if (allowed.includes(k) && !unused?.attrs.has(k)) (out.attrs ??= {})[k] = v;
    }
  }
  if (node.children && node.children.length > 0) {
    const order = rule.c ?? [];
    const position = positionsOf(rule);
    const fitted: Array<{ node: XmlNode; at: number; seq: number }> = [];
    const seen = new Set<string>();
    node.children.forEach((child, seq) => {
      const at = position.get(child.name);
      const childUnused = unused?.children.get(child.name);
      const repeated = childUnused?.once === true && seen.has(child.name);
      seen.add(child.name);
      const result = at === undefined || childUnused?.unused || repeated ? undefined : fit(child, order[at]![1], childUnused, f);
      if (result) fitted.push({ node: result, at: at!, seq });
      else collectSources(child, f.dropped);
    });
    // An element whose type has children but lost them all is dropped as well; a type without
    // children (e.g. MINIMUM's empty ApplicableHeaderTradeDelivery) stays as the empty element it must be.
    if (fitted.length === 0 && order.length > 0) return undefined;
    // Stable sort by XSD position (repeated elements keep the writer's order), skipped when already in order.
    if (fitted.some((k, i) => i > 0 && k.at < fitted[i - 1]!.at)) fitted.sort((x, y) => x.at - y.at || x.seq - y.seq);
    out.children = fitted.map((k) => k.node);
  }
  for (const field of node.from ?? []) f.kept.add(field);
  return out;
}

/** Child name → index in the XSD sequence, computed once per type rule. */
const positions = new WeakMap<TypeRule, Map<string, number>>();
const NO_RULE: TypeRule = {};
function positionsOf(rule: TypeRule): Map<string, number> {
  let map = positions.get(rule);
  if (!map) {
    map = new Map((rule.c ?? []).map(([name], i) => [name, i]));
    positions.set(rule, map);
  }
  return map;
}

/** A dropped node reports its own fields and its descendants' (a note's subject code goes with the note). */
function collectSources(node: XmlNode, into: Set<string>): void {
  for (const f of node.from ?? []) into.add(f);
  for (const child of node.children ?? []) collectSources(child, into);
}
