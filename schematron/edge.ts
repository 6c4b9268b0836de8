// The Schematron subsystem's entry on a Worker: the loader over the native modules bundled when the Worker was
// built. saxon-js comes separately (build/edge-saxon.ts), so a Worker built without it does not carry it.
export { bundledRegistry } from './build/bundled-registry.js';
export { createEdgeLoader, sourcesCompiledIn } from './build/edge-loader.js';
