// The Schematron subsystem's entry on Node and Deno: the loader over the compile caches on disk, and the build
// that fills them ahead of use (`npm run rules:build`).
import { xslt3Compiler } from './target-xslt/sef.js';
import { ensureStepCompiled as ensureSef, type CompiledStep } from './build/sef-cache.js';
import type { SchematronStep } from '../plugins/contracts.js';

export { createNodeLoader } from './build/node-loader.js';
export { buildRuleSets, pruneCache, type BuildReport } from './build/build.js';
export { defaultCacheDir, type CompiledStep } from './build/sef-cache.js';
export { ensureNativeStep, ensureNativeScenarios } from './build/native-cache.js';
export { importNativeModule } from './runtime/native/step.js';

/** The SEF of a step, from the cache or compiled now with xslt3. */
export function ensureStepCompiled(step: SchematronStep, baseDir: string, cacheDir: string): Promise<CompiledStep> {
  return ensureSef(step, baseDir, cacheDir, xslt3Compiler);
}
