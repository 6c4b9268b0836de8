// Replaces rules/compiler/sef.ts in the Worker build (scripts/edge/build-worker.mjs). Compiling XSLT to SEF runs
// xslt3 in a child process with up to 1 GB of memory, which a Worker cannot do: on the edge every rule set is
// compiled before deployment (`npm run rules:build`) and bundled. The xslt3 version, part of the cache key, is
// fixed at build time so the names match the SEFs compiled on Node.
declare const __EINVOICE_XSLT3_VERSION__: string;

export const XSLT3_VERSION: string = __EINVOICE_XSLT3_VERSION__;

export function compileXsltFile(xslPath: string): Promise<void> {
  return Promise.reject(new Error(`cannot compile ${xslPath} on the edge: run \`npm run rules:build\` before building the Worker`));
}
