// A minimal streaming XML writer: elements are appended to an array of strings and joined once, which keeps
// a 10 000-line invoice fast. Empty or absent values write nothing (Peppol forbids empty elements, R008).

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text and attribute values; also drops characters XML 1.0 cannot carry (C0 controls other than tab/newline/CR). */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[&<>"']|[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, (c) => ESCAPES[c] ?? '');
}

export type Attributes = Record<string, string | null | undefined>;

function attributesText(attributes: Attributes | undefined): string {
  if (!attributes) return '';
  let text = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== null && value !== '') text += ` ${name}="${escapeXml(value)}"`;
  }
  return text;
}

export class XmlWriter {
  private readonly parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];

  open(name: string, attributes?: Attributes): this {
    this.parts.push(`<${name}${attributesText(attributes)}>`);
    return this;
  }

  close(name: string): this {
    this.parts.push(`</${name}>`);
    return this;
  }

  /** A text element; skipped when the value is absent or empty. */
  leaf(name: string, value: string | null | undefined, attributes?: Attributes): this {
    if (value === undefined || value === null || value === '') return this;
    this.parts.push(`<${name}${attributesText(attributes)}>${escapeXml(value)}</${name}>`);
    return this;
  }

  /** Writes `open(name)`, the body, `close(name)`. */
  group(name: string, body: () => void, attributes?: Attributes): this {
    this.open(name, attributes);
    body();
    return this.close(name);
  }

  toString(): string {
    return this.parts.join('');
  }
}
