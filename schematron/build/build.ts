// Builds rule sets ahead of use: every Schematron step compiled into the cache (the SEF for saxon-js and the
// native module), and the cache pruned of compilations no current step produces. `npm run rules:build`
// (rules/build.ts) runs it over the built-in rule sets.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { RuleSetDefinition } from '../../plugins/contracts.js';
import { stepInputs } from '../frontend/step-files.js';
import { xslt3Compiler } from '../target-xslt/sef.js';
import { ensureStepCompiled } from './sef-cache.js';
import { ensureNativeStep } from './native-cache.js';

export interface BuildReport {
  compiled: string[];
  cached: string[];
  skipped: Array<{ ruleSet: string; missing: string[] }>;
  /** Steps the native compiler could not translate (their rule sets run on saxon-js), with the construct and where. */
  nativeFailures: Array<{ step: string; error: string }>;
  /** Absolute paths of the native modules of the built steps. */
  nativeModules: string[];
  /** Absolute paths of the SEFs the built rule sets use. */
  sefPaths: string[];
}

/** Builds every Schematron step of the given rule sets into the cache (SEF and native module), one compile at a time. */
export async function buildRuleSets(
  ruleSets: readonly RuleSetDefinition[],
  artefactsDir: string,
  cacheDir: string,
  log: (line: string) => void = () => {},
): Promise<BuildReport> {
  const report: BuildReport = { compiled: [], cached: [], skipped: [], sefPaths: [], nativeFailures: [], nativeModules: [] };
  const done = new Set<string>();
  for (const ruleSet of ruleSets) {
    const missing = [
      ...ruleSet.xsd.map((x) => resolve(artefactsDir, x.path)),
      ...ruleSet.schematron.flatMap((s) => stepInputs(s, artefactsDir)),
    ].filter((p) => !existsSync(p));
    if (missing.length) {
      report.skipped.push({ ruleSet: ruleSet.id, missing });
      log(`skip ${ruleSet.id}: missing ${missing.join(', ')}`);
      continue;
    }
    for (const step of ruleSet.schematron) {
      const key = `${step.path}|${step.onlyRulesFile ?? ''}`;
      if (done.has(key)) continue;
      done.add(key);
      const started = Date.now();
      const result = await ensureStepCompiled(step, artefactsDir, cacheDir, xslt3Compiler);
      (result.compiled ? report.compiled : report.cached).push(step.path);
      report.sefPaths.push(result.sefPath);
      log(
        `${result.compiled ? 'compiled' : 'cached  '} ${step.path}${step.onlyRulesFile ? ' (filtered)' : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      try {
        report.nativeModules.push(ensureNativeStep(step, artefactsDir, cacheDir).modulePath);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        report.nativeFailures.push({ step: step.path, error: message });
        log(`native compile FAILED for ${step.path}: ${message} (rule set ${ruleSet.id} runs on saxon-js)`);
      }
    }
  }
  return report;
}

/** Deletes cached compilations (SEF, meta, XSLT, native modules of steps) that the current build did not produce. */
export function pruneCache(cacheDir: string, keepSefPaths: string[], keepNativeModules: string[] = []): string[] {
  const keep = new Set(keepSefPaths.map((p) => basename(p).replace(/\.sef\.json$/, '')));
  const removed: string[] = [];
  const nativeDir = join(cacheDir, 'native');
  const keepNative = new Set(keepNativeModules.map((p) => basename(p)));
  for (const file of existsSync(nativeDir) ? readdirSync(nativeDir) : []) {
    if (file.startsWith('scenarios-') || keepNative.has(file)) continue; // scenario modules are written at run time
    rmSync(join(nativeDir, file), { force: true });
    removed.push(`native/${file}`);
  }
  for (const file of existsSync(cacheDir) ? readdirSync(cacheDir) : []) {
    const stem = /^(.*)\.(sef\.json|meta\.json|xsl)$/.exec(file)?.[1];
    if (stem && !keep.has(stem)) {
      rmSync(join(cacheDir, file), { force: true });
      removed.push(file);
    }
  }
  return removed;
}
