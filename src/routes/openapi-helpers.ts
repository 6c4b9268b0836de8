// Small helpers for route definitions: the envelope around a response schema, the shared error responses,
// and the API-key security requirement, so each route file states only what is particular to it.
import type { z } from '@hono/zod-openapi';
import { ErrorBody, envelope } from '../schemas/envelope.js';
import { ERROR_CODES } from '../http/error-codes.js';

export const apiKeySecurity = [{ ApiKey: [] }];

type Header = { description: string; schema: { type: 'string' | 'integer'; format?: string } };

/** Headers every response carries. */
export const REQUEST_ID_HEADER: Record<string, Header> = {
  'X-Request-Id': {
    description: 'The request id, also in `metadata.request_id` / `error.request_id`; the caller may send its own',
    schema: { type: 'string' },
  },
};

/** Headers of a response counted against a per-key limit (IETF RateLimit header fields). */
export const RATE_LIMIT_HEADERS: Record<string, Header> = {
  'RateLimit-Limit': { description: 'Requests the key may make in the current window', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window resets', schema: { type: 'integer' } },
};

const RETRY_AFTER_HEADER: Record<string, Header> = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
};

export function dataResponse<T extends z.ZodTypeAny>(schema: T, description: string, headers: Record<string, Header> = {}) {
  return { description, headers: { ...REQUEST_ID_HEADER, ...headers }, content: { 'application/json': { schema: envelope(schema) } } };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Missing or invalid API key',
  403: 'Key lacks the scope',
  404: 'Not found',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Validation failed',
  429: 'Limit exceeded',
  500: 'Unexpected error',
  502: 'Upstream answer unusable',
  503: 'Dependency unavailable',
};

/** Error responses for the given statuses, each described with the codes it can carry. */
export function errorResponses(...statuses: number[]) {
  const out: Record<
    number,
    { description: string; headers: Record<string, Header>; content: { 'application/json': { schema: typeof ErrorBody; example: unknown } } }
  > = {};
  for (const status of [...new Set([401, 403, 500, ...statuses])]) {
    const codes = Object.entries(ERROR_CODES).filter(([, info]) => info.status === status);
    const [code, info] = codes[0] ?? ['INTERNAL_ERROR', { meaning: 'An unexpected error.' }];
    out[status] = {
      description: `${STATUS_TEXT[status] ?? 'Error'}${codes.length ? ` (${codes.map(([c]) => c).join(', ')})` : ''}`,
      headers: { ...REQUEST_ID_HEADER, ...(status === 429 || status === 503 ? RETRY_AFTER_HEADER : {}) },
      content: {
        'application/json': {
          schema: ErrorBody,
          // An example built from the first code of the status, as the error handler would render it.
          example: {
            error: { code, message: info.meaning, status, request_id: 'req_2f1c9a7e4b', suggestion: null, doc_url: null, field: null, errors: null },
          },
        },
      },
    };
  }
  return out;
}
