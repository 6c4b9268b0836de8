// Bundles the Deno entry (src/runtime/deno.ts) into dist/deno.mjs. Dependencies stay external: Deno resolves
// them from node_modules through package.json, as Node does.
import { build } from 'esbuild';

await build({
  entryPoints: { deno: 'src/runtime/deno.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'esnext',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
