// Where the validation engine gets what the build produced, one implementation per runtime, passed in when the
// app is built: on Node (and Deno) the compile caches on disk, compiled on first use (node-loader.ts); on a
// Worker, which can neither write files nor import them at run time, the modules compiled and bundled when the
// Worker was built (edge-loader.ts). saxon-js, the reference engine, is part of a loader only where it runs.
import type { ScenarioConfig, SchematronStep } from '../../plugins/contracts.js';
import type { ModuleBinder } from '../runtime/native/step.js';
import type { LoadedStep, SvrlFinding } from '../runtime/saxon/step.js';
import type { SaxonNode } from '../runtime/saxon/saxon.js';
import type { Scenario } from '../runtime/scenarios.js';
import type { ScenarioMatch } from '../target-js/scenario-schema.js';

/** A step compiled to JavaScript, ready to bind to the runtime. */
export interface LoadedNativeModule {
  bind: ModuleBinder;
  /** The .sch entry point: the base of the module's relative document() URIs. */
  sourcePath: string;
  documents: string[];
}

export interface SchematronLoader {
  /** The native module of a step. Throws when there is none (not translatable, or not in this bundle): the engine then uses saxon-js. */
  nativeStep(step: SchematronStep, baseDir: string): Promise<LoadedNativeModule>;
  /** The native module that tells which validator scenarios match a document (a report with id N: scenario N). */
  nativeScenarios(scenarios: readonly ScenarioMatch[]): Promise<ModuleBinder>;
  /** The validator scenarios of a rule set, placeholders filled in. */
  scenarios(config: ScenarioConfig, baseDir: string): Scenario[];
  /** The reference engine; absent where saxon-js is not part of the runtime. */
  saxon?: SaxonRuntime;
}

/** saxon-js with the SEFs of the steps. */
export interface SaxonRuntime {
  /** The step's SEF, loaded for repeated runs (compiled first when the cache lacks it and the runtime can compile). */
  loadStep(step: SchematronStep, baseDir: string): Promise<LoadedStep>;
  parse(text: string): SaxonNode;
  run(step: LoadedStep, doc: SaxonNode): SvrlFinding[];
  /** The first scenario whose match is true for the document. */
  selectScenario(scenarios: Scenario[], doc: SaxonNode): Scenario | null;
}
