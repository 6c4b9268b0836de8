// CORS is off unless EINVOICE_CORS_ORIGINS names the browser origins that may call the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let off: TestServer;
let on: TestServer;
beforeAll(async () => {
  off = await startServer();
  on = await startServer({ env: { EINVOICE_CORS_ORIGINS: 'https://app.example.com, https://admin.example.com' } });
});
afterAll(async () => {
  await off.close();
  await on.close();
});

const preflight = {
  Origin: 'https://app.example.com',
  'Access-Control-Request-Method': 'POST',
  'Access-Control-Request-Headers': 'x-api-key, content-type',
};

describe('CORS', () => {
  it('is off by default: no CORS headers, even for a preflight', async () => {
    const res = await off.call('OPTIONS', '/v1/convert', { headers: preflight });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const get = await off.call('GET', '/v1/formats', { key: 'convert', headers: { Origin: 'https://app.example.com' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows exactly the configured origins, with the API key header', async () => {
    const res = await on.call('OPTIONS', '/v1/convert', { headers: preflight });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-api-key');
    const get = await on.call('GET', '/v1/formats', { key: 'convert', headers: { Origin: 'https://admin.example.com' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('https://admin.example.com');
    expect(get.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
    const other = await on.call('GET', '/v1/formats', { key: 'convert', headers: { Origin: 'https://evil.example.net' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
