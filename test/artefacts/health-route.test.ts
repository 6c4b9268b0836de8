// GET /health through the real server: it lists the installed rule sets and names what is missing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artefactManifest } from '../../src/artefacts/manifest.js';
import { INSTALL_COMMAND } from '../../src/artefacts/status.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { REFERENCE_DIR, writableCopy } from './upstream.js';

describe('GET /health rule sets', () => {
  let workDir: string;
  let complete: TestServer;
  let partial: TestServer;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'artefacts-health-'));
    const copy = join(workDir, 'artefacts');
    writableCopy(REFERENCE_DIR, copy);
    rmSync(join(copy, 'peppol-bis-3/PEPPOL-EN16931-UBL.sch'));
    complete = await startServer({ env: { EINVOICE_ARTEFACTS_DIR: REFERENCE_DIR } });
    partial = await startServer({ env: { EINVOICE_ARTEFACTS_DIR: copy } });
  });
  afterAll(async () => {
    await Promise.all([complete.close(), partial.close()]);
    rmSync(workDir, { recursive: true, force: true });
  });

  it('lists every rule set as installed when the artefacts are complete', async () => {
    const res = await complete.call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body.rule_sets).toEqual({ installed: artefactManifest.scenarios.map((s) => s.id), missing: [], install_command: null });
  });

  it('names the rule sets a missing file disables, with the command that installs them', async () => {
    const res = await partial.call('GET', '/health');
    // A supported format that cannot be validated makes the service degraded.
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'degraded', problems: [expect.stringContaining('peppol-bis-3-ubl')] });
    // XRechnung runs its own released Schematron (Peppol rules merged in), so only Peppol UBL needs this file.
    expect(res.body.rule_sets.missing).toEqual([{ rule_set: 'peppol-bis-3-ubl', missing_files: 1 }]);
    expect(res.body.rule_sets.install_command).toBe(INSTALL_COMMAND);
    expect(JSON.stringify(res.body)).not.toContain(workDir);
  });
});
