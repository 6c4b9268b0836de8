// Per-key daily counters in Upstash Redis over its REST API (Workers and other runtimes without TCP), with
// @upstash/ratelimit's fixed window: one Lua script per consume, executed atomically by Upstash.
//
// Its window is one UTC day because fixed windows are aligned to the Unix epoch. @upstash/ratelimit reads
// the real time (Date.now()), not the injected clock: the `now` argument only names the window in the answer.
import { Ratelimit } from '@upstash/ratelimit';
import type { Redis } from '@upstash/redis';
import { windowOf, type LimitDecision, type Limiter, type LimitWindow } from './limiter.js';

export function createUpstashLimiter(redis: Redis, prefix = 'einvoice:limits'): Limiter {
  // One Ratelimit per limit value: the limit is part of the algorithm, and keys differ in their limits.
  const byLimit = new Map<string, Ratelimit>();
  const ratelimitFor = (limit: number, window: LimitWindow = 'day'): Ratelimit => {
    let ratelimit = byLimit.get(`${limit}/${window}`);
    if (!ratelimit) {
      // No ephemeral cache: a key whose limit is raised during the day must not stay blocked in one isolate.
      ratelimit = new Ratelimit({
        redis,
        limiter: Ratelimit.fixedWindow(limit, window === 'minute' ? '1 m' : '1 d'),
        prefix: window === 'minute' ? `${prefix}:minute` : prefix,
        ephemeralCache: false,
        analytics: false,
      });
      byLimit.set(`${limit}/${window}`, ratelimit);
    }
    return ratelimit;
  };

  return {
    async consume(keyId, bucket, limit, now, window): Promise<LimitDecision> {
      const result = await ratelimitFor(limit, window).limit(`${keyId}:${bucket}`);
      return { allowed: result.success, limit, remaining: result.remaining, reset: windowOf(window ?? 'day', now).reset };
    },
    async peek(keyId, bucket, limit, now, window): Promise<LimitDecision> {
      const { remaining } = await ratelimitFor(limit, window).getRemaining(`${keyId}:${bucket}`);
      return { allowed: remaining > 0, limit, remaining, reset: windowOf(window ?? 'day', now).reset };
    },
  };
}
