// Request validation failures → 422 VALIDATION_ERROR with one entry per problem, as dot paths from the
// request part's root (`invoice.lines.0.quantity`, `conversion_id`, `as_of`). Each entry says in plain
// words what is wrong: a missing field, a value of the wrong JSON type (expected and received), a value
// out of range or form, or a field the schema does not know (with the field it probably meant).
import type { Context } from 'hono';
import type { z } from '@hono/zod-openapi';
import { validationError } from './errors.js';
import type { FieldError } from '../schemas/envelope.js';
import { fieldsAt, likelyMeant } from './schema-fields.js';

type Issue = z.core.$ZodIssue;
type Schema = z.core.$ZodType;
type Segment = string | number;

/** Unknown field names reported one by one per object, and how much of each name is shown. */
const MAX_UNKNOWN_SHOWN = 5;
const MAX_NAME_SHOWN = 40;

/** What the caller sent and, when known, the schema it was checked against. */
export interface IssueContext {
  /** Path of the checked value inside the request part (e.g. when a sub-object is checked on its own). */
  prefix?: Segment[];
  /** The value as sent, to name the type received. */
  input?: unknown;
  /** The schema of the whole request part, to name the fields it knows. */
  schema?: Schema;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list (JSON array)',
  object: 'an object',
  date: 'a date',
  null: 'null',
  never: 'absent',
};

/** The JSON type of a sent value, in words. */
function received(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list (JSON array)';
  switch (typeof value) {
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

function valueAt(input: unknown, path: readonly Segment[]): { found: boolean; value?: unknown } {
  let current = input;
  for (const segment of path) {
    if (current === null || typeof current !== 'object' || !(segment in (current as object))) return { found: false };
    current = (current as Record<Segment, unknown>)[segment];
  }
  return { found: true, value: current };
}

/** The expected types of an issue (a union of a string and a number is how decimals are accepted). */
function expectedTypes(issue: Issue): string[] {
  if (issue.code === 'invalid_type') return [issue.expected];
  if (issue.code === 'invalid_union' && 'errors' in issue) {
    const branches = issue.errors.map((branch) => branch.find((i) => i.path.length === 0));
    if (branches.every((i) => i?.code === 'invalid_type')) return branches.map((i) => (i as { expected: string }).expected);
  }
  return [];
}

function describeExpected(types: string[]): string {
  const set = new Set(types);
  if (set.size === 2 && set.has('string') && set.has('number')) return 'a decimal number (a JSON number or a string such as "12.50")';
  return [...set].map((t) => TYPE_NAMES[t] ?? t).join(' or ');
}

function unit(origin: string, n: number): string {
  if (origin === 'string') return n === 1 ? 'character' : 'characters';
  if (origin === 'array' || origin === 'set') return n === 1 ? 'entry' : 'entries';
  return '';
}

/** One issue (other than unknown keys) as a field error's code and message. */
function describe(issue: Issue, sent: { found: boolean; value?: unknown }): { code: string; message: string } {
  const params = (issue as { params?: { code?: unknown } }).params;
  const ownCode = params && typeof params.code === 'string' ? params.code : null;
  const types = expectedTypes(issue);
  if (types.length > 0) {
    if (!sent.found || sent.value === undefined) return { code: 'required', message: 'is required' };
    const expected = describeExpected(types);
    if (types.includes('never')) return { code: 'unknown_field', message: 'is not a known field' };
    return { code: 'invalid_type', message: `must be ${expected}, not ${received(sent.value)}` };
  }
  switch (issue.code) {
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string' && n === 1) return { code: 'too_short', message: 'must not be empty' };
      if (issue.origin === 'array' && n === 1) return { code: 'too_short', message: 'must have at least one entry' };
      const words = unit(issue.origin, n);
      return words ? { code: 'too_short', message: `must have at least ${n} ${words}` } : { code: 'too_small', message: `must be at least ${n}` };
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      const words = unit(issue.origin, n);
      return words ? { code: 'too_long', message: `must have at most ${n} ${words}` } : { code: 'too_big', message: `must be at most ${n}` };
    }
    case 'invalid_value':
      return { code: 'invalid_value', message: `must be one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}` };
    case 'invalid_format':
      return {
        code: ownCode ?? 'invalid_format',
        message: issue.message.startsWith('Invalid') ? `does not have the expected form (${issue.format})` : issue.message,
      };
    case 'invalid_union':
      return { code: ownCode ?? 'invalid_value', message: 'does not match any of the accepted forms' };
    default:
      return { code: ownCode ?? issue.code, message: issue.message };
  }
}

/** Flattens zod issues into field errors: one per field, unknown fields one each. */
export function fieldErrors(issues: readonly Issue[], context: IssueContext = {}): FieldError[] {
  const prefix = context.prefix ?? [];
  const out: FieldError[] = [];
  const seen = new Set<string>();
  const push = (error: FieldError) => {
    // One error per field: a value that fails its pattern also fails the checks built on it.
    if (seen.has(error.field)) return;
    seen.add(error.field);
    out.push(error);
  };
  for (const issue of issues) {
    const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)) as Segment[];
    if (issue.code === 'unrecognized_keys') {
      const known = context.schema ? fieldsAt(context.schema, path) : [];
      // The names are the caller's own text: a few per object, each cut short, never the whole list.
      for (const key of issue.keys.slice(0, MAX_UNKNOWN_SHOWN)) {
        const meant = likelyMeant(key, known);
        const shown = key === '' ? '""' : key.length > MAX_NAME_SHOWN ? `${key.slice(0, MAX_NAME_SHOWN)}…` : key;
        push({
          // A key may be empty ("": …); it is shown as "" so that the field is never blank.
          field: [...prefix, ...path, shown].join('.'),
          code: 'unknown_field',
          message: meant ? `is not a known field; did you mean "${meant}"?` : 'is not a known field',
          ...(meant ? { suggestion: [...prefix, ...path, meant].join('.') } : {}),
        });
      }
      if (issue.keys.length > MAX_UNKNOWN_SHOWN) {
        push({
          field: [...prefix, ...path].join('.') || '(body)',
          code: 'unknown_field',
          message: `has ${issue.keys.length - MAX_UNKNOWN_SHOWN} more unknown fields`,
        });
      }
      continue;
    }
    const sent = context.input === undefined ? { found: false } : valueAt(context.input, path);
    const { code, message } = describe(issue, sent);
    push({ field: [...prefix, ...path].join('.') || '(body)', code, message });
  }
  return out;
}

/** Finds the schema a route declared for a request part, to name the fields it knows. */
export type SchemaLookup = (c: Context, target: string) => Schema | undefined;

export function createValidationHook(lookup: SchemaLookup = () => undefined) {
  return (result: { success: boolean; error?: z.ZodError; data?: unknown; target?: string }, c: Context) => {
    if (result.success || !result.error) return;
    const errors = fieldErrors(result.error.issues, { input: result.data, schema: lookup(c, result.target ?? 'json') });
    const first = errors[0];
    throw validationError(errors, first?.code === 'unknown_field' && first.suggestion ? `Did you mean ${first.suggestion}?` : undefined);
  };
}
