// Status for start-up and /health, the start-up hook, the swap repair, and the CLI's exit codes and messages.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureArtefacts } from '../../src/artefacts/ensure.js';
import { artefactsHealthCheck } from '../../src/artefacts/health.js';
import { assertRuleSetInstalled } from '../../src/artefacts/guard.js';
import { ApiError } from '../../src/http/errors.js';
import { artefactManifest as manifest } from '../../src/artefacts/manifest.js';
import { artefactsStatus, INSTALL_COMMAND } from '../../src/artefacts/status.js';
import { recoverInterruptedSwap } from '../../src/artefacts/swap.js';
import { buildArchives, REFERENCE_DIR, writableCopy, startArchiveServer, type ArchiveServer } from './upstream.js';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const quiet = () => {};
let workDir: string;
let server: ArchiveServer;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'artefacts-status-'));
  server = await startArchiveServer(buildArchives(manifest));
});
afterAll(async () => {
  await server.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('artefactsStatus and the /health check', () => {
  it('reports every rule set installed for the reference copy', () => {
    const status = artefactsStatus(REFERENCE_DIR);
    expect(status.map((s) => s.scenario)).toEqual(manifest.scenarios.map((s) => s.id));
    expect(status.filter((s) => !s.installed)).toEqual([]);
  });

  it('names the rule sets a missing file breaks, and only those', async () => {
    const copy = mkdtempSync(join(workDir, 'partial-'));
    writableCopy(REFERENCE_DIR, copy);
    const gone = 'facturx-1.09.2/schematron/FACTUR-X_EN16931_codedb.xml';
    rmSync(join(copy, gone), { force: true });

    const broken = artefactsStatus(copy).filter((s) => !s.installed);
    expect(broken).toEqual([{ scenario: 'facturx-en16931', name: expect.any(String), installed: false, missing: [gone] }]);
    const health = await artefactsHealthCheck(copy)();
    expect(health.rule_sets.missing).toEqual([{ rule_set: 'facturx-en16931', missing_files: 1 }]);
    expect(health.rule_sets.install_command).toBe(INSTALL_COMMAND);
    expect(health.rule_sets.installed).toContain('xrechnung-3-ubl');

    // validate / convert self-check: 503 naming the rule set and the install command; others still run.
    expect(() => assertRuleSetInstalled(copy, 'xrechnung-3-ubl')).not.toThrow();
    expect(() => assertRuleSetInstalled(copy, 'a-plugin-rule-set')).not.toThrow();
    let refused: unknown;
    try {
      assertRuleSetInstalled(copy, 'facturx-en16931');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 503, code: 'RULES_NOT_INSTALLED', message: expect.stringContaining('facturx-en16931') });
    expect((refused as ApiError).extras.suggestion).toContain(INSTALL_COMMAND);
  });

  it('reports nothing installed for an empty directory', () => {
    expect(artefactsStatus(join(workDir, 'nowhere')).every((s) => !s.installed && s.missing.length > 0)).toBe(true);
  });
});

describe('ensureArtefacts (start-up)', () => {
  it('installs into a missing directory, then leaves an existing one alone', async () => {
    const config = { artefactsDir: join(workDir, 'fresh', 'artefacts'), dataDir: join(workDir, 'fresh', 'data') };
    const first = await ensureArtefacts(config, { mirror: server.url, log: quiet });
    expect(first.action).toBe('installed');
    expect(first.status.every((s) => s.installed)).toBe(true);
    expect(existsSync(join(config.dataDir, 'cache', 'artefacts', manifest.archives[0]!.fileName))).toBe(true);

    const requests = server.requests.length;
    const second = await ensureArtefacts(config, { mirror: server.url, log: quiet });
    expect(second.action).toBe('none');
    expect(server.requests.length).toBe(requests);
  });

  it('installs what a newer manifest pins (a new rule version) into its own directory at start, never into a copy it does not own', async () => {
    const config = { artefactsDir: join(workDir, 'upgrade', 'artefacts'), dataDir: join(workDir, 'upgrade', 'data') };
    expect((await ensureArtefacts(config, { mirror: server.url, log: quiet })).action).toBe('installed');
    // An installation made before Peppol 3.0.21 was pinned: its files are missing.
    rmSync(join(config.artefactsDir, 'peppol-bis-3.0.21'), { recursive: true, force: true });
    expect(artefactsStatus(config.artefactsDir).find((s) => s.scenario === 'peppol-self-billing-3-ubl')!.installed).toBe(false);
    const upgraded = await ensureArtefacts(config, { mirror: server.url, log: quiet });
    expect(upgraded.action).toBe('installed');
    expect(upgraded.status.every((s) => s.installed)).toBe(true);

    const copy = join(workDir, 'upgrade', 'by-hand');
    writableCopy(join(REFERENCE_DIR, 'peppol-bis-3'), join(copy, 'peppol-bis-3'));
    const untouched = await ensureArtefacts({ artefactsDir: copy, dataDir: config.dataDir }, { mirror: server.url, log: quiet });
    expect(untouched.action).toBe('none');
    expect(readdirSync(copy)).toEqual(['peppol-bis-3']);
  });

  it('does not throw when the install fails: the server starts and reports what is missing', async () => {
    const config = { artefactsDir: join(workDir, 'offline', 'artefacts'), dataDir: join(workDir, 'offline', 'data') };
    const lines: string[] = [];
    const result = await ensureArtefacts(config, { mirror: 'http://127.0.0.1:9', log: (l) => lines.push(l) });
    expect(result.action).toBe('failed');
    expect(result.error).toMatch(/cannot reach/);
    expect(result.status.every((s) => !s.installed)).toBe(true);
    expect(lines.join('\n')).toContain(INSTALL_COMMAND);
  });
});

describe('swap repair', () => {
  it('puts back a tree left aside when a swap was cut short between its two renames', async () => {
    const parent = mkdtempSync(join(workDir, 'swap-'));
    const target = join(parent, 'artefacts');
    mkdirSync(join(parent, '.artefacts.previous-1-1'));
    writeFileSync(join(parent, '.artefacts.previous-1-1', 'kept.txt'), 'kept');
    await recoverInterruptedSwap(target);
    expect(readdirSync(target)).toEqual(['kept.txt']);
    expect(readdirSync(parent)).toEqual(['artefacts']);
  });
});

describe('npm run artefacts:install (CLI)', () => {
  const run = (args: string[], env: Record<string, string>) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/artefacts/install.ts', ...args], {
      cwd: projectRoot,
      env: { ...process.env, ...env },
    }).then(
      ({ stderr }) => ({ code: 0, stderr }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );

  it('exits 0 after installing, and exits 1 naming the archive when the server fails', async () => {
    const dataDir = join(workDir, 'cli-data');
    const target = join(workDir, 'cli', 'artefacts');
    const ok = await run(['--mirror', server.url], { EINVOICE_ARTEFACTS_DIR: target, EINVOICE_DATA_DIR: dataDir });
    expect(ok.code).toBe(0);
    expect(ok.stderr).toMatch(/14 of 14 rule sets installed/);

    const failing = manifest.archives[1]!;
    server.faults.set(failing.fileName, 'http-500');
    const bad = await run(['--mirror', server.url, '--force'], { EINVOICE_ARTEFACTS_DIR: target, EINVOICE_DATA_DIR: join(workDir, 'cli-data-2') });
    server.faults.clear();
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(`nothing installed: download of ${failing.fileName} failed: HTTP 500`);
    expect(artefactsStatus(target).every((s) => s.installed)).toBe(true);
  });
});
