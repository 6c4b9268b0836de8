// Storage and artefact faults injected for real: an unreadable document, a read-only documents directory and
// a process out of file descriptors (prlimit on the server process) each answer 503 STORAGE_UNAVAILABLE with
// Retry-After, never a 404 or a 500, never a path; each is logged once at error level with its errno code. A
// missing imported XSD answers 503 RULES_NOT_INSTALLED, as /health reports it. A client that disconnects
// mid-upload is logged at info level as a disconnect, not as a failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createStorage } from 'unstorage';
import { atomicFsDriver } from '../../src/storage/backends/fs-driver.js';
import { createKeyStore } from '../../src/storage/keys.js';
import { createValidationEngine } from '../../src/validation/engine.js';
import { artefactsHealthCheck } from '../../src/artefacts/health.js';
import { artefactManifest } from '../../src/artefacts/manifest.js';
import { createNodeLoader, defaultCacheDir } from '../../schematron/node.js';
import { startProcessServer, type ProcessServer } from '../helpers/process-server.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { capturedLogLines } from '../helpers/log-capture.js';
import { convertBody } from './helpers.js';

const SEEDED = 'eik_hardening_iofaults_0000000000000000000000000';
const peppolDocument = (JSON.parse(readFileSync('examples/requests/validate-peppol.json', 'utf8')) as { document: string }).document;

/** As root, the server runs as nobody so that permissions bind it as they would in production. */
const NOBODY = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

/** One keep-alive connection: a process out of descriptors cannot accept new ones, but serves this one. */
function onOneConnection(base: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return (path: string, key: string, method = 'GET', body?: unknown) =>
    new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((done, fail) => {
      const req = request(
        `${base}${path}`,
        { agent, method, headers: { 'X-API-Key': key, ...(body ? { 'Content-Type': 'application/json' } : {}) } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (text += d));
          res.on('end', () => done({ status: res.statusCode!, headers: res.headers, text }));
        },
      );
      req.on('error', fail);
      req.end(body ? JSON.stringify(body) : undefined);
    });
}

function errorLines(server: ProcessServer, requestId: string): Array<Record<string, unknown>> {
  return server
    .output()
    .split('\n')
    .filter((l) => l.includes(requestId))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** 503 STORAGE_UNAVAILABLE with Retry-After, no path or stack in the body, one error line naming the errno code. */
async function expectFault(
  server: ProcessServer,
  dataDir: string,
  res: { status: number; headers: Record<string, unknown>; text: string },
  fault: string,
): Promise<void> {
  expect(res.status, res.text).toBe(503);
  const body = JSON.parse(res.text);
  expect(body.error.code).toBe('STORAGE_UNAVAILABLE');
  expect(res.headers['retry-after']).toBe('5');
  expect(res.text).not.toContain(dataDir);
  expect(res.text).not.toMatch(/\bat \S+:\d+/);
  // The child writes error lines to stderr and access lines to stdout: wait until its error line has arrived.
  const errorsOf = () => errorLines(server, body.error.request_id).filter((l) => l.level === 'error');
  for (const deadline = Date.now() + 3_000; errorsOf().length === 0 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 25));
  const errors = errorsOf();
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({ msg: 'request failed', code: 'STORAGE_UNAVAILABLE', fault });
}

describe('document store faults on a real server', () => {
  let dataDir: string;
  let server: ProcessServer;
  let call: ReturnType<typeof onOneConnection>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hardening-iofaults-'));
    if (NOBODY.uid !== undefined) execFileSync('chown', ['-R', `${NOBODY.uid}:${NOBODY.gid}`, dataDir]);
    server = await startProcessServer(
      {
        EINVOICE_DATA_DIR: dataDir,
        EINVOICE_API_KEYS: JSON.stringify([{ key: SEEDED, name: 'faults', scopes: ['einvoice:convert'], account: 'acct_faults' }]),
      },
      NOBODY,
    );
    call = onOneConnection(server.url);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const expectStorageFault = (res: { status: number; headers: Record<string, unknown>; text: string }, fault: string) =>
    expectFault(server, dataDir, res, fault);

  async function converted(): Promise<string> {
    const res = await call('/v1/convert', SEEDED, 'POST', convertBody());
    expect(res.status, res.text).toBe(201);
    return JSON.parse(res.text).data.conversion_id as string;
  }

  it('an unreadable document answers 503, and is there again once readable', async () => {
    const id = await converted();
    const body = join(dataDir, 'documents', 'doc', id, 'body');
    chmodSync(body, 0o000);
    await expectStorageFault(await call(`/v1/download/${id}`, SEEDED), 'EACCES');
    chmodSync(body, 0o600);
    expect((await call(`/v1/download/${id}`, SEEDED)).status).toBe(200);
  });

  it('a read-only documents directory answers 503 on convert and stores nothing', async () => {
    const docs = join(dataDir, 'documents', 'doc');
    const before = readdirSync(docs).sort();
    chmodSync(docs, 0o500);
    try {
      await expectStorageFault(await call('/v1/convert', SEEDED, 'POST', convertBody()), 'EACCES');
    } finally {
      chmodSync(docs, 0o700);
    }
    expect(readdirSync(docs).sort()).toEqual(before);
  });
});

describe('a server process out of file descriptors', () => {
  // Runs as the test's own user: lowering another user's limits needs privileges containers rarely grant.
  let dataDir: string;
  let server: ProcessServer;
  let storedKey: string;
  let call: ReturnType<typeof onOneConnection>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hardening-emfile-'));
    const keys = await createKeyStore(createStorage({ driver: atomicFsDriver({ base: join(dataDir, 'keys') }) }));
    storedKey = (await keys.create({ name: 'stored', scopes: ['einvoice:convert'], account: 'acct_faults' }, new Date())).key;
    // No worker threads: they open rule-set files of their own, which would race with the descriptor limit.
    server = await startProcessServer({
      EINVOICE_WORKERS: '0',
      EINVOICE_DATA_DIR: dataDir,
      EINVOICE_API_KEYS: JSON.stringify([{ key: SEEDED, name: 'faults', scopes: ['einvoice:convert'], account: 'acct_faults' }]),
    });
    call = onOneConnection(server.url);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('download and key lookup answer 503 (EMFILE), not 404 or 500', async () => {
    const created = await call('/v1/convert', SEEDED, 'POST', convertBody());
    expect(created.status, created.text).toBe(201);
    const id = JSON.parse(created.text).data.conversion_id as string;
    expect((await call(`/v1/download/${id}`, storedKey)).status).toBe(200);
    // A new descriptor takes the lowest free number, and fails (EMFILE) when that is not below the limit.
    const used = new Set(readdirSync(`/proc/${server.pid}/fd`).map(Number));
    let lowestFree = 0;
    while (used.has(lowestFree)) lowestFree++;
    execFileSync('prlimit', [`--pid=${server.pid}`, `--nofile=${lowestFree}:20000`]);
    try {
      await expectFault(server, dataDir, await call(`/v1/download/${id}`, SEEDED), 'EMFILE');
      await expectFault(server, dataDir, await call(`/v1/download/${id}`, storedKey), 'EMFILE');
    } finally {
      execFileSync('prlimit', [`--pid=${server.pid}`, '--nofile=20000:20000']);
    }
    expect((await call(`/v1/download/${id}`, SEEDED)).status).toBe(200);
    // An id that never existed is still a plain 404.
    expect((await call(`/v1/download/${crypto.randomUUID()}`, SEEDED)).status).toBe(404);
  });
});

describe('a missing imported XSD', () => {
  let artefacts: string;
  let server: TestServer;
  const IMPORTED = 'ubl-2.1/xsdrt/common/UBL-CommonBasicComponents-2.1.xsd';

  beforeAll(async () => {
    // Every official artefact as a link, except one XSD that the UBL invoice schema imports.
    const shared = resolve('../shared/artefacts');
    artefacts = mkdtempSync(join(tmpdir(), 'hardening-artefacts-'));
    for (const file of artefactManifest.files) {
      if (file.path === IMPORTED) continue;
      mkdirSync(dirname(join(artefacts, file.path)), { recursive: true });
      try {
        symlinkSync(join(shared, file.path), join(artefacts, file.path));
      } catch {
        /* files the manifest lists twice */
      }
    }
    const validation = createValidationEngine({ artefactsDir: artefacts, loader: createNodeLoader(defaultCacheDir()) });
    server = await startServer({ deps: { validation, healthChecks: [artefactsHealthCheck(artefacts)] } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(artefacts, { recursive: true, force: true });
  });

  it('answers 503 RULES_NOT_INSTALLED without a path, as /health lists the rule set missing', async () => {
    const res = await server.call('POST', '/v1/validate', { key: 'validate', body: { document: peppolDocument } });
    expect(res.status, JSON.stringify(res.body)).toBe(503);
    expect(res.body.error.code).toBe('RULES_NOT_INSTALLED');
    expect(JSON.stringify(res.body)).not.toContain(artefacts);
    expect(JSON.stringify(res.body)).not.toContain(tmpdir());
    const health = await server.call('GET', '/health');
    expect(health.body.rule_sets.missing.map((m: { rule_set: string }) => m.rule_set)).toContain('peppol-bis-3-ubl');
    // Besides the access-log line every request writes, one error line.
    const logged = capturedLogLines.map((l) => JSON.parse(l)).filter((l) => l.request_id === res.body.error.request_id && l.msg !== 'request');
    expect(logged).toEqual([expect.objectContaining({ level: 'error', code: 'RULES_NOT_INSTALLED' })]);
  });
});

describe('a client that disconnects mid-upload', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  }, 60_000);
  afterAll(async () => server?.close());

  it('is logged at info level as a disconnect, with no error line', async () => {
    const { port } = new URL(server.url);
    const requestId = `disconnect-${crypto.randomUUID()}`;
    await new Promise<void>((done) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /v1/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nX-API-Key: eik_test_validate_0000000000000000000000000000\r\nX-Request-Id: ${requestId}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"document": "<Invoice`,
        );
        setTimeout(() => {
          socket.destroy();
          done();
        }, 200);
      });
    });
    const deadline = Date.now() + 5_000;
    let lines: Array<Record<string, unknown>> = [];
    while (Date.now() < deadline) {
      // The access-log line (msg "request") is left aside: the disconnect itself is the one line asserted.
      lines = capturedLogLines.map((l) => JSON.parse(l)).filter((l) => l.request_id === requestId && l.msg !== 'request');
      if (lines.length > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(lines).toEqual([expect.objectContaining({ level: 'info', msg: 'client disconnected' })]);
  });
});
