// The registry of native rule modules compiled at Worker build time (scripts/edge/prebuild-native.ts writes it,
// edge-loader.ts reads it). The keys depend only on what a rule
// set definition says, never on directories: the build compiles against the artefacts directory on disk, the
// Worker resolves the same steps against /bundle/files/artefacts.
import type { ScenarioConfig, SchematronStep } from '../../plugins/contracts.js';
import type { ModuleBinder } from '../runtime/native/step.js';
import type { ScenarioLevel } from '../runtime/scenarios.js';

export interface PrebuiltStep {
  bind: ModuleBinder;
  /** Relative document() URIs the module reads (resolved against the step's .sch file). */
  documents: string[];
}

/** A validator scenario as runtime/scenarios.ts loads it, with its custom levels as entries. */
export interface PrebuiltScenario {
  name: string;
  match: string;
  namespaces: Record<string, string>;
  customLevels: Array<[string, ScenarioLevel]>;
}

export interface NativeRegistry {
  steps: Record<string, PrebuiltStep>;
  scenarioModules: Record<string, ModuleBinder>;
  scenarioLists: Record<string, PrebuiltScenario[]>;
}

/** Which compiled module a step needs: its entry point, rule filter and phase. */
export function nativeStepKey(step: SchematronStep): string {
  return [step.path, step.onlyRulesFile ?? '', (step.onlyRules ?? []).join(','), step.phase ?? ''].join('\n');
}

/** Which scenario-matching module a list of scenarios needs: their match expressions and namespaces. */
export function scenarioMatchKey(scenarios: ReadonlyArray<{ match: string; namespaces: Record<string, string> }>): string {
  return JSON.stringify(scenarios.map((s) => [s.match, Object.entries(s.namespaces).sort()]));
}

/** Which loaded scenario list a scenario configuration gives. */
export function scenarioListKey(config: ScenarioConfig): string {
  return [config.path, config.variablesFrom, JSON.stringify(Object.entries(config.placeholders).sort())].join('\n');
}
