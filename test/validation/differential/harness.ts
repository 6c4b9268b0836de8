// Runs documents through both Schematron engines and turns disagreements into failing tests.
// One engine pair per test file (vitest runs files on both cores in parallel); cases are grouped into
// chunks so a file has a few dozen tests rather than thousands.
//
// The candidate ("native") engine runs first. When its result says saxon-js answered (the native compile
// of that rule set is incomplete, so the engine fell back), both sides would be the same code: the case
// is counted as `fallback` and the reference run is skipped. EINVOICE_DIFF_COMPARE_FALLBACK=1 compares
// those too (how the harness itself was checked before the native engine existed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { createValidationEngine, type SchematronEngineName, type ValidationEngine } from '../../../src/validation/engine.js';
import { buildRuleSets, defaultCacheDir } from '../../../rules/build.js';
import type { ValidationResult } from '../../../src/schemas/validation.js';
import type { DiffCase } from './corpus.js';
import { agrees, diffFindings, errorMessages, findingsOf, formatDiff, RESULTS_DIR, saveDisagreement, type Tally } from './compare.js';
import { createNodeLoader } from '../../../schematron/node.js';

export interface EnginePair {
  reference: ValidationEngine;
  candidate: ValidationEngine;
}

/**
 * A case's rule set is `id` or `id@version`. Without a version the case runs the version in force on a fixed day
 * (not today: the suite must not change with the date), with one that version.
 */
export const DIFFERENTIAL_DAY = '2026-11-24';

export function ruleSetRequest(ruleSet: string): { ruleSetId: string; asOf: string; rulesVersion?: string } {
  const [ruleSetId, rulesVersion] = ruleSet.split('@') as [string, string | undefined];
  return { ruleSetId, asOf: DIFFERENTIAL_DAY, ...(rulesVersion ? { rulesVersion } : {}) };
}

/** The two engines over the shared artefacts and rules cache, with the given rule sets (every version) built and loaded. */
export async function enginePair(ruleSets: string[]): Promise<EnginePair> {
  const ruleSetIds = [...new Set(ruleSets.map((r) => ruleSetRequest(r).ruleSetId))];
  const { artefactsDir } = loadConfig();
  const cacheDir = defaultCacheDir();
  await buildRuleSets(artefactsDir, cacheDir, ruleSetIds);
  const make = async (schematronEngine: SchematronEngineName) => {
    const engine = createValidationEngine({ artefactsDir, loader: createNodeLoader(cacheDir), schematronEngine });
    await engine.warmUp(ruleSetIds);
    return engine;
  };
  return { reference: await make('saxon-js'), candidate: await make('native') };
}

/** A case with optional lines for the report (a mutant's base and edits). */
export type LabelledCase = DiffCase & { notes?: string[] };

/** `fired`: the rule ids the candidate reported (how much of the rule set a document exercises). */
export type Outcome = { kind: 'agree' | 'fallback'; fired: string[] } | { kind: 'disagree'; fired: string[]; report: string; rules: string[] };

const compareFallback = () => process.env.EINVOICE_DIFF_COMPARE_FALLBACK === '1';

/**
 * A validation that throws (an engine bug: bad input must give a result, never an exception) becomes a
 * result with one `(exception)` finding, so the document is compared, reported and saved like any other.
 */
async function validateOrCapture(engine: ValidationEngine, c: LabelledCase): Promise<ValidationResult> {
  try {
    return await engine.validate({ xml: c.xml, ...ruleSetRequest(c.ruleSet) });
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return {
      is_valid: false,
      format_detected: 'unknown',
      schema_valid: false,
      business_rules_valid: false,
      error_count: 1,
      warning_count: 0,
      rules: [{ rule_id: '(exception)', severity: 'error', message, location: null }],
      rule_set: null,
    };
  }
}

/** Validates the case with both engines (the reference only when the candidate did not fall back) and compares. */
export async function compareCase(pair: EnginePair, c: LabelledCase, resultsDir = RESULTS_DIR): Promise<Outcome> {
  const candidate = await validateOrCapture(pair.candidate, c);
  const fired = [...new Set(findingsOf(candidate).map((f) => f.rule_id))].filter((id) => id !== '(scenario)');
  if (candidate.rule_set?.engine === 'saxon-js' && !compareFallback()) return { kind: 'fallback', fired };
  const reference = await validateOrCapture(pair.reference, c);
  const diff = diffFindings(findingsOf(reference), findingsOf(candidate));
  if (agrees(diff)) return { kind: 'agree', fired };
  const folder = saveDisagreement({ id: c.id, ruleSet: c.ruleSet, xml: c.xml, reference, candidate, diff, notes: c.notes }, resultsDir);
  const rules = [...new Set([...diff.onlyReference, ...diff.onlyCandidate].map((x) => x.key.split(' ')[0]!))];
  return {
    kind: 'disagree',
    fired,
    rules,
    report: [
      `${c.id}`,
      ...(c.notes ?? []).map((n) => `  ${n}`),
      formatDiff(diff).replace(/^/gm, '  '),
      ...errorMessages(reference, candidate).map((m) => `  ${m.slice(0, 300)}`),
      `  saved: ${folder}`,
    ].join('\n'),
  };
}

/** At most this many full reports per failing test; the rest are listed by id (all are saved). */
const REPORTS_SHOWN = 10;

/**
 * Defines the tests of one differential suite: the cases in chunks, every chunk one test that fails with a
 * readable diff of each disagreeing case. Writes a summary (counts per rule set, wall time) at the end.
 */
export function defineDifferentialSuite(suite: string, cases: LabelledCase[], options: { chunkSize?: number } = {}): void {
  const chunkSize = options.chunkSize ?? 50;
  const ruleSets = [...new Set(cases.map((c) => c.ruleSet))].sort();
  const chunks: Array<{ label: string; cases: LabelledCase[] }> = [];
  for (let i = 0; i < cases.length; i += chunkSize) {
    const slice = cases.slice(i, i + chunkSize);
    chunks.push({ label: `cases ${i + 1}–${i + slice.length} (${slice[0]!.id} …)`, cases: slice });
  }
  const tallies = new Map<string, Tally>();
  const tally = (ruleSet: string) => {
    let t = tallies.get(ruleSet);
    if (!t)
      tallies.set(
        ruleSet,
        (t = { cases: 0, agree: 0, fallback: 0, disagree: 0, disagreeing_rules: {}, with_findings: 0, aborted: 0, distinct_rules_fired: 0 }),
      );
    return t;
  };
  const firedByRuleSet: Record<string, Set<string>> = {};
  // The slowest documents, for sizing the suite.
  const slowest: Array<{ id: string; ms: number }> = [];
  const noteDuration = (id: string, ms: number) => {
    slowest.push({ id, ms: Math.round(ms) });
    slowest.sort((a, b) => b.ms - a.ms);
    slowest.length = Math.min(slowest.length, 5);
  };
  let pair: EnginePair;
  let started = 0;
  let ready = 0;
  // CPU time of this worker process: on a shared machine a steadier measure than wall time.
  let cpuAtStart = process.cpuUsage();

  beforeAll(async () => {
    started = performance.now();
    cpuAtStart = process.cpuUsage();
    pair = await enginePair(ruleSets);
    ready = performance.now();
  }, 900_000);

  afterAll(() => {
    const summary = {
      suite,
      wall_ms: Math.round(performance.now() - started),
      cpu_ms: Math.round(((cpu) => (cpu.user + cpu.system) / 1000)(process.cpuUsage(cpuAtStart))),
      setup_ms: Math.round(ready - started),
      slowest,
      rule_sets: Object.fromEntries([...tallies].sort(([a], [b]) => a.localeCompare(b))),
    };
    mkdirSync(join(RESULTS_DIR, 'summary'), { recursive: true });
    writeFileSync(join(RESULTS_DIR, 'summary', `${suite}.json`), JSON.stringify(summary, null, 2));
    const sum = (key: 'cases' | 'agree' | 'fallback' | 'disagree') => [...tallies.values()].reduce((a, t) => a + t[key], 0);
    const total = { cases: sum('cases'), agree: sum('agree'), fallback: sum('fallback'), disagree: sum('disagree') };
    console.log(
      `[native-differential] ${suite}: ${total.cases} cases, ${total.agree} agree, ${total.disagree} disagree, ${total.fallback} fallback (not compared); ${(summary.wall_ms / 1000).toFixed(1)} s wall, ${(summary.cpu_ms / 1000).toFixed(1)} s CPU`,
    );
  });

  describe(`native vs saxon-js: ${suite}`, () => {
    it.each(chunks)('$label', { timeout: 900_000 }, async ({ cases: chunk }) => {
      const reports: string[] = [];
      for (const c of chunk) {
        const caseStarted = performance.now();
        const outcome = await compareCase(pair, c);
        noteDuration(c.id, performance.now() - caseStarted);
        const t = tally(c.ruleSet);
        t.cases++;
        t[outcome.kind]++;
        if (outcome.fired.length > 0) t.with_findings++;
        if (outcome.fired.includes('SCHEMATRON-ERROR')) t.aborted++;
        const seen = (firedByRuleSet[c.ruleSet] ??= new Set());
        for (const rule of outcome.fired) seen.add(rule);
        t.distinct_rules_fired = seen.size;
        if (outcome.kind === 'disagree') {
          reports.push(outcome.report);
          for (const rule of outcome.rules) t.disagreeing_rules[rule] = (t.disagreeing_rules[rule] ?? 0) + 1;
        }
      }
      if (reports.length > 0) {
        const hidden = reports.slice(REPORTS_SHOWN).map((r) => r.split('\n')[0]);
        const more = hidden.length > 0 ? `\n\n… and ${hidden.length} more (saved under ${RESULTS_DIR}):\n${hidden.join('\n')}` : '';
        expect.fail(
          `${reports.length} of ${chunk.length} documents: the engines disagree (- only saxon-js, + only native)\n\n${reports.slice(0, REPORTS_SHOWN).join('\n\n')}${more}`,
        );
      }
    });
  });
}
