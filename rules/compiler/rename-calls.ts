// A small XPath-aware rename of function calls, shared by the compiler's rewrites (exact integers,
// numeric functions): it changes `name(` into `replacement(` for the listed names and leaves string
// literals, XPath comments, longer names (`my-round(`, `u:abs(`, `round-half-to-even(` for `round`),
// variables and types (`castable as xs:integer`) untouched.

/** Renames calls of the keys of `renames` (lexical QNames as written in the schema) to their values. */
export function renameFunctionCalls(xpath: string, renames: ReadonlyMap<string, string>): string {
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
    const call = startsNameHere(xpath, i) ? callAt(xpath, i, renames) : undefined;
    if (call) {
      out += `${call.replacement}(`;
      i += call.length;
      continue;
    }
    out += ch;
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
