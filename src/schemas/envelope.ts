// The response envelopes: `{data, metadata}` on success, `{error}` with an ErrorDetail (stable `code`) on failure.
import { z } from '@hono/zod-openapi';
import { describedRef, nullableRef } from '../../core/schemas/described-ref.js';

export const RateLimitInfo = z
  .object({
    limit: z.number().int().openapi({
      description: 'Requests the key may make in the window (per minute or per UTC day; of the two, the one with fewer requests left)',
      example: 60,
    }),
    remaining: z.number().int().openapi({ description: 'Requests left in the window after this one', example: 59 }),
    reset: z
      .string()
      .openapi({ description: 'When the window resets and the count starts again: ISO 8601 date-time, UTC', example: '2026-11-25T10:16:00.000Z' }),
  })
  .openapi('RateLimitInfo', { description: "The key's request limit for this operation, when one applies (the same as the RateLimit headers)." });

export const Metadata = z
  .object({
    request_id: z.string().openapi({
      description: 'Id of this request (also the X-Request-Id header); quote it when reporting a problem',
      example: 'req_2f1c9a7e4b',
    }),
    sources: z
      .array(
        z.object({
          name: z.string().openapi({ description: 'Who published the source', example: 'Germany' }),
          url: z.string().nullable().optional().openapi({
            description: 'Where the source is; null when it has no address',
            example: 'https://www.bundesfinanzministerium.de/Content/DE/FAQ/e-rechnung.html',
          }),
        }),
      )
      .optional()
      .openapi({ description: 'The official sources the data comes from (country requirements); absent elsewhere' }),
    rate_limit: nullableRef(RateLimitInfo, 'The request limit this call counted against; absent or null when the operation has no limit').optional(),
  })
  .openapi('Metadata', { description: 'About the request: its id, and where they apply the sources of the data and the rate limit.' });

export const FieldError = z
  .object({
    field: z.string().openapi({ example: 'invoice.lines.0.quantity' }),
    code: z.string().openapi({
      description: 'required, invalid_type, unknown_field, too_short, too_long, invalid_value, invalid_decimal, …',
      example: 'invalid_type',
    }),
    message: z.string().openapi({ example: 'must be a decimal number (a JSON number or a string such as "12.50"), not true or false' }),
    suggestion: z
      .string()
      .optional()
      .openapi({ description: 'For unknown_field: the known field the caller probably meant', example: 'invoice.purchase_order_reference' }),
  })
  .openapi('FieldError', { description: 'One field of the request that failed validation.' });

export const ErrorDetail = z
  .object({
    code: z.string().openapi({
      description: 'Stable error code to branch on; the API description and /docs list every code with its HTTP status',
      example: 'MISSING_API_KEY',
    }),
    message: z.string().openapi({
      description: 'What went wrong, for a person (shortened to 1000 characters when longer)',
      example: 'This endpoint needs an API key in the X-API-Key header.',
    }),
    status: z.number().int().openapi({ description: 'The HTTP status of the answer', example: 401 }),
    request_id: z.string().openapi({
      description: 'Id of this request (also the X-Request-Id header); quote it when reporting a problem',
      example: 'req_2f1c9a7e4b',
    }),
    suggestion: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'What to do about it; null when there is no hint', example: 'Send your key in the X-API-Key header.' }),
    doc_url: z.string().nullable().optional().openapi({
      description: "Link to the code's entry on /docs; null for a code without an entry",
      example: 'https://api.example.com/docs#error-MISSING_API_KEY',
    }),
    field: z.string().nullable().optional().openapi({
      description: 'The request field (dot path) the error is about; null when it is about no single field',
      example: 'invoice.lines.0.quantity',
    }),
    errors: z.array(z.record(z.string(), z.unknown())).nullable().optional().openapi({
      description:
        'The details, at most 100 entries: one FieldError per field for VALIDATION_ERROR, the failing rules (each a ValidationRule with the input field, like ConversionWarning) for CONVERSION_RULES_FAILED, the categories of personal data left for UNANONYMIZED_PII_DETECTED; null when there are none',
    }),
  })
  .openapi('ErrorDetail', { description: 'What went wrong, with a stable code.' });

export const ErrorBody = z
  .object({ error: describedRef(ErrorDetail, 'The error: a stable code, a message, and where it helps a suggestion and the failing fields') })
  .openapi('ErrorBody', { description: 'The body of every error answer (4xx and 5xx).' });

/** `{data, metadata}` around a resource schema. */
export function envelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({
    data,
    metadata: describedRef(Metadata, 'About the request: its id, and where they apply the sources of the data and the rate limit'),
  });
}

export type Metadata = z.infer<typeof Metadata>;
export type ErrorDetail = z.infer<typeof ErrorDetail>;
export type FieldError = z.infer<typeof FieldError>;
export type RateLimitInfo = z.infer<typeof RateLimitInfo>;
