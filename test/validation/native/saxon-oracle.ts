// The reference for the native runtime tests: evaluate an XPath expression with saxon-js and describe each result
// item as `string|type`, or the error code; describe a native result the same way, so both compare as plain data.
import { parseForSaxon, SaxonJS, type SaxonNode } from '../../../schematron/runtime/saxon/saxon.js';
import { nodePath, parseDocument } from '../../../core/xml/tree.js';
import { stringOf, typeName } from '../../../schematron/runtime/native/values.js';
import type { Item, Sequence, XDocument, XNode } from '../../../core/xml/xdm.js';

export type Outcome = string[] | { error: string };

const TYPE_PROBE = [
  'node()',
  'xs:integer',
  'xs:decimal',
  'xs:double',
  'xs:string',
  'xs:boolean',
  'xs:untypedAtomic',
  'xs:dateTime',
  'xs:date',
].reduceRight((otherwise, type) => `if ($x instance of ${type}) then '${type}' else ${otherwise}`, "'other'");

/**
 * Evaluates with saxon-js while holding back its compile-time warnings ("Cannot compare items of types …",
 * written with console.error): the grids provoke thousands of them on purpose.
 */
function evaluateQuietly(expression: string, context: SaxonNode | null, options: Record<string, unknown>): unknown {
  const consoleError = console.error;
  console.error = () => undefined;
  try {
    return SaxonJS.XPath.evaluate(expression, context ?? [], options as never);
  } finally {
    console.error = consoleError;
  }
}

/** Runs `expression` in saxon-js (context: `context`, or none) and describes the result. */
export function saxonOutcome(expression: string, context: SaxonNode | null = null): Outcome {
  // path() only for nodes, written so saxon's static typing accepts it for atomic results too.
  const wrapped = `for $x in (${expression}) return concat(if ($x instance of node()) then string-join(for $n in $x[. instance of node()] return path($n)) else string($x), '|', ${TYPE_PROBE})`;
  try {
    return evaluateQuietly(wrapped, context, { resultForm: 'array' }) as string[];
  } catch (error) {
    // An error without a code is saxon-js failing internally (e.g. big.js given INF); the runtime reports FOER0000.
    return { error: (error as { code?: string }).code ?? 'FOER0000' };
  }
}

/**
 * True when saxon-js rejects the expression at compile time (e.g. `'a' + 1`: a string literal in arithmetic).
 * Compiled rules never contain such expressions (the official XSLT would not compile), so these cases say nothing
 * about runtime behaviour: the branch is never taken, yet compiling it fails.
 */
export function saxonRejectsStatically(expression: string, context: SaxonNode | null = null): boolean {
  try {
    evaluateQuietly(`if ($never) then (${expression}) else ()`, context, { params: { never: false } });
    return false;
  } catch {
    return true;
  }
}

function describeItem(item: Item): string {
  const type = typeName(item);
  return `${type === 'node()' ? nodePath(item as XNode) : stringOf(item)}|${type}`;
}

/** Runs a native computation and describes its result (or the XPath error code it throws). */
export function nativeOutcome(compute: () => Sequence | Item): Outcome {
  try {
    const result = compute();
    const sequence = Array.isArray(result) ? result : [result];
    return sequence.map(describeItem);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === undefined) throw error;
    return { error: code };
  }
}

/** The same small document for both engines. */
export function twinDocuments(xml: string): { saxon: SaxonNode; native: XDocument } {
  return { saxon: parseForSaxon(xml), native: parseDocument(xml) };
}

/** An XPath string literal for any text. */
export function xpathString(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
