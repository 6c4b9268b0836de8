// The XPath functions the official rules call, keyed by local name, each pure over its argument sequences and
// answering what saxon-js 2.7 answers. Arguments follow the function conversion rules: atomize, cast
// xs:untypedAtomic to the declared type (xs:double for numbers), promote numbers, refuse other types (XPTY0004).
// The code generator handles position(), last() and document() itself and passes the context item explicitly for
// the zero-argument forms (string(), normalize-space(), name(), …).
import Big from 'big.js';
import { compileRegex } from './regex.js';
import { name as qualifiedName } from '../../../core/xml/tree.js';
import {
  arithmeticAtoms,
  atomize,
  atomizeItem,
  castableAs,
  castItem,
  compareStrings,
  Decimal,
  type DecimalValue,
  effectiveBooleanValue,
  formatDouble,
  isDate,
  isNode,
  isNumeric,
  parseDouble,
  stringOf,
  toDouble,
  typeName,
  untypedText,
  XDate,
  XDecimal,
} from './values.js';
import { type Atomic, type Item, NodeKind, type Sequence, type XNode, XPathDynamicError } from '../../../core/xml/xdm.js';

type XFunction = (...args: Sequence[]) => Sequence;

// ---------------------------------------------------------------------------------------------------------------
// Argument conversion

function tooMany(fn: string): XPathDynamicError {
  return new XPathDynamicError('XPTY0004', `A sequence of more than one item is not allowed as an argument of ${fn}()`);
}

function wrongType(fn: string, expected: string, item: Item): XPathDynamicError {
  return new XPathDynamicError('XPTY0004', `Required item type of argument of ${fn}() is ${expected}; supplied value has type ${typeName(item)}`);
}

/** An `xs:string?` argument: '' for the empty sequence; nodes and untypedAtomic give their string value. */
function stringArg(sequence: Sequence | undefined, fn: string): string {
  if (sequence === undefined || sequence.length === 0) return '';
  if (sequence.length > 1) throw tooMany(fn);
  const item = sequence[0]!;
  if (typeof item === 'string') return item;
  if (typeof item === 'object' && isNode(item)) return stringOf(item);
  const text = untypedText(item);
  if (text !== undefined) return text;
  throw wrongType(fn, 'xs:string', item);
}

/** saxon-js fails internally when a comment or PI (typed xs:string) reaches a numeric or date function. */
function refuseStringTypedNode(item: Item, fn: string): void {
  if (typeof item === 'object' && isNode(item) && (item.kind === NodeKind.Comment || item.kind === NodeKind.ProcessingInstruction)) {
    throw new XPathDynamicError(
      'FOER0000',
      `saxon-js cannot pass a ${item.kind === NodeKind.Comment ? 'comment' : 'processing instruction'} to ${fn}()`,
    );
  }
}

/** An `xs:double` argument (substring, subsequence): numbers and untypedAtomic convert; required. */
function doubleArg(sequence: Sequence, fn: string): number {
  if (sequence.length !== 1) {
    if (sequence.length === 0) throw new XPathDynamicError('XPTY0004', `An empty sequence is not allowed as an argument of ${fn}()`);
    throw tooMany(fn);
  }
  const item = sequence[0]!;
  if (isNumeric(item)) return toDouble(item);
  const text = untypedText(item);
  if (text !== undefined) return untypedAsDoubleArgument(text, fn);
  throw wrongType(fn, 'xs:double', item);
}

/** saxon-js reports an untyped function argument that is no number as a type error (XPTY0004), not FORG0001. */
function untypedAsDoubleArgument(text: string, fn: string): number {
  const value = parseDouble(text);
  if (value === undefined) throw new XPathDynamicError('XPTY0004', `Supplied value "${text}" of ${fn}() is not a valid xs:double`);
  return value;
}

/** An `xs:numeric?` argument (round, abs, …): undefined for (); untypedAtomic becomes xs:double. */
function numericArg(sequence: Sequence, fn: string): number | bigint | XDecimal | undefined {
  if (sequence.length === 0) return undefined;
  if (sequence.length > 1) throw tooMany(fn);
  const item = sequence[0]!;
  if (isNumeric(item)) return item;
  const text = untypedText(item);
  if (text !== undefined) return untypedAsDoubleArgument(text, fn);
  refuseStringTypedNode(item, fn);
  throw wrongType(fn, 'xs:numeric', item);
}

/** An `xs:integer` argument (precision of round, …). */
function integerArg(sequence: Sequence | undefined, fn: string, fallback: number): number {
  if (sequence === undefined) return fallback;
  if (sequence.length !== 1) throw sequence.length === 0 ? wrongType(fn, 'xs:integer', '') : tooMany(fn);
  const item = sequence[0]!;
  if (typeof item === 'bigint') return Number(item);
  const text = untypedText(item);
  if (text !== undefined) return Number(castItem(text, 'xs:integer'));
  throw wrongType(fn, 'xs:integer', item);
}

/** A `node()?` argument. */
function nodeArg(sequence: Sequence, fn: string): XNode | undefined {
  if (sequence.length === 0) return undefined;
  if (sequence.length > 1) throw tooMany(fn);
  const item = sequence[0]!;
  if (!isNode(item))
    throw new XPathDynamicError('XPTY0004', `Required item type of argument of ${fn}() is node(); supplied value has type ${typeName(item)}`);
  return item;
}

// ---------------------------------------------------------------------------------------------------------------
// Strings

function isXmlWhitespace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/** normalize-space: collapse runs of space/tab/CR/LF to one space and trim (returns the input when already normal). */
export function normalizeSpace(text: string): string {
  const length = text.length;
  let clean = length === 0 || (!isXmlWhitespace(text.charCodeAt(0)) && !isXmlWhitespace(text.charCodeAt(length - 1)));
  for (let i = 0; clean && i < length; i++) {
    const code = text.charCodeAt(i);
    if (code === 9 || code === 10 || code === 13 || (code === 32 && text.charCodeAt(i + 1) === 32)) clean = false;
  }
  if (clean) return text;
  let out = '';
  let pendingSpace = false;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    if (isXmlWhitespace(code)) {
      pendingSpace = out.length > 0;
    } else {
      if (pendingSpace) out += ' ';
      pendingSpace = false;
      out += text[i];
    }
  }
  return out;
}

function hasSurrogates(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdfff) return true;
  }
  return false;
}

function codepointLength(text: string): number {
  if (!hasSurrogates(text)) return text.length;
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** XPath's round(): halves towards positive infinity (Math.round does exactly that, and keeps -0). */
function roundHalfUp(value: number): number {
  return Math.round(value);
}

function substring(text: string, start: number, length: number | undefined): string {
  const first = roundHalfUp(start);
  // Positions p (1-based) with first <= p < first + round(length); NaN comparisons select nothing.
  const end = length === undefined ? Infinity : first + roundHalfUp(length);
  if (!(end > first) && length !== undefined) return '';
  if (hasSurrogates(text)) {
    const chars = Array.from(text);
    let out = '';
    for (let p = 1; p <= chars.length; p++) if (p >= first && p < end) out += chars[p - 1];
    return out;
  }
  const from = Math.max(first, 1);
  const to = Math.min(end, text.length + 1);
  if (!(from < to)) return '';
  return text.slice(from - 1, to - 1);
}

function translate(text: string, map: string, replacement: string): string {
  const from = Array.from(map);
  const to = Array.from(replacement);
  const mapping = new Map<string, string>();
  for (let i = 0; i < from.length; i++) if (!mapping.has(from[i]!)) mapping.set(from[i]!, to[i] ?? '');
  let out = '';
  for (const ch of text) out += mapping.get(ch) ?? ch;
  return out;
}

function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Regular expressions

function matches(input: string, pattern: string, flags: string): boolean {
  return compileRegex(pattern, flags, false).test(input);
}

/** Rewrites an XPath replacement string ($N, \$, \\) for String.replace; FORX0004 for a malformed one. */
function replacementFunction(replacement: string, groupCount: number): (match: string, ...rest: unknown[]) => string {
  const parts: Array<string | number> = [];
  let literal = '';
  for (let i = 0; i < replacement.length; i++) {
    const ch = replacement[i]!;
    if (ch === '\\') {
      const next = replacement[i + 1];
      if (next !== '\\' && next !== '$') throw new XPathDynamicError('FORX0004', `Invalid replacement string '${replacement}'`);
      literal += next;
      i++;
    } else if (ch === '$') {
      let end = i + 1;
      if (!(replacement[end]! >= '0' && replacement[end]! <= '9'))
        throw new XPathDynamicError('FORX0004', `Invalid replacement string '${replacement}'`);
      // The longest run of digits that still names a group (at least one digit).
      let group = Number(replacement[end]);
      end++;
      while (
        end < replacement.length &&
        replacement[end]! >= '0' &&
        replacement[end]! <= '9' &&
        group * 10 + Number(replacement[end]) <= groupCount
      ) {
        group = group * 10 + Number(replacement[end]);
        end++;
      }
      parts.push(literal, group);
      literal = '';
      i = end - 1;
    } else literal += ch;
  }
  parts.push(literal);
  return (match: string, ...rest: unknown[]) => {
    let out = '';
    for (const part of parts) {
      if (typeof part === 'string') out += part;
      else if (part === 0) out += match;
      else if (part <= groupCount) out += (rest[part - 1] as string | undefined) ?? '';
    }
    return out;
  };
}

function countGroups(regex: RegExp): number {
  return (new RegExp(`${regex.source}|`, regex.flags.replace('g', '')).exec('') as RegExpExecArray).length - 1;
}

function replace(input: string, pattern: string, replacement: string, flags: string): string {
  const regex = compileRegex(pattern, flags, true);
  if (compileRegex(pattern, flags, false).test('')) {
    throw new XPathDynamicError('FORX0003', `The pattern '${pattern}' matches a zero-length string`);
  }
  if (flags.includes('q')) return input.replace(regex, () => replacement);
  return input.replace(regex, replacementFunction(replacement, countGroups(regex)));
}

function tokenize(input: string, pattern: string, flags: string): string[] {
  if (input === '') return [];
  const regex = compileRegex(pattern, flags, true);
  if (compileRegex(pattern, flags, false).test('')) {
    throw new XPathDynamicError('FORX0003', `The pattern '${pattern}' matches a zero-length string`);
  }
  const tokens: string[] = [];
  let from = 0;
  regex.lastIndex = 0;
  for (let match = regex.exec(input); match !== null; match = regex.exec(input)) {
    tokens.push(input.slice(from, match.index));
    from = match.index + match[0].length;
  }
  tokens.push(input.slice(from));
  return tokens;
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers

function floorDecimal(value: DecimalValue): DecimalValue {
  const truncated = value.round(0, Big.roundDown);
  return value.lt(truncated) ? truncated.minus(1) : truncated;
}

function ceilingDecimal(value: DecimalValue): DecimalValue {
  const truncated = value.round(0, Big.roundDown);
  return value.gt(truncated) ? truncated.plus(1) : truncated;
}

/** Scales by 10^precision, applies `rounding` to an integer, scales back (exact on decimals). */
function roundDecimalAt(value: DecimalValue, precision: number, rounding: (scaled: DecimalValue) => DecimalValue): DecimalValue {
  if (precision === 0) return rounding(value);
  const factor = new Decimal(10).pow(Math.abs(precision));
  return precision > 0 ? rounding(value.times(factor)).div(factor) : rounding(value.div(factor)).times(factor);
}

function roundHalfUpDecimal(value: DecimalValue): DecimalValue {
  return floorDecimal(value.plus('0.5'));
}

function roundHalfEvenDecimal(value: DecimalValue): DecimalValue {
  return value.round(0, Big.roundHalfEven);
}

function roundNumber(x: number | bigint | XDecimal, requestedPrecision: number, halfEven: boolean): number | bigint | XDecimal {
  const rounding = halfEven ? roundHalfEvenDecimal : roundHalfUpDecimal;
  // Beyond ±400 digits the answer no longer changes for any realistic value, and 10^precision stays cheap.
  const precision = Math.max(-400, Math.min(400, requestedPrecision));
  if (typeof x === 'bigint') {
    if (precision >= 0) return x;
    return BigInt(roundDecimalAt(new Decimal(x.toString()), precision, rounding).toFixed());
  }
  if (x instanceof XDecimal) return new XDecimal(roundDecimalAt(x.value, precision, rounding));
  if (!Number.isFinite(x)) return x;
  if (halfEven) {
    // saxon-js: through the shortest decimal form, exact half-even, back to a double; a negative number that
    // rounds to zero gives -0, a zero gives 0.
    const rounded = Number(roundDecimalAt(new Decimal(String(x)), precision, rounding).toString());
    return rounded === 0 && x < 0 ? -0 : rounded;
  }
  // saxon-js scales in double arithmetic by dividing by 10^-p and multiplying back, so round(1.45e0, 1) is
  // 1.4000000000000001 (1.45 / 0.1 = 14.499999999999998) and round(0.3e0, 1) is 0.30000000000000004.
  if (requestedPrecision === 0) return roundHalfUp(x);
  const step = 10 ** -requestedPrecision;
  return roundHalfUp(x / step) * step;
}

function absolute(x: number | bigint | XDecimal): number | bigint | XDecimal {
  if (typeof x === 'bigint') return x < 0n ? -x : x;
  if (typeof x === 'number') return Math.abs(x);
  return new XDecimal(x.value.abs());
}

function floorNumber(x: number | bigint | XDecimal): number | bigint | XDecimal {
  if (typeof x === 'bigint') return x;
  if (typeof x === 'number') return Math.floor(x);
  return new XDecimal(floorDecimal(x.value));
}

function ceilingNumber(x: number | bigint | XDecimal): number | bigint | XDecimal {
  if (typeof x === 'bigint') return x;
  if (typeof x === 'number') return Math.ceil(x);
  return new XDecimal(ceilingDecimal(x.value));
}

/** An atom of sum/avg/min/max: untypedAtomic becomes xs:double. */
function aggregateAtom(atom: Atomic): Atomic {
  const text = untypedText(atom);
  return text === undefined ? atom : (castItem(text, 'xs:double') as number);
}

function sum(sequence: Sequence, zero: Sequence | undefined): Sequence {
  const atoms = atomize(sequence);
  if (atoms.length === 0) return zero === undefined ? [0n] : atomize(zero);
  let total = aggregateAtom(atoms[0]!);
  if (!isNumeric(total)) throw new XPathDynamicError('FORG0006', `Input to sum() contains a value of type ${typeName(total)}`);
  for (let i = 1; i < atoms.length; i++) {
    const next = aggregateAtom(atoms[i]!);
    if (!isNumeric(next)) throw new XPathDynamicError('FORG0006', `Input to sum() contains a value of type ${typeName(next)}`);
    total = arithmeticAtoms('+', total as number | bigint | XDecimal, next);
  }
  return [total];
}

function average(sequence: Sequence): Sequence {
  const atoms = atomize(sequence);
  if (atoms.length === 0) return [];
  const [total] = sum(atoms, undefined) as [number | bigint | XDecimal];
  return [arithmeticAtoms('div', total, BigInt(atoms.length))];
}

/** min/max: numbers promoted to a common type, strings by codepoint; NaN wins; mixed kinds are FORG0006. */
function extreme(sequence: Sequence, wantMax: boolean, fn: string): Sequence {
  const atoms = atomize(sequence).map(aggregateAtom);
  if (atoms.length === 0) return [];
  const kindOf = (atom: Atomic): string => (isNumeric(atom) ? 'numeric' : typeof atom === 'string' ? 'string' : typeName(atom));
  const kind = kindOf(atoms[0]!);
  let best = atoms[0]!;
  for (const atom of atoms) {
    if (kindOf(atom) !== kind) throw new XPathDynamicError('FORG0006', `Cannot compare ${typeName(best)} with ${typeName(atom)} in ${fn}()`);
  }
  if (kind === 'numeric') {
    const numbers = atoms as Array<number | bigint | XDecimal>;
    const anyDouble = numbers.some((n) => typeof n === 'number');
    if (anyDouble) {
      const doubles = numbers.map(toDouble);
      if (doubles.some(Number.isNaN)) return [NaN];
      // biome-ignore lint/complexity/useMathMinMax: comparisons keep XPath's order semantics; Math.max would differ on NaN and -0.
      return [doubles.reduce((a, b) => (wantMax ? (b > a ? b : a) : b < a ? b : a))];
    }
    // saxon-js returns the chosen item as it is (max((3, 2.5)) is the integer 3).
    let chosen = numbers[0]!;
    for (const n of numbers) if (compareExact(n, chosen) * (wantMax ? 1 : -1) > 0) chosen = n;
    return [chosen];
  }
  for (const atom of atoms) if (compareAtomsForExtreme(atom, best, fn) * (wantMax ? 1 : -1) > 0) best = atom;
  return [best];
}

function compareExact(a: bigint | XDecimal | number, b: bigint | XDecimal | number): number {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  const x = typeof a === 'bigint' ? new Decimal(a.toString()) : (a as XDecimal).value;
  const y = typeof b === 'bigint' ? new Decimal(b.toString()) : (b as XDecimal).value;
  return x.cmp(y);
}

function compareAtomsForExtreme(a: Atomic, b: Atomic, fn: string): number {
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? 1 : -1;
  if (isDate(a) && isDate(b)) return a.instant - b.instant;
  throw new XPathDynamicError('FORG0006', `${fn}() is not defined for ${typeName(a)}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Sequences

/** A key equal for two atoms exactly when `eq` holds between them (NaN included: distinct-values keeps one). */
function equalityKey(atom: Atomic): string {
  switch (typeof atom) {
    case 'string':
      return `s${atom}`;
    case 'boolean':
      return atom ? 'btrue' : 'bfalse';
    case 'bigint':
      return `n${atom.toString()}`;
    case 'number':
      if (!Number.isFinite(atom)) return `n${formatDouble(atom)}`;
      return `n${new Decimal(String(atom)).toFixed()}`.replace(/^n-0$/, 'n0');
  }
  const text = untypedText(atom);
  if (text !== undefined) return `s${text}`;
  if (atom instanceof XDecimal) return `n${atom.value.c[0] === 0 ? '0' : atom.value.toFixed()}`;
  const date = atom as XDate;
  return `d${date.xdmType}${date.instant}`;
}

function distinctValues(sequence: Sequence): Sequence {
  const seen = new Set<string>();
  const out: Atomic[] = [];
  for (const atom of atomize(sequence)) {
    const key = equalityKey(atom);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(atom);
    }
  }
  return out;
}

function indexOf(sequence: Sequence, search: Sequence): Sequence {
  if (search.length !== 1) throw search.length === 0 ? wrongType('index-of', 'xs:anyAtomicType', '') : tooMany('index-of');
  const wanted = atomizeItem(search[0]!);
  if (typeof wanted === 'number' && Number.isNaN(wanted)) return [];
  const key = equalityKey(wanted);
  const positions: bigint[] = [];
  const atoms = atomize(sequence);
  for (let i = 0; i < atoms.length; i++) if (equalityKey(atoms[i]!) === key) positions.push(BigInt(i + 1));
  return positions;
}

function subsequence(sequence: Sequence, start: number, length: number | undefined): Sequence {
  const first = roundHalfUp(start);
  const end = length === undefined ? Infinity : first + roundHalfUp(length);
  const out: Item[] = [];
  for (let p = 1; p <= sequence.length; p++) if (p >= first && p < end) out.push(sequence[p - 1]!);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

function now(kind: 'date' | 'dateTime'): XDate {
  const current = new Date();
  const timezone = -current.getTimezoneOffset();
  const local = new Date(current.getTime() + timezone * 60_000);
  if (kind === 'date') return new XDate('date', local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate(), 0, 0, 0, '', timezone);
  const milliseconds = local.getUTCMilliseconds();
  return new XDate(
    'dateTime',
    local.getUTCFullYear(),
    local.getUTCMonth() + 1,
    local.getUTCDate(),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    milliseconds === 0 ? '' : String(milliseconds).padStart(3, '0').replace(/0+$/, ''),
    timezone,
  );
}

function dateArg(sequence: Sequence, fn: string): XDate | undefined {
  if (sequence.length === 0) return undefined;
  if (sequence.length > 1) throw tooMany(fn);
  const item = sequence[0]!;
  const text = untypedText(item);
  if (text !== undefined) {
    // As for numbers, saxon-js reports an untyped argument that is no date as a type error.
    const date = castableAs([text], 'xs:date', false) ? (castItem(text, 'xs:date') as XDate) : undefined;
    if (date === undefined) throw new XPathDynamicError('XPTY0004', `Supplied value "${text}" of ${fn}() is not a valid xs:date`);
    return date;
  }
  if (isDate(item) && item.xdmType === 'date') return item;
  refuseStringTypedNode(item, fn);
  throw wrongType(fn, 'xs:date', item);
}

function dateComponent(pick: (date: XDate) => number, fn: string): XFunction {
  return (date) => {
    const value = dateArg(date!, fn);
    return value === undefined ? [] : [BigInt(pick(value))];
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The table

export const FUNCTIONS: Record<string, XFunction> = {
  // booleans and cardinality
  true: () => [true],
  false: () => [false],
  not: (arg) => [!effectiveBooleanValue(arg!)],
  boolean: (arg) => [effectiveBooleanValue(arg!)],
  exists: (arg) => [arg!.length > 0],
  empty: (arg) => [arg!.length === 0],
  count: (arg) => [BigInt(arg!.length)],

  // strings
  string: (arg) => {
    if (arg!.length === 0) return [''];
    if (arg!.length > 1) throw tooMany('string');
    return [stringOf(arg![0]!)];
  },
  'normalize-space': (arg) => [normalizeSpace(stringArg(arg, 'normalize-space'))],
  'string-length': (arg) => [BigInt(codepointLength(stringArg(arg, 'string-length')))],
  'upper-case': (arg) => [stringArg(arg, 'upper-case').toUpperCase()],
  'lower-case': (arg) => [stringArg(arg, 'lower-case').toLowerCase()],
  contains: (text, part) => [stringArg(text, 'contains').includes(stringArg(part, 'contains'))],
  'starts-with': (text, part) => [stringArg(text, 'starts-with').startsWith(stringArg(part, 'starts-with'))],
  'ends-with': (text, part) => [stringArg(text, 'ends-with').endsWith(stringArg(part, 'ends-with'))],
  substring: (text, start, length) => [
    substring(stringArg(text, 'substring'), doubleArg(start!, 'substring'), length === undefined ? undefined : doubleArg(length, 'substring')),
  ],
  'substring-before': (text, part) => {
    const value = stringArg(text, 'substring-before');
    const at = value.indexOf(stringArg(part, 'substring-before'));
    return [at <= 0 ? '' : value.slice(0, at)];
  },
  'substring-after': (text, part) => {
    const value = stringArg(text, 'substring-after');
    const search = stringArg(part, 'substring-after');
    const at = value.indexOf(search);
    return [at === -1 ? '' : value.slice(at + search.length)];
  },
  concat: (...args) => {
    let out = '';
    for (const arg of args) {
      if (arg.length > 1) throw tooMany('concat');
      if (arg.length === 1) out += stringOf(arg[0]!);
    }
    return [out];
  },
  'string-join': (items, separator) => {
    const glue = separator === undefined ? '' : stringArg(separator, 'string-join');
    let out = '';
    for (let i = 0; i < items!.length; i++) out += (i > 0 ? glue : '') + stringOf(items![i]!);
    return [out];
  },
  translate: (text, map, replacement) => [translate(stringArg(text, 'translate'), stringArg(map, 'translate'), stringArg(replacement, 'translate'))],
  'string-to-codepoints': (text) => Array.from(stringArg(text, 'string-to-codepoints'), (ch) => BigInt(ch.codePointAt(0)!)),
  'codepoints-to-string': (codes) => {
    let out = '';
    for (const item of atomize(codes!)) {
      const code = typeof item === 'bigint' ? item : untypedText(item) !== undefined ? (castItem(item, 'xs:integer') as bigint) : undefined;
      if (code === undefined) throw wrongType('codepoints-to-string', 'xs:integer', item);
      if (!isXmlChar(Number(code))) throw new XPathDynamicError('FOCH0001', `Invalid XML character 0x${code.toString(16)}`);
      out += String.fromCodePoint(Number(code));
    }
    return [out];
  },

  // regular expressions
  matches: (text, pattern, flags) => [
    matches(stringArg(text, 'matches'), requiredString(pattern, 'matches'), flags === undefined ? '' : requiredString(flags, 'matches')),
  ],
  replace: (text, pattern, replacement, flags) => [
    replace(
      stringArg(text, 'replace'),
      requiredString(pattern, 'replace'),
      requiredString(replacement, 'replace'),
      flags === undefined ? '' : requiredString(flags, 'replace'),
    ),
  ],
  tokenize: (text, pattern, flags) => {
    if (pattern === undefined) return tokenize(normalizeSpace(stringArg(text, 'tokenize')), ' ', '');
    return tokenize(stringArg(text, 'tokenize'), requiredString(pattern, 'tokenize'), flags === undefined ? '' : requiredString(flags, 'tokenize'));
  },

  // numbers
  number: (arg) => {
    if (arg!.length === 0) return [NaN];
    if (arg!.length > 1) throw tooMany('number');
    const atom = atomizeItem(arg![0]!);
    if (isNumeric(atom)) return [toDouble(atom)];
    if (typeof atom === 'boolean') return [atom ? 1 : 0];
    const text = typeof atom === 'string' ? atom : untypedText(atom);
    return [text === undefined ? NaN : (parseDouble(text) ?? NaN)];
  },
  sum: (items, zero) => sum(items!, zero),
  avg: (items) => average(items!),
  min: (items) => extreme(items!, false, 'min'),
  max: (items) => extreme(items!, true, 'max'),
  abs: (arg) => {
    const x = numericArg(arg!, 'abs');
    return x === undefined ? [] : [absolute(x)];
  },
  floor: (arg) => {
    const x = numericArg(arg!, 'floor');
    return x === undefined ? [] : [floorNumber(x)];
  },
  ceiling: (arg) => {
    const x = numericArg(arg!, 'ceiling');
    return x === undefined ? [] : [ceilingNumber(x)];
  },
  round: (arg, precision) => {
    const x = numericArg(arg!, 'round');
    return x === undefined ? [] : [roundNumber(x, integerArg(precision, 'round', 0), false)];
  },
  'round-half-to-even': (arg, precision) => {
    const x = numericArg(arg!, 'round-half-to-even');
    return x === undefined ? [] : [roundNumber(x, integerArg(precision, 'round-half-to-even', 0), true)];
  },

  // nodes
  name: (arg) => {
    const node = nodeArg(arg!, 'name');
    return [node === undefined ? '' : qualifiedName(node)];
  },
  'local-name': (arg) => {
    const node = nodeArg(arg!, 'local-name');
    return [node === undefined ? '' : node.local];
  },
  'namespace-uri': (arg) => {
    const node = nodeArg(arg!, 'namespace-uri');
    return [node === undefined || (node.kind !== NodeKind.Element && node.kind !== NodeKind.Attribute) ? '' : node.ns];
  },
  data: (arg) => atomize(arg!),

  // sequences
  'distinct-values': (arg) => distinctValues(arg!),
  reverse: (arg) => arg!.slice().reverse(),
  'index-of': (items, search) => indexOf(items!, search!),
  subsequence: (items, start, length) =>
    subsequence(items!, doubleArg(start!, 'subsequence'), length === undefined ? undefined : doubleArg(length, 'subsequence')),

  // dates
  'current-date': () => [now('date')],
  'current-dateTime': () => [now('dateTime')],
  'year-from-date': dateComponent((date) => date.year, 'year-from-date'),
  'month-from-date': dateComponent((date) => date.month, 'month-from-date'),
  'day-from-date': dateComponent((date) => date.day, 'day-from-date'),
};

/** An `xs:string` argument that may not be empty (patterns, flags, replacements). */
function requiredString(sequence: Sequence, fn: string): string {
  if (sequence.length === 0) throw new XPathDynamicError('XPTY0004', `An empty sequence is not allowed as an argument of ${fn}()`);
  return stringArg(sequence, fn);
}
