// Replaces rules/native/load.ts in the Worker build (scripts/edge/build-worker.mjs). A Worker can neither write
// files nor import them at run time, so the native modules are compiled on Node when the Worker is built
// (scripts/edge/prebuild-native.ts) and bundled through the generated registry. A step the build did not compile
// throws here, and the validation engine falls back to saxon-js for its rule set.
import { resolve } from 'node:path';
// @ts-expect-error -- generated at build time; its shape is NativeRegistry (src/edge/native-registry.ts)
import * as generated from 'einvoice:native-registry';
import type { RuleSetDefinition, SchematronStep } from '../../plugins/contracts.js';
import type { ModuleBinder } from '../runtime/native/step.js';
import type { LoadedNativeModule } from './node-loader.js';
import type { ScenarioMatch } from '../target-js/scenario-schema.js';
import { nativeStepKey, scenarioListKey, scenarioMatchKey, type NativeRegistry } from './registry.js';

const registry = generated as NativeRegistry;

export async function loadNativeStepModule(step: SchematronStep, baseDir: string, _cacheDir: string): Promise<LoadedNativeModule> {
  const prebuilt = registry.steps[nativeStepKey(step)];
  if (!prebuilt) throw new Error(`no native module for ${step.path} in this Worker: the build compiles built-in rule sets only (see the build log)`);
  return { bind: prebuilt.bind, sourcePath: resolve(baseDir, step.path), documents: prebuilt.documents };
}

export async function loadNativeScenarioModule(scenarios: readonly ScenarioMatch[], _cacheDir: string): Promise<ModuleBinder> {
  const prebuilt = registry.scenarioModules[scenarioMatchKey(scenarios)];
  if (!prebuilt) throw new Error('no native scenario module for these validator scenarios in this Worker (see the build log)');
  return prebuilt;
}

/**
 * The rule files the registry's modules were compiled from (entry points, rule filters, scenario files),
 * resolved against baseDir: the build leaves the Schematron sources out of the upload, but the rule sets whose
 * every step is here are as good as installed.
 */
export function sourcesCompiledIn(ruleSets: readonly RuleSetDefinition[], baseDir: string): Set<string> {
  const sources = new Set<string>();
  for (const ruleSet of ruleSets) {
    if (ruleSet.schematron.length === 0 || !ruleSet.schematron.every((step) => registry.steps[nativeStepKey(step)])) continue;
    if (ruleSet.scenarios && !registry.scenarioLists[scenarioListKey(ruleSet.scenarios)]) continue;
    for (const step of ruleSet.schematron) {
      sources.add(resolve(baseDir, step.path));
      if (step.onlyRulesFile) sources.add(resolve(baseDir, step.onlyRulesFile));
    }
    if (ruleSet.scenarios) for (const path of [ruleSet.scenarios.path, ruleSet.scenarios.variablesFrom]) sources.add(resolve(baseDir, path));
  }
  return sources;
}
