// Starts the real API on 127.0.0.1 with an ephemeral port, memory stores and seeded keys, for HTTP tests.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp, type AppDeps } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createNodeDeps } from '../../src/deps.js';
import { capturingLogger } from './log-capture.js';
import { connectRemoteServer } from './remote-target.js';

export {
  TEST_KEYS,
  TEST_SEED_KEYS,
  createCaller,
  type TestKeyName,
  type CallOptions,
  type CallResult,
  type TestServer,
  type StartOptions,
} from './caller.js';
import { TEST_SEED_KEYS, createCaller, type StartOptions, type TestServer } from './caller.js';

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  // The cross-runtime suite (docs/edge.md) points the same tests at a server on Deno or workerd.
  const remoteUrl = process.env.EINVOICE_TEST_BASE_URL;
  if (remoteUrl) return connectRemoteServer(remoteUrl, options);
  const config = { ...loadConfig({ ...process.env, ...options.env }), seedKeys: options.seedKeys ?? TEST_SEED_KEYS };
  const storage = options.storage ?? (process.env.EINVOICE_TEST_TARGET === 'node-redis' ? undefined : 'memory');
  const base = await createNodeDeps(config, { storage, logger: capturingLogger });
  const deps: AppDeps = { ...base, ...options.deps };
  const app = createApp(deps);
  const server: ServerType = await new Promise((resolve) => {
    // Client and server share this thread: after a test that keeps it busy for seconds, the server's keep-alive
    // timer (Node's default 5 s) and the client's next request on the idle socket race, and the request dies with
    // ECONNRESET. A longer keep-alive leaves the client, which honours the server's hint, to retire sockets first.
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: { keepAliveTimeout: 60_000 } }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const call = createCaller(url);

  return {
    url,
    deps,
    call,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.close?.();
    },
  };
}
