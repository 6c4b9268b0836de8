// The fs driver stores `doc:<id>:body` as doc/<id>/body and leaves doc/<id>/ behind when a document is
// removed; without pruning, the data directory would gain one empty directory per document forever.
import type { Dirent } from 'node:fs';
import { readdir, rmdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Directories younger than this may be about to receive a document's files: left alone. */
const MIN_AGE_MS = 60_000;

/** Removes the empty directories directly under `dir`; returns how many. A missing `dir` is fine. */
export async function pruneEmptyDirs(dir: string, now = Date.now()): Promise<number> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const path = join(dir, entry.name);
    try {
      if (now - (await stat(path)).mtimeMs < MIN_AGE_MS) continue;
      if ((await readdir(path)).length > 0) continue;
      await rmdir(path); // fails, harmlessly, if a file arrived in between
      removed++;
    } catch {
      /* gone already or not empty: nothing to do */
    }
  }
  return removed;
}
