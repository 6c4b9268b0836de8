// xslt3 (the compiler behind saxon-js, 2.x) types the result of fn:round, fn:round-half-to-even and fn:abs
// wrongly when that result meets an xs:decimal constant in arithmetic: `round($d) div 100.0` or
// `abs($d) + xs:decimal(1)` with an xs:double $d (sum() of untyped amounts is one) is compiled as
// decimal-by-decimal arithmetic and fails at run time with XPTY0004 ("Required item type of first operand
// of 'arith' is xs:decimal; supplied value is xs:double"). The XPath rules promote the double instead, and
// the same expression with an integer operand, a non-constant decimal, fn:floor or fn:ceiling works.
// Factur-X EXTENDED hits it on every document with lines (BR-FXEXT-CO-10 and -13:
// `round(sum(…LineTotalAmount) * xs:decimal(100)) div xs:decimal(100)`).
//
// The compiler therefore calls these three functions through helpers of its own. A helper returns exactly
// what the built-in returns (same value, same dynamic type, () for ()); its declared xs:numeric result
// type makes xslt3 choose the generic arithmetic, which promotes operands as XPath prescribes.
import { RUNTIME_PREFIX } from './exact-integer.js';
import { renameFunctionCalls } from './rename-calls.js';

/** The built-ins routed through helpers, with their arities, and each helper's name. */
const HELPERS = [
  { builtin: 'round', helper: `${RUNTIME_PREFIX}:round`, arities: [1, 2] },
  { builtin: 'round-half-to-even', helper: `${RUNTIME_PREFIX}:round-half-to-even`, arities: [1, 2] },
  { builtin: 'abs', helper: `${RUNTIME_PREFIX}:abs`, arities: [1] },
] as const;

const NUMERIC_RENAMES: ReadonlyMap<string, string> = new Map(HELPERS.map((h) => [h.builtin, h.helper]));

/** The helpers' XSLT definitions (xs must be bound to the XML Schema namespace). */
export const NUMERIC_FUNCTIONS = HELPERS.flatMap(({ builtin, helper, arities }) =>
  arities.map((arity) => {
    const precision = arity === 2 ? `<xsl:param name="precision" as="xs:integer?"/>` : '';
    const call = arity === 2 ? `${builtin}($value, $precision)` : `${builtin}($value)`;
    return `  <xsl:function name="${helper}" as="xs:numeric?"><xsl:param name="value" as="xs:numeric?"/>${precision}<xsl:sequence select="${call}"/></xsl:function>`;
  }),
).join('\n');

/** Rewrites unprefixed calls of round, round-half-to-even and abs to the helpers (see above). */
export function rewriteNumericFunctionCalls(xpath: string): string {
  return renameFunctionCalls(xpath, NUMERIC_RENAMES);
}
