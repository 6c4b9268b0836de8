// The installer end to end, without internet: a local server plays GitHub (or a mirror) and serves archives
// built in the upstream layout from ../shared/artefacts. Every failure must leave the previous tree as it was.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { downloadArchive } from '../../src/artefacts/download.js';
import { installArtefacts, INSTALL_MARKER, type InstallOptions } from '../../src/artefacts/install.js';
import { artefactManifest, isArchiveMember, type ArtefactManifest } from '../../src/artefacts/manifest.js';
import { artefactsStatus } from '../../src/artefacts/status.js';
import { buildArchives, REFERENCE_DIR, writableCopy, startArchiveServer, type ArchiveServer } from './upstream.js';

const manifest = artefactManifest;
const quiet = () => {};
let workDir: string;
let server: ArchiveServer;
let goodArchives: Map<string, Buffer>;

/** Every file below `dir` with its SHA-256: a fingerprint to prove a tree did not change. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

function freshDir(name: string): string {
  return mkdtempSync(join(workDir, `${name}-`));
}

function options(extra: Partial<InstallOptions> & { targetDir: string }): InstallOptions {
  return { cacheDir: freshDir('cache'), mirror: server.url, log: quiet, ...extra };
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'artefacts-install-'));
  goodArchives = buildArchives(manifest);
  server = await startArchiveServer(goodArchives);
});

afterAll(async () => {
  await server.close();
  rmSync(workDir, { recursive: true, force: true });
});

beforeEach(() => {
  server.files = goodArchives;
  server.faults.clear();
  server.requests.length = 0;
});

describe('install from archives', () => {
  it('downloads each archive once, verifies and installs every archive member, and reports all rule sets installed', async () => {
    const target = join(freshDir('target'), 'artefacts');
    const result = await installArtefacts(options({ targetDir: target }));

    expect(result.action).toBe('installed');
    expect([...server.requests].sort()).toEqual(manifest.archives.map((a) => a.fileName).sort());
    for (const file of manifest.files.filter(isArchiveMember)) {
      expect(readFileSync(join(target, file.path)).equals(readFileSync(join(REFERENCE_DIR, file.path))), file.path).toBe(true);
    }
    // The compiled licence notices have no upstream file; they are reported, not silently skipped.
    expect(result.notAvailable.sort()).toEqual(
      manifest.files
        .filter((f) => !isArchiveMember(f))
        .map((f) => f.path)
        .sort(),
    );
    expect(JSON.parse(readFileSync(join(target, INSTALL_MARKER), 'utf8')).manifest).toBe(manifest.version);
    expect(artefactsStatus(target).every((s) => s.installed)).toBe(true);
    expect(readdirSync(dirname(target))).toEqual(['artefacts']);
  });

  it('installs from the cache without any request, and does nothing when the tree is already complete', async () => {
    const cacheDir = freshDir('cache');
    const first = join(freshDir('target'), 'artefacts');
    await installArtefacts(options({ targetDir: first, cacheDir }));
    server.requests.length = 0;

    const second = join(freshDir('target'), 'artefacts');
    const fromCache = await installArtefacts(options({ targetDir: second, cacheDir, mirror: 'http://127.0.0.1:9' }));
    expect(fromCache.action).toBe('installed');
    expect(server.requests).toEqual([]);
    expect(snapshot(second)[manifest.files[0]!.path]).toBe(manifest.files[0]!.sha256);

    const again = await installArtefacts(options({ targetDir: second, cacheDir }));
    expect(again.action).toBe('up-to-date');
    expect(server.requests).toEqual([]);
  });

  it('reads zip archives as well as tar.gz', async () => {
    const zipped: ArtefactManifest = {
      ...manifest,
      archives: manifest.archives.map((a) => (a.id === 'peppol-bis-3' ? { ...a, format: 'zip' as const, fileName: `${a.topFolder}.zip` } : a)),
    };
    server.files = buildArchives(zipped);
    const target = join(freshDir('target'), 'artefacts');
    await installArtefacts(options({ targetDir: target, manifest: zipped }));
    expect(server.requests).toContain(zipped.archives.find((a) => a.id === 'peppol-bis-3')!.fileName);
    expect(artefactsStatus(target, zipped).find((s) => s.scenario === 'peppol-bis-3-ubl')!.installed).toBe(true);
  });
});

describe('install from a local copy (--from)', () => {
  it('copies and verifies every file, licence notices included', async () => {
    const target = join(freshDir('target'), 'artefacts');
    const result = await installArtefacts(options({ targetDir: target, from: REFERENCE_DIR, mirror: undefined }));
    expect(result.files).toBe(manifest.files.length);
    expect(result.notAvailable).toEqual([]);
    expect(server.requests).toEqual([]);
    const installed = snapshot(target);
    for (const file of manifest.files) expect(installed[file.path], file.path).toBe(file.sha256);
  });
});

describe('failures install nothing and leave the previous installation untouched', () => {
  let target: string;
  let before: Record<string, string>;
  const en16931 = manifest.archives.find((a) => a.id === 'en16931')!;
  const victim = manifest.files.find((f) => f.path === 'en16931/ubl/EN16931-UBL-validation.sch')!;

  beforeAll(async () => {
    // A previous installation that lacks one file, so that a plain (not forced) install would replace it.
    target = join(freshDir('previous'), 'artefacts');
    await installArtefacts({ targetDir: target, cacheDir: freshDir('cache'), from: REFERENCE_DIR, log: quiet });
    rmSync(join(target, 'facturx-1.09.2/schematron/FACTUR-X_MINIMUM.sch'));
    before = snapshot(target);
  });

  async function expectUntouched(run: Promise<unknown>, message: RegExp): Promise<void> {
    await expect(run).rejects.toThrow(message);
    expect(snapshot(target)).toEqual(before);
    expect(readdirSync(dirname(target))).toEqual(['artefacts']);
  }

  it('a tampered file: names it and drops the bad archive from the cache', async () => {
    const member = (victim.origin as { member: string }).member;
    server.files = buildArchives(manifest, (name, data) => (name === member ? Buffer.concat([data, Buffer.from(' ')]) : data));
    const cacheDir = freshDir('cache');
    await expectUntouched(installArtefacts(options({ targetDir: target, cacheDir })), /checksum mismatch: en16931\/ubl\/EN16931-UBL-validation\.sch/);
    expect(existsSync(join(cacheDir, en16931.fileName))).toBe(false);
  });

  it('a missing file: names it', async () => {
    const member = (victim.origin as { member: string }).member;
    server.files = buildArchives(manifest, (name, data) => (name === member ? null : data));
    await expectUntouched(installArtefacts(options({ targetDir: target })), /missing file: en16931\/ubl\/EN16931-UBL-validation\.sch/);
  });

  it('a truncated archive: names the archive', async () => {
    const archive = goodArchives.get(en16931.fileName)!;
    server.files = new Map(goodArchives).set(en16931.fileName, archive.subarray(0, archive.length - 4000));
    await expectUntouched(installArtefacts(options({ targetDir: target })), new RegExp(`${en16931.fileName}.*truncated`));
  });

  it('a download cut off mid-way: names the archive and caches nothing', async () => {
    server.faults.set(en16931.fileName, 'cut-connection');
    const cacheDir = freshDir('cache');
    await expectUntouched(installArtefacts(options({ targetDir: target, cacheDir })), new RegExp(`download of ${en16931.fileName} is truncated`));
    expect(readdirSync(cacheDir).filter((name) => name.startsWith(en16931.topFolder))).toEqual([]);
  });

  it('a server that stops sending: gives up after the idle timeout and keeps nothing', async () => {
    server.faults.set(en16931.fileName, 'stall');
    const cacheDir = freshDir('cache');
    const target = join(cacheDir, en16931.fileName);
    await expect(downloadArchive(`${server.url}/${en16931.fileName}`, target, quiet, fetch, 300)).rejects.toThrow(
      /is truncated: .*no data for 0.3 s/,
    );
    expect(readdirSync(cacheDir)).toEqual([]);
  });

  it('a server error: names the archive and the status', async () => {
    const last = manifest.archives.at(-1)!;
    server.faults.set(last.fileName, 'http-500');
    await expectUntouched(installArtefacts(options({ targetDir: target })), new RegExp(`${last.fileName} failed: HTTP 500`));
  });

  it('a tampered local copy (--from): names the file', async () => {
    const copy = freshDir('copy');
    writableCopy(REFERENCE_DIR, copy);
    const path = 'xrechnung-3.0.2/common.sch';
    writeFileSync(join(copy, path), 'not the official file');
    await expectUntouched(installArtefacts(options({ targetDir: target, from: copy })), /checksum mismatch: xrechnung-3\.0\.2\/common\.sch/);
  });

  it('a directory the installer did not create (a reference copy, a hand-filled folder) is never replaced', async () => {
    const foreign = join(freshDir('foreign'), 'artefacts');
    writableCopy(join(REFERENCE_DIR, 'peppol-bis-3'), foreign);
    const mine = snapshot(foreign);
    await expect(installArtefacts(options({ targetDir: foreign, force: true }))).rejects.toThrow(/did not put there/);
    expect(snapshot(foreign)).toEqual(mine);
    expect(server.requests).toEqual([]);
  });

  it('then a good install replaces the incomplete tree', async () => {
    const result = await installArtefacts(options({ targetDir: target }));
    expect(result.action).toBe('installed');
    expect(artefactsStatus(target).every((s) => s.installed)).toBe(true);
  });
});
