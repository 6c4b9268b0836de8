// Checksums: the manifest's SHA-256 is the only thing that decides whether a file is the official one.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ArtefactInstallError } from './errors.js';
import { isArchiveMember, type ArtefactManifest, type ManifestFile } from './manifest.js';

export function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Throws naming the file when `data` is not the manifest's file; `from` says where the bytes came from. */
export function assertExpected(file: ManifestFile, data: Buffer, from: string): void {
  const actual = sha256(data);
  if (actual !== file.sha256) {
    throw new ArtefactInstallError(
      `checksum mismatch: ${file.path} (from ${from}) has SHA-256 ${actual}, the manifest pins ${file.sha256}`,
      file.path,
    );
  }
}

/**
 * Whether `dir` already holds every file an installation provides, byte for byte. Compiled notices count
 * only where present (upstream archives cannot supply them).
 */
export async function isCompleteInstallation(dir: string, manifest: ArtefactManifest): Promise<boolean> {
  for (const file of manifest.files) {
    let data: Buffer;
    try {
      data = await readFile(join(dir, file.path));
    } catch {
      if (isArchiveMember(file)) return false;
      continue;
    }
    if (sha256(data) !== file.sha256) return false;
  }
  return true;
}
