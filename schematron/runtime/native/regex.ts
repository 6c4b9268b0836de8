// XPath regular expressions (XML Schema regex syntax plus ^ $ anchors, reluctant quantifiers, back-references,
// and the flags s m i x q) translated to JavaScript RegExp with the `u` flag. Compiled patterns are cached: the
// rules use a handful of constant patterns millions of times.
//
// What differs between the two syntaxes, and how it is translated:
// - `\d` is any Unicode decimal digit (\p{Nd}); `\w` is everything but punctuation, separators and "other"
//   (= \p{L}\p{M}\p{N}\p{S}). `\s` and `.` follow saxon-js, which hands them to JS unchanged: `\s` also
//   matches no-break and other Unicode spaces (so `replace($iban, '\s', '')` strips U+00A0), and `.` does not
//   match U+2028/U+2029 (XML Schema says: anything but CR and LF).
// - `\i` / `\c` (XML name start / name characters) are written out as their ranges.
// - Character class subtraction `[a-z-[aeiou]]` uses the JS `v` flag's `--` operator.
// - Unicode block escapes `\p{IsBasicLatin}` have no JS equivalent and are refused (FORX0002), as is anything
//   JS cannot compile.
import { XPathDynamicError } from '../../../core/xml/xdm.js';

const NAME_START =
  ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const NAME_CHAR = `${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;

/** Class-content (no brackets) for the multi-character escapes that can appear inside a class. */
const CLASS_ESCAPES: Record<string, string> = {
  d: '\\p{Nd}',
  w: '\\p{L}\\p{M}\\p{N}\\p{S}',
  W: '\\p{P}\\p{Z}\\p{C}',
  s: '\\s',
  S: '\\S',
  i: NAME_START,
  c: NAME_CHAR,
};

/** The same escapes outside a class (including the negated forms, which need their own brackets). */
const STANDALONE_ESCAPES: Record<string, string> = {
  d: '\\p{Nd}',
  D: '\\P{Nd}',
  w: '[\\p{L}\\p{M}\\p{N}\\p{S}]',
  W: '[\\p{P}\\p{Z}\\p{C}]',
  s: '\\s',
  S: '\\S',
  i: `[${NAME_START}]`,
  I: `[^${NAME_START}]`,
  c: `[${NAME_CHAR}]`,
  C: `[^${NAME_CHAR}]`,
};

/** Single-character escapes of XML Schema regexes, as JS (u mode) accepts them. */
const SINGLE_ESCAPES = new Set(['n', 'r', 't', '\\', '|', '.', '?', '*', '+', '(', ')', '{', '}', '-', '[', ']', '^', '$']);

function invalidPattern(pattern: string, reason: string): XPathDynamicError {
  return new XPathDynamicError('FORX0002', `Invalid regular expression '${pattern}': ${reason}`);
}

interface Translation {
  source: string;
  /** True when a class subtraction needs the `v` flag. */
  needsV: boolean;
}

/**
 * Translates the pattern (flags already validated); throws FORX0002 for what cannot be translated. In `vMode` the
 * output is for the JS `v` flag, whose classes need more characters escaped.
 */
function translate(pattern: string, dotAll: boolean, extended: boolean, vMode: boolean): Translation {
  let out = '';
  let needsV = false;
  let i = 0;
  const length = pattern.length;

  const escapeInClass = (): string => {
    // At pattern[i] === '\\' inside a class; returns class content and advances i.
    const next = pattern[i + 1];
    if (next === undefined) throw invalidPattern(pattern, 'trailing backslash');
    i += 2;
    if (next === 'p' || next === 'P') return categoryEscape(next);
    const multi = CLASS_ESCAPES[next];
    if (multi !== undefined) return multi;
    if (next === 'D' || next === 'I' || next === 'C') {
      needsV = true;
      return STANDALONE_ESCAPES[next]!;
    }
    if (SINGLE_ESCAPES.has(next)) return `\\${next}`;
    throw invalidPattern(pattern, `unknown escape \\${next}`);
  };

  const categoryEscape = (letter: string): string => {
    const close = pattern.indexOf('}', i);
    if (pattern[i] !== '{' || close === -1) throw invalidPattern(pattern, `\\${letter} without {…}`);
    const name = pattern.slice(i + 1, close);
    if (name.startsWith('Is')) throw invalidPattern(pattern, `Unicode block escapes (\\${letter}{${name}}) are not supported`);
    i = close + 1;
    return `\\${letter}{${name}}`;
  };

  /** Translates a character class starting at pattern[i] === '['; returns it with brackets. */
  const characterClass = (): string => {
    i++;
    let negated = false;
    if (pattern[i] === '^') {
      negated = true;
      i++;
    }
    let content = '';
    let first = true;
    while (i < length) {
      const ch = pattern[i]!;
      if (ch === ']' && !first) {
        i++;
        return `[${negated ? '^' : ''}${content}]`;
      }
      first = false;
      if (ch === '-' && pattern[i + 1] === '[') {
        // Subtraction: [base-[excluded]] → [[base]--[excluded]] (v mode).
        i++;
        const excluded = characterClass();
        if (pattern[i] !== ']') throw invalidPattern(pattern, 'a subtraction must end its class');
        i++;
        needsV = true;
        return `[${negated ? '^' : ''}[${content}]--${excluded}]`;
      }
      if (ch === '\\') content += escapeInClass();
      else if (ch === '[') throw invalidPattern(pattern, "'[' inside a character class");
      else if (ch === '-') {
        // A '-' first or last in the class is a literal; elsewhere it makes a range.
        const literal = content === '' || pattern[i + 1] === ']';
        content += literal && vMode ? '\\-' : '-';
        i++;
      } else {
        const code = pattern.codePointAt(i)!;
        const text = String.fromCodePoint(code);
        i += text.length;
        content += (vMode ? V_CLASS_SYNTAX : U_CLASS_SYNTAX).test(text) ? `\\${text}` : text;
      }
    }
    throw invalidPattern(pattern, 'unterminated character class');
  };

  while (i < length) {
    const ch = pattern[i]!;
    if (extended && (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r')) {
      i++;
      continue;
    }
    switch (ch) {
      case '\\': {
        const next = pattern[i + 1];
        if (next === undefined) throw invalidPattern(pattern, 'trailing backslash');
        if (next === 'p' || next === 'P') {
          i += 2;
          out += categoryEscape(next);
          break;
        }
        if (next >= '1' && next <= '9') {
          // Back-reference: as many digits as the pattern allows, like JS.
          let end = i + 2;
          while (end < length && pattern[end]! >= '0' && pattern[end]! <= '9') end++;
          out += `\\${pattern.slice(i + 1, end)}`;
          i = end;
          break;
        }
        i += 2;
        const multi = STANDALONE_ESCAPES[next];
        if (multi !== undefined) out += multi;
        else if (SINGLE_ESCAPES.has(next)) out += next === '-' ? '-' : `\\${next}`;
        else throw invalidPattern(pattern, `unknown escape \\${next}`);
        break;
      }
      case '[':
        out += characterClass();
        break;
      case '.':
        out += dotAll ? '[^]' : '.';
        i++;
        break;
      case '(':
        if (pattern[i + 1] === '?') {
          // XPath 3.0 allows only the non-capturing group (?:…).
          if (pattern[i + 2] !== ':') throw invalidPattern(pattern, 'unsupported group construct (?');
          out += '(?:';
          i += 3;
        } else {
          out += '(';
          i++;
        }
        break;
      case '{':
      case '}':
        // Quantifier braces pass through; JS (u mode) rejects a malformed one, which reports FORX0002.
        out += ch;
        i++;
        break;
      case ']':
        throw invalidPattern(pattern, "unescaped ']'");
      default: {
        const code = pattern.codePointAt(i)!;
        const text = String.fromCodePoint(code);
        out += text === '/' ? '\\/' : text;
        i += text.length;
      }
    }
  }
  return { source: out, needsV };
}

/** Literal characters that must be escaped inside a JS class, in u mode and in v mode. */
const U_CLASS_SYNTAX = /[\\\][^/]/;
const V_CLASS_SYNTAX = /[\\\][^/(){}|&!#%,:;<=>@`~$*+?.]/;

const cache = new Map<string, RegExp>();

/**
 * The JS RegExp for an XPath pattern and flags (cached). `global` gives the /g form that replace and tokenize use.
 * Errors: FORX0001 for bad flags, FORX0002 for a bad pattern.
 */
export function compileRegex(pattern: string, flags: string, global: boolean): RegExp {
  const key = `${global ? 'g' : '-'}${flags}\u0000${pattern}`;
  const cached = cache.get(key);
  if (cached !== undefined) {
    cached.lastIndex = 0;
    return cached;
  }
  if (!/^[smixq]*$/.test(flags)) throw new XPathDynamicError('FORX0001', `Invalid regular expression flags '${flags}'`);
  let translation: Translation;
  if (flags.includes('q')) {
    translation = { source: pattern.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&'), needsV: false };
  } else {
    translation = translate(pattern, flags.includes('s'), flags.includes('x'), false);
    if (translation.needsV) translation = translate(pattern, flags.includes('s'), flags.includes('x'), true);
  }
  let jsFlags = translation.needsV ? 'v' : 'u';
  if (flags.includes('i')) jsFlags += 'i';
  if (flags.includes('m')) jsFlags += 'm';
  if (global) jsFlags += 'g';
  let regex: RegExp;
  try {
    regex = new RegExp(translation.source, jsFlags);
  } catch (error) {
    throw invalidPattern(pattern, (error as Error).message);
  }
  if (cache.size > 1000) cache.clear();
  cache.set(key, regex);
  return regex;
}
