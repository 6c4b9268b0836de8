// 415 for a body that is not JSON. Routes put it after authentication, so an anonymous caller learns nothing more.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';
import { ApiError } from './errors.js';

export const requireJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!/^application\/(.+\+)?json\b/i.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be sent as application/json.');
  }
  await next();
};
