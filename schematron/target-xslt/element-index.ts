// The EN 16931 rules test the whole document from the root dozens of times per invoice
// (`exists(//cac:ClassifiedTaxCategory[…])`, `count(//cac:AllowanceCharge/…)`), and saxon-js walks every
// node for each `//name`. The compiler therefore declares one key that indexes all elements by expanded
// name and rewrites an absolute `//prefix:name` that starts a path into a key lookup. key() returns the
// same nodes in the same (document) order from the same document, so results are unchanged; the document
// is walked once per transformation instead of once per lookup.
import { RUNTIME_PREFIX } from './exact-integer.js';
import { endOfLiteralOrComment } from '../frontend/xpath/literals.js';

export const ELEMENT_KEY = `${RUNTIME_PREFIX}:elements-by-name`;

/** The xsl:key the rewritten lookups use. */
export const ELEMENT_KEY_DECLARATION = `<xsl:key name="${ELEMENT_KEY}" match="*" use="'Q{' || namespace-uri() || '}' || local-name()"/>`;

const KEYWORDS = new Set(['and', 'or', 'return', 'then', 'else', 'satisfies', 'in', 'div', 'mod', 'eq', 'ne', 'lt', 'le', 'gt', 'ge', 'to']);

/**
 * Rewrites `//p:name` at the start of a path to `key(…, 'Q{uri}name')`. Only prefixed names the schema
 * declares are rewritten; wildcards, attributes, relative `a//b` and anything inside string literals stay.
 */
export function indexDescendantLookups(xpath: string, namespaces: Record<string, string>): { xpath: string; used: boolean } {
  let out = '';
  let used = false;
  let i = 0;
  while (i < xpath.length) {
    const ch = xpath[i]!;
    const skipTo = endOfLiteralOrComment(xpath, i);
    if (skipTo !== null) {
      out += xpath.slice(i, skipTo);
      i = skipTo;
      continue;
    }
    if (ch === '/' && xpath[i + 1] === '/' && startsPath(out)) {
      const m = /^\/\/([A-Za-z_][\w.-]*):([A-Za-z_][\w.-]*)(?![\w.(:-])/.exec(xpath.slice(i));
      const uri = m ? namespaces[m[1]!] : undefined;
      if (m && uri !== undefined && !/[{}']/.test(uri)) {
        out += `key('${ELEMENT_KEY}', 'Q{${uri}}${m[2]}')`;
        used = true;
        i += m[0].length;
        continue;
      }
    }
    out += ch;
    i++;
  }
  return { xpath: out, used };
}

/** True when a path may start here: after an opening bracket, a separator, an operator or a keyword. */
function startsPath(before: string): boolean {
  const trimmed = before.trimEnd();
  if (trimmed === '') return true;
  if (/[[(,=<>!+|]$/.test(trimmed)) return true;
  const word = /(?:^|[^\w.:$-])([A-Za-z]+)$/.exec(trimmed)?.[1];
  return word !== undefined && KEYWORDS.has(word);
}
