// XML 1.0 escaping for element text and attribute values, used by every writer (UBL, CII, the PDF's XMP).
// What a parser gives back must be exactly the value written:
//   - `&` and `<` always need a reference; `>` too (it would end a `]]>` in text); `"` ends a quoted attribute.
//   - A parser turns a literal carriage return into a line feed (end-of-line handling), so CR is written as
//     `&#13;` everywhere; in attributes a literal tab or line feed becomes a space (attribute-value
//     normalisation), so they are written as `&#9;` and `&#10;` there.
//   - Characters XML 1.0 cannot carry at all (C0 controls other than tab, LF and CR; U+FFFE, U+FFFF) are left
//     out: no reference can write them either.

const TEXT_REFERENCES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };
const ATTRIBUTE_REFERENCES: Record<string, string> = { ...TEXT_REFERENCES, '\t': '&#9;', '\n': '&#10;' };

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 forbids.
const NOT_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, plus the characters that need a reference.
const TEXT_NEEDS_WORK = /[&<>"\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, plus tab and line feed.
const ATTRIBUTE_NEEDS_WORK = /[&<>"\t\n\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Element text: `&`, `<`, `>`, `"` and CR as references; characters XML 1.0 cannot carry dropped. */
export function escapeXmlText(value: string): string {
  // Most values (amounts, codes, dates) need nothing: one test instead of two replacements.
  if (!TEXT_NEEDS_WORK.test(value)) return value;
  return value.replace(NOT_XML_CHARS, '').replace(/[&<>"\r]/g, (c) => TEXT_REFERENCES[c]!);
}

/** A double-quoted attribute value: as text, and tab and line feed as references too. */
export function escapeXmlAttribute(value: string): string {
  if (!ATTRIBUTE_NEEDS_WORK.test(value)) return value;
  return value.replace(NOT_XML_CHARS, '').replace(/[&<>"\t\n\r]/g, (c) => ATTRIBUTE_REFERENCES[c]!);
}
