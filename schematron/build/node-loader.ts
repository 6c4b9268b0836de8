// How the engine gets the compiled module of a step on Node and Deno: compile (cheap, cached by content) and
// import the file. The Worker build swaps this file for src/edge/native-prebuilt.ts, which serves modules
// compiled before deployment and bundled (a Worker can neither write files nor import them at run time).
import type { SchematronStep } from '../../plugins/contracts.js';
import { importNativeModule, type ModuleBinder } from '../runtime/native/step.js';
import { ensureNativeScenarios, ensureNativeStep } from './native-cache.js';
import type { ScenarioMatch } from '../target-js/scenario-schema.js';

export interface LoadedNativeModule {
  bind: ModuleBinder;
  /** The .sch entry point: the base of the module's relative document() URIs. */
  sourcePath: string;
  documents: string[];
}

/** Throws NativeCompileError when the step cannot be translated. */
export async function loadNativeStepModule(step: SchematronStep, baseDir: string, cacheDir: string): Promise<LoadedNativeModule> {
  const compiled = ensureNativeStep(step, baseDir, cacheDir);
  return { bind: await importNativeModule(compiled.modulePath), sourcePath: compiled.sourcePath, documents: compiled.documents };
}

export async function loadNativeScenarioModule(scenarios: readonly ScenarioMatch[], cacheDir: string): Promise<ModuleBinder> {
  return importNativeModule(ensureNativeScenarios(scenarios, cacheDir));
}
