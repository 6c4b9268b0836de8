// Starts the built server as users run it (`node dist/node.mjs`, what `npm start` runs) in a child process
// on a free loopback port, for end-to-end tests of the start path, the key command and the README.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface ProcessServer {
  url: string;
  stop(): Promise<void>;
  output(): string;
}

export function buildOnce(): void {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `${url}/health` until the child answers; throws with its output when it exits or the time runs out. */
export async function waitUntilHealthy(child: ChildProcess, url: string, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      // Up means answering: 200 ok, or 503 degraded (e.g. started without the rule sets on purpose).
      if ([200, 503].includes((await fetch(`${url}/health`)).status)) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start within ${timeoutMs / 1000} s:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startProcessServer(env: Record<string, string>): Promise<ProcessServer> {
  buildOnce();
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/node.mjs'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(child, url, () => log, 30_000);
  return {
    url,
    output: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
