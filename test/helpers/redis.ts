// A real Redis for the scale-out tests: EINVOICE_TEST_REDIS_URL when set (CI may run one), else a private
// redis-server (Debian's, installed by .ci/run) on a free loopback port, without persistence, stopped at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './process-server.js';

export interface TestRedis {
  url: string;
  /** A fresh client; closed by stop(). */
  client(): Redis;
  stop(): Promise<void>;
}

async function waitForPing(url: string, child: ChildProcess | null, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`redis-server exited early:\n${log()}`);
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined); // refusals are expected until the server listens
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return;
    } catch {
      /* not listening yet */
    } finally {
      probe.disconnect();
    }
    if (Date.now() > deadline) throw new Error(`redis at ${url} did not answer within 15 s:\n${log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startRedis(): Promise<TestRedis> {
  const clients: Redis[] = [];
  const client = (url: string) => () => {
    const c = new Redis(url, { maxRetriesPerRequest: 2 });
    clients.push(c);
    return c;
  };
  const closeClients = () => clients.forEach((c) => c.disconnect());

  const external = process.env.EINVOICE_TEST_REDIS_URL;
  if (external) {
    await waitForPing(external, null, () => '');
    return { url: external, client: client(external), stop: async () => closeClients() };
  }

  const port = await freePort();
  let log = '';
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const spawnFailure = new Promise<never>((_, reject) =>
    child.once('error', (e) => reject(new Error(`cannot start redis-server (apt-get install redis-server): ${e.message}`))),
  );
  const url = `redis://127.0.0.1:${port}`;
  await Promise.race([waitForPing(url, child, () => log), spawnFailure]);
  return {
    url,
    client: client(url),
    stop: () =>
      new Promise((resolve) => {
        closeClients();
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
