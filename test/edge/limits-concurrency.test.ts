// Limits that hold under concurrency on every shared-state backend: two instances (two separate clients)
// fire 50 concurrent consumes at a daily limit of 20, and exactly 20 succeed. Redis runs for real; Upstash
// is @upstash/redis + @upstash/ratelimit through the REST bridge, executed by the same Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis as UpstashRedis } from '@upstash/redis';
import { startRedis, type TestRedis } from '../helpers/redis.js';
import { startUpstashBridge, type UpstashBridge } from '../helpers/upstash-bridge.js';
import { createRedisLimiter } from '../../src/limits/redis.js';
import { createUpstashLimiter } from '../../src/limits/upstash.js';
import { createMemoryLimiter, type Limiter } from '../../src/limits/limiter.js';

let redis: TestRedis;
let bridge: UpstashBridge;
beforeAll(async () => {
  redis = await startRedis();
  bridge = await startUpstashBridge(redis.url);
});
afterAll(async () => {
  await bridge?.close();
  await redis?.stop();
});

const upstashClient = () => new UpstashRedis({ url: bridge.url, token: bridge.token, enableTelemetry: false, retry: false });

/** Two instances of the same backend, as two servers behind a load balancer would have. */
const backends: Array<[string, () => [Limiter, Limiter]]> = [
  ['redis', () => [createRedisLimiter(redis.client()), createRedisLimiter(redis.client())]],
  ['upstash (REST bridge)', () => [createUpstashLimiter(upstashClient()), createUpstashLimiter(upstashClient())]],
];

const now = new Date();
let keySerial = 0;
const freshKeyId = () => `key_concurrency_${process.pid}_${++keySerial}_${Date.now()}`;

describe.each(backends)('%s limiter', (_name, instances) => {
  it('50 concurrent consumes against a limit of 20 from two instances: exactly 20 allowed', async () => {
    const [a, b] = instances();
    const keyId = freshKeyId();
    const decisions = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).consume(keyId, 'parse', 20, now)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
    // Each success saw a distinct remaining count: no two requests took the same unit.
    expect(new Set(decisions.filter((d) => d.allowed).map((d) => d.remaining)).size).toBe(20);
    const after = await b.peek(keyId, 'parse', 20, now);
    expect(after).toMatchObject({ allowed: false, remaining: 0, limit: 20 });
  });

  it('buckets and keys are counted apart; peek does not consume', async () => {
    const [a] = instances();
    const keyId = freshKeyId();
    await a.consume(keyId, 'parse', 5, now);
    await a.consume(keyId, 'parse', 5, now);
    expect((await a.peek(keyId, 'parse', 5, now)).remaining).toBe(3);
    expect((await a.peek(keyId, 'parse', 5, now)).remaining).toBe(3);
    expect((await a.peek(keyId, 'ai', 5, now)).remaining).toBe(5);
    expect((await a.peek(freshKeyId(), 'parse', 5, now)).remaining).toBe(5);
  });

  it('reports the next UTC midnight as reset', async () => {
    const [a] = instances();
    const decision = await a.consume(freshKeyId(), 'parse', 3, now);
    expect(decision.reset.toISOString()).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString());
  });
});

describe('redis limiter windows follow the injected clock', () => {
  it('a spent key is allowed again on the next UTC day, and counters carry a time to live', async () => {
    const limiter = createRedisLimiter(redis.client());
    const keyId = freshKeyId();
    const evening = new Date('2026-03-01T23:59:00Z');
    for (let i = 0; i < 2; i++) expect((await limiter.consume(keyId, 'parse', 2, evening)).allowed).toBe(true);
    expect((await limiter.consume(keyId, 'parse', 2, evening)).allowed).toBe(false);
    const nextMorning = new Date('2026-03-02T00:00:01Z');
    expect(await limiter.consume(keyId, 'parse', 2, nextMorning)).toMatchObject({ allowed: true, remaining: 1 });
    const ttl = await redis.client().pttl(`einvoice:limits:${keyId}:parse:2026-03-01`);
    // One minute to midnight plus the hour of grace.
    expect(ttl).toBeGreaterThan(60 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(61 * 60 * 1000);
  });

  it('behaves like the in-process limiter on the same sequence', async () => {
    const shared = createRedisLimiter(redis.client());
    const local = createMemoryLimiter();
    const keyId = freshKeyId();
    for (let i = 0; i < 6; i++) {
      const [fromRedis, fromMemory] = await Promise.all([shared.consume(keyId, 'ai', 4, now), local.consume(keyId, 'ai', 4, now)]);
      expect(fromRedis).toEqual(fromMemory);
    }
  });
});

describe('upstash bridge', () => {
  it('the upstash client really went through the bridge', async () => {
    const before = bridge.commandCount();
    await createUpstashLimiter(upstashClient()).consume(freshKeyId(), 'parse', 1, now);
    expect(bridge.commandCount()).toBeGreaterThan(before);
  });

  it('refuses a wrong token', async () => {
    const res = await fetch(bridge.url, { method: 'POST', headers: { Authorization: 'Bearer wrong' }, body: '["PING"]' });
    expect(res.status).toBe(401);
  });

  it('speaks plain commands and pipelines with base64 bulk strings', async () => {
    const client = upstashClient();
    await client.set('bridge:greeting', 'grüß dich');
    expect(await client.get('bridge:greeting')).toBe('grüß dich');
    const p = client.pipeline();
    p.incr('bridge:n');
    p.incr('bridge:n');
    p.get('bridge:greeting');
    expect(await p.exec()).toEqual([1, 2, 'grüß dich']);
  });
});
