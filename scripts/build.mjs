// Bundles the Node entry points with esbuild (dependencies stay external). `--if-stale` skips the build
// when every output is newer than every source file.
import { bundleForNode, isStale } from './node-bundle.mjs';

const entries = {
  node: 'src/runtime/node.ts',
  // The worker threads of the Node pool load this file next to node.mjs.
  'pool-worker': 'src/runtime/pool-worker.ts',
  key: 'scripts/key.ts',
  cli: 'scripts/cli.ts',
  'artefacts-install': 'scripts/artefacts/install.ts',
};
const SOURCE_DIRS = ['src', 'plugins', 'formats', 'countries', 'rules', 'schematron', 'scripts'];

const outputs = Object.keys(entries).map((name) => `dist/${name}.mjs`);
const stale = isStale(outputs, SOURCE_DIRS, ['package.json']);

if (stale) {
  // The hashbang lets an installed package run dist/cli.mjs as the `einvoice` command; Node ignores it elsewhere.
  await bundleForNode({ entryPoints: entries, outdir: 'dist', outExtension: { '.js': '.mjs' }, banner: { js: '#!/usr/bin/env node' } });
}
