// Atomic values and the XPath 2.0 operators over them, with the exact results saxon-js 2.7 gives.
// Representations (xdm.ts): xs:string = string, xs:boolean = boolean, xs:double = number, xs:integer = bigint,
// xs:decimal = XDecimal, xs:untypedAtomic = Untyped, xs:date/xs:dateTime = XDate. Sequences are arrays.
//
// Decimal division: saxon-js divides xs:decimal values with its bundled big.js at 20 decimal places, rounding
// half away from zero (Big.DP = 20, Big.RM = 1): 2 div 3 = 0.66666666666666666667. The `Decimal` constructor
// below has exactly that configuration and leaves the global big.js settings other modules use untouched.
import Big, { type Big as BigValue } from 'big.js';
import { stringValue } from '../../../core/xml/tree.js';
import {
  type Atomic,
  type Item,
  NodeKind,
  type Sequence,
  type XDateLike,
  type XDecimalLike,
  type XNode,
  XPathDynamicError,
  type UntypedLike,
} from '../../../core/xml/xdm.js';

const Decimal = Big();
Decimal.DP = 20;
Decimal.RM = 1;

export type DecimalValue = BigValue;

/** xs:decimal: an exact big.js value. */
export class XDecimal implements XDecimalLike {
  readonly xdmType = 'decimal' as const;
  constructor(readonly value: BigValue) {}

  static fromString(canonical: string): XDecimal {
    return new XDecimal(new Decimal(canonical));
  }

  static fromInteger(integer: bigint): XDecimal {
    return new XDecimal(new Decimal(integer.toString()));
  }
}

/** xs:untypedAtomic: what atomizing a node of an untyped document gives. */
export class Untyped implements UntypedLike {
  readonly xdmType = 'untypedAtomic' as const;
  constructor(readonly value: string) {}
}

// The implicit timezone for values without one: the system's, as saxon-js uses it.
const IMPLICIT_TIMEZONE_MINUTES = -new Date().getTimezoneOffset();

/** xs:date or xs:dateTime, with an optional timezone (minutes east of UTC). */
export class XDate implements XDateLike {
  /** Milliseconds since the epoch of the value's start, in UTC (implicit timezone applied when it has none). */
  readonly instant: number;

  constructor(
    readonly xdmType: 'date' | 'dateTime',
    readonly year: number,
    readonly month: number,
    readonly day: number,
    readonly hour: number,
    readonly minute: number,
    readonly second: number,
    /** Fractional seconds digits without trailing zeros ('' for none). */
    readonly fraction: string,
    readonly timezone: number | null,
  ) {
    const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
    date.setUTCFullYear(year);
    const fractionMs = fraction === '' ? 0 : Number(`0.${fraction}`) * 1000;
    this.instant = date.getTime() + fractionMs - (timezone ?? IMPLICIT_TIMEZONE_MINUTES) * 60_000;
  }
}

/** Compares two strings by Unicode codepoint (JS `<` compares UTF-16 units, which differs above U+E000). */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      // Surrogates (U+D800–DFFF) encode codepoints above U+FFFF: move them above U+E000–FFFF.
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

// ---------------------------------------------------------------------------------------------------------------
// Type tests

function isNode(item: Item): item is XNode {
  return typeof item === 'object' && (item as { kind?: unknown }).kind !== undefined;
}

export function isDecimal(item: Item): item is XDecimal {
  return item instanceof XDecimal;
}

export function isUntyped(item: Item): item is Untyped {
  return item instanceof Untyped;
}

export function isDate(item: Item): item is XDate {
  return item instanceof XDate;
}

function isNumeric(item: Item): item is number | bigint | XDecimal {
  return typeof item === 'number' || typeof item === 'bigint' || item instanceof XDecimal;
}

/** The xs: type name of an atomic value, as error messages and `instance of` use it. */
export function typeName(item: Item): string {
  switch (typeof item) {
    case 'string':
      return 'xs:string';
    case 'boolean':
      return 'xs:boolean';
    case 'number':
      return 'xs:double';
    case 'bigint':
      return 'xs:integer';
  }
  if (isNode(item)) return 'node()';
  if (item instanceof XDecimal) return 'xs:decimal';
  if (item instanceof Untyped) return 'xs:untypedAtomic';
  return `xs:${(item as XDateLike).xdmType}`;
}

/** `item instance of type` for the atomic types the rules name (xs:integer is also an xs:decimal). */
export function instanceOf(item: Item, type: string): boolean {
  switch (type) {
    case 'xs:anyAtomicType':
      return !isNode(item);
    case 'xs:decimal':
      return typeof item === 'bigint' || item instanceof XDecimal;
    case 'xs:numeric':
      return isNumeric(item);
    case 'xs:float':
      return false;
    default:
      return typeName(item) === type;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Atomization, string value, effective boolean value

/** Comments and processing instructions atomize to xs:string; every other node to xs:untypedAtomic. */
function isStringTypedNode(node: XNode): boolean {
  return node.kind === NodeKind.Comment || node.kind === NodeKind.ProcessingInstruction;
}

/** Atomizes one item: a node gives xs:untypedAtomic of its string value (xs:string for comments and PIs). */
export function atomizeItem(item: Item): Atomic {
  if (!isNode(item)) return item;
  return isStringTypedNode(item) ? item.text : new Untyped(stringValue(item));
}

/** fn:data: atomizes every item (returns the input itself when it holds no node). */
export function atomize(sequence: Sequence): Atomic[] {
  let i = 0;
  while (i < sequence.length && !isNode(sequence[i]!)) i++;
  if (i === sequence.length) return sequence as Atomic[];
  const atoms: Atomic[] = sequence.slice(0, i) as Atomic[];
  for (; i < sequence.length; i++) atoms.push(atomizeItem(sequence[i]!));
  return atoms;
}

/** The lexical form of an xs:double as XPath 3.1 (and saxon-js) prints it: 0.5, 1.0E7, 1.0E-7, NaN, INF, -0. */
export function formatDouble(value: number): string {
  if (value === 0) return Object.is(value, -0) ? '-0' : '0';
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? 'INF' : '-INF';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-6 && magnitude < 1e6) return String(value);
  const [mantissa, exponent] = value.toExponential().split('e') as [string, string];
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${exponent.startsWith('+') ? exponent.slice(1) : exponent}`;
}

/** The canonical lexical form of an xs:decimal: no exponent, no trailing zeros, no '.0'. */
export function formatDecimal(value: BigValue): string {
  return value.c[0] === 0 ? '0' : value.toFixed();
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function formatDate(date: XDate): string {
  const year = date.year < 0 ? `-${pad(-date.year, 4)}` : pad(date.year, 4);
  let text = `${year}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
  if (date.xdmType === 'dateTime') {
    text += `T${pad(date.hour, 2)}:${pad(date.minute, 2)}:${pad(date.second, 2)}`;
    if (date.fraction !== '') text += `.${date.fraction}`;
  }
  const timezone = date.timezone;
  if (timezone !== null) {
    if (timezone === 0) text += 'Z';
    else {
      const minutes = Math.abs(timezone);
      text += `${timezone < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;
    }
  }
  return text;
}

/** fn:string of one item. */
export function stringOf(item: Item): string {
  switch (typeof item) {
    case 'string':
      return item;
    case 'boolean':
      return item ? 'true' : 'false';
    case 'number':
      return formatDouble(item);
    case 'bigint':
      return item.toString();
  }
  if (isNode(item)) return stringValue(item);
  if (item instanceof Untyped) return item.value;
  if (item instanceof XDecimal) return formatDecimal(item.value);
  return formatDate(item as XDate);
}

/** fn:boolean, with the FORG0006 cases. */
export function effectiveBooleanValue(sequence: Sequence): boolean {
  if (sequence.length === 0) return false;
  const first = sequence[0]!;
  if (isNode(first)) return true;
  if (sequence.length > 1) {
    throw new XPathDynamicError('FORG0006', 'Effective boolean value is not defined for an atomic sequence of length > 1');
  }
  switch (typeof first) {
    case 'boolean':
      return first;
    case 'string':
      return first.length > 0;
    case 'number':
      return first !== 0 && !Number.isNaN(first);
    case 'bigint':
      return first !== 0n;
  }
  if (first instanceof Untyped) return first.value.length > 0;
  if (first instanceof XDecimal) return first.value.c[0] !== 0;
  throw new XPathDynamicError('FORG0006', `Effective boolean value is not defined for type ${typeName(first)}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Lexical parsing (XML Schema rules; surrounding XML whitespace is allowed for every type but xs:string)

const DECIMAL_LEXICAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const INTEGER_LEXICAL = /^[+-]?\d+$/;
const DOUBLE_LEXICAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const DATE_LEXICAL = /^(-?)(\d{4,})-(\d\d)-(\d\d)(Z|[+-]\d\d:\d\d)?$/;
const DATE_TIME_LEXICAL = /^(-?)(\d{4,})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)?$/;

/** Trims XML whitespace (space, tab, CR, LF) only, unlike String.trim. */
export function trimXmlWhitespace(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isXmlSpace(text.charCodeAt(start))) start++;
  while (end > start && isXmlSpace(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

function isXmlSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

function invalidLexical(text: string, type: string): XPathDynamicError {
  return new XPathDynamicError('FORG0001', `Supplied value "${text}" is not a valid ${type}`);
}

function parseDecimal(text: string): BigValue | undefined {
  const trimmed = trimXmlWhitespace(text);
  if (!DECIMAL_LEXICAL.test(trimmed)) return undefined;
  return new Decimal(trimmed.charCodeAt(0) === 43 /* + */ ? trimmed.slice(1) : trimmed);
}

function parseInteger(text: string): bigint | undefined {
  // saxon-js trims xs:integer, xs:date and xs:dateTime input with JS trim() (no-break spaces too), the others
  // only of XML whitespace.
  const trimmed = text.trim();
  if (!INTEGER_LEXICAL.test(trimmed)) return undefined;
  return BigInt(trimmed);
}

function parseDouble(text: string): number | undefined {
  const trimmed = trimXmlWhitespace(text);
  if (DOUBLE_LEXICAL.test(trimmed)) return Number(trimmed);
  switch (trimmed) {
    case 'INF':
    case '+INF':
      return Infinity;
    case '-INF':
      return -Infinity;
    case 'NaN':
      return NaN;
  }
  return undefined;
}

function parseBoolean(text: string): boolean | undefined {
  switch (trimXmlWhitespace(text)) {
    case 'true':
    case '1':
      return true;
    case 'false':
    case '0':
      return false;
  }
  return undefined;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function parseTimezone(text: string | undefined): number | null | undefined {
  if (text === undefined) return null;
  if (text === 'Z') return 0;
  const hours = Number(text.slice(1, 3));
  const minutes = Number(text.slice(4, 6));
  // saxon-js accepts up to 14:59 (XML Schema stops at 14:00).
  if (minutes > 59 || hours > 14) return undefined;
  return (text[0] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

function validYear(sign: string, digits: string): number | undefined {
  // More than four digits may not start with a zero (XML Schema).
  if (digits.length > 4 && digits[0] === '0') return undefined;
  return Number(sign + digits);
}

function parseDate(text: string): XDate | undefined {
  const match = DATE_LEXICAL.exec(text.trim());
  if (match === null) return undefined;
  const year = validYear(match[1]!, match[2]!);
  const month = Number(match[3]);
  const day = Number(match[4]);
  const timezone = parseTimezone(match[5]);
  if (year === undefined || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || timezone === undefined) return undefined;
  return new XDate('date', year, month, day, 0, 0, 0, '', timezone);
}

function parseDateTime(text: string): XDate | undefined {
  const match = DATE_TIME_LEXICAL.exec(text.trim());
  if (match === null) return undefined;
  let year = validYear(match[1]!, match[2]!);
  let month = Number(match[3]);
  let day = Number(match[4]);
  let hour = Number(match[5]);
  const minute = Number(match[6]);
  const second = Number(match[7]);
  const fraction = (match[8] ?? '').replace(/0+$/, '');
  const timezone = parseTimezone(match[9]);
  if (year === undefined || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || timezone === undefined) return undefined;
  if (minute > 59 || second > 59) return undefined;
  if (hour === 24) {
    // 24:00:00 is the first instant of the next day.
    if (minute !== 0 || second !== 0 || fraction !== '') return undefined;
    hour = 0;
    day++;
    if (day > daysInMonth(year, month)) {
      day = 1;
      month++;
      if (month > 12) {
        month = 1;
        year++;
      }
    }
  } else if (hour > 23) return undefined;
  return new XDate('dateTime', year, month, day, hour, minute, second, fraction, timezone);
}

// ---------------------------------------------------------------------------------------------------------------
// Numeric conversions

function decimalValue(item: bigint | XDecimal): BigValue {
  return typeof item === 'bigint' ? new Decimal(item.toString()) : item.value;
}

function toDouble(item: number | bigint | XDecimal): number {
  if (typeof item === 'number') return item;
  if (typeof item === 'bigint') return Number(item);
  return Number(item.value.toString());
}

function decimalFromDouble(value: number): BigValue | undefined {
  if (!Number.isFinite(value)) return undefined;
  // saxon-js converts through the shortest round-trip form: xs:decimal(0.1e0) = 0.1.
  return new Decimal(String(value));
}

function truncateToInteger(value: BigValue): bigint {
  return BigInt(value.round(0, Big.roundDown).toFixed());
}

/** Casts xs:untypedAtomic (as a string) to xs:double for arithmetic and comparison with numbers. */
function untypedToDouble(text: string): number {
  const value = parseDouble(text);
  if (value === undefined) throw invalidLexical(text, 'xs:double');
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// Casting

export type CastTarget = 'xs:string' | 'xs:boolean' | 'xs:decimal' | 'xs:integer' | 'xs:double' | 'xs:date' | 'xs:dateTime' | 'xs:untypedAtomic';

const CAST_TARGETS = new Set<string>([
  'xs:string',
  'xs:boolean',
  'xs:decimal',
  'xs:integer',
  'xs:double',
  'xs:date',
  'xs:dateTime',
  'xs:untypedAtomic',
]);

export function isCastTarget(type: string): type is CastTarget {
  return CAST_TARGETS.has(type);
}

/** A failed cast: the error to throw, kept as a value so castable as can answer without exceptions. */
type CastResult = Atomic | XPathDynamicError;

function castError(item: Atomic, target: string): XPathDynamicError {
  return new XPathDynamicError('XPTY0004', `Cannot cast ${typeName(item)} to ${target}`);
}

function castFromString(text: string, target: CastTarget): CastResult {
  switch (target) {
    case 'xs:string':
      return text;
    case 'xs:untypedAtomic':
      return new Untyped(text);
    case 'xs:boolean':
      return parseBoolean(text) ?? invalidLexical(text, target);
    case 'xs:decimal': {
      const value = parseDecimal(text);
      return value === undefined ? invalidLexical(text, target) : new XDecimal(value);
    }
    case 'xs:integer':
      return parseInteger(text) ?? invalidLexical(text, target);
    case 'xs:double':
      return parseDouble(text) ?? invalidLexical(text, target);
    case 'xs:date':
      return parseDate(text) ?? invalidLexical(text, target);
    case 'xs:dateTime':
      return parseDateTime(text) ?? invalidLexical(text, target);
  }
}

function castAtomic(item: Atomic, target: CastTarget): CastResult {
  if (typeof item === 'string') return castFromString(item, target);
  if (item instanceof Untyped) return castFromString(item.value, target);
  if (target === 'xs:string') return stringOf(item);
  if (target === 'xs:untypedAtomic') return new Untyped(stringOf(item));
  switch (typeof item) {
    case 'boolean':
      switch (target) {
        case 'xs:boolean':
          return item;
        case 'xs:decimal':
          return new XDecimal(new Decimal(item ? 1 : 0));
        case 'xs:integer':
          return item ? 1n : 0n;
        case 'xs:double':
          return item ? 1 : 0;
      }
      return castError(item, target);
    case 'number':
      switch (target) {
        case 'xs:boolean':
          return item !== 0 && !Number.isNaN(item);
        case 'xs:double':
          return item;
        case 'xs:decimal': {
          const value = decimalFromDouble(item);
          return value === undefined ? new XPathDynamicError('FOCA0002', `Cannot convert ${formatDouble(item)} to xs:decimal`) : new XDecimal(value);
        }
        case 'xs:integer':
          if (!Number.isFinite(item)) return new XPathDynamicError('FOCA0002', `Cannot convert ${formatDouble(item)} to xs:integer`);
          return BigInt(Math.trunc(item));
      }
      return castError(item, target);
    case 'bigint':
      switch (target) {
        case 'xs:boolean':
          return item !== 0n;
        case 'xs:double':
          return Number(item);
        case 'xs:decimal':
          return XDecimal.fromInteger(item);
        case 'xs:integer':
          return item;
      }
      return castError(item, target);
  }
  if (item instanceof XDecimal) {
    switch (target) {
      case 'xs:boolean':
        return item.value.c[0] !== 0;
      case 'xs:double':
        return toDouble(item);
      case 'xs:decimal':
        return item;
      case 'xs:integer':
        return truncateToInteger(item.value);
    }
    return castError(item, target);
  }
  const date = item as XDate;
  if (target === 'xs:date') {
    return date.xdmType === 'date' ? date : new XDate('date', date.year, date.month, date.day, 0, 0, 0, '', date.timezone);
  }
  if (target === 'xs:dateTime') {
    return date.xdmType === 'dateTime' ? date : new XDate('dateTime', date.year, date.month, date.day, 0, 0, 0, '', date.timezone);
  }
  return castError(item, target);
}

function singleAtomForCast(sequence: Sequence, allowEmpty: boolean, target: string): Atomic | XPathDynamicError | null {
  if (sequence.length === 0) {
    return allowEmpty ? null : new XPathDynamicError('XPTY0004', `An empty sequence is not allowed as the operand of cast as ${target}`);
  }
  if (sequence.length > 1)
    return new XPathDynamicError('XPTY0004', `A sequence of more than one item is not allowed as the operand of cast as ${target}`);
  return atomizeItem(sequence[0]!);
}

/** `seq cast as type` (allowEmpty = `type?`); the constructor functions xs:decimal(x) etc. are casts with allowEmpty. */
export function castAs(sequence: Sequence, target: CastTarget, allowEmpty: boolean): Sequence {
  // The common case in the rules, xs:decimal(cbc:Amount): cast the node's text without an Untyped in between.
  if (sequence.length === 1) {
    const text = untypedText(sequence[0]!);
    if (text !== undefined) {
      const result = castFromString(text, target);
      if (result instanceof XPathDynamicError) throw result;
      return [result];
    }
  }
  const atom = singleAtomForCast(sequence, allowEmpty, target);
  if (atom === null) return [];
  if (atom instanceof XPathDynamicError) throw atom;
  const result = castAtomic(atom, target);
  if (result instanceof XPathDynamicError) throw result;
  return [result];
}

/** Casts one atomic value (throws on failure), for callers that already hold a single item. */
export function castItem(item: Item, target: CastTarget): Atomic {
  const result = castAtomic(atomizeItem(item), target);
  if (result instanceof XPathDynamicError) throw result;
  return result;
}

/** `seq castable as type`. */
export function castableAs(sequence: Sequence, target: CastTarget, allowEmpty: boolean): boolean {
  const atom = singleAtomForCast(sequence, allowEmpty, target);
  if (atom === null) return true;
  if (atom instanceof XPathDynamicError) return false;
  return !(castAtomic(atom, target) instanceof XPathDynamicError);
}

// ---------------------------------------------------------------------------------------------------------------
// Comparisons

export type GeneralComparison = '=' | '!=' | '<' | '<=' | '>' | '>=';
export type ValueComparison = 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge';

/** Turns a three-way result into the answer of an operator; NaN (incomparable) is only "not equal". */
function answer(op: GeneralComparison, order: number): boolean {
  switch (op) {
    case '=':
      return order === 0;
    case '!=':
      return order !== 0;
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '>=':
      return order >= 0;
  }
}

const GENERAL_FOR_VALUE: Record<ValueComparison, GeneralComparison> = { eq: '=', ne: '!=', lt: '<', le: '<=', gt: '>', ge: '>=' };

/**
 * Three-way numeric comparison the way saxon-js does it: the LEFT operand's type decides. A double or an integer
 * on the left compares as xs:double; a decimal on the left converts a double on the right to xs:decimal (so
 * `xs:decimal('0.1000000000000000000001') = 0.1e0` is false but the mirrored comparison is true), and an infinite
 * double there makes saxon-js fail, which it reports as a dynamic error.
 */
function compareNumbers(x: number | bigint | XDecimal, y: number | bigint | XDecimal): number {
  if (typeof x === 'bigint') {
    if (typeof y === 'bigint') return x < y ? -1 : x > y ? 1 : 0;
    return compareDoubles(Number(x), toDouble(y));
  }
  if (typeof x === 'number') return compareDoubles(x, toDouble(y));
  if (typeof y === 'number') {
    const converted = decimalFromDouble(y);
    if (converted === undefined) throw new XPathDynamicError('FOER0000', `saxon-js cannot compare xs:decimal with ${formatDouble(y)}`);
    return x.value.cmp(converted);
  }
  return x.value.cmp(decimalValue(y));
}

function compareDoubles(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function isNaNItem(item: Atomic): boolean {
  return typeof item === 'number' && Number.isNaN(item);
}

function cannotCompare(x: Atomic, y: Atomic): XPathDynamicError {
  return new XPathDynamicError('XPTY0004', `Cannot compare ${typeName(x)} with ${typeName(y)}`);
}

/** Compares two atomic values after the untypedAtomic conversions; NaN when the values are unordered. */
function compareAtoms(x: Atomic, y: Atomic): number {
  if (typeof x === 'string' && typeof y === 'string') return compareStrings(x, y);
  if (isNumeric(x) && isNumeric(y)) return compareNumbers(x, y);
  if (typeof x === 'boolean' && typeof y === 'boolean') return x === y ? 0 : x ? 1 : -1;
  if (x instanceof XDate && y instanceof XDate && x.xdmType === y.xdmType) {
    return x.instant < y.instant ? -1 : x.instant > y.instant ? 1 : 0;
  }
  throw cannotCompare(x, y);
}

/** The string of an item that atomizes to xs:untypedAtomic (an Untyped, or a node but a comment or PI), else undefined. */
function untypedText(item: Item): string | undefined {
  if (typeof item !== 'object') return undefined;
  if (item instanceof Untyped) return item.value;
  if (isNode(item) && !isStringTypedNode(item)) return stringValue(item);
  return undefined;
}

/** One pair of a general comparison: untypedAtomic is cast to the other operand's type (xs:double for numbers). */
function generalPair(op: GeneralComparison, x: Item, y: Item, singletons: boolean): boolean {
  if (typeof x === 'object' && isNode(x) && isStringTypedNode(x)) x = x.text;
  if (typeof y === 'object' && isNode(y) && isStringTypedNode(y)) y = y.text;
  // The common case in the rules: two strings, or a node against a string literal.
  const xText = typeof x === 'string' ? x : untypedText(x);
  const yText = typeof y === 'string' ? y : untypedText(y);
  if (xText !== undefined && yText !== undefined) {
    if (op === '=') return xText === yText;
    if (op === '!=') return xText !== yText;
    return answer(op, compareStrings(xText, yText));
  }
  let a = x as Atomic;
  let b = y as Atomic;
  // saxon-js: a comparison with NaN is false; only "NaN != x" between two typed singletons is true.
  let untypedToNumber = false;
  if (xText !== undefined && typeof x !== 'string') {
    if (isNumeric(b)) {
      a = untypedToDouble(xText);
      untypedToNumber = true;
    } else a = castForComparison(xText, b);
  }
  if (yText !== undefined && typeof y !== 'string') {
    if (isNumeric(a)) {
      b = untypedToDouble(yText);
      untypedToNumber = true;
    } else b = castForComparison(yText, a);
  }
  if (isNaNItem(a) || isNaNItem(b)) return singletons && op === '!=' && !untypedToNumber;
  return answer(op, compareAtoms(a, b));
}

function castForComparison(text: string, other: Atomic): Atomic {
  let target: CastTarget;
  if (typeof other === 'boolean') target = 'xs:boolean';
  else if (other instanceof XDate) target = other.xdmType === 'date' ? 'xs:date' : 'xs:dateTime';
  else return text;
  const result = castFromString(text, target);
  if (result instanceof XPathDynamicError) throw result;
  return result;
}

/** General comparison (= != < <= > >=): true if any pair of atomized items compares true. */
export function generalCompare(op: GeneralComparison, left: Sequence, right: Sequence): boolean {
  if (left.length === 1 && right.length === 1) return generalPair(op, left[0]!, right[0]!, true);
  for (let i = 0; i < left.length; i++) {
    for (let j = 0; j < right.length; j++) if (generalPair(op, left[i]!, right[j]!, false)) return true;
  }
  return false;
}

/** Value comparison (eq ne lt le gt ge): untypedAtomic compares as xs:string; an empty operand gives (). */
export function valueCompare(op: ValueComparison, left: Sequence, right: Sequence): Sequence {
  if (left.length > 1 || right.length > 1) {
    throw new XPathDynamicError('XPTY0004', `A sequence of more than one item is not allowed as an operand of ${op}`);
  }
  if (left.length === 0 || right.length === 0) return [];
  const x = atomizeItem(left[0]!);
  const y = atomizeItem(right[0]!);
  const a: Atomic = untypedText(x) ?? x;
  const b: Atomic = untypedText(y) ?? y;
  // saxon-js answers NaN comparisons before it checks the other operand's type ('a' ne NaN is true), except
  // for NaN against a typed xs:string on the right, where eq/ne fail and lt/le are true.
  if (isNaNItem(a) || isNaNItem(b)) {
    if (typeof a === 'number' && typeof y === 'string') {
      if (op === 'eq' || op === 'ne') throw cannotCompare(a, y);
      return [op === 'lt' || op === 'le'];
    }
    return [op === 'ne'];
  }
  return [answer(GENERAL_FOR_VALUE[op], compareAtoms(a, b))];
}

// ---------------------------------------------------------------------------------------------------------------
// Arithmetic

export type ArithmeticOperator = '+' | '-' | '*' | 'div' | 'idiv' | 'mod';

function divisionByZero(): XPathDynamicError {
  return new XPathDynamicError('FOAR0001', 'Division by zero');
}

/**
 * The operand of an arithmetic operator, type-checked: a number, the text of an untypedAtomic value (still to be
 * cast to xs:double), or undefined for the empty sequence (checked before emptiness counts: `'a' + ()` fails).
 */
function checkedOperand(sequence: Sequence, op: string): number | bigint | XDecimal | string | undefined {
  if (sequence.length === 0) return undefined;
  if (sequence.length > 1) throw new XPathDynamicError('XPTY0004', `A sequence of more than one item is not allowed as an operand of ${op}`);
  const item = sequence[0]!;
  if (isNumeric(item)) return item;
  const text = untypedText(item);
  if (text !== undefined) return text;
  throw new XPathDynamicError('XPTY0004', `Arithmetic operator ${op} is not defined for ${typeName(item)}`);
}

function numericOperand(sequence: Sequence, op: string): number | bigint | XDecimal | undefined {
  const operand = checkedOperand(sequence, op);
  return typeof operand === 'string' ? untypedToDouble(operand) : operand;
}

function integerArithmetic(op: ArithmeticOperator, x: bigint, y: bigint): Atomic {
  switch (op) {
    case '+':
      return x + y;
    case '-':
      return x - y;
    case '*':
      return x * y;
    case 'div':
      if (y === 0n) throw divisionByZero();
      return new XDecimal(new Decimal(x.toString()).div(new Decimal(y.toString())));
    case 'idiv':
      if (y === 0n) throw divisionByZero();
      return x / y;
    case 'mod':
      if (y === 0n) throw divisionByZero();
      return x % y;
  }
}

function doubleArithmetic(op: ArithmeticOperator, x: number, y: number): Atomic {
  switch (op) {
    case '+':
      return x + y;
    case '-':
      return x - y;
    case '*':
      return x * y;
    case 'div':
      return x / y;
    case 'mod':
      return x % y;
    case 'idiv': {
      if (y === 0) throw divisionByZero();
      const quotient = x / y;
      if (!Number.isFinite(quotient)) throw new XPathDynamicError('FOAR0002', 'Numeric operation overflow/underflow');
      // saxon-js keeps a quotient of 2^52 or more as xs:double.
      const truncated = Math.trunc(quotient);
      return Math.abs(truncated) >= 2 ** 52 ? truncated : BigInt(truncated);
    }
  }
}

function decimalArithmetic(op: ArithmeticOperator, x: BigValue, y: BigValue): Atomic {
  switch (op) {
    case '+':
      return new XDecimal(x.plus(y));
    case '-':
      return new XDecimal(x.minus(y));
    case '*':
      return new XDecimal(x.times(y));
    case 'div':
      if (y.c[0] === 0) throw divisionByZero();
      return new XDecimal(x.div(y));
    case 'idiv': {
      if (y.c[0] === 0) throw divisionByZero();
      // (x - x mod y) / y is an exact integer, so the 20-place division cannot round it.
      return truncateToInteger(x.minus(x.mod(y)).div(y));
    }
    case 'mod':
      if (y.c[0] === 0) throw divisionByZero();
      return new XDecimal(x.mod(y));
  }
}

/** Applies an arithmetic operator to two numeric atoms (integer → decimal → double promotion). */
export function arithmeticAtoms(op: ArithmeticOperator, x: number | bigint | XDecimal, y: number | bigint | XDecimal): Atomic {
  if (typeof x === 'bigint' && typeof y === 'bigint') return integerArithmetic(op, x, y);
  if (typeof x === 'number' || typeof y === 'number') return doubleArithmetic(op, toDouble(x), toDouble(y));
  return decimalArithmetic(op, decimalValue(x), decimalValue(y));
}

/** The binary arithmetic operators: empty operand → (), untypedAtomic → xs:double, integer div integer = decimal. */
export function arithmetic(op: ArithmeticOperator, left: Sequence, right: Sequence): Sequence {
  // saxon-js order: each operand in turn is checked for cardinality (XPTY0004) and, if untyped, cast to
  // xs:double (FORG0001); then an empty operand gives (); only then are the item types checked (`true() + ()` is ()).
  const x = singleUntypedAsDouble(left, op);
  const y = singleUntypedAsDouble(right, op);
  if (left.length === 0 || right.length === 0) return [];
  const a = x ?? numericOperand(left, op)!;
  const b = y ?? numericOperand(right, op)!;
  return [arithmeticAtoms(op, a, b)];
}

function singleUntypedAsDouble(operand: Sequence, op: string): number | undefined {
  if (operand.length > 1) throw new XPathDynamicError('XPTY0004', `A sequence of more than one item is not allowed as an operand of ${op}`);
  if (operand.length === 0) return undefined;
  const text = untypedText(operand[0]!);
  return text === undefined ? undefined : untypedToDouble(text);
}

/** Unary minus. */
export function negate(operand: Sequence): Sequence {
  const checked = checkedOperand(operand, '-');
  if (checked === undefined) return [];
  // saxon-js computes -untyped as 0 - double: -(xs:untypedAtomic('0')) is 0, not -0.
  if (typeof checked === 'string') return [0 - untypedToDouble(checked)];
  const x = checked;
  if (typeof x === 'bigint') return [-x];
  if (typeof x === 'number') return [-x];
  return [new XDecimal(x.value.neg())];
}

/** Unary plus: the operand as a number. */
export function unaryPlus(operand: Sequence): Sequence {
  const checked = checkedOperand(operand, '+');
  if (checked === undefined) return [];
  return [typeof checked === 'string' ? 0 + untypedToDouble(checked) : checked];
}

/** `a to b`: the integers from a to b, () when either is empty or a > b. */
export function rangeTo(from: Sequence, to: Sequence): Sequence {
  // Both operands are type-checked before emptiness counts, as in saxon-js.
  const start = from.length === 0 ? undefined : integerOperand(from);
  const end = to.length === 0 ? undefined : integerOperand(to);
  if (start === undefined || end === undefined) return [];
  const range: bigint[] = [];
  for (let i = start; i <= end; i++) range.push(i);
  return range;
}

function integerOperand(sequence: Sequence): bigint {
  if (sequence.length > 1) throw new XPathDynamicError('XPTY0004', 'A sequence of more than one item is not allowed as an operand of to');
  const item = sequence[0]!;
  if (typeof item === 'bigint') return item;
  const text = untypedText(item);
  if (text !== undefined) {
    const value = parseInteger(text);
    if (value === undefined) throw new XPathDynamicError('XPTY0004', `Supplied value "${text}" is not a valid xs:integer`);
    return value;
  }
  throw new XPathDynamicError('XPTY0004', `Required type of operand of to is xs:integer; supplied value is ${typeName(item)}`);
}

export { Decimal, isNode, isNumeric, toDouble, decimalValue, parseDouble, parseInteger, untypedText };
