// Crash consistency of the embedded store: the server is killed with SIGKILL in the middle of a burst of
// conversions. Every conversion that answered 201 must be downloadable from the next server on the same data
// directory, and after the next sweep nothing incomplete (a body without metadata, a temporary file) is left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStorage } from 'unstorage';
import { atomicFsDriver } from '../../src/storage/backends/fs-driver.js';
import { createDocumentStore, ORPHAN_GRACE_MS } from '../../src/storage/documents.js';
import { pruneEmptyDirs } from '../../src/storage/prune-empty-dirs.js';
import { startProcessServer } from '../helpers/process-server.js';
import { manyLineInvoice } from '../convert/helpers/fixtures.js';
import { convertBody } from './helpers.js';

const KEY = 'eik_hardening_crash_00000000000000000000000000000';
const env = (dataDir: string) => ({
  EINVOICE_DATA_DIR: dataDir,
  EINVOICE_API_KEYS: JSON.stringify([{ key: KEY, name: 'crash', scopes: ['einvoice:convert'] }]),
});

interface Accepted {
  id: string;
  size: number;
}

describe('SIGKILL during a burst of conversions', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hardening-crash-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('every 201 is downloadable afterwards, and the next sweep leaves only complete documents', async () => {
    const first = await startProcessServer(env(dataDir));
    const accepted: Accepted[] = [];
    let killed = false;
    // Eight clients convert in a loop (small and 200-line invoices, XML and PDF) until the server dies.
    const bodies = [
      convertBody(),
      { invoice: manyLineInvoice(200), target_format: 'peppol_bis_3' },
      { ...convertBody(), target_format: 'facturx', output: 'pdf' },
    ];
    const client = async (n: number) => {
      for (let i = n; !killed; i++) {
        try {
          const res = await fetch(`${first.url}/v1/convert`, {
            method: 'POST',
            headers: { 'X-API-Key': KEY, 'Content-Type': 'application/json' },
            body: JSON.stringify(bodies[i % bodies.length]),
          });
          const body = (await res.json()) as any;
          if (res.status === 201) accepted.push({ id: body.data.conversion_id, size: body.data.document_size_bytes });
          else expect(res.status, JSON.stringify(body)).toBe(201);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, n) => client(n));
    // Kill once a good number of documents exist, while writes are certainly in flight.
    while (accepted.length < 40) await new Promise((r) => setTimeout(r, 20));
    await first.kill('SIGKILL');
    killed = true;
    await Promise.all(clients);
    expect(accepted.length).toBeGreaterThanOrEqual(40);

    const second = await startProcessServer(env(dataDir));
    try {
      for (const doc of accepted) {
        const res = await fetch(`${second.url}/v1/download/${doc.id}`, { headers: { 'X-API-Key': KEY } });
        expect(res.status, doc.id).toBe(200);
        expect((await res.arrayBuffer()).byteLength).toBe(doc.size);
      }
    } finally {
      await second.stop();
    }

    // The next sweep, once the grace period for records being written has passed.
    const base = join(dataDir, 'documents');
    const store = createDocumentStore(createStorage({ driver: atomicFsDriver({ base }) }));
    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    await store.sweep(later);
    await pruneEmptyDirs(join(base, 'doc'), later.getTime());
    const left = readdirSync(join(base, 'doc'));
    for (const id of left) {
      expect(readdirSync(join(base, 'doc', id)).sort(), id).toEqual(['body', 'meta']);
      expect(statSync(join(base, 'doc', id, 'meta')).size).toBeGreaterThan(0);
      expect(await store.get(id, new Date()), id).not.toBeNull();
    }
    for (const doc of accepted) expect(left).toContain(doc.id);
  }, 180_000);
});
