// The loader on Node and Deno: the compile caches on disk (rules/build by default). A step is compiled on first
// use when `npm run rules:build` has not done it yet: to JavaScript in milliseconds, to a SEF with xslt3 in a
// child process (only when the rule set falls back to saxon-js).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { importNativeModule } from '../runtime/native/step.js';
import { saxonRuntime } from '../runtime/saxon/runtime.js';
import { loadScenarios } from '../runtime/scenarios.js';
import { xslt3Compiler } from '../target-xslt/sef.js';
import type { SchematronLoader } from './loader.js';
import { ensureNativeScenarios, ensureNativeStep } from './native-cache.js';
import { ensureStepCompiled } from './sef-cache.js';

const readText = (path: string) => readFileSync(path, 'utf8');

export function createNodeLoader(cacheDir: string): SchematronLoader {
  return {
    async nativeStep(step, baseDir) {
      // Throws NativeCompileError when the step cannot be translated.
      const compiled = ensureNativeStep(step, baseDir, cacheDir);
      return { bind: await importNativeModule(compiled.modulePath), sourcePath: compiled.sourcePath, documents: compiled.documents };
    },
    nativeScenarios: (scenarios) => importNativeModule(ensureNativeScenarios(scenarios, cacheDir)),
    scenarios: (config, baseDir) => loadScenarios(config, (p) => resolve(baseDir, p), readText),
    saxon: saxonRuntime((step, baseDir) => ensureStepCompiled(step, baseDir, cacheDir, xslt3Compiler)),
  };
}
