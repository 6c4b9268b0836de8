// The XML Mutate expectations of the KoSIT XRechnung instances: `<?xmute mutator=… schematron-valid=…
// schematron-invalid=… ?>` processing instructions placed before the element they target. This module finds
// the live PIs (not inside comments) and builds the mutants for the identity, remove, empty and code
// mutators by editing the document text (the target element is located with a small tag scanner).

export interface XmutePi {
  id: string | null;
  mutator: string;
  /** Rule ids (prefix removed) that must not fire / must fire. */
  valid: string[];
  invalid: string[];
  values: string[];
  attribute: string | null;
  /** Offset just after the PI in the document text. */
  end: number;
}

export interface Mutant {
  label: string;
  xml: string;
}

/** Live xmute PIs in document order. Repeated attributes are merged, as their values are lists. */
export function findPis(xml: string): XmutePi[] {
  const masked = xml.replace(/<!--[\s\S]*?-->/g, (c) => ' '.repeat(c.length));
  const pis: XmutePi[] = [];
  for (const m of masked.matchAll(/<\?xmute\s([\s\S]*?)\?>/g)) {
    const attrs = new Map<string, string[]>();
    for (const a of m[1]!.matchAll(/([\w-]+)\s*=\s*"([^"]*)"/g)) attrs.set(a[1]!, [...(attrs.get(a[1]!) ?? []), a[2]!]);
    const separator = attrs.get('separator')?.[0] ?? ',';
    const list = (name: string) =>
      (attrs.get(name) ?? [])
        .flatMap((v) => v.split(/[,\s]+/))
        .map((t) => t.trim())
        .filter(Boolean)
        .map((t) => t.replace(/^[a-z]+:/, ''));
    pis.push({
      id: attrs.get('id')?.[0] ?? null,
      mutator: attrs.get('mutator')?.[0] ?? 'identity',
      valid: list('schematron-valid'),
      invalid: list('schematron-invalid'),
      values: (attrs.get('values')?.[0] ?? '')
        .split(separator)
        .map((v) => v.trim())
        .filter((v) => v !== ''),
      attribute: attrs.get('attribute')?.[0] ?? null,
      end: m.index! + m[0].length,
    });
  }
  return pis;
}

/** The mutants a PI asks for; null when the mutator is not implemented here. */
export function mutants(xml: string, pi: XmutePi): Mutant[] | null {
  if (pi.mutator === 'identity') return [{ label: 'identity', xml }];
  const target = locateElement(xml, pi.end);
  if (!target) return [];
  switch (pi.mutator) {
    case 'remove':
      if (pi.attribute) return [{ label: 'remove', xml: editAttribute(xml, target, pi.attribute, null) }];
      return [{ label: 'remove', xml: xml.slice(0, target.start) + xml.slice(target.end) }];
    case 'empty':
      if (pi.attribute) return [{ label: 'empty', xml: editAttribute(xml, target, pi.attribute, '') }];
      return [{ label: 'empty', xml: xml.slice(0, target.contentStart) + xml.slice(target.contentEnd) }];
    case 'code':
      return pi.values.map((value) => {
        const escaped = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
        if (pi.attribute) return { label: `code=${value}`, xml: editAttribute(xml, target, pi.attribute, value) };
        return { label: `code=${value}`, xml: xml.slice(0, target.contentStart) + escaped + xml.slice(target.contentEnd) };
      });
    default:
      return null;
  }
}

/** Sets (or with null removes) an attribute in the target's start tag. */
function editAttribute(xml: string, target: ElementSpan, name: string, value: string | null): string {
  const startTag = xml.slice(target.start, target.contentStart);
  const pattern = new RegExp(`\\s${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*=\\s*(["'])[^"']*\\1`);
  const escaped = value?.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const edited =
    value === null
      ? startTag.replace(pattern, '')
      : pattern.test(startTag)
        ? startTag.replace(pattern, ` ${name}="${escaped}"`)
        : startTag.replace(/(\/?>)$/, ` ${name}="${escaped}"$1`);
  return xml.slice(0, target.start) + edited + xml.slice(target.contentStart);
}

interface ElementSpan {
  start: number;
  /** After the start tag. */
  contentStart: number;
  /** Before the end tag. */
  contentEnd: number;
  end: number;
}

/** The first element starting at or after `from`, skipping whitespace, comments and PIs. */
function locateElement(xml: string, from: number): ElementSpan | null {
  let i = from;
  for (;;) {
    while (i < xml.length && /\s/.test(xml[i]!)) i++;
    if (xml.startsWith('<!--', i)) i = xml.indexOf('-->', i) + 3;
    else if (xml.startsWith('<?', i)) i = xml.indexOf('?>', i) + 2;
    else break;
    if (i < 3) return null;
  }
  if (xml[i] !== '<') return null;
  const start = i;
  let depth = 0;
  let contentStart = -1;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) return null;
    if (xml.startsWith('<!--', lt)) {
      i = xml.indexOf('-->', lt) + 3;
      continue;
    }
    if (xml.startsWith('<![CDATA[', lt)) {
      i = xml.indexOf(']]>', lt) + 3;
      continue;
    }
    if (xml.startsWith('<?', lt)) {
      i = xml.indexOf('?>', lt) + 2;
      continue;
    }
    const gt = endOfTag(xml, lt);
    const tag = xml.slice(lt, gt + 1);
    if (tag.startsWith('</')) {
      depth--;
      if (depth === 0) return { start, contentStart, contentEnd: lt, end: gt + 1 };
    } else if (tag.endsWith('/>')) {
      if (depth === 0) return { start, contentStart: gt + 1, contentEnd: gt + 1, end: gt + 1 };
    } else {
      if (depth === 0) contentStart = gt + 1;
      depth++;
    }
    i = gt + 1;
  }
  return null;
}

/** Index of the `>` closing the tag at `lt`, skipping quoted attribute values. */
function endOfTag(xml: string, lt: number): number {
  let quote: string | null = null;
  for (let i = lt + 1; i < xml.length; i++) {
    const ch = xml[i]!;
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return i;
  }
  return xml.length - 1;
}
