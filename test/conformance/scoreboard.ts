// Prints the conformance scoreboard (markdown) from the scores the suites left in rules/build/conformance/.
// Run after the suites: `npm run test:conformance` does both.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultCacheDir } from '../../schematron/node.js';
import type { SuiteScore } from './setup.js';

const dir = join(defaultCacheDir(), 'conformance');
const scores: SuiteScore[] = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')))
  : [];
const get = (suite: string) => scores.find((s) => s.suite === suite);
const sum = (suites: string[]) =>
  suites.map(get).reduce((acc, s) => ({ passed: acc.passed + (s?.passed ?? 0), total: acc.total + (s?.total ?? 0) }), { passed: 0, total: 0 });
const folders = ['ubl-inv', 'ubl-cn', 'cii'];
const rows: Array<[string, { passed: number; total: number }, string]> = [
  ['CEN EN 16931 unit tests (vefa expectations)', sum(['cen-unit']), 'asserted'],
  ['Complete examples (CEN, CEN test files), EN 16931 1.3.16', sum(['examples']), 'asserted'],
  ['Peppol BIS Billing 3.0.19 examples, snippets, national examples', sum(['examples-peppol-3.0.19']), 'asserted'],
  ['Peppol BIS Billing 3.0.20 examples', sum(['examples-peppol-3.0.20']), 'asserted'],
  ['Peppol BIS Billing 3.0.21 examples', sum(['examples-peppol-3.0.21']), 'asserted'],
  ['Peppol BIS Self-Billing 3.0.2 examples', sum(['examples-peppol-self-billing-3.0.2']), 'asserted'],
  ['KoSIT XRechnung 3.0.2 instances, `identity` expectations', sum(folders.map((f) => `kosit-${f}-identity`)), 'asserted'],
  ['KoSIT mutants: `remove`', sum(folders.map((f) => `kosit-${f}-remove`)), 'asserted'],
  ['KoSIT mutants: `empty`', sum(folders.map((f) => `kosit-${f}-empty`)), 'asserted'],
  ['KoSIT mutants: `code`', sum(folders.map((f) => `kosit-${f}-code`)), 'asserted'],
];
console.log('| Suite | Passed | Total | Rate | In CI |\n|---|---|---|---|---|');
for (const [name, { passed, total }, ci] of rows) {
  console.log(`| ${name} | ${passed} | ${total} | ${total ? ((100 * passed) / total).toFixed(1) : '–'} % | ${ci} |`);
}
