// `npm run start:worker`: the API on workerd through `wrangler dev`, with local KV and R2 (miniflare, kept under
// <EINVOICE_DATA_DIR>/wrangler), serving on PORT and taking the same environment as `npm start`: every
// EINVOICE_* and UPSTASH_REDIS_REST_* variable set here is handed to the Worker as a var.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const port = process.env.PORT || '8787';
const host = process.env.HOST || '0.0.0.0';
const dataDir = resolve(process.env.EINVOICE_DATA_DIR || '.data');
const forwarded = Object.entries(process.env).filter(
  ([name, value]) => value !== undefined && value !== '' && (name.startsWith('EINVOICE_') || name.startsWith('UPSTASH_REDIS_REST_')),
);

const args = [
  'dev',
  '--port',
  port,
  '--ip',
  host,
  '--persist-to',
  join(dataDir, 'wrangler'),
  ...forwarded.flatMap(([name, value]) => ['--var', `${name}:${value}`]),
];
const wrangler = spawn(join('node_modules', '.bin', 'wrangler'), args, { stdio: 'inherit', env: { WRANGLER_SEND_METRICS: 'false', ...process.env } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => wrangler.kill(signal));
wrangler.on('exit', (code) => process.exit(code ?? 0));
