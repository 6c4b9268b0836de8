// The first gate every document passes: decode, refuse DOCTYPEs, check well-formedness with libxml2.
// Nothing here ever loads an external entity or a DTD, or touches the network: a DOCTYPE is refused before
// parsing, the parser runs with NONET and without entity substitution, and libxml2's own limits stop
// entity amplification and excessive nesting (256 levels) as well-formedness errors.
import { ParseOption, XmlDocument, XmlParseError } from 'libxml2-wasm';
import type { ValidationRule } from '../schemas/validation.js';

export type XmlInput = string | Uint8Array;

export type ParsedInput = { ok: true; doc: XmlDocument; text: string } | { ok: false; rule: ValidationRule };

const PARSE_OPTIONS = ParseOption.XML_PARSE_NONET;

/** Parses the document for validation. The caller disposes `doc`. */
export function parseInput(input: XmlInput): ParsedInput {
  const decoded = decode(input);
  if (!decoded.ok) return decoded;
  const { text } = decoded;
  if (hasDoctype(text)) {
    return {
      ok: false,
      rule: {
        rule_id: 'XML-DOCTYPE',
        severity: 'error',
        message:
          'The document has a DOCTYPE declaration. DTDs and entity declarations are not accepted (they are a security risk, and no e-invoice format uses them); remove the DOCTYPE.',
        location: null,
        suggestion: 'Remove the <!DOCTYPE …> declaration and any entity references from the document.',
      },
    };
  }
  try {
    const doc = XmlDocument.fromString(text, { option: PARSE_OPTIONS, encoding: 'utf-8' });
    if (doc.dtd) {
      doc.dispose();
      return { ok: false, rule: wellFormedRule('The document has a DOCTYPE declaration, which is not accepted.', null) };
    }
    return { ok: true, doc, text };
  } catch (error) {
    if (error instanceof XmlParseError) {
      const first = error.details[0];
      const message = (first?.message ?? error.message).trim();
      return {
        ok: false,
        rule: wellFormedRule(`The document is not well-formed XML: ${message}`, first ? `line ${first.line}, column ${first.col}` : null),
      };
    }
    throw error;
  }
}

function wellFormedRule(message: string, location: string | null): ValidationRule {
  return {
    rule_id: 'XML-WELLFORMED',
    severity: 'error',
    message,
    location,
    suggestion: 'Fix the XML syntax at the given position (unclosed or mismatched tags, unescaped & or <, invalid characters).',
  };
}

/**
 * Bytes to text: a BOM decides the encoding (UTF-8, UTF-16 LE/BE); otherwise UTF-8 is required, as every
 * e-invoice format prescribes it. Invalid byte sequences are a well-formedness error, never replaced.
 */
function decode(input: XmlInput): { ok: true; text: string } | { ok: false; rule: ValidationRule } {
  if (typeof input === 'string') return { ok: true, text: input.replace(/^\uFEFF/, '') };
  let encoding = 'utf-8';
  let start = 0;
  if (input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf) start = 3;
  else if (input[0] === 0xff && input[1] === 0xfe) {
    encoding = 'utf-16le';
    start = 2;
  } else if (input[0] === 0xfe && input[1] === 0xff) {
    encoding = 'utf-16be';
    start = 2;
  }
  try {
    return { ok: true, text: new TextDecoder(encoding, { fatal: true }).decode(input.subarray(start)) };
  } catch {
    return { ok: false, rule: wellFormedRule(`The document is not valid ${encoding.toUpperCase()}: it contains invalid byte sequences.`, null) };
  }
}

/** True when a DOCTYPE appears in the prolog (before the root element), skipping the declaration, comments and PIs. */
export function hasDoctype(text: string): boolean {
  let i = 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    if (text.startsWith('<?', i)) {
      const end = text.indexOf('?>', i + 2);
      if (end < 0) return false;
      i = end + 2;
    } else if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end < 0) return false;
      i = end + 3;
    } else {
      return text.startsWith('<!DOCTYPE', i);
    }
  }
}
