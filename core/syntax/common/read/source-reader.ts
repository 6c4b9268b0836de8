// Reading a received e-invoice: a cursor over the parsed document that remembers which elements and
// attributes the reader took into the canonical invoice. What it never took is, by construction, what the
// canonical model cannot hold: losses.ts lists exactly that, so the loss report cannot forget an element
// the reader did not know about.
//
// The tree is the one the native rule engine validates (core/xml/tree.ts): a fast, read-only
// XPath data model built by the project's own parser; the document has passed libxml2's well-formedness
// check before it gets here.
import { NodeKind, type XDocument, type XNode } from '../../../xml/xdm.js';
import { parseDocument } from '../../../xml/tree.js';

/** Prefix → namespace URI of the syntax the reader addresses elements in (`cbc:ID`, `ram:ID`). */
export type Prefixes = Readonly<Record<string, string>>;

/** Resolved paths per prefix table, shared by every read (the readers use a fixed set of paths). */
const stepCache = new WeakMap<Prefixes, Map<string, Step[]>>();

const CONSUMED = 1;
const TOUCHED = 2;

interface Step {
  ns: string;
  local: string;
}

export class SourceReader {
  readonly doc: XDocument;
  readonly root: XNode;
  /**
   * Per node, by its document-order number: 1 = consumed, 2 = an element with a consumed node below it.
   * A byte array instead of sets: a 10 000-line invoice has half a million nodes.
   */
  private readonly marks: Uint8Array;
  private readonly steps: Map<string, Step[]>;

  constructor(
    source: string | XDocument,
    readonly prefixes: Prefixes,
  ) {
    this.doc = typeof source === 'string' ? parseDocument(source) : source;
    let steps = stepCache.get(prefixes);
    if (!steps) stepCache.set(prefixes, (steps = new Map()));
    this.steps = steps;
    const root = this.doc.children.find((c) => c.kind === NodeKind.Element);
    if (!root) throw new Error('the document has no root element');
    this.root = root;
    this.marks = new Uint8Array(this.doc.end + 1);
    this.marks[root.order] = TOUCHED;
  }

  private stepsOf(path: string): Step[] {
    let steps = this.steps.get(path);
    if (!steps) {
      steps = path.split('/').map((part) => {
        const colon = part.indexOf(':');
        const ns = this.prefixes[part.slice(0, colon)];
        if (ns === undefined) throw new Error(`unknown prefix in ${path}`);
        return { ns, local: part.slice(colon + 1) };
      });
      this.steps.set(path, steps);
    }
    return steps;
  }

  /** Element children of `parent` with the given name (one step, `cbc:ID`). */
  all(parent: XNode | undefined, name: string): XNode[] {
    if (!parent) return [];
    const [step] = this.stepsOf(name) as [Step];
    const out: XNode[] = [];
    for (const child of parent.children) {
      if (child.kind === NodeKind.Element && child.local === step.local && child.ns === step.ns) out.push(child);
    }
    return out;
  }

  /** The first element at a relative path (`cac:Country/cbc:IdentificationCode`), not yet consumed. */
  at(parent: XNode | undefined, path: string): XNode | undefined {
    let node = parent;
    for (const step of this.stepsOf(path)) {
      if (!node) return undefined;
      let next: XNode | undefined;
      for (const child of node.children) {
        if (child.kind === NodeKind.Element && child.local === step.local && child.ns === step.ns) {
          next = child;
          break;
        }
      }
      node = next;
    }
    return node;
  }

  /** Marks a node as held by the canonical invoice (or as syntax that carries no business term). */
  take(node: XNode | undefined): void {
    if (!node || this.marks[node.order]! & CONSUMED) return;
    this.marks[node.order] = this.marks[node.order]! | CONSUMED;
    for (let p = node.parent; p && p.kind === NodeKind.Element && !(this.marks[p.order]! & TOUCHED); p = p.parent)
      this.marks[p.order] = this.marks[p.order]! | TOUCHED;
  }

  /** The trimmed text of a leaf element, consumed; undefined when absent or empty. */
  text(node: XNode | undefined): string | undefined {
    if (!node) return undefined;
    let value = '';
    for (const child of node.children) if (child.kind === NodeKind.Text) value += child.text;
    value = value.trim();
    this.take(node);
    return value === '' ? undefined : value;
  }

  /**
   * The text of a free-text leaf exactly as written (line breaks carry meaning there, e.g. the XRechnung
   * payment terms lines), consumed; undefined when absent or only whitespace.
   */
  freeText(node: XNode | undefined): string | undefined {
    if (!node) return undefined;
    let value = '';
    for (const child of node.children) if (child.kind === NodeKind.Text) value += child.text;
    this.take(node);
    return value.trim() === '' ? undefined : value;
  }

  /** `text(at(parent, path))`. */
  textAt(parent: XNode | undefined, path: string): string | undefined {
    return this.text(this.at(parent, path));
  }

  /** An attribute's value without consuming it. */
  peekAttr(node: XNode | undefined, local: string): string | undefined {
    if (!node) return undefined;
    for (const a of node.attributes) if (a.local === local && a.ns === '') return a.text.trim() || undefined;
    return undefined;
  }

  /** An attribute's trimmed value, consumed; undefined when absent or empty. */
  attr(node: XNode | undefined, local: string): string | undefined {
    if (!node) return undefined;
    for (const a of node.attributes) {
      if (a.local === local && a.ns === '') {
        this.take(a);
        return a.text.trim() || undefined;
      }
    }
    return undefined;
  }

  /** Leaf text without consuming it (to decide before taking). */
  peek(node: XNode | undefined): string | undefined {
    if (!node) return undefined;
    let value = '';
    for (const child of node.children) if (child.kind === NodeKind.Text) value += child.text;
    return value.trim() || undefined;
  }

  isConsumed(node: XNode): boolean {
    return (this.marks[node.order]! & CONSUMED) !== 0;
  }

  isTouched(node: XNode): boolean {
    return (this.marks[node.order]! & TOUCHED) !== 0;
  }
}
