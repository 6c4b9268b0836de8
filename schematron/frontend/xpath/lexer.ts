// Splits an XPath 2.0 expression into tokens. Names may contain '-' and '.', so `$BR-01` is one name and
// `a - b` (with spaces) a subtraction, as XPath requires. Whether `*` or a name like `div` is an operator is
// the parser's decision (it knows whether it expects an operand); the lexer only marks the spelling.

export type Token =
  | { kind: 'string'; value: string; at: number }
  | { kind: 'number'; value: string; numberType: 'integer' | 'decimal' | 'double'; at: number }
  | { kind: 'name'; value: string; at: number } // NCName, QName, `p:*` or `*:l`
  | { kind: 'symbol'; value: string; at: number } // ( ) [ ] , / // @ :: .. . $ | = != < <= > >= << >> + - * ?
  | { kind: 'end'; at: number };

export class XPathSyntaxError extends Error {
  constructor(
    message: string,
    readonly expression: string,
    readonly at: number,
  ) {
    super(`${message} at offset ${at} in: ${expression.length > 160 ? `${expression.slice(0, 160)}…` : expression}`);
    this.name = 'XPathSyntaxError';
  }
}

const NAME_START =
  /[A-Za-z_\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]/;
const NAME_CHAR =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: the XML NameChar production, range by range as the specification writes it.
  /[-.0-9\u00B7\u0300-\u036F\u203F-\u2040A-Za-z_\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]/;
const TWO_CHAR_SYMBOLS = new Set(['//', '::', '..', '!=', '<=', '>=', '<<', '>>']);
const ONE_CHAR_SYMBOLS = new Set(['(', ')', '[', ']', ',', '/', '@', '.', '$', '|', '=', '<', '>', '+', '-', '*', '?']);

export function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = expression.length;
  while (i < n) {
    const ch = expression[i]!;
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      i++;
      continue;
    }
    if (ch === '(' && expression[i + 1] === ':') {
      i = skipComment(expression, i);
      continue;
    }
    if (ch === '"' || ch === "'") {
      let value = '';
      let j = i + 1;
      for (;;) {
        if (j >= n) throw new XPathSyntaxError('unterminated string literal', expression, i);
        if (expression[j] === ch) {
          if (expression[j + 1] === ch) {
            value += ch;
            j += 2;
            continue;
          }
          break;
        }
        value += expression[j++];
      }
      tokens.push({ kind: 'string', value, at: i });
      i = j + 1;
      continue;
    }
    if (isDigit(ch) || (ch === '.' && isDigit(expression[i + 1] ?? ''))) {
      const m = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/.exec(expression.slice(i))!;
      const text = m[0];
      const numberType = /[eE]/.test(text) ? 'double' : text.includes('.') ? 'decimal' : 'integer';
      if (NAME_START.test(expression[i + text.length] ?? '')) throw new XPathSyntaxError('a number runs into a name', expression, i);
      tokens.push({ kind: 'number', value: text, numberType, at: i });
      i += text.length;
      continue;
    }
    if (ch === '*' && expression[i + 1] === ':' && NAME_START.test(expression[i + 2] ?? '')) {
      const local = readNCName(expression, i + 2);
      tokens.push({ kind: 'name', value: `*:${local}`, at: i });
      i += 2 + local.length;
      continue;
    }
    if (NAME_START.test(ch)) {
      let name = readNCName(expression, i);
      let j = i + name.length;
      if (expression[j] === ':' && expression[j + 1] !== ':') {
        if (expression[j + 1] === '*') {
          name += ':*';
          j += 2;
        } else if (NAME_START.test(expression[j + 1] ?? '')) {
          const local = readNCName(expression, j + 1);
          name += `:${local}`;
          j += 1 + local.length;
        }
      }
      tokens.push({ kind: 'name', value: name, at: i });
      i = j;
      continue;
    }
    const two = expression.slice(i, i + 2);
    if (TWO_CHAR_SYMBOLS.has(two)) {
      tokens.push({ kind: 'symbol', value: two, at: i });
      i += 2;
      continue;
    }
    if (ONE_CHAR_SYMBOLS.has(ch)) {
      tokens.push({ kind: 'symbol', value: ch, at: i });
      i++;
      continue;
    }
    throw new XPathSyntaxError(`unexpected character "${ch}"`, expression, i);
  }
  tokens.push({ kind: 'end', at: n });
  return tokens;
}

function readNCName(s: string, start: number): string {
  let j = start + 1;
  while (j < s.length && NAME_CHAR.test(s[j]!)) j++;
  return s.slice(start, j);
}

/** Skips a (possibly nested) XPath comment `(: … :)` starting at `start`; returns the index after it. */
function skipComment(s: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < s.length) {
    if (s[i] === '(' && s[i + 1] === ':') {
      depth++;
      i += 2;
    } else if (s[i] === ':' && s[i + 1] === ')') {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else i++;
  }
  throw new XPathSyntaxError('unterminated comment', s, start);
}

function isDigit(ch: string): boolean {
  return ch >= '0' && ch <= '9';
}
