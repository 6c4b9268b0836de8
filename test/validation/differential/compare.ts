// What the differential tests compare: the multiset of Schematron findings (failed asserts and successful
// reports) of two validation results, each finding reduced to rule id, severity and location. XML Schema
// and well-formedness rules are left out (both engines share that code). An aborted step
// (SCHEMATRON-ERROR) counts as a finding by its rule id alone: the two engines word errors differently.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ValidationResult, ValidationRule } from '../../../src/schemas/validation.js';

export interface Finding {
  rule_id: string;
  severity: string;
  location: string | null;
}

const isSchemaRule = (r: ValidationRule) => r.rule_id === 'XSD' || r.rule_id.startsWith('XML-');

/**
 * The Schematron findings of a result, plus the XRechnung scenario it chose as one pseudo-finding
 * `(scenario)` (the scenario re-levels severities, so a different choice must show as itself).
 */
export function findingsOf(result: ValidationResult): Finding[] {
  const findings = result.rules
    .filter((r) => !isSchemaRule(r))
    .map((r) =>
      r.rule_id === 'SCHEMATRON-ERROR'
        ? { rule_id: r.rule_id, severity: r.severity, location: null }
        : { rule_id: r.rule_id, severity: r.severity, location: r.location ?? null },
    );
  const scenario = result.rule_set?.scenario;
  return scenario ? [...findings, { rule_id: '(scenario)', severity: '-', location: scenario }] : findings;
}

const keyOf = (f: Finding) => `${f.rule_id} ${f.severity} ${f.location ?? '-'}`;

function countByKey(findings: Finding[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(keyOf(f), (counts.get(keyOf(f)) ?? 0) + 1);
  return counts;
}

export interface FindingDiff {
  /** `rule severity location`, with how many more times the reference reported it than the candidate. */
  onlyReference: Array<{ key: string; count: number }>;
  onlyCandidate: Array<{ key: string; count: number }>;
}

/** The multiset difference in both directions; both lists empty means the engines agree. */
export function diffFindings(reference: Finding[], candidate: Finding[]): FindingDiff {
  const ref = countByKey(reference);
  const cand = countByKey(candidate);
  const surplus = (a: Map<string, number>, b: Map<string, number>) =>
    [...a]
      .map(([key, n]) => ({ key, count: n - (b.get(key) ?? 0) }))
      .filter((x) => x.count > 0)
      .sort((x, y) => x.key.localeCompare(y.key));
  return { onlyReference: surplus(ref, cand), onlyCandidate: surplus(cand, ref) };
}

export const agrees = (diff: FindingDiff) => diff.onlyReference.length === 0 && diff.onlyCandidate.length === 0;

/** A diff as text: `-` lines only the reference (saxon-js) reported, `+` lines only the candidate (native). */
export function formatDiff(diff: FindingDiff, names = { reference: 'saxon-js', candidate: 'native' }): string {
  const line = (sign: string, who: string) => (x: { key: string; count: number }) =>
    `${sign} ${x.key}${x.count > 1 ? ` ×${x.count}` : ''}   (only ${who})`;
  return [...diff.onlyReference.map(line('-', names.reference)), ...diff.onlyCandidate.map(line('+', names.candidate))].join('\n');
}

export const RESULTS_DIR = resolve(import.meta.dirname, '../../../test-results/native-differential');

/** A file-system-safe folder name for a case id. */
export const folderName = (id: string) => id.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 180);

export interface Disagreement {
  id: string;
  ruleSet: string;
  xml: string;
  reference: ValidationResult;
  candidate: ValidationResult;
  diff: FindingDiff;
  /** Extra lines for the report (e.g. the mutant's base and edits). */
  notes?: string[];
}

/** The messages of aborted steps (SCHEMATRON-ERROR) and exceptions on each side: not compared, but what a reader needs first. */
export function errorMessages(reference: ValidationResult, candidate: ValidationResult): string[] {
  const messages = (who: string, result: ValidationResult) =>
    result.rules.filter((r) => r.rule_id === 'SCHEMATRON-ERROR' || r.rule_id === '(exception)').map((r) => `${who} ${r.rule_id}: ${r.message}`);
  return [...messages('saxon-js', reference), ...messages('native', candidate)];
}

/** Saves the document and both results for reproduction; returns the folder. */
export function saveDisagreement(d: Disagreement, dir = RESULTS_DIR): string {
  const folder = join(dir, d.ruleSet, folderName(d.id));
  mkdirSync(folder, { recursive: true });
  const documentPath = join(folder, 'document.xml');
  writeFileSync(documentPath, d.xml);
  writeFileSync(join(folder, 'saxon-js.json'), JSON.stringify(d.reference, null, 2));
  writeFileSync(join(folder, 'native.json'), JSON.stringify(d.candidate, null, 2));
  const report = [
    `case: ${d.id}`,
    `rule set: ${d.ruleSet}`,
    `engines: reference ${d.reference.rule_set?.engine ?? '?'}, candidate ${d.candidate.rule_set?.engine ?? '?'}`,
    `scenario: reference ${d.reference.rule_set?.scenario ?? '-'}, candidate ${d.candidate.rule_set?.scenario ?? '-'}`,
    ...(d.notes ?? []),
    '',
    formatDiff(d.diff),
    ...errorMessages(d.reference, d.candidate),
    '',
    `reproduce: npx tsx test/validation/differential/repro.ts ${join('test-results/native-differential', d.ruleSet, folderName(d.id), 'document.xml')} ${d.ruleSet}`,
    '',
  ].join('\n');
  writeFileSync(join(folder, 'diff.txt'), report);
  return folder;
}

/** What a suite counts per rule set (written to its summary; summary.ts prints it). */
export interface Tally {
  cases: number;
  agree: number;
  fallback: number;
  disagree: number;
  /** Rule id → number of disagreeing documents it appears in (what to look at first). */
  disagreeing_rules: Record<string, number>;
  /** Documents with at least one Schematron finding, documents where a step aborted (SCHEMATRON-ERROR), and the distinct rule ids fired across all documents. */
  with_findings: number;
  aborted: number;
  distinct_rules_fired: number;
}
