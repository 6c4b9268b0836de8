// Request validation failures → 422 VALIDATION_ERROR with one entry per field, as dot paths from the
// request part's root (`invoice.lines.0.quantity`, `conversion_id`, `as_of`).
import type { z } from '@hono/zod-openapi';
import { validationError } from './errors.js';
import type { FieldError } from '../schemas/envelope.js';

type Issue = z.core.$ZodIssue;

function codeOf(issue: Issue): string {
  const params = (issue as { params?: { code?: unknown } }).params;
  if (params && typeof params.code === 'string') return params.code;
  if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined) return 'required';
  return issue.code;
}

function messageOf(issue: Issue): string {
  if (codeOf(issue) === 'required') return 'is required';
  if (issue.code === 'unrecognized_keys') {
    // The names are the caller's own text: a few, each cut short, never the whole list.
    const shown = issue.keys.slice(0, 5).map((k) => (k.length > 40 ? `${k.slice(0, 40)}…` : k));
    return `has unknown fields: ${shown.join(', ')}${issue.keys.length > 5 ? ` and ${issue.keys.length - 5} more` : ''}`;
  }
  return issue.message;
}

/** Flattens zod issues (including those nested in unions) into field errors. */
export function fieldErrors(issues: readonly Issue[], prefix: (string | number)[] = []): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
    const field = path.join('.') || '(body)';
    out.push({ field, code: codeOf(issue), message: messageOf(issue) });
  }
  return out;
}

export function validationHook(result: { success: boolean; error?: z.ZodError }) {
  if (!result.success && result.error) throw validationError(fieldErrors(result.error.issues));
}
