// API-key authentication and scopes: 401 MISSING_API_KEY / INVALID_API_KEY, 403 INSUFFICIENT_SCOPE.
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.js';
import type { AppEnv } from './context.js';
import { keyIsUsable, type KeyStore, type Scope } from '../storage/keys.js';

export interface AuthDeps {
  keys: KeyStore;
  clock: () => Date;
}

export function requireScope(deps: AuthDeps, scope: Scope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const presented = c.req.header('x-api-key');
    if (!presented) {
      throw new ApiError(401, 'MISSING_API_KEY', 'This endpoint needs an API key in the X-API-Key header.');
    }
    const record = presented.length <= 256 ? await deps.keys.find(presented) : null;
    if (!record || !keyIsUsable(record, deps.clock())) {
      throw new ApiError(401, 'INVALID_API_KEY', 'The API key is unknown, revoked or expired.');
    }
    if (!record.scopes.includes(scope)) {
      throw new ApiError(403, 'INSUFFICIENT_SCOPE', `This endpoint needs the scope ${scope}, which the key does not have.`, {
        suggestion: `Use a key with the scope ${scope}.`,
      });
    }
    c.set('apiKey', record);
    await next();
  };
}
