// Builds the Worker into dist/edge/ (wrangler.toml's [build] command; wrangler then bundles the libraries):
//   1. libxml2-wasm's binary as a .wasm module (extract-libxml2-wasm.mjs, see src/edge/prelude.ts);
//   2. the project's code (worker.mjs, led by prelude.mjs), with two Node-only modules swapped for their edge
//      versions: rules/compiler/sef.ts → src/edge/sef-prebuilt.ts (no xslt3 child processes on the edge) and
//      src/pdf/fonts.ts → src/edge/fonts-bundled.ts (fonts read from the bundle, not node_modules);
//   3. the rule files validation reads, as additional modules under dist/edge/files/ (wrangler's
//      find_additional_modules; workerd shows them read-only under /bundle/files/): the official artefacts
//      from the artefacts directory, the SEFs prebuilt by `npm run rules:build`, and the PDF fonts.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const OUT = 'dist/edge';
const require = createRequire(import.meta.url);

execFileSync(process.execPath, ['scripts/edge/extract-libxml2-wasm.mjs'], { stdio: 'inherit' });

const xslt3Version = JSON.parse(readFileSync(join(dirname(require.resolve('xslt3/package.json')), 'package.json'), 'utf8')).version;
/** Node-only module → its edge replacement. */
const SWAPPED = new Map([
  [resolve('rules/compiler/sef.ts'), resolve('src/edge/sef-prebuilt.ts')],
  [resolve('src/pdf/fonts.ts'), resolve('src/edge/fonts-bundled.ts')],
]);

await build({
  entryPoints: { worker: 'src/runtime/worker.ts', prelude: 'src/edge/prelude.ts' },
  outdir: OUT,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  packages: 'external',
  external: ['node:*', 'cloudflare:*'],
  define: { __EINVOICE_XSLT3_VERSION__: JSON.stringify(xslt3Version) },
  logLevel: 'warning',
  plugins: [
    {
      name: 'einvoice-edge',
      setup(b) {
        // The prelude stays a module of its own: imports are evaluated before the importing module's body, so
        // only as the first import of worker.mjs does it run before the libraries load.
        b.onResolve({ filter: /edge\/prelude\.js$/ }, () => ({ path: './prelude.mjs', external: true }));
        // The precompiled libxml2 module sits next to the output.
        b.onResolve({ filter: /libxml2raw\.wasm$/ }, () => ({ path: './libxml2raw.wasm', external: true }));
        b.onResolve({ filter: /\/(sef|fonts)\.js$/ }, (args) => {
          const replacement = SWAPPED.get(resolve(args.resolveDir, args.path.replace(/\.js$/, '.ts')));
          return replacement ? { path: replacement } : undefined;
        });
      },
    },
  ],
});

// Rule files: artefacts where the configuration looks for them (src/config.ts), SEFs from the compile cache.
const artefactsDir = process.env.EINVOICE_ARTEFACTS_DIR
  ? resolve(process.env.EINVOICE_ARTEFACTS_DIR)
  : [resolve('../shared/artefacts'), resolve(process.env.EINVOICE_DATA_DIR ?? '.data', 'artefacts')].find(existsSync);
const rulesDir = resolve(process.env.EINVOICE_RULES_CACHE_DIR ?? 'rules/build');

const files = join(OUT, 'files');
rmSync(files, { recursive: true, force: true });
mkdirSync(files, { recursive: true });
if (artefactsDir && existsSync(artefactsDir)) {
  cpSync(artefactsDir, join(files, 'artefacts'), { recursive: true, filter: (p) => !/\.(zip|tar|gz|tgz)$/i.test(p) });
} else console.warn('build-worker: no artefacts directory found; validation on the Worker will answer RULES_NOT_INSTALLED');
mkdirSync(join(files, 'rules'), { recursive: true });
// The cache keeps every SEF it ever compiled, named <step>-<content hash>; the Worker takes the newest of each
// step (the one the current code and artefacts produced), not the stale ones.
let sefs = 0;
if (existsSync(rulesDir)) {
  const newest = new Map();
  for (const name of readdirSync(rulesDir)) {
    const match = /^(.*)-[0-9a-f]{16}\.sef\.json$/.exec(name);
    if (!match || !existsSync(join(rulesDir, name.replace(/\.sef\.json$/, '.meta.json')))) continue;
    const mtime = statSync(join(rulesDir, name)).mtimeMs;
    if (!newest.has(match[1]) || newest.get(match[1]).mtime < mtime) newest.set(match[1], { name, mtime });
  }
  for (const { name } of newest.values()) {
    cpSync(join(rulesDir, name), join(files, 'rules', name));
    cpSync(join(rulesDir, name.replace(/\.sef\.json$/, '.meta.json')), join(files, 'rules', name.replace(/\.sef\.json$/, '.meta.json')));
    sefs++;
  }
}
mkdirSync(join(files, 'fonts'), { recursive: true });
for (const font of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) cpSync(require.resolve(`dejavu-fonts-ttf/ttf/${font}`), join(files, 'fonts', font));
if (sefs === 0) console.warn('build-worker: no compiled rule sets in the cache; run `npm run rules:build` first');
