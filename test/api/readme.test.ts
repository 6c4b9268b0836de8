// Runs the README's curl examples against the server as `npm start` runs it, with a key made by `npm run key`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOnce, startProcessServer, type ProcessServer } from '../helpers/process-server.js';

/** Every `curl` line of a bash block in the README section "Calling the API" and the sections after it. */
function readmeCurls(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const from = readme.indexOf('## Calling the API');
  const blocks = [...readme.slice(from).matchAll(/```bash\n([\s\S]*?)```/g)].map((m) => m[1]!);
  return blocks
    .flatMap((b) => b.split('\n'))
    .map((l) => l.trim())
    .filter((l) => l.startsWith('curl '));
}

let dataDir: string;
let server: ProcessServer;
let key: string;
const hadInvoiceFile = existsSync('invoice.xml');

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'readme-'));
  buildOnce();
  key = execFileSync(
    process.execPath,
    ['dist/key.mjs', 'create', '--name', 'readme', '--scopes', 'einvoice:convert,einvoice:validate,einvoice:parse'],
    {
      env: { ...process.env, EINVOICE_DATA_DIR: dataDir },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  ).trim();
  server = await startProcessServer({ EINVOICE_DATA_DIR: dataDir });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  // The download example saves invoice.xml in the working directory, as a user would.
  if (!hadInvoiceFile) rmSync('invoice.xml', { force: true });
});

describe('start-up as `npm start` runs it', () => {
  // First, before any request: a worker must finish its warm-up while no task wakes it.
  it('loads every installed rule set in the background after listening, with no request arriving, and says so', async () => {
    const deadline = Date.now() + 90_000;
    while (!server.output().includes('"msg":"rule sets loaded"') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(server.output()).toContain('"msg":"rule sets loaded"');
    expect(server.output()).not.toContain('rule sets not loaded at start');
  }, 120_000);
});

describe('README examples', () => {
  const curls = readmeCurls();

  it('the README has curl examples for the endpoints', () => {
    expect(curls.length).toBeGreaterThanOrEqual(6);
  });

  it.each(curls)('%s', (command) => {
    const output = execFileSync('bash', ['-c', `${command} -w '\\n%{http_code}'`], {
      env: { ...process.env, KEY: key, EINVOICE_URL: server.url },
      cwd: process.cwd(),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const status = Number(output.trim().split('\n').pop());
    expect(status, output.slice(0, 500)).toBeGreaterThanOrEqual(200);
    expect(status, output.slice(0, 500)).toBeLessThan(300);
  });
});
