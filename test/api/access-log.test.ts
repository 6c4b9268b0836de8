// The access log: one JSON line per request with method, route pattern, status, time and request id, and
// nothing the caller sent (no body, no key, no path value such as a document id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogLines } from '../helpers/log-capture.js';
import { TEST_KEYS, startServer, type TestServer } from '../helpers/server.js';

const accessLines = (requestId: string) =>
  capturedLogLines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request' && l.request_id === requestId);

describe('access log', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('writes one line per request with the route pattern and no request value', async () => {
    const id = '3f2c8a8e-7c1e-4d57-9a8e-2f8f0b1c9d10';
    const res = await server.call('GET', `/v1/download/${id}`, { key: 'convert', headers: { 'X-Request-Id': 'access-log-test-1' } });
    expect(res.status).toBe(404);
    const lines = accessLines('access-log-test-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/v1/download/:conversion_id',
      status: 404,
      request_id: 'access-log-test-1',
    });
    expect(typeof lines[0].ms).toBe('number');
    const text = JSON.stringify(lines[0]);
    expect(text).not.toContain(id);
    expect(text).not.toContain(TEST_KEYS.convert);
  });

  it('logs refused and unknown requests too, without their path', async () => {
    await server.call('POST', '/v1/convert', {
      key: 'convert',
      body: { invoice: { invoice_number: 'SECRET-PO-777' } },
      headers: { 'X-Request-Id': 'access-log-test-2' },
    });
    await server.call('GET', '/v1/no-such-thing-here', { headers: { 'X-Request-Id': 'access-log-test-3' } });
    expect(accessLines('access-log-test-2')).toEqual([expect.objectContaining({ route: '/v1/convert', status: 422 })]);
    expect(JSON.stringify(accessLines('access-log-test-2'))).not.toContain('SECRET-PO-777');
    expect(accessLines('access-log-test-3')).toEqual([expect.objectContaining({ route: '(no route)', status: 404 })]);
  });
});
