// Reruns one document through both Schematron engines and prints the difference:
//   npx tsx test/validation/differential/repro.ts <document.xml> <ruleSet>[@version]
// Exit code 0 when the engines agree, 1 when they disagree, 2 on bad arguments.
import { readFileSync } from 'node:fs';
import { agrees, diffFindings, errorMessages, findingsOf, formatDiff } from './compare.js';
import { enginePair, ruleSetRequest } from './harness.js';

const [file, ruleSet] = process.argv.slice(2);
if (!file || !ruleSet) {
  console.error('usage: npx tsx test/validation/differential/repro.ts <document.xml> <ruleSet>');
  process.exit(2);
}
const xml = readFileSync(file, 'utf8');
const pair = await enginePair([ruleSet]);
const timed = async (engine: typeof pair.reference) => {
  const started = performance.now();
  const result = await engine.validate({ xml, ...ruleSetRequest(ruleSet) });
  return { result, ms: performance.now() - started };
};
const reference = await timed(pair.reference);
const candidate = await timed(pair.candidate);
for (const [label, run] of [
  ['saxon-js (reference)', reference],
  ['native (candidate)', candidate],
] as const) {
  const findings = findingsOf(run.result);
  console.log(`${label}: engine ${run.result.rule_set?.engine ?? '?'}, ${findings.length} findings, ${run.ms.toFixed(1)} ms`);
  for (const f of findings) console.log(`  ${f.rule_id} ${f.severity} ${f.location ?? '-'}`);
}
const diff = diffFindings(findingsOf(reference.result), findingsOf(candidate.result));
for (const message of errorMessages(reference.result, candidate.result)) console.log(message);
console.log(agrees(diff) ? 'The engines agree.' : `The engines disagree (- only saxon-js, + only native):\n${formatDiff(diff)}`);
process.exit(agrees(diff) ? 0 : 1);
