// Builds the plugin SDK (package subpath `einvoice-api/plugins`): one ESM bundle of plugins/index.ts
// (npm dependencies stay external) and its type declarations from tsc. `--if-stale` skips the build when
// the outputs are newer than every source file; `--bundle-only` skips the declarations (what `npm start`
// needs so that EINVOICE_PLUGINS modules importing `einvoice-api/plugins` load under plain Node).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUNDLE = 'dist/plugins/index.js';
const TYPES = 'dist/plugins/types/plugins/index.d.ts';
const SOURCE_DIRS = ['plugins', 'formats', 'countries', 'src/invoice', 'src/schemas'];

function newestSource(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const bundleOnly = process.argv.includes('--bundle-only');
const outputs = bundleOnly ? [BUNDLE] : [BUNDLE, TYPES];
const stale =
  !process.argv.includes('--if-stale') ||
  outputs.some((out) => !existsSync(out)) ||
  Math.max(...SOURCE_DIRS.map(newestSource)) > Math.min(...outputs.map((o) => statSync(o).mtimeMs));

if (stale) {
  await build({
    entryPoints: { index: 'plugins/index.ts' },
    outdir: 'dist/plugins',
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // Declarations keep the source layout under dist/plugins/types (plugins/, src/schemas/, formats/, …).
  if (!bundleOnly) execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'plugins/tsconfig.sdk.json'], { stdio: 'inherit' });
}
