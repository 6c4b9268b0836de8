// Replaces src/validation/scenarios.ts in the Worker build when saxon-js is left out of it (every built-in rule
// set runs natively, see scripts/edge/build-worker.mjs). Loading the XRechnung scenarios evaluates the lets of
// common.sch with saxon-js, so the build does it on Node and bundles the result; the native engine matches the
// scenarios with a compiled module, so selectScenario (the saxon-js path) is never reached here.
// @ts-expect-error -- generated at build time; its shape is NativeRegistry (src/edge/native-registry.ts)
import * as generated from 'einvoice:native-registry';
import type { ScenarioConfig } from '../../plugins/contracts.js';
import type { Scenario } from '../../schematron/runtime/scenarios.js';
import { scenarioListKey, type NativeRegistry } from '../../schematron/build/registry.js';

export type { Scenario };

const registry = generated as NativeRegistry;

export function loadScenarios(config: ScenarioConfig, _resolvePath: (p: string) => string, _readText: (path: string) => string): Scenario[] {
  const prebuilt = registry.scenarioLists[scenarioListKey(config)];
  if (!prebuilt) throw new Error(`the validator scenarios ${config.path} were not loaded when this Worker was built`);
  return prebuilt.map((s) => ({ name: s.name, match: s.match, namespaces: s.namespaces, customLevels: new Map(s.customLevels) }));
}

export function selectScenario(): never {
  throw new Error('saxon-js is not bundled in this Worker: scenarios are matched by the native engine');
}
