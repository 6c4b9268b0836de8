// What compiled rules (schematron/target-js/emit-*.ts) call at run time, as the object `rt`: path steps over the compact
// tree, predicates, pattern runs and findings, plus the operators and functions of values.ts and functions.ts.
// Paths are evaluated eagerly over arrays; the element index answers `//name` and `descendant::name`.
import type { Axis } from '../../frontend/xpath/ast.js';
import { FUNCTIONS } from './functions.js';
import { inDocumentOrder, name, nodePath } from '../../../core/xml/tree.js';
import {
  arithmetic,
  castableAs,
  castAs,
  effectiveBooleanValue,
  generalCompare,
  isCastTarget,
  isDecimal,
  isNode,
  isNumeric,
  negate,
  rangeTo,
  stringOf,
  unaryPlus,
  Untyped,
  valueCompare,
  XDecimal,
  atomize,
  castItem,
  typeName,
  isUntyped,
  type CastTarget,
} from './values.js';
import { NodeKind, XPathDynamicError, type Atomic, type Item, type Sequence, type XDocument, type XNode } from '../../../core/xml/xdm.js';

/** A node test: kind (0 = any node), namespace and local name (null = any), and `${ns}|${local}` when both are set. */
export interface NodeTestSpec {
  k: number;
  ns: string | null;
  local: string | null;
  key: string | null;
}

/** A predicate: a condition gives a JS boolean; any other expression a Sequence (a number selects by position). */
export type Predicate = (c: Item, p: number, z: number) => boolean | Sequence;

/** A rule as compiled: per branch of its context pattern the candidate nodes and the rest of the match (null: all match). */
export interface CompiledRule {
  alternatives: ReadonlyArray<{ candidates(doc: XDocument): readonly XNode[]; match: ((node: XNode) => boolean) | null }>;
  run(node: XNode, out: Finding[]): void;
}

/** One firing: what the SVRL of the reference engine holds for it. */
export interface Finding {
  kind: 'assert' | 'report';
  id: string | null;
  flag: string | null;
  role: string | null;
  location: string;
  text: string;
}

const EMPTY: Sequence = Object.freeze([]) as unknown as Sequence;
const TRUE: Sequence = Object.freeze([true]) as unknown as Sequence;
const FALSE: Sequence = Object.freeze([false]) as unknown as Sequence;

export function testMatches(node: XNode, t: NodeTestSpec): boolean {
  return (t.k === 0 || node.kind === t.k) && (t.local === null || node.local === t.local) && (t.ns === null || node.ns === t.ns);
}

function requireNode(item: Item, what: string): XNode {
  if (typeof item !== 'object' || !isNode(item)) {
    throw new XPathDynamicError('XPTY0019', `The context of ${what} is ${typeName(item as Atomic)}, not a node`);
  }
  return item;
}

function documentOf(node: XNode): XNode {
  let n = node;
  while (n.parent !== null) n = n.parent;
  return n;
}

export function root(item: Item): XNode {
  return documentOf(requireNode(item, 'a path starting with /'));
}

/** The nodes on `axis` from `node` that pass `test`, in axis order (reverse axes nearest first). */
function axisNodes(node: XNode, axis: Axis, t: NodeTestSpec): XNode[] {
  switch (axis) {
    // The two axes nearly every rule walks: a name test compares fields inline, and nothing is allocated when
    // nothing matches (most optional elements are absent).
    case 'child':
      return t.key !== null ? namedAmong(node.children, t) : matchingAmong(node.children, t);
    case 'attribute':
      return t.key !== null ? namedAmong(node.attributes, t) : matchingAmong(node.attributes, t);
    default:
      return otherAxisNodes(node, axis, t);
  }
}

/** Nodes shared by every empty step result; never mutated (frozen). */
const NO_NODES = Object.freeze([]) as unknown as XNode[];

function namedAmong(nodes: readonly XNode[], t: NodeTestSpec): XNode[] {
  let out: XNode[] | null = null;
  const local = t.local;
  const ns = t.ns;
  const kind = t.k;
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i]!;
    if (n.local === local && n.ns === ns && n.kind === kind) (out ??= []).push(n);
  }
  return out ?? NO_NODES;
}

function matchingAmong(nodes: readonly XNode[], t: NodeTestSpec): XNode[] {
  let out: XNode[] | null = null;
  for (let i = 0; i < nodes.length; i++) if (testMatches(nodes[i]!, t)) (out ??= []).push(nodes[i]!);
  return out ?? NO_NODES;
}

function otherAxisNodes(node: XNode, axis: Axis, t: NodeTestSpec): XNode[] {
  const out: XNode[] = [];
  switch (axis) {
    case 'child':
    case 'attribute':
      return axisNodes(node, axis, t);
    case 'self':
      if (testMatches(node, t)) out.push(node);
      return out;
    case 'parent':
      if (node.parent !== null && testMatches(node.parent, t)) out.push(node.parent);
      return out;
    case 'ancestor':
    case 'ancestor-or-self':
      for (let n = axis === 'ancestor' ? node.parent : node; n !== null; n = n.parent) if (testMatches(n, t)) out.push(n);
      return out;
    case 'descendant':
    case 'descendant-or-self':
      if (axis === 'descendant-or-self' && testMatches(node, t)) out.push(node);
      if (t.k === NodeKind.Element && t.key !== null) {
        const doc = documentOf(node) as XDocument;
        const list = doc.elementsByName?.get(t.key);
        if (!list) return out;
        // From the document (every `//name`): the index list itself, which nobody mutates.
        if (node === doc && axis === 'descendant') return list as XNode[];
        let end = firstAfter(list, node.order);
        while (end < list.length && list[end]!.order <= node.end) end++;
        for (let i = firstAfter(list, node.order); i < end; i++) out.push(list[i]!);
        return out;
      }
      collectDescendants(node, t, out);
      return out;
    case 'descendant-attribute': {
      // The attributes of the node and of every element below it (elements are in document order).
      const doc = documentOf(node) as XDocument;
      if (t.key !== null) {
        const list = attributesByName(doc).get(t.key);
        if (!list) return out;
        if (node === doc) return list;
        for (let i = firstAfter(list, node.order); i < list.length && list[i]!.order <= node.end; i++) out.push(list[i]!);
        return out;
      }
      const elements = doc.elements;
      const start = node.kind === NodeKind.Element ? firstAfter(elements, node.order - 1) : 0;
      for (let i = start; i < elements.length && elements[i]!.order <= node.end; i++) {
        const attributes = elements[i]!.attributes;
        for (let j = 0; j < attributes.length; j++) if (testMatches(attributes[j]!, t)) out.push(attributes[j]!);
      }
      return out;
    }
    case 'following-sibling':
    case 'preceding-sibling': {
      if (node.parent === null || node.kind === NodeKind.Attribute) return out;
      const siblings = node.parent.children;
      const at = siblings.indexOf(node);
      if (axis === 'following-sibling') for (let i = at + 1; i < siblings.length; i++) testMatches(siblings[i]!, t) && out.push(siblings[i]!);
      else for (let i = at - 1; i >= 0; i--) testMatches(siblings[i]!, t) && out.push(siblings[i]!);
      return out;
    }
    case 'following':
    case 'preceding': {
      const doc = documentOf(node);
      const all: XNode[] = [];
      collectDescendants(doc, t, all);
      if (axis === 'following') return all.filter((n) => n.order > node.end);
      // preceding: before the node, not its ancestors; nearest first
      return all.filter((n) => n.order < node.order && n.end < node.order).reverse();
    }
  }
}

/** Index of the first node in a document-ordered list with order > `order` (binary search). */
function firstAfter(list: readonly XNode[], order: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]!.order <= order) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function collectDescendants(node: XNode, t: NodeTestSpec, out: XNode[]): void {
  const children = node.children;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (testMatches(child, t)) out.push(child);
    if (child.children.length > 0) collectDescendants(child, t, out);
  }
}

function isPositionMatch(value: Atomic, position: number): boolean {
  if (typeof value === 'number') return value === position;
  if (typeof value === 'bigint') return value === BigInt(position);
  return (value as XDecimal).value.eq(position);
}

/** Applies predicates in turn; positions count in the order of `items` (axis order for steps). */
function applyPredicates<T extends Item>(items: T[], predicates: readonly Predicate[]): T[] {
  let current = items;
  for (const predicate of predicates) {
    const size = current.length;
    const kept: T[] = [];
    for (let i = 0; i < size; i++) {
      const item = current[i]!;
      const r = predicate(item, i + 1, size);
      if (r === true) kept.push(item);
      else if (r === false) continue;
      else if (r.length === 1 && isNumeric(r[0]!)) {
        if (isPositionMatch(r[0] as Atomic, i + 1)) kept.push(item);
      } else if (effectiveBooleanValue(r)) kept.push(item);
    }
    current = kept;
  }
  return current;
}

/** One axis step applied to every node of `input`; the result is in document order without duplicates. */
export function axisStep(input: Sequence, axis: Axis, t: NodeTestSpec, predicates: readonly Predicate[] | null, reverse: boolean): Sequence {
  if (input.length === 1) {
    const nodes = stepFrom(requireNode(input[0]!, `the ${axis} axis`), axis, t, predicates, reverse);
    return nodes;
  }
  const out: XNode[] = [];
  for (let i = 0; i < input.length; i++) {
    const nodes = stepFrom(requireNode(input[i]!, `the ${axis} axis`), axis, t, predicates, reverse);
    for (let j = 0; j < nodes.length; j++) out.push(nodes[j]!);
  }
  return inDocumentOrder(out);
}

/** An axis step from the context item alone. */
export function stepFromItem(item: Item, axis: Axis, t: NodeTestSpec, predicates: readonly Predicate[] | null, reverse: boolean): Sequence {
  return stepFrom(requireNode(item, `the ${axis} axis`), axis, t, predicates, reverse);
}

function stepFrom(node: XNode, axis: Axis, t: NodeTestSpec, predicates: readonly Predicate[] | null, reverse: boolean): XNode[] {
  let nodes = axisNodes(node, axis, t);
  if (predicates !== null && nodes.length > 0) nodes = applyPredicates(nodes, predicates);
  if (reverse && nodes.length > 1) nodes.reverse();
  return nodes;
}

/**
 * Whether `steps` (child, attribute, descendant or descendant-attribute steps without predicates) select
 * anything from `item`: a depth-first search that stops at the first node and allocates nothing on the way.
 */
export function pathExists(item: Item, steps: ReadonlyArray<{ axis: Axis; test: NodeTestSpec }>): boolean {
  return existsFrom(requireNode(item, 'a path'), steps, 0);
}

function existsFrom(node: XNode, steps: ReadonlyArray<{ axis: Axis; test: NodeTestSpec }>, i: number): boolean {
  const { axis, test } = steps[i]!;
  const last = i === steps.length - 1;
  if (axis === 'child' || axis === 'attribute') {
    const nodes = axis === 'child' ? node.children : node.attributes;
    for (let j = 0; j < nodes.length; j++) {
      const n = nodes[j]!;
      if (
        (test.key !== null ? n.local === test.local && n.ns === test.ns && n.kind === test.k : testMatches(n, test)) &&
        (last || existsFrom(n, steps, i + 1))
      )
        return true;
    }
    return false;
  }
  const nodes = axisNodes(node, axis, test);
  if (last) return nodes.length > 0;
  for (let j = 0; j < nodes.length; j++) if (existsFrom(nodes[j]!, steps, i + 1)) return true;
  return false;
}

/**
 * `input/x[@a = values]` (see attributeLookup in schematron/target-js/emit-expr.ts). When every value atomizes to a string or
 * an untypedAtomic, the general comparison with the (untyped) attribute is string equality, so an index of each
 * input node's x children by their @a value answers it; other values go through the general comparison itself.
 */
export function childrenWithAttribute(input: Sequence, childTest: NodeTestSpec, attributeTest: NodeTestSpec, values: Sequence): Sequence {
  const atoms = atomize(values);
  const keys: string[] = [];
  for (const atom of atoms) {
    if (typeof atom === 'string') keys.push(atom);
    else if (isUntyped(atom)) keys.push(atom.value);
    else
      return axisStep(
        input,
        'child',
        childTest,
        [(c) => generalCompare('=', stepFromItem(c, 'attribute', attributeTest, null, false), values)],
        false,
      );
  }
  const found: XNode[] = [];
  for (const item of input) {
    const index = childAttributeIndex(requireNode(item, 'the child axis'), childTest, attributeTest);
    for (const key of keys) {
      const nodes = index.get(key);
      if (nodes) for (const n of nodes) found.push(n);
    }
  }
  return found.length === 0 ? NO_NODES : inDocumentOrder(found);
}

/** Per parent node and (child name, attribute name): the children by attribute value, built on first use. */
const childAttributeIndexes = new WeakMap<XNode, Map<string, Map<string, XNode[]>>>();

function childAttributeIndex(parent: XNode, childTest: NodeTestSpec, attributeTest: NodeTestSpec): Map<string, XNode[]> {
  let byTests = childAttributeIndexes.get(parent);
  if (!byTests) childAttributeIndexes.set(parent, (byTests = new Map()));
  const testsKey = `${childTest.key ?? '*'} ${attributeTest.key ?? '*'}`;
  let index = byTests.get(testsKey);
  if (!index) {
    index = new Map();
    for (const child of axisNodes(parent, 'child', childTest)) {
      for (const a of axisNodes(child, 'attribute', attributeTest)) {
        const list = index.get(a.text);
        if (!list) index.set(a.text, [child]);
        else if (list[list.length - 1] !== child) list.push(child);
      }
    }
    byTests.set(testsKey, index);
  }
  return index;
}

/** `E[p1][p2]` on any sequence: positions count in sequence order. */
export function filter(input: Sequence, predicates: readonly Predicate[]): Sequence {
  return applyPredicates(input, predicates);
}

/** `E1/E2` where E2 is not an axis step: nodes are put in document order, atomic results kept as they come. */
export function mapPath(input: Sequence, step: (c: Item, p: number, z: number) => Sequence): Sequence {
  const out: Item[] = [];
  let nodes = 0;
  for (let i = 0; i < input.length; i++) {
    const r = step(requireNode(input[i]!, 'a path step'), i + 1, input.length);
    for (let j = 0; j < r.length; j++) {
      if (typeof r[j] === 'object' && isNode(r[j]!)) nodes++;
      out.push(r[j]!);
    }
  }
  if (nodes === 0) return out;
  if (nodes !== out.length) throw new XPathDynamicError('XPTY0018', 'The result of a path mixes nodes and atomic values');
  return inDocumentOrder(out as XNode[]);
}

export function union(...operands: Sequence[]): Sequence {
  const all: XNode[] = [];
  for (const operand of operands) {
    for (const item of operand) {
      if (typeof item !== 'object' || !isNode(item)) throw new XPathDynamicError('XPTY0004', 'The operands of a union must be nodes');
      all.push(item);
    }
  }
  return inDocumentOrder(all);
}

export function concat(...sequences: Sequence[]): Sequence {
  const out: Item[] = [];
  for (const s of sequences) for (let i = 0; i < s.length; i++) out.push(s[i]!);
  return out;
}

// ---- patterns ----

export function someAncestor(node: XNode, matches: (n: XNode) => boolean): boolean {
  for (let n = node.parent; n !== null; n = n.parent) if (matches(n)) return true;
  return false;
}

/** Every element with the tested name (the tested kind is element), in document order. */
export function elementsMatching(doc: XDocument, t: NodeTestSpec): readonly XNode[] {
  if (t.key !== null) return doc.elementsByName.get(t.key) ?? NO_NODES;
  return doc.elements.filter((e) => testMatches(e, t));
}

/** Attributes by expanded name, in document order: built on first use per document (`//@x`, `@x` contexts). */
const attributeIndexes = new WeakMap<XDocument, Map<string, XNode[]>>();

function attributesByName(doc: XDocument): Map<string, XNode[]> {
  let index = attributeIndexes.get(doc);
  if (!index) {
    index = new Map();
    for (const element of doc.elements) {
      for (const a of element.attributes) {
        const key = `${a.ns}|${a.local}`;
        const list = index.get(key);
        if (list) list.push(a);
        else index.set(key, [a]);
      }
    }
    attributeIndexes.set(doc, index);
  }
  return index;
}

export function attributesMatching(doc: XDocument, t: NodeTestSpec): readonly XNode[] {
  if (t.key !== null) return attributesByName(doc).get(t.key) ?? NO_NODES;
  const out: XNode[] = [];
  for (const element of doc.elements) for (const a of element.attributes) if (testMatches(a, t)) out.push(a);
  return out;
}

/** Whether `node` survives positional predicates evaluated over its siblings on the same axis (XSLT pattern semantics). */
export function survivesPredicates(node: XNode, axis: 'child' | 'attribute', t: NodeTestSpec, predicates: readonly Predicate[]): boolean {
  if (node.parent === null) return false;
  const siblings = axisNodes(node.parent, axis, t);
  return applyPredicates(siblings, predicates).includes(node);
}

/**
 * Runs one pattern: every candidate node goes to the first rule (in order) whose context matches it; rules then
 * run on their nodes in document order, appending findings to `out`.
 */
export function runPattern(doc: XDocument, rules: readonly CompiledRule[], out: Finding[]): void {
  // ruleOf[order] = index of the rule that took the node, plus one (0: not taken yet). One buffer serves every
  // pattern of every document (runs are synchronous); the entries set here are cleared before rules run.
  if (ruleOfBuffer.length <= doc.end) ruleOfBuffer = new Uint16Array(Math.max(doc.end + 1, ruleOfBuffer.length * 2));
  const ruleOf = ruleOfBuffer;
  const taken: XNode[] = [];
  const ruleIndexes: number[] = [];
  try {
    for (let r = 0; r < rules.length; r++) {
      for (const alternative of rules[r]!.alternatives) {
        const candidates = alternative.candidates(doc);
        const match = alternative.match;
        for (let i = 0; i < candidates.length; i++) {
          const node = candidates[i]!;
          if (ruleOf[node.order] === 0 && (match === null || matches(match, node))) {
            ruleOf[node.order] = r + 1;
            taken.push(node);
          }
        }
      }
    }
    taken.sort((a, b) => a.order - b.order);
  } finally {
    // Read each node's rule and clear its entry, also when a matcher failed in an unexpected way.
    for (let i = 0; i < taken.length; i++) {
      const order = taken[i]!.order;
      ruleIndexes[i] = ruleOf[order]! - 1;
      ruleOf[order] = 0;
    }
  }
  for (let i = 0; i < taken.length; i++) rules[ruleIndexes[i]!]!.run(taken[i]!, out);
}

let ruleOfBuffer = new Uint16Array(4096);

/**
 * XSLT 3.0 (section 5.5.4): a dynamic error while matching a pattern against a node means the pattern does not
 * match that node; it is not reported. Saxon does exactly that, so a rule context whose predicate fails on a
 * malformed value (`cbc:PaymentMeansCode = (30, 58)` on "VATEX") just does not fire.
 */
function matches(match: (node: XNode) => boolean, node: XNode): boolean {
  matching++;
  try {
    return match(node);
  } catch (error) {
    if (error instanceof XPathDynamicError) return false;
    throw error;
  } finally {
    matching--;
  }
}

/** How many rule-context matches are running (a global let evaluated inside one fails differently, see globalLet). */
let matching = 0;

/**
 * A global let (schema or pattern let), evaluated on first use. When that first evaluation fails with a dynamic
 * error while a rule context is being matched, the match fails (the rule does not fire on that node) and the let
 * keeps the empty sequence from then on: saxon-js does exactly this with the official XSLT (Peppol 3.0.21's
 * `$customerCountryIsDE` on a document with two buyers: the German-rules context does not match, and
 * PEPPOL-EN16931-P0112 later reads the variable as empty instead of aborting the step).
 */
function globalLet<T>(evaluate: () => T, keep: (value: Sequence) => void): T {
  try {
    return evaluate();
  } catch (error) {
    if (matching > 0 && error instanceof XPathDynamicError) keep(EMPTY);
    throw error;
  }
}

export function finding(
  kind: 'assert' | 'report',
  id: string | null,
  flag: string | null,
  role: string | null,
  node: XNode,
  message: () => string,
): Finding {
  return { kind, id, flag, role, location: nodePath(node), text: message().replace(/\s+/g, ' ').trim() };
}

// ---- values the generated code builds ----

/** xsl:value-of: the string values of the items, separated by `separator`. */
export function valueOf(sequence: Sequence, separator = ' '): string {
  let out = '';
  for (let i = 0; i < sequence.length; i++) out += (i > 0 ? separator : '') + stringOf(sequence[i]!);
  return out;
}

/** name() of a path's result, as `<sch:name path>` gives it: '' for none, an error for more than one node. */
export function nameOf(sequence: Sequence): string {
  if (sequence.length === 0) return '';
  if (sequence.length > 1) throw new XPathDynamicError('XPTY0004', 'name() takes at most one node');
  return name(requireNode(sequence[0]!, 'name()'));
}

export function untyped(text: string): Untyped {
  return new Untyped(text);
}

export function decimal(literal: string): XDecimal {
  return XDecimal.fromString(literal);
}

export function ebv(sequence: Sequence): boolean {
  return effectiveBooleanValue(sequence);
}

export function fn(local: string): (...args: Sequence[]) => Sequence {
  const f = FUNCTIONS[local];
  if (!f) throw new Error(`The native runtime has no function ${local}`);
  return f;
}

export function cast(sequence: Sequence, type: string, allowEmpty: boolean): Sequence {
  if (!isCastTarget(type)) throw new XPathDynamicError('XPST0080', `Casting to ${type} is not supported`);
  return castAs(sequence, type, allowEmpty);
}

export function castable(sequence: Sequence, type: string, allowEmpty: boolean): boolean {
  if (!isCastTarget(type)) throw new XPathDynamicError('XPST0080', `Casting to ${type} is not supported`);
  return castableAs(sequence, type, allowEmpty);
}

/**
 * The XSLT function conversion rules for a declared type (`as` of xsl:param, xsl:function, xsl:variable):
 * atomize, cast untypedAtomic to the type, promote numerics, then check the type and the cardinality.
 */
export function convert(sequence: Sequence, type: string, occurrence: '' | '?' | '*' | '+'): Sequence {
  const atoms = atomize(sequence);
  const out: Atomic[] = [];
  for (const atom of atoms) {
    if (isUntyped(atom) && isCastTarget(type)) out.push(castItem(atom, type as CastTarget));
    else out.push(promote(atom, type));
  }
  const n = out.length;
  if ((occurrence === '' && n !== 1) || (occurrence === '?' && n > 1) || (occurrence === '+' && n === 0)) {
    throw new XPathDynamicError('XPTY0004', `Required cardinality of value is ${occurrence || 'exactly one'} for type ${type}; supplied ${n} items`);
  }
  return out;
}

function promote(atom: Atomic, type: string): Atomic {
  switch (type) {
    case 'xs:anyAtomicType':
      return atom;
    case 'xs:string':
      if (typeof atom === 'string') return atom;
      break;
    case 'xs:boolean':
      if (typeof atom === 'boolean') return atom;
      break;
    case 'xs:integer':
      if (typeof atom === 'bigint') return atom;
      break;
    case 'xs:decimal':
      if (typeof atom === 'bigint' || isDecimal(atom)) return atom;
      break;
    case 'xs:double':
      if (typeof atom === 'number') return atom;
      if (typeof atom === 'bigint' || isDecimal(atom)) return castItem(atom, 'xs:double');
      break;
    default:
      throw new XPathDynamicError('XPST0051', `The type ${type} is not supported`);
  }
  throw new XPathDynamicError('XPTY0004', `Required item type is ${type}; supplied value has type ${typeName(atom)}`);
}

export const runtime = {
  EMPTY,
  TRUE,
  FALSE,
  root,
  axisStep,
  stepFromItem,
  pathExists,
  childrenWithAttribute,
  filter,
  mapPath,
  union,
  concat,
  testMatches,
  someAncestor,
  elementsMatching,
  attributesMatching,
  survivesPredicates,
  runPattern,
  finding,
  globalLet,
  valueOf,
  nameOf,
  untyped,
  decimal,
  ebv,
  fn,
  convert,
  castAs: cast,
  castableAs: castable,
  generalCompare,
  valueCompare,
  arithmetic,
  negate,
  unaryPlus,
  rangeTo,
};

export type NativeRuntime = typeof runtime;
