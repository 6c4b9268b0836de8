// Runtime-independent checks of shared state, run on every target (test/helpers/targets.ts): the limits
// backend of the runtime under concurrency, and documents that come back byte for byte.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_KEYS, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

describe('shared state on this runtime', () => {
  it('50 concurrent consumes against a daily limit of 20 give exactly 20', async () => {
    const keyId = `key_runtime_${crypto.randomUUID()}`;
    const now = new Date();
    const decisions = await Promise.all(Array.from({ length: 50 }, () => server.deps.limiter.consume(keyId, 'parse', 20, now)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
    expect(decisions.filter((d) => !d.allowed).every((d) => d.remaining === 0)).toBe(true);
  });

  it('a stored document of 200 kB comes back byte for byte', async () => {
    const account = (await server.deps.keys.find(TEST_KEYS.convert))!.account;
    const bytes = Uint8Array.from({ length: 200_000 }, (_, i) => (i * 131 + (i >> 8)) % 256);
    const meta = await server.deps.documents.put(bytes, { content_type: 'application/pdf', filename: 'big.pdf', account }, new Date());
    const res = await server.call('GET', `/v1/download/${meta.id}`, { key: 'convert' });
    expect(res.status).toBe(200);
    expect(res.bytes.byteLength).toBe(bytes.byteLength);
    expect(Buffer.from(res.bytes).equals(Buffer.from(bytes))).toBe(true);
  });
});
