// How a plugin's rule artefacts are located. A plugin ships its own files under its rule set's `baseDir`
// (an absolute directory, usually computed from import.meta.url) and may reuse official files that the
// operator installed in the artefacts directory (EINVOICE_ARTEFACTS_DIR) by marking a step `inArtefacts`.
// The kernel turns both kinds into absolute paths once, at load time, so the engine needs no plugin logic.
import { isAbsolute, resolve } from 'node:path';
import type { FormatPlugin, RuleSetDefinition, SchematronStep, XsdStep } from './contracts.js';

function locate<T extends XsdStep | SchematronStep>(step: T, baseDir: string, artefactsDir: string): T {
  const { inArtefacts, ...rest } = step;
  const base = inArtefacts ? artefactsDir : baseDir;
  const path = resolve(base, step.path);
  const onlyRulesFile = 'onlyRulesFile' in step && step.onlyRulesFile ? { onlyRulesFile: resolve(base, step.onlyRulesFile) } : {};
  return { ...rest, ...onlyRulesFile, path } as T;
}

/** The rule set with every path absolute: `inArtefacts` steps under artefactsDir, the others under baseDir. */
export function locateRuleSet(ruleSet: RuleSetDefinition, artefactsDir: string): RuleSetDefinition {
  const baseDir = ruleSet.baseDir ?? artefactsDir;
  return {
    ...ruleSet,
    baseDir,
    xsd: ruleSet.xsd.map((x) => locate(x, baseDir, artefactsDir)),
    schematron: ruleSet.schematron.map((s) => locate(s, baseDir, artefactsDir)),
    ...(ruleSet.scenarios
      ? {
          scenarios: {
            ...ruleSet.scenarios,
            path: resolve(baseDir, ruleSet.scenarios.path),
            variablesFrom: resolve(baseDir, ruleSet.scenarios.variablesFrom),
          },
        }
      : {}),
  };
}

/** Every rule set the given format plugins declare, located; what the kernel hands the validation engine. */
export function pluginRuleSets(plugins: Iterable<FormatPlugin>, artefactsDir: string): RuleSetDefinition[] {
  return [...plugins].flatMap((p) => (p.ruleSets ?? []).map((r) => locateRuleSet(r, artefactsDir)));
}

/** A plugin's baseDir must be absolute: a relative one would depend on the server's working directory. */
export function hasAbsoluteBaseDir(ruleSet: RuleSetDefinition): boolean {
  return ruleSet.baseDir !== undefined && isAbsolute(ruleSet.baseDir);
}
