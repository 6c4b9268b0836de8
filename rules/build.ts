// `npm run rules:build`: compiles every Schematron step of every installed built-in rule set into the cache
// (rules/build/), so neither a server start nor the test suites compile anything.
// Options: rule set ids as arguments to build only those; EINVOICE_ARTEFACTS_DIR as for the server.
import { loadConfig } from '../src/config.js';
import { buildRuleSets as buildSteps, defaultCacheDir, pruneCache, type BuildReport } from '../schematron/node.js';
import { BUILTIN_RULE_SETS } from './rule-sets.js';

export { defaultCacheDir };

/** Builds the built-in rule sets with the given ids (default: all of them). */
export function buildRuleSets(artefactsDir: string, cacheDir: string, ids?: string[], log?: (line: string) => void): Promise<BuildReport> {
  return buildSteps(
    BUILTIN_RULE_SETS.filter((r) => !ids || ids.includes(r.id)),
    artefactsDir,
    cacheDir,
    log,
  );
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
