// Builds the plugin SDK (package subpath `einvoice-api/plugins`): one ESM bundle of plugins/index.ts
// (npm dependencies stay external) and its type declarations from tsc. `--if-stale` skips the build when
// the outputs are newer than every source file; `--bundle-only` skips the declarations (what `npm start`
// needs so that EINVOICE_PLUGINS modules importing `einvoice-api/plugins` load under plain Node).
import { execFileSync } from 'node:child_process';
import { bundleForNode, isStale } from './node-bundle.mjs';

const BUNDLE = 'dist/plugins/index.js';
const TYPES = 'dist/plugins/types/plugins/index.d.ts';
const SOURCE_DIRS = ['plugins', 'core'];

const bundleOnly = process.argv.includes('--bundle-only');
const outputs = bundleOnly ? [BUNDLE] : [BUNDLE, TYPES];
const stale = isStale(outputs, SOURCE_DIRS);

if (stale) {
  await bundleForNode({ entryPoints: { index: 'plugins/index.ts' }, outdir: 'dist/plugins' });
  // Declarations keep the source layout under dist/plugins/types (plugins/, core/).
  if (!bundleOnly) execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'plugins/tsconfig.sdk.json'], { stdio: 'inherit' });
}
