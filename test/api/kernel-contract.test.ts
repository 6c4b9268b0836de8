// The API contract of the kernel over real HTTP: envelope, request ids, keys and scopes, error codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

/** Every authenticated GET endpoint of the kernel with the scope it needs. */
const SCOPED_GETS: Array<[string, 'convert' | 'parse' | 'validate']> = [
  ['/v1/formats', 'convert'],
  ['/v1/requirements', 'convert'],
  ['/v1/requirements/DE', 'convert'],
  ['/v1/download/3f2c8a8e-7c1e-4d57-9a8e-2f8f0b1c9d10', 'convert'],
];

function expectErrorEnvelope(res: { status: number; headers: Headers; body: any }, code: string) {
  expect(res.body.error.code).toBe(code);
  expect(res.body.error.status).toBe(res.status);
  expect(res.body.error.request_id).toBe(res.headers.get('x-request-id'));
  expect(typeof res.body.error.message).toBe('string');
  expect(res.body).not.toHaveProperty('data');
}

describe('public paths', () => {
  it('GET /health answers 200 without a key', async () => {
    const res = await server.call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
  });

  it('GET /docs serves an HTML page under a restrictive CSP, and its script', async () => {
    const page = await server.call('GET', '/docs');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.body).toContain('id="error-INVALID_API_KEY"');
    const script = await server.call('GET', '/docs/app.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
  });
});

describe('API keys and scopes', () => {
  it.each(SCOPED_GETS)('%s without a key: 401 MISSING_API_KEY', async (path) => {
    const res = await server.call('GET', path);
    expect(res.status).toBe(401);
    expectErrorEnvelope(res, 'MISSING_API_KEY');
  });

  it.each(SCOPED_GETS)('%s with an unknown key: 401 INVALID_API_KEY', async (path) => {
    const res = await server.call('GET', path, { key: `eik_${'x'.repeat(40)}` });
    expect(res.status).toBe(401);
    expectErrorEnvelope(res, 'INVALID_API_KEY');
  });

  it.each(SCOPED_GETS)('%s with a key lacking the scope: 403 INSUFFICIENT_SCOPE naming it', async (path, scope) => {
    for (const other of ['none', ...(['convert', 'parse', 'validate'] as const).filter((s) => s !== scope)]) {
      const res = await server.call('GET', path, { key: other });
      expect(res.status).toBe(403);
      expectErrorEnvelope(res, 'INSUFFICIENT_SCOPE');
      expect(res.body.error.message).toContain(`einvoice:${scope}`);
    }
  });

  it('a key of several lines of text is refused, not crashed on', async () => {
    const res = await server.call('GET', '/v1/formats', { key: 'x'.repeat(5000) });
    expect(res.status).toBe(401);
    expectErrorEnvelope(res, 'INVALID_API_KEY');
  });
});

describe('envelope and request ids', () => {
  it('a success is {data, metadata} with the request id of the header', async () => {
    const res = await server.call('GET', '/v1/formats', { key: 'convert' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'metadata']);
    expect(res.body.metadata.request_id).toBe(res.headers.get('x-request-id'));
  });

  it('a plain caller-supplied X-Request-Id is kept; a strange one is replaced', async () => {
    const kept = await server.call('GET', '/v1/formats', { key: 'convert', headers: { 'X-Request-Id': 'client-1234-abcd' } });
    expect(kept.headers.get('x-request-id')).toBe('client-1234-abcd');
    expect(kept.body.metadata.request_id).toBe('client-1234-abcd');
    const replaced = await server.call('GET', '/v1/formats', { key: 'convert', headers: { 'X-Request-Id': '<script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it('every response says nosniff and carries no framework banner', async () => {
    const res = await server.call('GET', '/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('server')).toBeNull();
  });
});

describe('routing errors', () => {
  it('unknown path: 404 ROUTE_NOT_FOUND', async () => {
    const res = await server.call('GET', '/v1/nowhere', { key: 'convert' });
    expect(res.status).toBe(404);
    expectErrorEnvelope(res, 'ROUTE_NOT_FOUND');
  });

  it('known path, wrong method: 405 METHOD_NOT_ALLOWED with Allow', async () => {
    const res = await server.call('DELETE', '/v1/formats', { key: 'convert' });
    expect(res.status).toBe(405);
    expectErrorEnvelope(res, 'METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).toContain('GET');
    const withParam = await server.call('PUT', '/v1/requirements/DE', { key: 'convert' });
    expect(withParam.status).toBe(405);
  });

  it('error bodies link to the documentation of their code', async () => {
    const res = await server.call('GET', '/v1/formats');
    expect(res.body.error.doc_url).toBe(`${server.url}/docs#error-MISSING_API_KEY`);
  });
});
