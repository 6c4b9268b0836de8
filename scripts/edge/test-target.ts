// `npm run test:target -- <node|node-redis|deno|workerd> [test files…]`: starts the target and runs the shared
// API tests (or the given files) against it with vitest.
import { spawn } from 'node:child_process';
import { SHARED_API_TESTS, startTarget, TARGETS, type TargetName } from '../../test/helpers/targets.js';

const [name, ...files] = process.argv.slice(2);
if (!TARGETS.includes(name as TargetName)) {
  console.error(`usage: npm run test:target -- <${TARGETS.join('|')}> [test files…]`);
  process.exit(2);
}
const target = await startTarget(name as TargetName);
let status = 1;
try {
  // Asynchronously: this process also serves the Redis bridge the target may call while the tests run.
  const vitest = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...(files.length ? files : SHARED_API_TESTS)], {
    stdio: 'inherit',
    env: { ...process.env, ...target.env },
  });
  status = await new Promise<number>((resolve) => vitest.once('exit', (code) => resolve(code ?? 1)));
  if (status !== 0 && target.output()) console.error(`--- ${name} server output ---\n${target.output().slice(-4000)}`);
} finally {
  await target.stop();
}
process.exit(status);
