// Prints the summaries the differential suites leave in test-results/native-differential/summary/ as
// Markdown tables (per suite and rule set: cases, agreements, disagreements, fallbacks, wall time; then the
// rules that disagree most often):  npx tsx test/validation/differential/summary.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_DIR, type Tally } from './compare.js';

/** Summaries written before these counts existed lack them. */
type StoredTally = Omit<Tally, 'with_findings' | 'aborted' | 'distinct_rules_fired'> &
  Partial<Pick<Tally, 'with_findings' | 'aborted' | 'distinct_rules_fired'>>;

interface Summary {
  suite: string;
  wall_ms: number;
  /** Absent in summaries written before CPU time was recorded. */
  cpu_ms?: number;
  setup_ms: number;
  rule_sets: Record<string, StoredTally>;
}

const dir = join(RESULTS_DIR, 'summary');
if (!existsSync(dir)) {
  console.error(`No summaries in ${dir}: run \`npx vitest run test/validation/differential\` first.`);
  process.exit(1);
}
const summaries = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Summary);

console.log(
  '| Test file | Rule set | Documents | With findings | Step aborted | Distinct rules fired | Agree | Disagree | Fallback (not compared) | File wall time | File CPU time |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
const seconds = (ms: number | undefined) => (ms === undefined ? '?' : `${(ms / 1000).toFixed(0)} s`);
const totals = { cases: 0, agree: 0, disagree: 0, fallback: 0 };
const rules = new Map<string, number>();
for (const s of summaries) {
  Object.entries(s.rule_sets).forEach(([ruleSet, t], i) => {
    console.log(
      `| ${i === 0 ? `${s.suite}.test.ts` : ''} | ${ruleSet} | ${t.cases} | ${t.with_findings ?? '?'} | ${t.aborted ?? '?'} | ${t.distinct_rules_fired ?? '?'} | ${t.agree} | ${t.disagree} | ${t.fallback} | ${i === 0 ? seconds(s.wall_ms) : ''} | ${i === 0 ? seconds(s.cpu_ms) : ''} |`,
    );
    totals.cases += t.cases;
    totals.agree += t.agree;
    totals.disagree += t.disagree;
    totals.fallback += t.fallback;
    for (const [rule, n] of Object.entries(t.disagreeing_rules ?? {})) rules.set(`${ruleSet} ${rule}`, (rules.get(`${ruleSet} ${rule}`) ?? 0) + n);
  });
}
console.log(
  `| **all** | | ${totals.cases} | | | | ${totals.agree} | ${totals.disagree} | ${totals.fallback} | ${seconds(summaries.reduce((a, s) => a + s.wall_ms, 0))} (sum) | ${seconds(summaries.reduce((a, s) => a + (s.cpu_ms ?? 0), 0))} (sum) |`,
);
if (rules.size > 0) {
  console.log('\nRules in disagreeing documents (rule set, rule, documents):');
  for (const [rule, n] of [...rules].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${rule}: ${n}`);
}
