// Per-key counters for daily request limits and the AI parse quota. Implementations: in-process (embedded
// default), Redis and Upstash (scale-out). Every consume is atomic: concurrent requests never overspend.
export interface LimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** When the window resets (start of the next UTC day). */
  reset: Date;
}

export interface Limiter {
  /** Takes one unit from `bucket` of `keyId` when some is left; reports what is left either way. */
  consume(keyId: string, bucket: string, limit: number, now: Date): Promise<LimitDecision>;
  /** Reads without consuming. */
  peek(keyId: string, bucket: string, limit: number, now: Date): Promise<LimitDecision>;
}

/** Daily windows reset at 00:00 UTC. */
export function dailyWindow(now: Date): { id: string; reset: Date } {
  const id = now.toISOString().slice(0, 10);
  const reset = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return { id, reset };
}

/** In-process limiter: one Map, atomic because JavaScript runs one request handler step at a time. */
export function createMemoryLimiter(): Limiter {
  const counts = new Map<string, number>();
  const decide = (keyId: string, bucket: string, limit: number, now: Date, take: boolean): LimitDecision => {
    const window = dailyWindow(now);
    const slot = `${keyId}:${bucket}:${window.id}`;
    const used = counts.get(slot) ?? 0;
    const allowed = used < limit;
    if (take && allowed) counts.set(slot, used + 1);
    const after = take && allowed ? used + 1 : used;
    return { allowed, limit, remaining: Math.max(0, limit - after), reset: window.reset };
  };
  return {
    async consume(keyId, bucket, limit, now) {
      return decide(keyId, bucket, limit, now, true);
    },
    async peek(keyId, bucket, limit, now) {
      return decide(keyId, bucket, limit, now, false);
    },
  };
}
