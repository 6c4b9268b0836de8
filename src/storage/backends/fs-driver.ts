// The file-system driver of the embedded default, in place of unstorage's own fs driver, for three reasons:
// - A write is a temporary file renamed into place, so a process killed mid-write leaves either the old state
//   or the new one, never a half-written file under the real name (rename is atomic within a directory).
// - Only "not found" reads as absent. unstorage's driver resolves with the error object for any other
//   failure, so a process out of file descriptors (EMFILE) read an existing document as missing (404).
// - Files and directories are created owner-only (0600 / 0700): they hold invoices and key hashes.
// Keys map to paths as in unstorage (`doc:ID:body` → doc/ID/body). A temporary file is listed as a key of
// its own (`…body.UUID.tmp`), so the document sweep sees and removes one left behind by a crash.
import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { defineDriver } from 'unstorage';

export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;
/** Suffix of a file being written; never read as a value. */
export const TEMP_SUFFIX = '.tmp';

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

export const atomicFsDriver = defineDriver((options: { base: string }) => {
  const base = resolve(options.base);
  const pathOf = (key: string) => {
    const path = join(base, key.replace(/:/g, '/'));
    if (path !== base && !path.startsWith(base + sep)) throw new Error('storage key outside the base directory');
    return path;
  };

  async function read(key: string, encoding?: 'utf8') {
    try {
      return await readFile(pathOf(key), encoding);
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async function write(key: string, value: string | Uint8Array) {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true, mode: DIR_MODE });
    const temp = `${path}.${crypto.randomUUID()}${TEMP_SUFFIX}`;
    try {
      await writeFile(temp, value, { mode: FILE_MODE, flag: 'wx' });
      await rename(temp, path);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }

  async function list(dir: string, prefix: string): Promise<string[]> {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const keys: string[] = [];
    for (const entry of entries) {
      const key = prefix ? `${prefix}:${entry.name}` : entry.name;
      if (entry.isDirectory()) keys.push(...(await list(join(dir, entry.name), key)));
      else if (entry.isFile()) keys.push(key);
    }
    return keys;
  }

  return {
    name: 'einvoice-fs',
    options,
    async hasItem(key) {
      try {
        await stat(pathOf(key));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    getItem: (key) => read(key, 'utf8'),
    getItemRaw: (key) => read(key),
    async getMeta(key) {
      try {
        const { mtime, atime, size } = await stat(pathOf(key));
        return { mtime, atime, size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    setItem: (key, value) => write(key, value),
    setItemRaw: (key, value) => write(key, value as Uint8Array),
    async removeItem(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    getKeys: (prefix) => list(prefix ? pathOf(prefix) : base, prefix ? prefix.replace(/[:/]+$/, '') : ''),
    async clear() {
      await rm(base, { recursive: true, force: true });
    },
  };
});
