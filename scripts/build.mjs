// Bundles the Node entry points with esbuild (dependencies stay external). `--if-stale` skips the build
// when every output is newer than every source file.
import { build } from 'esbuild';
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const entries = {
  node: 'src/runtime/node.ts',
  key: 'scripts/key.ts',
  'artefacts-install': 'scripts/artefacts/install.ts',
};
const SOURCE_DIRS = ['src', 'plugins', 'formats', 'countries', 'rules', 'scripts'];

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

const outputs = Object.keys(entries).map((name) => `dist/${name}.mjs`);
const stale =
  !process.argv.includes('--if-stale') ||
  outputs.some((out) => !existsSync(out)) ||
  Math.max(...SOURCE_DIRS.map(newestSource), statSync('package.json').mtimeMs) > Math.min(...outputs.map((o) => statSync(o).mtimeMs));

if (stale) {
  await build({
    entryPoints: entries,
    outdir: 'dist',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}
