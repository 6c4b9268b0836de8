// A small XML editor for the mutant generator: it finds every element's span in the document text and
// edits the text around those spans, so everything not edited (prefixes, namespace declarations,
// comments, whitespace) stays byte for byte as it was. It is a scanner, not a validating parser: it
// expects well-formed input (every base document is) and produces well-formed output.

export interface AttributeSpan {
  /** Qualified name as written, e.g. `currencyID` or `xsi:type`. */
  name: string;
  /** Raw value as written (entities not expanded). */
  value: string;
  /** From the first character of the name to after the closing quote. */
  start: number;
  end: number;
}

export interface ElementSpan {
  /** Position in document order (the root is 0). */
  index: number;
  /** Qualified name as written, e.g. `cbc:ID`. */
  name: string;
  /** Index of the parent element, -1 for the root. */
  parent: number;
  depth: number;
  /** Offset of `<`. */
  start: number;
  /** After the start tag's `>` (for an empty-element tag: equal to end). */
  contentStart: number;
  /** Before the end tag's `<` (for an empty-element tag: equal to end). */
  contentEnd: number;
  /** After the element. */
  end: number;
  selfClosing: boolean;
  attributes: AttributeSpan[];
  /** Number of child elements (0: a leaf, whose content is text). */
  childElements: number;
}

/** Every element of the document, in document order. */
export function scanElements(xml: string): ElementSpan[] {
  const elements: ElementSpan[] = [];
  const open: ElementSpan[] = [];
  let i = 0;
  for (;;) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) break;
    if (xml.startsWith('<!--', lt)) i = after(xml, '-->', lt);
    else if (xml.startsWith('<![CDATA[', lt)) i = after(xml, ']]>', lt);
    else if (xml.startsWith('<?', lt) || xml.startsWith('<!', lt)) i = after(xml, '>', lt);
    else if (xml[lt + 1] === '/') {
      const gt = xml.indexOf('>', lt);
      const element = open.pop();
      if (!element || gt < 0) throw new Error(`unbalanced end tag at offset ${lt}`);
      element.contentEnd = lt;
      element.end = gt + 1;
      i = gt + 1;
    } else {
      const { name, attributes, gt, selfClosing } = readStartTag(xml, lt);
      const parent = open[open.length - 1];
      const element: ElementSpan = {
        index: elements.length,
        name,
        parent: parent ? parent.index : -1,
        depth: open.length,
        start: lt,
        contentStart: gt + 1,
        contentEnd: gt + 1,
        end: gt + 1,
        selfClosing,
        attributes,
        childElements: 0,
      };
      if (parent) parent.childElements++;
      elements.push(element);
      if (!selfClosing) open.push(element);
      i = gt + 1;
    }
  }
  if (open.length > 0) throw new Error(`unclosed element <${open[open.length - 1]!.name}>`);
  return elements;
}

function after(xml: string, terminator: string, from: number): number {
  const at = xml.indexOf(terminator, from);
  if (at < 0) throw new Error(`unterminated markup at offset ${from}`);
  return at + terminator.length;
}

function readStartTag(xml: string, lt: number): { name: string; attributes: AttributeSpan[]; gt: number; selfClosing: boolean } {
  const nameMatch = /^<([^\s/>]+)/.exec(xml.slice(lt, lt + 300));
  if (!nameMatch) throw new Error(`bad start tag at offset ${lt}`);
  const attributes: AttributeSpan[] = [];
  let i = lt + nameMatch[0].length;
  for (;;) {
    while (/\s/.test(xml[i] ?? '')) i++;
    const ch = xml[i];
    if (ch === undefined) throw new Error(`unterminated start tag at offset ${lt}`);
    if (ch === '>') return { name: nameMatch[1]!, attributes, gt: i, selfClosing: false };
    if (ch === '/' && xml[i + 1] === '>') return { name: nameMatch[1]!, attributes, gt: i + 1, selfClosing: true };
    const attr = /^([^\s=/>]+)\s*=\s*(["'])/.exec(xml.slice(i, i + 300));
    if (!attr) throw new Error(`bad attribute at offset ${i}`);
    const valueStart = i + attr[0].length;
    const valueEnd = xml.indexOf(attr[2]!, valueStart);
    if (valueEnd < 0) throw new Error(`unterminated attribute value at offset ${i}`);
    attributes.push({ name: attr[1]!, value: xml.slice(valueStart, valueEnd), start: i, end: valueEnd + 1 });
    i = valueEnd + 1;
  }
}

export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Character data of a leaf element with the five predefined entities and character references expanded. */
export function leafText(xml: string, element: ElementSpan): string {
  return xml
    .slice(element.contentStart, element.contentEnd)
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, cdata: string) => escapeText(cdata))
    .replace(/&(lt|gt|amp|quot|apos|#x[0-9a-fA-F]+|#[0-9]+);/g, (_, ref: string) => {
      const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
      if (named[ref]) return named[ref]!;
      return String.fromCodePoint(ref.startsWith('#x') ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10));
    });
}

const splice = (xml: string, start: number, end: number, insert: string) => xml.slice(0, start) + insert + xml.slice(end);

export function removeElement(xml: string, element: ElementSpan): string {
  return splice(xml, element.start, element.end, '');
}

/** Keeps the tags, drops everything inside (child elements and text). */
export function emptyElement(xml: string, element: ElementSpan): string {
  if (element.selfClosing) return xml;
  return splice(xml, element.contentStart, element.contentEnd, '');
}

/** Inserts a copy right after the element. */
export function duplicateElement(xml: string, element: ElementSpan): string {
  return splice(xml, element.end, element.end, xml.slice(element.start, element.end));
}

/** Cuts the element and inserts it at `offset` (an offset of the unedited text, outside the element). */
export function moveElement(xml: string, element: ElementSpan, offset: number): string {
  if (offset > element.start && offset < element.end) throw new Error('cannot move an element into itself');
  const markup = xml.slice(element.start, element.end);
  const without = removeElement(xml, element);
  const at = offset >= element.end ? offset - markup.length : offset;
  return splice(without, at, at, markup);
}

/** Replaces the content of an element with text (an empty-element tag gets an end tag). */
export function setText(xml: string, element: ElementSpan, text: string): string {
  if (element.selfClosing) {
    const startTag = xml.slice(element.start, element.end).replace(/\s*\/>$/, '>');
    return splice(xml, element.start, element.end, `${startTag}${escapeText(text)}</${element.name}>`);
  }
  return splice(xml, element.contentStart, element.contentEnd, escapeText(text));
}

/** Sets (or with null removes) an attribute of the element's start tag. */
export function setAttribute(xml: string, element: ElementSpan, name: string, value: string | null): string {
  const existing = element.attributes.find((a) => a.name === name);
  if (existing) {
    if (value === null) {
      // Remove the attribute with the whitespace before it.
      let from = existing.start;
      while (from > element.start && /\s/.test(xml[from - 1]!)) from--;
      return splice(xml, from, existing.end, '');
    }
    return splice(xml, existing.start, existing.end, `${name}="${escapeAttribute(value)}"`);
  }
  if (value === null) return xml;
  const at = element.start + 1 + element.name.length;
  return splice(xml, at, at, ` ${name}="${escapeAttribute(value)}"`);
}
