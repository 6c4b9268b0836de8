// Turns anything thrown into the `{error}` envelope: ApiError as it is, framework exceptions mapped to
// their codes in the catalogue (error-codes.ts), everything else a generic 500 that leaks neither stack nor input.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from './errors.js';
import { ERROR_CODES } from './error-codes.js';
import type { AppEnv } from './context.js';
import type { Logger } from './logger.js';
import type { ErrorDetail } from '../schemas/envelope.js';

/** Framework exceptions that are the caller's doing, by status. */
function fromHttpException(err: HTTPException): ApiError {
  switch (err.status) {
    case 400:
      return new ApiError(400, 'INVALID_JSON', 'The request body is not valid JSON.');
    case 413:
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 6 MB.');
    case 415:
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be sent as application/json.');
    default:
      return new ApiError(err.status, err.status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST', err.status >= 500 ? 'Internal error.' : 'Bad request.');
  }
}

/** Longest message or field path an error body carries: any text derived from input stays a short excerpt. */
export const MAX_ERROR_TEXT = 1000;
/** Most entries in `errors`; a request with thousands of faulty lines gets the first ones and a count. */
export const MAX_ERROR_ENTRIES = 100;

const excerpt = (text: string) => (text.length > MAX_ERROR_TEXT ? `${text.slice(0, MAX_ERROR_TEXT)}…` : text);

function boundedEntries(errors: ApiError['extras']['errors']): ApiError['extras']['errors'] {
  if (!errors) return errors;
  return errors.slice(0, MAX_ERROR_ENTRIES).map((entry) => {
    const out: Record<string, unknown> = { ...entry };
    for (const [name, value] of Object.entries(out)) if (typeof value === 'string') out[name] = excerpt(value);
    return out as (typeof errors)[number];
  });
}

export function errorBody(c: Context<AppEnv>, err: ApiError): { error: ErrorDetail } {
  const known = ERROR_CODES[err.code];
  const origin = new URL(c.req.url).origin;
  const more = (err.extras.errors?.length ?? 0) - MAX_ERROR_ENTRIES;
  return {
    error: {
      code: err.code,
      message: excerpt(more > 0 ? `${err.message} (the first ${MAX_ERROR_ENTRIES} of ${err.extras.errors!.length} are listed)` : err.message),
      status: err.status,
      request_id: c.get('requestId') ?? 'unknown',
      suggestion: err.extras.suggestion ?? known?.suggestion ?? null,
      doc_url: known ? `${origin}/docs#error-${err.code}` : null,
      field: err.extras.field ? excerpt(err.extras.field) : null,
      errors: boundedEntries(err.extras.errors) ?? null,
    },
  };
}

export function renderError(c: Context<AppEnv>, err: ApiError) {
  for (const [name, value] of Object.entries(err.extras.headers ?? {})) c.header(name, value);
  return c.json(errorBody(c, err), err.status as ContentfulStatusCode);
}

/** What went wrong underneath a 5xx, safe to log: an errno code or an error name, never a message. */
function faultOf(thrown: Error): string | undefined {
  const code = (thrown as { faultCode?: unknown }).faultCode;
  return typeof code === 'string' ? code : undefined;
}

export function errorHandler(logger: Logger) {
  return (thrown: Error, c: Context<AppEnv>) => {
    // A client that went away mid-request (often mid-upload) is not a server failure: nobody reads the answer.
    if (c.req.raw.signal?.aborted) {
      logger.log({ level: 'info', msg: 'client disconnected', request_id: c.get('requestId'), method: c.req.method, path: c.req.path });
      return new Response(null, { status: 499 });
    }
    let err: ApiError;
    if (thrown instanceof ApiError) err = thrown;
    else if (thrown instanceof HTTPException) err = fromHttpException(thrown);
    else err = new ApiError(500, 'INTERNAL_ERROR', 'An unexpected error occurred. The request id identifies it in the service logs.');
    if (err.status >= 500) {
      // The error's name and where it was thrown, never its message: messages can carry input values.
      const at = thrown.stack
        ?.split('\n')
        .find((line) => line.trim().startsWith('at '))
        ?.trim();
      logger.log({
        level: 'error',
        msg: 'request failed',
        request_id: c.get('requestId'),
        code: err.code,
        status: err.status,
        cause: thrown.name,
        fault: faultOf(thrown),
        at,
      });
    }
    return renderError(c, err);
  };
}
