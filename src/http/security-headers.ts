// Headers every response carries: no MIME sniffing, no framework banner, no referrer leaks.
import type { MiddlewareHandler } from 'hono';

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.res.headers.delete('X-Powered-By');
  };
}
