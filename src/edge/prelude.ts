// Workarounds for workerd (Cloudflare Workers), all in this one module. src/runtime/worker.ts imports it
// first, so it runs before any library below it loads. Each is named after what it works around.
//
// 1. LIBXML2_WASM_AS_MODULE. libxml2-wasm carries its WebAssembly as bytes inside its JavaScript and calls
//    WebAssembly.instantiate(bytes) while loading; workerd refuses to compile WebAssembly from bytes at run
//    time. The build (scripts/edge/extract-libxml2-wasm.mjs) writes the same bytes to a .wasm file, which
//    wrangler uploads as a precompiled module; the first instantiate-from-bytes is answered with it.
// 2. LIBXML2_NOT_NODE. With nodejs_compat, `process.versions.node` exists, so the Emscripten loader takes its
//    Node path (createRequire(import.meta.url), node:fs), which cannot work in a bundle without a file URL.
//    Emscripten skips that path when `process.type === 'renderer'` (its Electron check); set until libxml2 is
//    instantiated, then removed.
// 3. LIBXML2_CALLBACKS_AT_START. libxml2-wasm wraps each JavaScript callback (input providers, error
//    collectors) in a tiny WebAssembly function, compiled when registered: on workerd that works only while the
//    Worker starts up. Code that registers callbacks (xmlRegisterInputProvider) must do so at module scope, not
//    on the first request (src/validation/xsd.ts does).
// 4. SAXON_SLOPPY_GLOBALS. saxon-js (SaxonJS2N.js) is sloppy-mode code that assigns to undeclared variables,
//    which creates globals in sloppy mode but throws a ReferenceError in the strict ES module it is bundled
//    into. Declaring those globals beforehand makes the assignments legal.
import libxml2Module from '../../dist/edge/libxml2raw.wasm';

type Instantiate = typeof WebAssembly.instantiate;
const originalInstantiate: Instantiate = WebAssembly.instantiate.bind(WebAssembly);
const runtimeProcess = (globalThis as { process?: { type?: string } }).process;

if (runtimeProcess) runtimeProcess.type = 'renderer'; // LIBXML2_NOT_NODE

const SAXON_SLOPPY_GLOBALS = ['abstractNode', 'HostPlatform'];
for (const name of SAXON_SLOPPY_GLOBALS) if (!(name in globalThis)) (globalThis as Record<string, unknown>)[name] = undefined;

// LIBXML2_WASM_AS_MODULE: libxml2-wasm is the only library here that instantiates from bytes at start-up.
WebAssembly.instantiate = (async (source: unknown, imports?: WebAssembly.Imports) => {
  if (source instanceof WebAssembly.Module) return originalInstantiate(source, imports);
  WebAssembly.instantiate = originalInstantiate;
  if (runtimeProcess) delete runtimeProcess.type;
  const instance = await originalInstantiate(libxml2Module, imports);
  return { instance, module: libxml2Module };
}) as Instantiate;
