// The response envelopes: `{data, metadata}` on success, `{error}` with an ErrorDetail (stable `code`) on failure.
import { z } from '@hono/zod-openapi';

export const RateLimitInfo = z
  .object({ limit: z.number().int(), remaining: z.number().int(), reset: z.string().openapi({ description: 'ISO 8601 UTC' }) })
  .openapi('RateLimitInfo');

export const Metadata = z
  .object({
    request_id: z.string(),
    sources: z.array(z.object({ name: z.string(), url: z.string().nullable().optional() })).optional(),
    rate_limit: RateLimitInfo.nullable().optional(),
  })
  .openapi('Metadata');

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
  .openapi('FieldError');

export const ErrorDetail = z
  .object({
    code: z.string().openapi({ example: 'INVALID_API_KEY' }),
    message: z.string(),
    status: z.number().int(),
    request_id: z.string(),
    suggestion: z.string().nullable().optional(),
    doc_url: z.string().nullable().optional(),
    field: z.string().nullable().optional(),
    errors: z.array(z.record(z.string(), z.unknown())).nullable().optional(),
  })
  .openapi('ErrorDetail');

export const ErrorBody = z.object({ error: ErrorDetail }).openapi('ErrorBody');

/** `{data, metadata}` around a resource schema. */
export function envelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({ data, metadata: Metadata });
}

export type Metadata = z.infer<typeof Metadata>;
export type ErrorDetail = z.infer<typeof ErrorDetail>;
export type FieldError = z.infer<typeof FieldError>;
export type RateLimitInfo = z.infer<typeof RateLimitInfo>;
