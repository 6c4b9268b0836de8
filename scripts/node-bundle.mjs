// What the two Node build scripts (build.mjs: the server and commands; build-sdk.mjs: the plugin SDK) share:
// deciding whether outputs are stale, and bundling for Node with npm dependencies left external.
import { build } from 'esbuild';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time of any file under `dir` (node_modules and rules/build caches skipped). */
function newestSource(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'build') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** True unless `--if-stale` was given and every output is newer than every source (and extra) file. */
export function isStale(outputs, sourceDirs, extraFiles = []) {
  if (!process.argv.includes('--if-stale')) return true;
  if (outputs.some((out) => !existsSync(out))) return true;
  const newest = Math.max(...sourceDirs.map(newestSource), ...extraFiles.map((f) => statSync(f).mtimeMs));
  return newest > Math.min(...outputs.map((o) => statSync(o).mtimeMs));
}

/** One esbuild run producing ESM for Node 22 with source maps; `options` adds entry points and output names. */
export function bundleForNode(options) {
  return build({
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    ...options,
  });
}
