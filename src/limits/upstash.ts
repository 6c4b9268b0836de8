// Per-key daily counters in Upstash Redis over its REST API (Workers and other runtimes without TCP), with
// @upstash/ratelimit's fixed window: one Lua script per consume, executed atomically by Upstash.
//
// Its window is one UTC day because fixed windows are aligned to the Unix epoch. @upstash/ratelimit reads
// the real time (Date.now()), not the injected clock: the `now` argument only names the window in the answer.
import { Ratelimit } from '@upstash/ratelimit';
import type { Redis } from '@upstash/redis';
import { dailyWindow, type LimitDecision, type Limiter } from './limiter.js';

export function createUpstashLimiter(redis: Redis, prefix = 'einvoice:limits'): Limiter {
  // One Ratelimit per limit value: the limit is part of the algorithm, and keys differ in their limits.
  const byLimit = new Map<number, Ratelimit>();
  const ratelimitFor = (limit: number): Ratelimit => {
    let ratelimit = byLimit.get(limit);
    if (!ratelimit) {
      // No ephemeral cache: a key whose limit is raised during the day must not stay blocked in one isolate.
      ratelimit = new Ratelimit({ redis, limiter: Ratelimit.fixedWindow(limit, '1 d'), prefix, ephemeralCache: false, analytics: false });
      byLimit.set(limit, ratelimit);
    }
    return ratelimit;
  };

  return {
    async consume(keyId, bucket, limit, now): Promise<LimitDecision> {
      const result = await ratelimitFor(limit).limit(`${keyId}:${bucket}`);
      return { allowed: result.success, limit, remaining: result.remaining, reset: dailyWindow(now).reset };
    },
    async peek(keyId, bucket, limit, now): Promise<LimitDecision> {
      const { remaining } = await ratelimitFor(limit).getRemaining(`${keyId}:${bucket}`);
      return { allowed: remaining > 0, limit, remaining, reset: dailyWindow(now).reset };
    },
  };
}
