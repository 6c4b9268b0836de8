// A minimal streaming XML writer: elements are appended to one string (V8 concatenates in ropes, which is
// faster here than joining an array of parts), which keeps a 10 000-line invoice fast. Empty or absent values write nothing (Peppol forbids empty elements, R008).

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text and attribute values; also drops characters XML 1.0 cannot carry (C0 controls other than tab/newline/CR). */
// eslint-disable-next-line no-control-regex
const SPECIAL = /[&<>"']|[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
// eslint-disable-next-line no-control-regex
const SPECIAL_ALL = /[&<>"']|[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  // Most values (amounts, codes, dates) need no escaping: test first, replace only when needed.
  return SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (c) => ESCAPES[c] ?? '') : text;
}

export type Attributes = Record<string, string | null | undefined>;

function attributesText(attributes: Attributes | undefined): string {
  if (!attributes) return '';
  let text = '';
  for (const name in attributes) {
    const value = attributes[name];
    if (value !== undefined && value !== null && value !== '') text += ` ${name}="${escapeXml(value)}"`;
  }
  return text;
}

export class XmlWriter {
  private text = '<?xml version="1.0" encoding="UTF-8"?>\n';

  open(name: string, attributes?: Attributes): this {
    this.text += `<${name}${attributesText(attributes)}>`;
    return this;
  }

  close(name: string): this {
    this.text += `</${name}>`;
    return this;
  }

  /** A text element; skipped when the value is absent or empty. */
  leaf(name: string, value: string | null | undefined, attributes?: Attributes): this {
    if (value === undefined || value === null || value === '') return this;
    this.text += `<${name}${attributesText(attributes)}>${escapeXml(value)}</${name}>`;
    return this;
  }

  /** Writes `open(name)`, the body, `close(name)`. */
  group(name: string, body: () => void, attributes?: Attributes): this {
    this.open(name, attributes);
    body();
    return this.close(name);
  }

  toString(): string {
    return this.text;
  }
}
