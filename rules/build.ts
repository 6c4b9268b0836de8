// `npm run rules:build`: compiles every Schematron step of every installed rule set into the cache
// (rules/build/), so neither a server start nor the test suites compile anything.
// Options: rule set ids as arguments to build only those; EINVOICE_ARTEFACTS_DIR as for the server.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { loadConfig } from '../src/config.js';
import { BUILTIN_RULE_SETS } from './rule-sets.js';
import { defaultCacheDir, ensureStepCompiled, stepInputs } from './cache.js';
import { ensureNativeStep } from './native/cache.js';

export { defaultCacheDir };

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

/** Builds the steps of the given rule sets (default: all built-in ones), one compile at a time. */
export async function buildRuleSets(
  artefactsDir: string,
  cacheDir: string,
  ids?: string[],
  log: (line: string) => void = () => {},
): Promise<BuildReport> {
  const report: BuildReport = { compiled: [], cached: [], skipped: [], sefPaths: [], nativeFailures: [], nativeModules: [] };
  const done = new Set<string>();
  for (const ruleSet of BUILTIN_RULE_SETS.filter((r) => !ids || ids.includes(r.id))) {
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
      const result = await ensureStepCompiled(step, artefactsDir, cacheDir);
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

// Run as a script only (never when bundled into the server).
if (process.argv[1]?.endsWith('rules/build.ts')) {
  const ids = process.argv.slice(2);
  const { artefactsDir } = loadConfig();
  const cacheDir = defaultCacheDir();
  console.log(`artefacts: ${artefactsDir}\ncache:     ${cacheDir}`);
  buildRuleSets(artefactsDir, cacheDir, ids.length ? ids : undefined, (line) => console.log(line)).then(
    (r) => {
      // A full build knows every current compilation: older ones (changed artefacts or compiler) go.
      const removed = ids.length ? [] : pruneCache(cacheDir, r.sefPaths, r.nativeModules);
      for (const f of r.nativeFailures) console.log(`native compile failed: ${f.step}: ${f.error}`);
      console.log(
        `done: ${r.compiled.length} compiled, ${r.cached.length} cached, ${r.skipped.length} rule sets skipped, ${removed.length} stale files removed`,
      );
      if (r.skipped.length && !ids.length) console.log('Install the missing artefacts with `npm run artefacts:install`.');
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
