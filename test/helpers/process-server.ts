// Starts the built server as users run it (`node dist/node.mjs`, what `npm start` runs) in a child process
// on a free loopback port, for end-to-end tests of the start path, the key command and the README.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface ProcessServer {
  url: string;
  /** The server's process id (for prlimit and /proc). */
  pid: number;
  stop(): Promise<void>;
  /** Sends `signal` and resolves when the process has exited (SIGKILL: a crash, nothing runs after it). */
  kill(signal: NodeJS.Signals): Promise<void>;
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

/** `uid`/`gid`: run as another user (root only), so file permissions apply to the server as they do in production. */
export async function startProcessServer(env: Record<string, string>, user: { uid?: number; gid?: number } = {}): Promise<ProcessServer> {
  buildOnce();
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/node.mjs'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...user,
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(child, url, () => log, 30_000);
  return {
    url,
    pid: child.pid!,
    output: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    kill: (signal) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
