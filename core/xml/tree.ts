// The compact read-only document tree of the native rule engine (shapes in xdm.ts), built by a hand-written
// XML parser. The input has already passed libxml2's well-formedness check and carries no DOCTYPE, so this
// parser only has to be fast and faithful to the XPath data model as saxon-js builds it:
// - adjacent text and CDATA sections form one text node; whitespace-only text nodes are kept;
// - text outside the root element is not part of the tree (comments and PIs there are);
// - line ends are normalised (\r\n and \r → \n) and literal tab/newline in attribute values become spaces;
// - namespace declarations are resolved and not exposed as attributes.
// Malformed input still throws a plain Error naming the offset instead of looping or guessing.
import { NodeKind, type XDocument, type XNode } from './xdm.js';

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const NO_NODES: readonly XNode[] = Object.freeze([]);

/** One node class for every kind keeps property access monomorphic in the compiled rules. */
class TreeNode implements XNode {
  children: readonly XNode[] = NO_NODES;
  attributes: readonly XNode[] = NO_NODES;
  order = 0;
  end = 0;
  /** Cached string value of an element or the document (undefined until first asked). */
  cachedStringValue: string | undefined = undefined;
  /** 1-based position among same-named element siblings, 0 until nodePath first needs it. */
  siblingPosition = 0;

  constructor(
    readonly kind: NodeKind,
    readonly ns: string,
    readonly local: string,
    readonly prefix: string,
    readonly parent: XNode | null,
    readonly text: string,
  ) {}
}

class DocumentNode extends TreeNode implements XDocument {
  elementsByName = new Map<string, XNode[]>();
  elements: XNode[] = [];

  constructor() {
    super(NodeKind.Document, '', '', '', null, '');
  }
}

/** An element name as written, resolved once per prefix binding and shared by every element carrying it. */
interface ResolvedName {
  readonly prefix: string;
  readonly local: string;
  readonly ns: string;
  readonly sameName: XNode[];
}

const PREDEFINED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function malformed(message: string, offset: number): never {
  throw new Error(`Malformed XML at offset ${offset}: ${message}`);
}

/** Replaces entity and character references (only called when the text contains '&'). */
function decodeReferences(raw: string, offsetInDocument: number): string {
  let out = '';
  let from = 0;
  let amp = raw.indexOf('&');
  while (amp !== -1) {
    const semicolon = raw.indexOf(';', amp);
    if (semicolon === -1) malformed('unterminated reference', offsetInDocument + amp);
    const name = raw.slice(amp + 1, semicolon);
    let replacement: string | undefined;
    if (name.charCodeAt(0) === 35 /* # */) {
      const code = name.charCodeAt(1) === 120 /* x */ ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      if (!Number.isInteger(code) || code < 1 || code > 0x10ffff || !/^#(x[0-9a-fA-F]+|[0-9]+)$/.test(name)) {
        malformed(`bad character reference &${name};`, offsetInDocument + amp);
      }
      replacement = String.fromCodePoint(code);
    } else {
      replacement = PREDEFINED_ENTITIES[name];
      if (replacement === undefined) malformed(`unknown entity &${name};`, offsetInDocument + amp);
    }
    out += raw.slice(from, amp) + replacement;
    from = semicolon + 1;
    amp = raw.indexOf('&', from);
  }
  return out + raw.slice(from);
}

function isNameEnd(code: number): boolean {
  // whitespace, '/', '>', '='
  return code === 32 || code === 10 || code === 9 || code === 13 || code === 47 || code === 62 || code === 61;
}

function isWhitespace(code: number): boolean {
  return code === 32 || code === 10 || code === 9 || code === 13;
}

/** Parses a well-formed XML document (no DOCTYPE) into the read-only tree. */
export function parseDocument(xml: string): XDocument {
  // End-of-line normalisation once for the whole input; character references (&#13;) are decoded later and survive.
  let src = xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml;
  if (src.indexOf('\r') !== -1) src = src.replace(/\r\n?/g, '\n');
  const length = src.length;

  const doc = new DocumentNode();
  const elementsByName = doc.elementsByName;
  const allElements = doc.elements;

  // Namespace bindings: prefix → URI, with an undo log so an element's declarations vanish at its end tag.
  const bindings = new Map<string, string>([['xml', XML_NS]]);
  bindings.set('', '');
  const undoLog: Array<[prefix: string, previous: string | undefined]> = [];
  // Resolved element names by the name as written; dropped whenever a binding changes (rare: mostly the root).
  let nameCache = new Map<string, ResolvedName>();

  // Open elements (index 0 = the document). Nodes are created in document order, so `order` is a running count.
  const openNodes: TreeNode[] = [doc];
  const openUndoMarks: number[] = [0];
  let nextOrder = 1;
  const openRawNames: string[] = [''];
  let pendingText = '';
  let sawRoot = false;

  const appendChild = (child: TreeNode): void => {
    const parent = openNodes[openNodes.length - 1]!;
    child.order = child.end = nextOrder++;
    if (parent.children === NO_NODES) parent.children = [child];
    else (parent.children as XNode[]).push(child);
  };

  const flushText = (): void => {
    if (pendingText === '') return;
    // Text at document level is whitespace outside the root element: not part of the data model.
    if (openNodes.length > 1) appendChild(new TreeNode(NodeKind.Text, '', '', '', openNodes[openNodes.length - 1]!, pendingText));
    pendingText = '';
  };

  const resolveElementName = (rawName: string, at: number): ResolvedName => {
    let resolved = nameCache.get(rawName);
    if (resolved !== undefined) return resolved;
    const colon = rawName.indexOf(':');
    const prefix = colon === -1 ? '' : rawName.slice(0, colon);
    const local = colon === -1 ? rawName : rawName.slice(colon + 1);
    const ns = bindings.get(prefix);
    if (ns === undefined) malformed(`undeclared prefix '${prefix}'`, at);
    const key = `${ns}|${local}`;
    let sameName = elementsByName.get(key);
    if (sameName === undefined) {
      sameName = [];
      elementsByName.set(key, sameName);
    }
    resolved = { prefix, local, ns, sameName };
    nameCache.set(rawName, resolved);
    return resolved;
  };

  let pos = 0;
  while (pos < length) {
    const lt = src.indexOf('<', pos);
    const textEnd = lt === -1 ? length : lt;
    if (textEnd > pos) {
      const raw = src.slice(pos, textEnd);
      pendingText += raw.indexOf('&') === -1 ? raw : decodeReferences(raw, pos);
      if (lt === -1) break;
    }
    pos = lt;
    const next = src.charCodeAt(pos + 1);

    if (next === 33 /* ! */) {
      if (src.startsWith('<!--', pos)) {
        const close = src.indexOf('-->', pos + 4);
        if (close === -1) malformed('unterminated comment', pos);
        flushText();
        appendChild(new TreeNode(NodeKind.Comment, '', '', '', openNodes[openNodes.length - 1]!, src.slice(pos + 4, close)));
        pos = close + 3;
      } else if (src.startsWith('<![CDATA[', pos)) {
        const close = src.indexOf(']]>', pos + 9);
        if (close === -1) malformed('unterminated CDATA section', pos);
        if (openNodes.length === 1) malformed('CDATA section outside the root element', pos);
        pendingText += src.slice(pos + 9, close);
        pos = close + 3;
      } else {
        malformed('DOCTYPE or unknown markup declaration', pos);
      }
      continue;
    }

    if (next === 63 /* ? */) {
      const close = src.indexOf('?>', pos + 2);
      if (close === -1) malformed('unterminated processing instruction', pos);
      let nameEnd = pos + 2;
      while (nameEnd < close && !isWhitespace(src.charCodeAt(nameEnd))) nameEnd++;
      const target = src.slice(pos + 2, nameEnd);
      if (target === '') malformed('processing instruction without a target', pos);
      if (target.toLowerCase() !== 'xml') {
        let dataStart = nameEnd;
        while (dataStart < close && isWhitespace(src.charCodeAt(dataStart))) dataStart++;
        flushText();
        appendChild(new TreeNode(NodeKind.ProcessingInstruction, '', target, '', openNodes[openNodes.length - 1]!, src.slice(dataStart, close)));
      }
      pos = close + 2;
      continue;
    }

    if (next === 47 /* / */) {
      // End tag.
      const close = src.indexOf('>', pos + 2);
      if (close === -1) malformed('unterminated end tag', pos);
      let nameEnd = close;
      while (isWhitespace(src.charCodeAt(nameEnd - 1))) nameEnd--;
      const rawName = src.slice(pos + 2, nameEnd);
      const depth = openNodes.length - 1;
      if (depth === 0 || openRawNames[depth] !== rawName) malformed(`unexpected end tag </${rawName}>`, pos);
      flushText();
      closeElement();
      pos = close + 1;
      continue;
    }

    // Start tag.
    if (sawRoot && openNodes.length === 1) malformed('content after the root element', pos);
    let cursor = pos + 1;
    while (cursor < length && !isNameEnd(src.charCodeAt(cursor))) cursor++;
    const rawName = src.slice(pos + 1, cursor);
    if (rawName === '') malformed('element without a name', pos);

    // Attributes as written; namespace declarations are applied before any name is resolved.
    let attributeNames: string[] | null = null;
    let attributeValues: string[] | null = null;
    const undoMark = undoLog.length;
    let selfClosing = false;
    for (;;) {
      while (cursor < length && isWhitespace(src.charCodeAt(cursor))) cursor++;
      if (cursor >= length) malformed('unterminated start tag', pos);
      const code = src.charCodeAt(cursor);
      if (code === 62 /* > */) {
        cursor++;
        break;
      }
      if (code === 47 /* / */) {
        if (src.charCodeAt(cursor + 1) !== 62) malformed("expected '>' after '/'", cursor);
        selfClosing = true;
        cursor += 2;
        break;
      }
      const nameStart = cursor;
      while (cursor < length && !isNameEnd(src.charCodeAt(cursor))) cursor++;
      const attributeName = src.slice(nameStart, cursor);
      while (cursor < length && isWhitespace(src.charCodeAt(cursor))) cursor++;
      if (attributeName === '' || src.charCodeAt(cursor) !== 61 /* = */) malformed('bad attribute', cursor);
      cursor++;
      while (cursor < length && isWhitespace(src.charCodeAt(cursor))) cursor++;
      const quote = src.charCodeAt(cursor);
      if (quote !== 34 && quote !== 39) malformed('attribute value without quotes', cursor);
      const valueEnd = src.indexOf(quote === 34 ? '"' : "'", cursor + 1);
      if (valueEnd === -1) malformed('unterminated attribute value', cursor);
      const value = normaliseAttributeValue(src.slice(cursor + 1, valueEnd), cursor + 1);
      cursor = valueEnd + 1;

      if (attributeName === 'xmlns' || attributeName.startsWith('xmlns:')) {
        const declared = attributeName.length === 5 ? '' : attributeName.slice(6);
        undoLog.push([declared, bindings.get(declared)]);
        bindings.set(declared, value);
        nameCache = new Map();
      } else {
        (attributeNames ??= []).push(attributeName);
        (attributeValues ??= []).push(value);
      }
    }

    flushText();
    const name = resolveElementName(rawName, pos);
    const element = new TreeNode(NodeKind.Element, name.ns, name.local, name.prefix, openNodes[openNodes.length - 1]!, '');
    name.sameName.push(element);
    allElements.push(element);
    appendChild(element);
    if (attributeNames !== null) {
      const attributes: XNode[] = [];
      for (let i = 0; i < attributeNames.length; i++) {
        const written = attributeNames[i]!;
        const colon = written.indexOf(':');
        let prefix = '';
        let local = written;
        let ns = '';
        if (colon !== -1) {
          prefix = written.slice(0, colon);
          local = written.slice(colon + 1);
          const bound = bindings.get(prefix);
          if (bound === undefined || bound === '' || prefix === '') malformed(`undeclared prefix '${prefix}'`, pos);
          ns = bound;
        }
        const attribute = new TreeNode(NodeKind.Attribute, ns, local, prefix, element, attributeValues![i]!);
        attribute.order = attribute.end = nextOrder++;
        attributes.push(attribute);
      }
      element.attributes = attributes;
    }
    sawRoot = true;
    openNodes.push(element);
    openUndoMarks.push(undoMark);
    openRawNames.push(rawName);
    if (selfClosing) closeElement();
    pos = cursor;
  }

  if (openNodes.length !== 1) malformed(`missing end tag </${openRawNames[openRawNames.length - 1]}>`, length);
  if (!sawRoot) malformed('no root element', 0);
  doc.end = nextOrder - 1;
  return doc;

  function closeElement(): void {
    const element = openNodes.pop()!;
    element.end = nextOrder - 1;
    openRawNames.pop();
    const undoMark = openUndoMarks.pop()!;
    const undoLogLengthBefore = undoLog.length;
    while (undoLog.length > undoMark) {
      const [prefix, previous] = undoLog.pop()!;
      if (previous === undefined) bindings.delete(prefix);
      else bindings.set(prefix, previous);
    }
    // Names resolved inside this element may have used its declarations.
    if (undoLog.length < undoLogLengthBefore) nameCache = new Map();
  }
}

/** Literal whitespace in attribute values becomes a space (XML 1.0 §3.3.3); references are decoded after. */
function normaliseAttributeValue(raw: string, offset: number): string {
  let value = raw;
  if (value.indexOf('\n') !== -1 || value.indexOf('\t') !== -1) value = value.replace(/[\n\t]/g, ' ');
  if (value.indexOf('<') !== -1) malformed("'<' in attribute value", offset);
  return value.indexOf('&') === -1 ? value : decodeReferences(value, offset);
}

/** The string value: own text for leaves, concatenated descendant text for elements and the document. */
export function stringValue(node: XNode): string {
  if (node.kind !== NodeKind.Element && node.kind !== NodeKind.Document) return node.text;
  const tree = node as TreeNode;
  if (tree.cachedStringValue !== undefined) return tree.cachedStringValue;
  const children = node.children;
  let value: string;
  if (children.length === 1 && children[0]!.kind === NodeKind.Text) value = children[0]!.text;
  else {
    value = '';
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (child.kind === NodeKind.Text) value += child.text;
      else if (child.kind === NodeKind.Element) value += stringValue(child);
    }
  }
  tree.cachedStringValue = value;
  return value;
}

/** name(): the QName as written (prefix:local), the PI target, or '' for other kinds. */
export function name(node: XNode): string {
  return node.prefix === '' ? node.local : `${node.prefix}:${node.local}`;
}

/** The position of a non-element child among its same-kind siblings (PIs: same target), 1-based. */
function positionAmongSiblings(node: XNode): number {
  const siblings = node.parent!.children;
  let position = 0;
  for (let i = 0; i < siblings.length; i++) {
    const sibling = siblings[i]!;
    if (sibling.kind === node.kind && (node.kind !== NodeKind.ProcessingInstruction || sibling.local === node.local)) position++;
    if (sibling === node) return position;
  }
  return position;
}

/** Fills the same-name positions of every element child of `parent` at once (linear, done once per parent). */
function elementPosition(node: XNode): number {
  const tree = node as TreeNode;
  if (tree.siblingPosition === 0) {
    const counts = new Map<string, number>();
    for (const sibling of node.parent!.children) {
      if (sibling.kind !== NodeKind.Element) continue;
      const key = `${sibling.ns}|${sibling.local}`;
      const position = (counts.get(key) ?? 0) + 1;
      counts.set(key, position);
      (sibling as TreeNode).siblingPosition = position;
    }
  }
  return tree.siblingPosition;
}

/** What fn:path() returns in saxon-js, e.g. `/Q{urn:x}Invoice[1]/Q{urn:y}ID[1]`, `/…/@currencyID`, `/`. */
export function nodePath(node: XNode): string {
  if (node.kind === NodeKind.Document) return '/';
  const steps: string[] = [];
  let current: XNode | null = node;
  while (current !== null && current.kind !== NodeKind.Document) {
    switch (current.kind) {
      case NodeKind.Element:
        steps.push(`Q{${current.ns}}${current.local}[${elementPosition(current)}]`);
        break;
      case NodeKind.Attribute:
        steps.push(current.ns === '' ? `@${current.local}` : `@Q{${current.ns}}${current.local}`);
        break;
      case NodeKind.Text:
        steps.push(`text()[${positionAmongSiblings(current)}]`);
        break;
      case NodeKind.Comment:
        steps.push(`comment()[${positionAmongSiblings(current)}]`);
        break;
      case NodeKind.ProcessingInstruction:
        steps.push(`processing-instruction(${current.local})[${positionAmongSiblings(current)}]`);
        break;
    }
    current = current.parent;
  }
  let path = '';
  for (let i = steps.length - 1; i >= 0; i--) path += `/${steps[i]}`;
  return path;
}

/** Sorts nodes into document order and removes duplicates; returns the input itself when it already is. */
export function inDocumentOrder(nodes: readonly XNode[]): XNode[] {
  let sorted = true;
  for (let i = 1; i < nodes.length; i++) {
    if (nodes[i - 1]!.order >= nodes[i]!.order) {
      sorted = false;
      break;
    }
  }
  if (sorted) return nodes as XNode[];
  const copy = nodes.slice().sort((a, b) => a.order - b.order);
  const unique: XNode[] = [copy[0]!];
  for (let i = 1; i < copy.length; i++) if (copy[i] !== copy[i - 1]) unique.push(copy[i]!);
  return unique;
}
