// saxon-js evaluates every predicate of a match pattern for every node it tests, without lifting
// context-independent parts out. Peppol's Swedish rules use contexts such as
//   //cac:ClassifiedTaxCategory[//cac:AccountingSupplierParty/cac:Party[…] and cbc:ID = 'S']
// whose inner `//…` path searches the whole document once per invoice line: quadratic in the line count
// (10 000 lines did not finish in 10 minutes). An absolute path inside a pattern predicate cannot depend on
// the node being tested (patterns may only use global variables), so the compiler moves each one into a
// global variable, which XSLT evaluates once per transformation, and refers to the variable instead.
import { RUNTIME_PREFIX } from './exact-integer.js';

export interface HoistedPath {
  name: string;
  expression: string;
}

/** Collects hoisted paths across a stylesheet, one variable per distinct expression. */
export class RootPathHoister {
  private readonly byExpression = new Map<string, string>();

  get variables(): HoistedPath[] {
    return [...this.byExpression].map(([expression, name]) => ({ name, expression }));
  }

  /** The pattern with every absolute path inside a predicate replaced by a global variable reference. */
  hoist(pattern: string): string {
    let out = '';
    let depth = 0;
    let i = 0;
    while (i < pattern.length) {
      const ch = pattern[i]!;
      if (ch === "'" || ch === '"') {
        const end = pattern.indexOf(ch, i + 1);
        const stop = end < 0 ? pattern.length : end + 1;
        out += pattern.slice(i, stop);
        i = stop;
        continue;
      }
      if (depth > 0 && ch === '/' && startsExpression(out)) {
        const end = endOfPath(pattern, i);
        const path = pattern.slice(i, end);
        if (!/\bcurrent\s*\(/.test(path)) {
          out += `$${this.variableFor(path)}`;
          i = end;
          continue;
        }
      }
      if (ch === '[') depth++;
      else if (ch === ']') depth--;
      out += ch;
      i++;
    }
    return out;
  }

  private variableFor(expression: string): string {
    let name = this.byExpression.get(expression);
    if (!name) {
      name = `${RUNTIME_PREFIX}:root-path-${this.byExpression.size + 1}`;
      this.byExpression.set(expression, name);
    }
    return name;
  }
}

/** True when what precedes (ignoring spaces) lets a new expression start here, so `/` is not a step separator. */
function startsExpression(before: string): boolean {
  const trimmed = before.trimEnd();
  if (trimmed === '') return true;
  if (/[[(,=<>!+|]$/.test(trimmed)) return true;
  return /(^|[\s(])(and|or|not|exists|empty|count|boolean)$/.test(trimmed) || /\b(and|or)$/.test(trimmed);
}

/** End (exclusive) of the path expression starting at `start`: steps, predicates and parenthesised calls. */
function endOfPath(pattern: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < pattern.length) {
    const ch = pattern[i]!;
    if (ch === "'" || ch === '"') {
      const end = pattern.indexOf(ch, i + 1);
      i = end < 0 ? pattern.length : end + 1;
      continue;
    }
    if (ch === '[' || ch === '(') depth++;
    else if (ch === ']' || ch === ')') {
      if (depth === 0) return i;
      depth--;
    } else if (depth === 0 && !/[\w.\-:*@/]/.test(ch)) return i;
    i++;
  }
  return i;
}
