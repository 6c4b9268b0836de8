// Every request gets an id: echoed as X-Request-Id, put in metadata and error bodies, written in logs.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';

/** A caller-supplied id is kept when it is short and plain, so clients can correlate their own logs. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const id = incoming && ACCEPTABLE_ID.test(incoming) ? incoming : `req_${crypto.randomUUID().replaceAll('-', '')}`;
    c.set('requestId', id);
    c.set('rateLimit', null);
    c.header('X-Request-Id', id);
    await next();
  };
}
