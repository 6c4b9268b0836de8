// saxon-js stores xs:integer in a JavaScript number, so integers beyond 2^53 lose digits: the IBAN checks
// (Peppol DE-R-019, XRechnung BR-DE-19: `xs:integer(<30 digits>) mod 97 = 1`) then give wrong verdicts.
// saxon-js's xs:decimal is exact (arbitrary precision), so the compiler routes every xs:integer()
// constructor call in a Schematron expression through a helper that returns the same xs:integer for
// values in the safe range and an exact xs:decimal of the same value beyond it. Arithmetic (mod, idiv,
// comparisons) on that decimal gives the mathematically exact answer the rules intend.

/** Namespace and prefix of the compiler's own helper functions in generated stylesheets. */
export const RUNTIME_NS = 'urn:einvoice-api:schematron-runtime';
export const RUNTIME_PREFIX = '_rt';
export const EXACT_INTEGER_FN = `${RUNTIME_PREFIX}:exact-integer`;

/** The helper's XSLT definition (xs must be bound to the XML Schema namespace). */
export const EXACT_INTEGER_FUNCTION = `
  <xsl:function name="${EXACT_INTEGER_FN}" as="xs:anyAtomicType?">
    <xsl:param name="value" as="xs:anyAtomicType?"/>
    <xsl:variable name="approx" select="xs:integer($value)"/>
    <xsl:sequence select="if (empty($approx)) then ()
      else if (abs($approx) lt 9007199254740992) then $approx
      else if ($value instance of xs:string or $value instance of xs:untypedAtomic) then xs:decimal(normalize-space(string($value)))
      else $approx"/>
  </xsl:function>`;

/**
 * Rewrites `xs:integer(` calls to the exact helper, leaving string literals and XPath comments untouched.
 * `castable as xs:integer`, `instance of xs:integer` and `as="xs:integer"` are types, not calls, and stay.
 */
export function rewriteIntegerConstructors(xpath: string): string {
  let out = '';
  let i = 0;
  while (i < xpath.length) {
    const ch = xpath[i]!;
    if (ch === "'" || ch === '"') {
      const end = endOfString(xpath, i, ch);
      out += xpath.slice(i, end);
      i = end;
      continue;
    }
    if (ch === '(' && xpath[i + 1] === ':') {
      const end = xpath.indexOf(':)', i + 2);
      const stop = end < 0 ? xpath.length : end + 2;
      out += xpath.slice(i, stop);
      i = stop;
      continue;
    }
    const call = /^xs:integer\s*\(/.exec(xpath.slice(i));
    const prev = i > 0 ? xpath[i - 1]! : ' ';
    if (call && !/[\w.\-:$]/.test(prev)) {
      out += `${EXACT_INTEGER_FN}(`;
      i += call[0].length;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}

/** Index just after the string literal starting at `start` (a doubled quote is an escaped quote). */
function endOfString(xpath: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < xpath.length) {
    if (xpath[i] === quote) {
      if (xpath[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i++;
  }
  return xpath.length;
}
