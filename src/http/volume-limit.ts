// Per-key volume limits of convert and validate: requests per minute (bursts) and per UTC day (volume),
// each key's own or the server's defaults. Every request counts, accepted or refused by validation, as it
// costs the same work. Past a limit: 429 RATE_LIMIT_EXCEEDED with the RateLimit headers and Retry-After.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';
import type { AppDeps } from '../app-deps.js';
import { ApiError } from './errors.js';
import type { LimitDecision, LimitWindow } from '../limits/limiter.js';
import type { ApiKeyRecord } from '../storage/keys.js';

export type VolumeOperation = 'convert' | 'validate';

function rateLimitHeaders(decision: LimitDecision, now: Date): Record<string, string> {
  return {
    'RateLimit-Limit': String(decision.limit),
    'RateLimit-Remaining': String(decision.remaining),
    'RateLimit-Reset': String(Math.max(0, Math.ceil((decision.reset.getTime() - now.getTime()) / 1000))),
  };
}

function limitOf(key: ApiKeyRecord, deps: AppDeps, operation: VolumeOperation, window: LimitWindow): number | null {
  const own = key[`${operation}_${window === 'day' ? 'daily' : 'minute'}_limit`];
  if (typeof own === 'number') return own;
  return deps.defaultVolumeLimits?.[operation][window] ?? null;
}

/** Runs after requireScope: counts the request against the key's minute and daily limits of `operation`. */
export function limitVolume(deps: AppDeps, operation: VolumeOperation): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.get('apiKey');
    const now = deps.clock();
    let tightest: LimitDecision | null = null;
    for (const window of ['minute', 'day'] as const) {
      const limit = limitOf(key, deps, operation, window);
      if (limit === null) continue;
      const decision = await deps.limiter.consume(key.id, `${operation}:${window}`, limit, now, window);
      if (!decision.allowed) {
        const retryAfter = Math.max(1, Math.ceil((decision.reset.getTime() - now.getTime()) / 1000));
        const per = window === 'day' ? 'UTC day' : 'minute';
        throw new ApiError(
          429,
          'RATE_LIMIT_EXCEEDED',
          `The key's ${operation} limit of ${decision.limit} requests per ${per} is used up; it resets at ${decision.reset.toISOString()}.`,
          {
            suggestion: 'Wait until the reset (Retry-After), or ask the operator for a higher limit.',
            headers: { ...rateLimitHeaders(decision, now), 'Retry-After': String(retryAfter) },
          },
        );
      }
      if (!tightest || decision.remaining < tightest.remaining) tightest = decision;
    }
    if (tightest) {
      c.set('rateLimit', { limit: tightest.limit, remaining: tightest.remaining, reset: tightest.reset.toISOString() });
      for (const [name, value] of Object.entries(rateLimitHeaders(tightest, now))) c.header(name, value);
    }
    await next();
  };
}
