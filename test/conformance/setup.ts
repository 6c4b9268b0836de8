// Shared by the conformance suites: one engine over the shared artefacts, with rule sets compiled once
// into rules/build (the build is cached and locked, so parallel suites wait for one compile).
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../../src/config.js';
import { createValidationEngine, type ValidationEngine } from '../../src/validation/engine.js';
import { buildRuleSets, defaultCacheDir } from '../../rules/build.js';
import { sharedPath } from '../../src/shared-dir.js';
import { createNodeLoader } from '../../schematron/node.js';

export const CORPUS = sharedPath('corpus');

export async function conformanceEngine(ruleSetIds: string[]): Promise<ValidationEngine> {
  // EINVOICE_SCHEMATRON_ENGINE picks the engine, as for the server (native by default).
  const { artefactsDir, schematronEngine } = loadConfig();
  const cacheDir = defaultCacheDir();
  await buildRuleSets(artefactsDir, cacheDir, ruleSetIds);
  const engine = createValidationEngine({ artefactsDir, loader: createNodeLoader(cacheDir), schematronEngine });
  await engine.warmUp(ruleSetIds);
  return engine;
}

export interface SuiteScore {
  suite: string;
  passed: number;
  total: number;
  notes?: string[];
}

/** Prints a suite's score and keeps it in rules/build/conformance/ for the scoreboard. */
export function reportScore(score: SuiteScore): void {
  const dir = resolve(defaultCacheDir(), 'conformance');
  mkdirSync(dir, { recursive: true });
  writeFileSync(resolve(dir, `${score.suite}.json`), JSON.stringify(score, null, 2));
  console.log(`[conformance] ${score.suite}: ${score.passed}/${score.total} passed${score.notes?.length ? `\n  ${score.notes.join('\n  ')}` : ''}`);
}
