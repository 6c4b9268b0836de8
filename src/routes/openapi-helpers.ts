// Small helpers for route definitions: the envelope around a response schema, the shared error responses,
// and the API-key security requirement, so each route file states only what is particular to it.
import type { z } from '@hono/zod-openapi';
import { ErrorBody, envelope } from '../schemas/envelope.js';
import { ERROR_CODES } from '../http/error-codes.js';

export const apiKeySecurity = [{ ApiKey: [] }];

export function dataResponse<T extends z.ZodTypeAny>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema: envelope(schema) } } };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request', 401: 'Missing or invalid API key', 403: 'Key lacks the scope', 404: 'Not found',
  413: 'Payload too large', 415: 'Unsupported media type', 422: 'Validation failed', 429: 'Limit exceeded',
  500: 'Unexpected error', 502: 'Upstream answer unusable', 503: 'Dependency unavailable',
};

/** Error responses for the given statuses, each described with the codes it can carry. */
export function errorResponses(...statuses: number[]) {
  const out: Record<number, { description: string; content: { 'application/json': { schema: typeof ErrorBody } } }> = {};
  for (const status of [...new Set([401, 403, 500, ...statuses])]) {
    const codes = Object.entries(ERROR_CODES).filter(([, info]) => info.status === status).map(([code]) => code);
    out[status] = {
      description: `${STATUS_TEXT[status] ?? 'Error'}${codes.length ? ` (${codes.join(', ')})` : ''}`,
      content: { 'application/json': { schema: ErrorBody } },
    };
  }
  return out;
}
