// Builds the Worker into dist/edge/ (wrangler.toml's [build] command; wrangler then bundles the libraries):
//   1. libxml2-wasm's binary as a .wasm module (extract-libxml2-wasm.mjs, see src/edge/prelude.ts);
//   2. the native rule modules: every built-in rule set compiled to JavaScript on Node (prebuild-native.ts,
//      under tsx) into dist/edge-native/, with a registry module that imports them all;
//   3. the project's code (worker.mjs, led by prelude.mjs). src/runtime/worker.ts gives the validation engine
//      the edge loader (schematron/edge.ts), which serves the native modules of step 2 from the registry. When
//      every built-in rule set compiled natively, saxon-js is left out (__EINVOICE_EDGE_SAXON__ false: the
//      bundler drops the branch that imports it): a Worker cannot load plugin rule sets, the only other users of
//      the saxon-js fallback (building with EINVOICE_SCHEMATRON_ENGINE=saxon-js gives the reference engine
//      instead: saxon-js, no native modules). One module is still replaced by path: core/pdf/fonts.ts →
//      src/edge/fonts-bundled.ts (fonts read from the bundle, not node_modules);
//   4. the files validation and the PDF writer read, as additional modules under dist/edge/files/ (wrangler's
//      find_additional_modules; workerd shows them read-only under /bundle/files/): the official artefacts
//      from the artefacts directory (XSDs, the Factur-X code lists read by document(), the XRechnung
//      scenarios), the PDF fonts, and only when some rule set runs on saxon-js the Schematron sources and the
//      SEFs prebuilt by `npm run rules:build`.
// Several wrangler processes may build at once (tests, a developer's `npm run start:worker`): builds take
// turns through a lock directory, and a file is written only when its content changed, so a wrangler that is
// reading dist/edge never sees a half-written file.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const OUT = resolve('dist/edge');
const FILES = join(OUT, 'files');
// Outside dist/edge: wrangler would upload .mjs files there as additional modules; these are bundled instead.
const NATIVE_OUT = resolve('dist/edge-native');
const NATIVE_REGISTRY = 'einvoice:native-registry';
const require = createRequire(import.meta.url);

// ../shared is named once, in src/shared-dir.ts.
const { SHARED_DIR } = await tsImport('../../src/shared-dir.ts', import.meta.url);
const ARTEFACTS_DIR = process.env.EINVOICE_ARTEFACTS_DIR
  ? resolve(process.env.EINVOICE_ARTEFACTS_DIR)
  : [resolve(SHARED_DIR, 'artefacts'), resolve(process.env.EINVOICE_DATA_DIR ?? '.data', 'artefacts')].find(existsSync);
const RULES_CACHE_DIR = resolve(process.env.EINVOICE_RULES_CACHE_DIR ?? 'rules/build');
// The native compile runs on every build anyway (the cache only spares writing an unchanged module); it writes
// outside the directories wrangler dev watches (wrangler.toml's watch_dir), or each new module would trigger
// another build.
const NATIVE_CACHE_DIR = resolve('dist/edge-native-cache');

/** Node-only module → its edge replacement. */
const SWAPPED = new Map([[resolve('core/pdf/fonts.ts'), resolve('src/edge/fonts-bundled.ts')]]);

async function withLock(task) {
  const lock = resolve('dist/edge.build.lock');
  mkdirSync(dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > 5 * 60_000) rmSync(lock, { recursive: true, force: true }); // left by a killed build
      } catch {
        // released meanwhile
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await task();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function writeIfChanged(path, bytes) {
  if (existsSync(path)) {
    const current = readFileSync(path);
    if (current.length === bytes.length && current.equals(bytes)) return;
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
}

/** Compiles the built-in rule sets natively (step 2); the summary names those that could not be. */
function prebuildNative() {
  if (!ARTEFACTS_DIR || !existsSync(ARTEFACTS_DIR)) return emptyRegistry();
  const output = execFileSync(resolve('node_modules/.bin/tsx'), ['scripts/edge/prebuild-native.ts', ARTEFACTS_DIR, NATIVE_CACHE_DIR, NATIVE_OUT], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const summary = JSON.parse(output.trim().split('\n').at(-1));
  for (const { id, error } of summary.failedRuleSets)
    console.warn(`build-worker: rule set ${id} does not compile natively and runs on saxon-js in the Worker: ${error}`);
  return summary;
}

/** No native modules: nothing to compile, or a Worker built for saxon-js alone. */
function emptyRegistry() {
  rmSync(NATIVE_OUT, { recursive: true, force: true });
  mkdirSync(NATIVE_OUT, { recursive: true });
  writeFileSync(join(NATIVE_OUT, 'registry.mjs'), 'export const steps = {};\nexport const scenarioModules = {};\nexport const scenarioLists = {};\n');
  return { nativeRuleSets: [], failedRuleSets: [] };
}

async function compileCode(withSaxon) {
  const xslt3Version = JSON.parse(readFileSync(require.resolve('xslt3/package.json'), 'utf8')).version;
  const result = await build({
    entryPoints: { worker: 'src/runtime/worker.ts', prelude: 'src/edge/prelude.ts' },
    outdir: OUT,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    packages: 'external',
    external: ['node:*', 'cloudflare:*'],
    define: { __EINVOICE_XSLT3_VERSION__: JSON.stringify(xslt3Version), __EINVOICE_EDGE_SAXON__: JSON.stringify(withSaxon) },
    logLevel: 'warning',
    plugins: [
      {
        name: 'einvoice-edge',
        setup(b) {
          // The prelude stays a module of its own: imports are evaluated before the importing module's body,
          // so only as the first import of worker.mjs does it run before the libraries load.
          b.onResolve({ filter: /edge\/prelude\.js$/ }, () => ({ path: './prelude.mjs', external: true }));
          // The precompiled libxml2 module sits next to the output.
          b.onResolve({ filter: /libxml2raw\.wasm$/ }, () => ({ path: './libxml2raw.wasm', external: true }));
          // libxml2-wasm is bundled here, not left to wrangler, so its embedded copy of that binary (0.94 MB in
          // a string literal, 0.4 MB gzip) can be dropped: the prelude instantiates the .wasm module instead.
          b.onResolve({ filter: /^libxml2-wasm$/ }, () => ({ path: require.resolve('libxml2-wasm') }));
          b.onLoad({ filter: /libxml2-wasm[\\/]lib[\\/]libxml2raw\.mjs$/ }, (args) => ({
            contents: withoutEmbeddedWasm(readFileSync(args.path, 'latin1')),
            loader: 'js',
          }));
          b.onResolve({ filter: new RegExp(`^${NATIVE_REGISTRY}$`) }, () => ({ path: join(NATIVE_OUT, 'registry.mjs') }));
          b.onResolve({ filter: /^\.\.?\/.*\.js$/ }, (args) => {
            const replacement = SWAPPED.get(resolve(args.resolveDir, args.path.replace(/\.js$/, '.ts')));
            return replacement ? { path: replacement } : undefined;
          });
        },
      },
    ],
  });
  for (const file of result.outputFiles) writeIfChanged(file.path, Buffer.from(file.contents));
}

/**
 * libxml2-wasm's loader with its embedded WebAssembly (a string literal starting with the "\\0asm" magic) replaced
 * by an empty string. Read and returned as latin1 so every byte of the rest survives unchanged.
 */
function withoutEmbeddedWasm(source) {
  const start = source.indexOf("'\0asm");
  if (start < 0) throw new Error('build-worker: libxml2-wasm no longer embeds its binary as a string literal; see withoutEmbeddedWasm');
  let end = start + 1;
  while (source[end] !== "'") end += source[end] === '\\' ? 2 : 1;
  return `${source.slice(0, start)}''${source.slice(end + 1)}`;
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/** Bundled file (relative to dist/edge/files) → its source. */
function plannedFiles(withSaxon) {
  const plan = new Map();
  // Artefacts where the configuration looks for them (src/config.ts). The Schematron sources only for saxon-js:
  // the native modules are compiled from them (src/runtime/worker.ts counts them as installed).
  const skipped = withSaxon ? /\.(zip|tar|gz|tgz)$/i : /\.(zip|tar|gz|tgz|sch)$/i;
  if (ARTEFACTS_DIR && existsSync(ARTEFACTS_DIR)) {
    const pinned = filesRuleSetsRead();
    for (const path of filesUnder(ARTEFACTS_DIR)) {
      const inside = relative(ARTEFACTS_DIR, path);
      if (!skipped.test(path) && pinned.has(inside.split(sep).join('/'))) plan.set(join('artefacts', inside), path);
    }
  } else console.warn('build-worker: no artefacts directory found; validation on the Worker will answer RULES_NOT_INSTALLED');
  if (withSaxon) addNewestSefs(plan);
  for (const font of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) plan.set(join('fonts', font), require.resolve(`dejavu-fonts-ttf/ttf/${font}`));
  return plan;
}

/**
 * The artefact files some rule set reads, and the licence texts: the pinned manifest lists them (one JSON object per
 * line in src/artefacts/manifest.generated.ts). Anything else in the artefacts directory (another variant of a
 * schema no rule set uses, a reference copy's own README) stays out of the upload.
 */
function filesRuleSetsRead() {
  const files = new Set();
  for (const line of readFileSync(resolve('src/artefacts/manifest.generated.ts'), 'utf8').split('\n')) {
    if (!line.trimStart().startsWith('{"path"')) continue;
    const file = JSON.parse(line.trim().replace(/,$/, ''));
    if (file.scenarios.length > 0 || file.kind === 'licence') files.add(file.path);
  }
  return files;
}

function addNewestSefs(plan) {
  // The compile cache keeps every SEF it ever compiled, named <step>-<content hash>; the Worker takes the
  // newest of each step (the one the current code and artefacts produced), not the stale ones. A step is its
  // source path (from the meta file), not its file name: the versions of a rule set have Schematron files of the
  // same name in different folders (peppol-bis-3.0.20/PEPPOL-EN16931-UBL.sch, peppol-bis-3.0.21/…).
  const rulesDir = RULES_CACHE_DIR;
  const newest = new Map();
  if (existsSync(rulesDir)) {
    for (const name of readdirSync(rulesDir)) {
      const match = /^(.*)-[0-9a-f]{16}\.sef\.json$/.exec(name);
      const metaPath = join(rulesDir, name.replace(/\.sef\.json$/, '.meta.json'));
      if (!match || !existsSync(metaPath)) continue;
      const step = `${JSON.parse(readFileSync(metaPath, 'utf8')).source}|${match[1]}`;
      const mtime = statSync(join(rulesDir, name)).mtimeMs;
      if (!newest.has(step) || newest.get(step).mtime < mtime) newest.set(step, { name, mtime });
    }
  }
  for (const { name } of newest.values()) {
    for (const file of [name, name.replace(/\.sef\.json$/, '.meta.json')]) plan.set(join('rules', file), join(rulesDir, file));
  }
  if (newest.size === 0) console.warn('build-worker: no compiled rule sets in the cache; run `npm run rules:build` first');
}

function syncFiles(plan) {
  for (const [target, source] of plan) writeIfChanged(join(FILES, target), readFileSync(source));
  if (!existsSync(FILES)) return;
  for (const path of filesUnder(FILES)) if (!plan.has(relative(FILES, path))) rmSync(path, { force: true });
}

await withLock(async () => {
  execFileSync(process.execPath, ['scripts/edge/extract-libxml2-wasm.mjs'], { stdio: 'inherit' });
  // A Worker built for the reference engine (EINVOICE_SCHEMATRON_ENGINE=saxon-js, as its [vars] must then say)
  // needs no native modules; otherwise saxon-js and the SEFs are needed only by rule sets that could not be
  // compiled natively.
  const saxonOnly = process.env.EINVOICE_SCHEMATRON_ENGINE === 'saxon-js';
  const { failedRuleSets } = saxonOnly ? emptyRegistry() : prebuildNative();
  const withSaxon = saxonOnly || failedRuleSets.length > 0;
  await compileCode(withSaxon);
  syncFiles(plannedFiles(withSaxon));
});
