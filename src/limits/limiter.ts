// Per-key counters for request limits (per UTC day or per minute) and the AI parse quota. Implementations:
// in-process (embedded default), Redis and Upstash (scale-out). Every consume is atomic: concurrent requests
// never overspend.
export interface LimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** When the window resets (start of the next UTC day, or of the next minute). */
  reset: Date;
}

/** A counting window: a UTC day (the default) or a clock minute. */
export type LimitWindow = 'day' | 'minute';

export interface Limiter {
  /** Takes one unit from `bucket` of `keyId` when some is left; reports what is left either way. */
  consume(keyId: string, bucket: string, limit: number, now: Date, window?: LimitWindow): Promise<LimitDecision>;
  /** Reads without consuming. */
  peek(keyId: string, bucket: string, limit: number, now: Date, window?: LimitWindow): Promise<LimitDecision>;
}

/** Daily windows reset at 00:00 UTC. */
export function dailyWindow(now: Date): { id: string; reset: Date } {
  const id = now.toISOString().slice(0, 10);
  const reset = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return { id, reset };
}

/** Minute windows reset at the start of each clock minute (UTC). */
export function minuteWindow(now: Date): { id: string; reset: Date } {
  const start = Math.floor(now.getTime() / 60_000) * 60_000;
  return { id: new Date(start).toISOString().slice(0, 16), reset: new Date(start + 60_000) };
}

export function windowOf(kind: LimitWindow, now: Date): { id: string; reset: Date } {
  return kind === 'minute' ? minuteWindow(now) : dailyWindow(now);
}

/** In-process limiter: one Map, atomic because JavaScript runs one request handler step at a time. */
export function createMemoryLimiter(): Limiter {
  const daily = new Map<string, number>();
  // Minute counters live one minute: the map is emptied when the next minute starts.
  const perMinute = new Map<string, number>();
  let currentMinute = '';
  const decide = (keyId: string, bucket: string, limit: number, now: Date, take: boolean, kind: LimitWindow = 'day'): LimitDecision => {
    const window = windowOf(kind, now);
    let counts = daily;
    if (kind === 'minute') {
      if (window.id !== currentMinute) {
        perMinute.clear();
        currentMinute = window.id;
      }
      counts = perMinute;
    }
    const slot = `${keyId}:${bucket}:${window.id}`;
    const used = counts.get(slot) ?? 0;
    const allowed = used < limit;
    if (take && allowed) counts.set(slot, used + 1);
    const after = take && allowed ? used + 1 : used;
    return { allowed, limit, remaining: Math.max(0, limit - after), reset: window.reset };
  };
  return {
    async consume(keyId, bucket, limit, now, window) {
      return decide(keyId, bucket, limit, now, true, window);
    },
    async peek(keyId, bucket, limit, now, window) {
      return decide(keyId, bucket, limit, now, false, window);
    },
  };
}
