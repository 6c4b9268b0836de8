// The artefact installer: collect every pinned file (from upstream archives, a mirror of them, or a local
// copy), verify each SHA-256 against the manifest, and only then swap the complete tree into the artefacts
// directory. Any failure installs nothing and leaves the previous installation as it was.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { downloadArchive, type Log } from './download.js';
import { ArtefactInstallError } from './errors.js';
import { artefactManifest, isArchiveMember, type ArchiveSource, type ArtefactManifest, type ManifestFile } from './manifest.js';
import { readTarGz } from './tar.js';
import { assertExpected, isCompleteInstallation } from './verify.js';
import { replaceDirectory } from './swap.js';
import { readZip } from './zip.js';

/** Written into every installation: what was installed, from where, when. */
export const INSTALL_MARKER = '.artefacts-install.json';

export interface InstallOptions {
  /** The artefacts directory to fill (Config.artefactsDir). */
  targetDir: string;
  /** Where downloaded archives are kept between runs, e.g. <data dir>/cache/artefacts. */
  cacheDir: string;
  /** A local copy in the artefacts layout instead of archives (air-gapped installs). */
  from?: string;
  /** Base URL of a mirror holding the archives under their manifest file names. */
  mirror?: string;
  /** Reinstall even when the directory already holds every pinned file. */
  force?: boolean;
  manifest?: ArtefactManifest;
  log?: Log;
  fetch?: typeof fetch;
}

export interface InstallResult {
  action: 'installed' | 'up-to-date';
  targetDir: string;
  /** Number of files written (0 when up to date). */
  files: number;
  /** Manifest files not installed because the source cannot provide them (compiled licence notices). */
  notAvailable: string[];
  source: string;
}

const stderrLog: Log = (line) => process.stderr.write(`${line}\n`);

/** Reads every manifest file from a local copy; compiled notices are optional there too. */
async function collectFromDirectory(dir: string, manifest: ArtefactManifest): Promise<Map<string, Buffer>> {
  if (!existsSync(dir)) throw new ArtefactInstallError(`--from directory ${dir} does not exist`, dir);
  const contents = new Map<string, Buffer>();
  for (const file of manifest.files) {
    let data: Buffer;
    try {
      data = await readFile(join(dir, file.path));
    } catch {
      if (!isArchiveMember(file)) continue;
      throw new ArtefactInstallError(`missing file: ${file.path} is not in ${dir}`, file.path);
    }
    assertExpected(file, data, join(dir, file.path));
    contents.set(file.path, data);
  }
  return contents;
}

function archiveUrl(archive: ArchiveSource, mirror: string | undefined): string {
  return mirror ? `${mirror.replace(/\/+$/, '')}/${encodeURIComponent(archive.fileName)}` : archive.url;
}

async function readMembers(archive: ArchiveSource, file: string, members: Set<string>): Promise<Map<string, Buffer>> {
  return archive.format === 'zip' ? readZip(file, members) : readTarGz(file, members);
}

/** What fetching archives needs: where the cache is, where to download from, where progress goes. */
interface ArchiveFetch {
  cacheDir: string;
  mirror: string | undefined;
  log: Log;
  fetch: typeof fetch | undefined;
}

type ArchiveMember = ManifestFile & { origin: { archive: string; member: string } };

/** Extracts and verifies one archive's files; a cached copy that proves bad is dropped so the next run refetches it. */
async function collectFromArchive(archive: ArchiveSource, files: ArchiveMember[], how: ArchiveFetch): Promise<Map<string, Buffer>> {
  const cached = join(how.cacheDir, archive.fileName);
  if (existsSync(cached)) how.log(`  ${archive.fileName}: using cached copy`);
  else {
    const url = archiveUrl(archive, how.mirror);
    how.log(`  ${archive.fileName}: downloading ${url}`);
    await downloadArchive(url, cached, how.log, how.fetch);
  }

  try {
    const found = await readMembers(archive, cached, new Set(files.map((f) => f.origin.member)));
    const contents = new Map<string, Buffer>();
    for (const file of files) {
      const data = found.get(file.origin.member);
      if (!data) throw new ArtefactInstallError(`missing file: ${file.path} (${file.origin.member} is not in ${archive.fileName})`, file.path);
      assertExpected(file, data, `${archive.fileName}:${file.origin.member}`);
      contents.set(file.path, data);
    }
    return contents;
  } catch (error) {
    await rm(cached, { force: true });
    throw error;
  }
}

async function collectFromArchives(manifest: ArtefactManifest, how: ArchiveFetch): Promise<Map<string, Buffer>> {
  const contents = new Map<string, Buffer>();
  for (const archive of manifest.archives) {
    const files = manifest.files.filter(isArchiveMember).filter((f) => f.origin.archive === archive.id);
    if (files.length === 0) continue;
    for (const [path, data] of await collectFromArchive(archive, files, how)) contents.set(path, data);
  }
  return contents;
}

/**
 * A reinstall replaces the whole directory, so it must be missing, empty or an earlier installation (it has the
 * marker). This keeps the installer away from a reference copy or a folder someone filled by hand.
 */
function assertReplaceable(targetDir: string): void {
  let entries: string[];
  try {
    entries = readdirSync(targetDir);
  } catch {
    return;
  }
  if (entries.length > 0 && !entries.includes(INSTALL_MARKER)) {
    throw new ArtefactInstallError(
      `${targetDir} holds files this installer did not put there (no ${INSTALL_MARKER}); empty it or set EINVOICE_ARTEFACTS_DIR to another directory`,
      targetDir,
    );
  }
}

export async function installArtefacts(options: InstallOptions): Promise<InstallResult> {
  const manifest = options.manifest ?? artefactManifest;
  const log = options.log ?? stderrLog;
  const source = options.from ? `local copy ${options.from}` : options.mirror ? `mirror ${options.mirror}` : 'upstream archives';

  if (!options.force && (await isCompleteInstallation(options.targetDir, manifest))) {
    log(`artefacts: ${options.targetDir} already holds every pinned file (manifest ${manifest.version}); nothing to do`);
    return { action: 'up-to-date', targetDir: options.targetDir, files: 0, notAvailable: [], source };
  }

  assertReplaceable(options.targetDir);
  log(`artefacts: installing manifest ${manifest.version} from ${source} into ${options.targetDir}`);
  const contents = options.from
    ? await collectFromDirectory(options.from, manifest)
    : await collectFromArchives(manifest, { cacheDir: options.cacheDir, mirror: options.mirror, log, fetch: options.fetch });
  const unaccounted = manifest.files.find((f) => isArchiveMember(f) && !contents.has(f.path));
  if (unaccounted) throw new ArtefactInstallError(`missing file: ${unaccounted.path} (no source provided it)`, unaccounted.path);
  const notAvailable = manifest.files.filter((f) => !contents.has(f.path)).map((f) => f.path);

  await writeInstallation(options.targetDir, contents, { manifest: manifest.version, source, notAvailable });

  log(`artefacts: installed ${contents.size} verified files into ${options.targetDir}`);
  for (const path of notAvailable) log(`  not installed (no upstream file; its notice is in the installed files' headers): ${path}`);
  return { action: 'installed', targetDir: options.targetDir, files: contents.size, notAvailable, source };
}

/** Swaps the verified files in; a file-system refusal (read-only target, full disk) becomes an install error. */
async function writeInstallation(
  targetDir: string,
  contents: Map<string, Buffer>,
  facts: { manifest: string; source: string; notAvailable: string[] },
): Promise<void> {
  try {
    await replaceDirectory(targetDir, async (staging) => {
      for (const [path, data] of contents) {
        await mkdir(dirname(join(staging, path)), { recursive: true });
        await writeFile(join(staging, path), data);
      }
      const marker = {
        manifest: facts.manifest,
        installed_at: new Date().toISOString(),
        source: facts.source,
        files: contents.size,
        not_available: facts.notAvailable,
      };
      await writeFile(join(staging, INSTALL_MARKER), `${JSON.stringify(marker, null, 2)}\n`);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ArtefactInstallError(`cannot write the artefacts directory ${targetDir}: ${code ?? (error as Error).message}`, targetDir);
  }
}
