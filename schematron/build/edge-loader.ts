// The loader on a Worker. A Worker can neither write files nor import them at run time, so the native modules
// are compiled on Node when the Worker is built (scripts/edge/prebuild-native.ts) and bundled through the
// generated registry (registry.ts describes it). A step the build did not compile throws here, and the engine
// falls back to saxon-js for its rule set, when the Worker was built with it (edge-saxon.ts).
import { resolve } from 'node:path';
import type { RuleSetDefinition } from '../../plugins/contracts.js';
import type { SchematronLoader } from './loader.js';
import { nativeStepKey, scenarioListKey, scenarioMatchKey, type NativeRegistry } from './registry.js';

export function createEdgeLoader(registry: NativeRegistry): SchematronLoader {
  return {
    async nativeStep(step, baseDir) {
      const prebuilt = registry.steps[nativeStepKey(step)];
      if (!prebuilt)
        throw new Error(`no native module for ${step.path} in this Worker: the build compiles built-in rule sets only (see the build log)`);
      return { bind: prebuilt.bind, sourcePath: resolve(baseDir, step.path), documents: prebuilt.documents };
    },
    async nativeScenarios(scenarios) {
      const prebuilt = registry.scenarioModules[scenarioMatchKey(scenarios)];
      if (!prebuilt) throw new Error('no native scenario module for these validator scenarios in this Worker (see the build log)');
      return prebuilt;
    },
    // Loading the scenarios evaluates the lets of a Schematron file with saxon-js: the build does it on Node.
    scenarios(config) {
      const prebuilt = registry.scenarioLists[scenarioListKey(config)];
      if (!prebuilt) throw new Error(`the validator scenarios ${config.path} were not loaded when this Worker was built`);
      return prebuilt.map((s) => ({ name: s.name, match: s.match, namespaces: s.namespaces, customLevels: new Map(s.customLevels) }));
    },
  };
}

/**
 * The rule files the registry's modules were compiled from (entry points, rule filters, scenario files),
 * resolved against baseDir: the build leaves the Schematron sources out of the upload, but the rule sets whose
 * every step is here are as good as installed.
 */
export function sourcesCompiledIn(registry: NativeRegistry, ruleSets: readonly RuleSetDefinition[], baseDir: string): Set<string> {
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
