// saxon-js stores xs:integer in a JavaScript number, so integers beyond 2^53 lose digits: the IBAN checks
// (Peppol DE-R-019, XRechnung BR-DE-19: `xs:integer(<30 digits>) mod 97 = 1`) then give wrong verdicts.
// saxon-js's xs:decimal is exact (arbitrary precision), so the compiler routes every xs:integer()
// constructor call in a Schematron expression through a helper that returns the same xs:integer for
// values in the safe range and an exact xs:decimal of the same value beyond it. Arithmetic (mod, idiv,
// comparisons) on that decimal gives the mathematically exact answer the rules intend.

import { renameFunctionCalls } from './rename-calls.js';

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
  return renameFunctionCalls(xpath, INTEGER_RENAMES);
}

const INTEGER_RENAMES: ReadonlyMap<string, string> = new Map([['xs:integer', EXACT_INTEGER_FN]]);
