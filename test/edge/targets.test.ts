// One API test suite, several runtimes: the shared HTTP tests (SHARED_API_TESTS) run again against Node with
// Redis, Deno (files + Redis limits) and workerd (local KV/R2 + Upstash limits through the bridge), each in a
// child vitest pointed at the target. The embedded Node target is the main suite itself.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SHARED_API_TESTS, startTarget, type TargetName } from '../helpers/targets.js';

const STARTED_TARGETS: TargetName[] = ['node-redis', 'deno', 'workerd'];

function runSharedTests(env: Record<string, string>): Promise<{ code: number; output: string }> {
  // The child must not think it is a worker of this vitest.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_OPTIONS'));
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=dot', ...SHARED_API_TESTS], {
      env: { ...inherited, ...env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

describe.each(STARTED_TARGETS)('the shared API tests on %s', (name) => {
  it('pass', async () => {
    const target = await startTarget(name);
    try {
      const { code, output } = await runSharedTests(target.env);
      expect(code, `${output.slice(-6000)}\n--- ${name} server ---\n${target.output().slice(-3000)}`).toBe(0);
    } finally {
      await target.stop();
    }
  }, 600_000);
});
