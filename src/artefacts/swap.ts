// Replaces a directory as one step as far as a file system allows: the new tree is written next to the target,
// then two renames swap it in. Until the first rename nothing visible changes; if the second fails, the
// previous tree is put back. A swap cut short between the renames is repaired by the next call.
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

function previousPrefix(target: string): string {
  return `.${basename(target)}.previous-`;
}

/** Puts back a previous tree left aside by a swap that was interrupted after its first rename. */
export async function recoverInterruptedSwap(target: string): Promise<void> {
  if (existsSync(target) || !existsSync(dirname(target))) return;
  const leftAside = (await readdir(dirname(target))).filter((name) => name.startsWith(previousPrefix(target))).sort();
  const latest = leftAside.at(-1);
  if (latest) await rename(join(dirname(target), latest), target);
}

/** Writes a fresh tree with `write(stagingDir)` and swaps it in for `target`; on any failure `target` is untouched. */
export async function replaceDirectory(target: string, write: (stagingDir: string) => Promise<void>): Promise<void> {
  const parent = dirname(target);
  await mkdir(parent, { recursive: true });
  await recoverInterruptedSwap(target);
  const staging = await mkdtemp(join(parent, `.${basename(target)}.staging-`));
  try {
    await chmod(staging, 0o755); // mkdtemp creates it private; the installed tree is ordinary readable data
    await write(staging);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }

  if (!existsSync(target)) {
    await rename(staging, target);
    return;
  }
  const previous = join(parent, `${previousPrefix(target)}${Date.now()}-${process.pid}`);
  try {
    await rename(target, previous);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  try {
    await rename(staging, target);
  } catch (error) {
    await rename(previous, target);
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await rm(previous, { recursive: true, force: true });
}
