// Writes libxml2-wasm's WebAssembly binary to dist/edge/libxml2raw.wasm for the Worker build (src/edge/prelude.ts):
// the package embeds the binary in its JavaScript and compiles it when loaded, which workerd forbids; a .wasm
// file imported as a module is compiled by the platform at upload instead. The bytes are taken from the
// package's own loader, so they always match the installed version.
import { mkdirSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const out = 'dist/edge/libxml2raw.wasm';
const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('libxml2-wasm/package.json'));
const loaderPath = join(packageDir, 'lib', 'libxml2raw.mjs');

if (existsSync(out) && statSync(out).mtimeMs > statSync(loaderPath).mtimeMs) process.exit(0);

let bytes = null;
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = (source, imports) => {
  if (!(source instanceof WebAssembly.Module)) bytes ??= new Uint8Array(source);
  return instantiate(source, imports);
};
const { default: load } = await import(pathToFileURL(loaderPath).href);
await load();
WebAssembly.instantiate = instantiate;
if (!bytes) throw new Error('libxml2-wasm did not instantiate from bytes: the Worker workaround in src/edge/prelude.ts needs a look');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, bytes);
console.log(`wrote ${out} (${bytes.byteLength} bytes)`);
