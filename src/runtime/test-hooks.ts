// Test hooks for the cross-runtime suite (test/edge, docs/edge.md): when EINVOICE_TEST_HOOKS=1, the runtime
// entries (Deno, Workers) serve the app behind a thin shell that lets the HTTP tests do over the wire what
// they do in process on Node: set the clock per request (X-Test-Now) and reach the key and document stores.
// Never enable it in production: anyone could read documents through /__test.
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.js';

export const TEST_HOOKS_PREFIX = '/__test';

export function testHooksEnabled(env: Record<string, string | undefined>): boolean {
  return env.EINVOICE_TEST_HOOKS === '1';
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

interface FetchApp {
  fetch(request: Request, env?: unknown, ctx?: unknown): Response | Promise<Response>;
}

/**
 * Builds the app with a clock the tests steer, and wraps it with the /__test routes. The clock is one value for
 * the whole instance (the last X-Test-Now seen): the suites that steer it send their requests one at a time.
 */
export function withTestHooks(deps: AppDeps, build: (deps: AppDeps) => FetchApp): FetchApp {
  let steeredNow: Date | null = null;
  const hooked: AppDeps = { ...deps, clock: () => steeredNow ?? deps.clock() };
  const app = build(hooked);
  const shell = new Hono();

  shell.use('*', async (c, next) => {
    const header = c.req.header('x-test-now');
    steeredNow = header && !Number.isNaN(Date.parse(header)) ? new Date(header) : null;
    await next();
  });
  shell.post(`${TEST_HOOKS_PREFIX}/keys/find`, async (c) => {
    const { key } = await c.req.json<{ key: string }>();
    return c.json({ record: await hooked.keys.find(key) });
  });
  shell.post(`${TEST_HOOKS_PREFIX}/keys/create`, async (c) => {
    const { options, now } = await c.req.json();
    return c.json(await hooked.keys.create(options, new Date(now)));
  });
  shell.post(`${TEST_HOOKS_PREFIX}/documents/put`, async (c) => {
    const { body, meta, now } = await c.req.json<{ body: string; meta: { content_type: string; filename: string; account: string }; now: string }>();
    return c.json({ meta: await hooked.documents.put(fromBase64(body), meta, new Date(now)) });
  });
  shell.post(`${TEST_HOOKS_PREFIX}/documents/get`, async (c) => {
    const { id, now } = await c.req.json<{ id: string; now: string }>();
    const found = await hooked.documents.get(id, new Date(now));
    return c.json({ document: found && { meta: found.meta, body: toBase64(found.body) } });
  });
  shell.post(`${TEST_HOOKS_PREFIX}/limits/consume`, async (c) => {
    const { keyId, bucket, limit, now } = await c.req.json<{ keyId: string; bucket: string; limit: number; now: string }>();
    return c.json({ decision: await hooked.limiter.consume(keyId, bucket, limit, new Date(now)) });
  });
  // Everything else is the API itself, with its own 404/405 and error handling.
  shell.all('*', (c) => {
    let ctx: unknown;
    try {
      ctx = c.executionCtx;
    } catch {
      ctx = undefined; // Node and Deno have no execution context
    }
    return app.fetch(c.req.raw, c.env, ctx);
  });
  return shell;
}
