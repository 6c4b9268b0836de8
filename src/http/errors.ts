// ApiError: the one way any layer reports a failure to the caller. The error middleware turns it into
// the `{error}` envelope with its stable `code` from the catalogue (error-codes.ts).
import type { FieldError } from '../schemas/envelope.js';

export interface ApiErrorExtras {
  suggestion?: string | null;
  field?: string | null;
  /** Per-field errors for VALIDATION_ERROR, failing rules for CONVERSION_RULES_FAILED, categories for PII. */
  errors?: Array<FieldError | Record<string, unknown>> | null;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extras: ApiErrorExtras = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 422 VALIDATION_ERROR with one entry per failing field (dot paths from the request body root). */
export function validationError(errors: FieldError[], suggestion?: string): ApiError {
  const first = errors[0];
  const message =
    errors.length === 1 && first ? `Invalid request: ${first.field} ${first.message}` : `Invalid request: ${errors.length} fields failed validation`;
  return new ApiError(422, 'VALIDATION_ERROR', message, { errors, field: first?.field ?? null, suggestion: suggestion ?? null });
}
