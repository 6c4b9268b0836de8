// npm run eval:anonymize — precision, recall and F2 of the anonymizer per entity type and per language
// on the labelled corpus (test/fixtures/anonymize), and the share of invoice facts left unchanged.
// The development slice is what the recognizers were tuned on; the held-out slice was not looked at
// while tuning. Flags: --misses prints the development slice's misses and false alarms;
// --heldout-misses does the same for the held-out slice (reading it spoils it as a held-out check).
import { loadCorpus } from '../test/fixtures/anonymize/corpus.js';
import { evaluate, TARGETS, type EvaluationReport, type Scores } from '../test/fixtures/anonymize/evaluate.js';
import { detect, resolveLanguage } from '../src/intelligent/anonymize/index.js';
import type { CorpusText } from '../test/fixtures/anonymize/corpus.js';

const pct = (x: number) => `${(x * 100).toFixed(1)}`;

function row(label: string, s: Scores): string {
  return `| ${label} | ${s.gold} | ${pct(s.precision)} | ${pct(s.recall)} | ${pct(s.f2)} |`;
}

function table(title: string, report: EvaluationReport): string {
  const lines = [`### ${title}`, '', '| entity type | gold spans | precision % | recall % | F2 % |', '|---|---:|---:|---:|---:|'];
  for (const [type, s] of Object.entries(report.byType).sort()) if (s!.gold > 0) lines.push(row(type, s!));
  lines.push(row('**all types**', report.overall), '', '| language | gold spans | precision % | recall % | F2 % |', '|---|---:|---:|---:|---:|');
  for (const [language, s] of Object.entries(report.byLanguage).sort()) lines.push(row(language, s!));
  lines.push(
    '',
    `Invoice facts preserved: ${report.facts.preserved}/${report.facts.total} (${pct(report.facts.share)} %). ` +
      `Language detected correctly: ${report.languageDetection.correct}/${report.languageDetection.total}.`,
    '',
  );
  return lines.join('\n');
}

function printProblems(label: string, report: EvaluationReport): void {
  console.log(`\n${label}: misses`);
  for (const m of report.misses) console.log(`  ${m.id} ${m.type} ${JSON.stringify(m.value)}`);
  console.log(`${label}: false alarms`);
  for (const m of report.falseAlarms) console.log(`  ${m.id} ${m.type} ${JSON.stringify(m.value)}`);
  console.log(`${label}: broken facts`);
  for (const f of report.brokenFacts) console.log(`  ${f.id} ${f.kind} ${JSON.stringify(f.value)}`);
}

/**
 * Privacy, whatever the placeholder type: names, companies and places with a letter or digit outside every
 * replaced span (as parse runs it, with the labelled language as hint). This is what could reach a model.
 */
function notFullyReplaced(texts: CorpusText[]): { values: number; leaked: number } {
  let values = 0;
  let leaked = 0;
  for (const t of texts) {
    const spans = detect(t.text, resolveLanguage(t.text, t.language));
    for (const gold of t.pii.filter((p) => TARGETS.nameTypes.includes(p.kind))) {
      values++;
      for (let i = gold.start; i < gold.end; i++) {
        if (/[\p{L}\p{N}]/u.test(t.text[i]!) && !spans.some((s) => s.start <= i && i < s.end)) {
          leaked++;
          break;
        }
      }
    }
  }
  return { values, leaked };
}

const corpus = loadCorpus();
const development = corpus.filter((t) => !t.heldOut);
const heldOut = corpus.filter((t) => t.heldOut);
const dev = evaluate(development);
const held = evaluate(heldOut);

console.log(`Corpus: ${corpus.length} texts (${development.length} development, ${heldOut.length} held out), languages detected automatically.\n`);
console.log(table(`Development slice (${development.length} texts)`, dev));
console.log(table(`Held-out slice (${heldOut.length} texts)`, held));

for (const [label, texts] of [['development', development], ['held-out', heldOut]] as const) {
  const { values, leaked } = notFullyReplaced(texts);
  console.log(`Names, companies and places not fully replaced (${label}): ${leaked}/${values}.`);
}
console.log('');

const failures: string[] = [];
for (const type of TARGETS.structuredTypes) {
  const s = dev.byType[type];
  if (s && s.recall < TARGETS.recallStructured) failures.push(`${type} recall ${pct(s.recall)} % < ${pct(TARGETS.recallStructured)} %`);
}
for (const type of TARGETS.nameTypes) {
  const s = dev.byType[type];
  if (s && s.recall < TARGETS.recallNames) failures.push(`${type} recall ${pct(s.recall)} % < ${pct(TARGETS.recallNames)} %`);
}
if (dev.facts.share < TARGETS.factsPreserved) failures.push(`facts preserved ${pct(dev.facts.share)} % < ${pct(TARGETS.factsPreserved)} %`);
console.log(failures.length ? `Targets missed on the development slice:\n  ${failures.join('\n  ')}` : 'All targets met on the development slice.');

if (process.argv.includes('--misses')) printProblems('development', dev);
if (process.argv.includes('--heldout-misses')) printProblems('held-out', held);
process.exitCode = failures.length ? 1 : 0;
