// One JSON line per answered request: method, route pattern, status, time taken and request id. The route
// is the pattern (`/v1/download/:conversion_id`), not the path, and no body, query, header or key is ever
// logged: operators see traffic and latency without personal data entering the logs.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';
import type { Logger } from './logger.js';

export function accessLog(logger: Logger, now: () => number = () => performance.now()): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = now();
    await next();
    logger.log({
      level: 'info',
      msg: 'request',
      method: c.req.method,
      // When no route matched (404), the last pattern run is a middleware's wildcard: say so instead.
      route: c.req.routePath.includes('*') ? '(no route)' : c.req.routePath,
      status: c.res.status,
      ms: Math.round((now() - started) * 10) / 10,
      request_id: c.get('requestId'),
    });
  };
}
