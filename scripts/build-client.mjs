// Builds the typed API client (package subpath `einvoice-api/client`): an ESM bundle of client/index.ts
// (openapi-fetch stays an external dependency) and its type declarations.
import { execFileSync } from 'node:child_process';
import { bundleForNode, isStale } from './node-bundle.mjs';

const outputs = ['dist/client/index.js', 'dist/client/types/index.d.ts'];
if (isStale(outputs, ['client'])) {
  await bundleForNode({ entryPoints: { index: 'client/index.ts' }, outdir: 'dist/client', platform: 'neutral' });
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'client/tsconfig.client.json'], { stdio: 'inherit' });
}
