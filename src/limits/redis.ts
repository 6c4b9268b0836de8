// Per-key counters (per UTC day or per minute) in Redis, shared by every instance that talks to the same server. A consume is one
// Lua script, so Redis runs the read, the comparison and the increment as one step: concurrent requests
// from any number of instances never take more than the limit.
import type { Redis } from 'ioredis';
import { windowOf, type LimitDecision, type Limiter, type LimitWindow } from './limiter.js';

/** Counters outlive their day by an hour, so a clock a little ahead on one instance still finds them. */
const COUNTER_GRACE_MS = 60 * 60 * 1000;

// KEYS[1]: the counter of one key, bucket and UTC day. ARGV: limit, time to live (ms), 1 = take one unit.
// Returns {allowed, used after this call}. Nothing is written when the limit is already reached.
const CONSUME_SCRIPT = `
local limit = tonumber(ARGV[1])
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= limit then
  return {0, used}
end
if ARGV[3] == '1' then
  used = redis.call('INCR', KEYS[1])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return {1, used}
`;

type LimitCommand = (key: string, limit: number, ttlMs: number, take: '0' | '1') => Promise<[number, number]>;

export function createRedisLimiter(client: Redis, prefix = 'einvoice:limits'): Limiter {
  // defineCommand sends EVALSHA and falls back to EVAL once per connection when the script is not cached.
  client.defineCommand('einvoiceLimit', { numberOfKeys: 1, lua: CONSUME_SCRIPT });
  const run = (client as unknown as { einvoiceLimit: LimitCommand }).einvoiceLimit.bind(client);

  async function decide(keyId: string, bucket: string, limit: number, now: Date, take: boolean, kind: LimitWindow = 'day'): Promise<LimitDecision> {
    const window = windowOf(kind, now);
    // The time to live follows the injected clock, not Redis's, so tests with a fixed date behave as in production.
    const ttlMs = window.reset.getTime() - now.getTime() + COUNTER_GRACE_MS;
    const [allowed, used] = await run(`${prefix}:${keyId}:${bucket}:${window.id}`, limit, ttlMs, take ? '1' : '0');
    return { allowed: allowed === 1, limit, remaining: Math.max(0, limit - used), reset: window.reset };
  }

  return {
    consume: (keyId, bucket, limit, now, window) => decide(keyId, bucket, limit, now, true, window),
    peek: (keyId, bucket, limit, now, window) => decide(keyId, bucket, limit, now, false, window),
  };
}
