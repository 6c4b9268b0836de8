// A small XPath-aware rename of function calls, shared by the compiler's rewrites (exact integers,
// numeric functions): it changes `name(` into `replacement(` for the listed names and leaves string
// literals, XPath comments, longer names (`my-round(`, `u:abs(`, `round-half-to-even(` for `round`),
// variables and types (`castable as xs:integer`) untouched.

import { endOfLiteralOrComment } from '../frontend/xpath/literals.js';

/** Renames calls of the keys of `renames` (lexical QNames as written in the schema) to their values. */
export function renameFunctionCalls(xpath: string, renames: ReadonlyMap<string, string>): string {
  let out = '';
  let i = 0;
  while (i < xpath.length) {
    const skipTo = endOfLiteralOrComment(xpath, i);
    if (skipTo !== null) {
      out += xpath.slice(i, skipTo);
      i = skipTo;
      continue;
    }
    const call = startsNameHere(xpath, i) ? callAt(xpath, i, renames) : undefined;
    if (call) {
      out += `${call.replacement}(`;
      i += call.length;
      continue;
    }
    out += xpath[i];
    i++;
  }
  return out;
}

/** The renamed call starting at `i` (name, optional spaces, opening parenthesis), if any. */
function callAt(xpath: string, i: number, renames: ReadonlyMap<string, string>): { replacement: string; length: number } | undefined {
  for (const [name, replacement] of renames) {
    if (!xpath.startsWith(name, i)) continue;
    const call = /^\s*\(/.exec(xpath.slice(i + name.length));
    if (call) return { replacement, length: name.length + call[0].length };
  }
  return undefined;
}

const NAME_CHAR = /[\p{L}\p{N}_.\-:$]/u;

/** Whether a name can start at `i`: the previous character does not continue a name, variable or QName. */
function startsNameHere(xpath: string, i: number): boolean {
  if (i === 0) return true;
  const prev = xpath[i - 1]!;
  // `a -abs(x)` is a subtraction; `my-abs(x)` is another function.
  if (prev === '-') return i < 2 || !/[\p{L}\p{N}_.]/u.test(xpath[i - 2]!);
  return !NAME_CHAR.test(prev);
}
