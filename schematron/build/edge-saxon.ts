// saxon-js on a Worker, for a Worker built with it (EINVOICE_SCHEMATRON_ENGINE=saxon-js, or a built-in rule set
// that does not compile natively). Compiling XSLT to SEF runs xslt3 in a child process with up to 1 GB of memory,
// which a Worker cannot do: the SEFs are compiled before deployment (`npm run rules:build`) and bundled into
// cacheDir. The xslt3 version, part of the cache key, is fixed when the Worker is built, so the names match the
// SEFs compiled on Node. The validator scenarios are read from the bundled artefacts, as on Node.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { saxonRuntime } from '../runtime/saxon/runtime.js';
import { loadScenarios } from '../runtime/scenarios.js';
import type { SchematronLoader } from './loader.js';
import { ensureStepCompiled, type SefCompiler } from './sef-cache.js';

declare const __EINVOICE_XSLT3_VERSION__: string;

const prebuiltOnly: SefCompiler = {
  version: __EINVOICE_XSLT3_VERSION__,
  compile: (xslPath) => Promise.reject(new Error(`cannot compile ${xslPath} on the edge: run \`npm run rules:build\` before building the Worker`)),
};

const readText = (path: string) => readFileSync(path, 'utf8');

/** The parts of a loader saxon-js adds (to be spread over the edge loader). */
export function edgeSaxon(cacheDir: string): Pick<SchematronLoader, 'saxon' | 'scenarios'> {
  return {
    saxon: saxonRuntime((step, baseDir) => ensureStepCompiled(step, baseDir, cacheDir, prebuiltOnly)),
    scenarios: (config, baseDir) => loadScenarios(config, (p) => resolve(baseDir, p), readText),
  };
}
