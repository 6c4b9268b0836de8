// npm run eval:anonymize — how well the anonymizer keeps personal data from the model, per entity type and
// per language, and what it costs: the invoice facts it leaves unchanged.
//   npm run eval:anonymize                    the labelled corpus and every retired slice, then the targets
//                                             on the development corpus (all of them); exit code 1 on a miss
//   npm run eval:anonymize -- --misses        also lists leaks, misses, false alarms and broken facts of the
//                                             development corpus
//   npm run eval:anonymize -- --slice <dir>   one directory in corpus format (a blind slice): figures and
//                                             counts only, never a value, whatever other flag is given
//   npm run eval:anonymize -- --slice <dir> --misses
//                                             also lists the values of a slice already measured and published
//                                             (a directory under test/fixtures/anonymize/measured/); any other
//                                             directory, a blind slice above all, still prints figures only
// Recall follows the leak rule (test/fixtures/anonymize/evaluate.ts): a value counts as leaked when it reaches
// the model whole, or when any of its words that is not a common word of the language does.
import { isAbsolute, join, relative, resolve } from 'node:path';
import { CORPUS_DIR, loadCorpus, loadRetiredSlice, loadSlice, retiredSliceNames, type CorpusText } from '../test/fixtures/anonymize/corpus.js';
import { evaluate, TARGETS, type EvaluationReport, type Scores } from '../test/fixtures/anonymize/evaluate.js';

const MEASURED_DIR = join(CORPUS_DIR, 'measured');
const pct = (x: number) => `${(x * 100).toFixed(1)}`;

function row(label: string, s: Scores): string {
  return `| ${label} | ${s.gold} | ${s.leaked} | ${pct(s.recall)} | ${pct(s.typedRecall)} | ${pct(s.precision)} |`;
}

const HEAD = '| values | leaked | recall % | typed recall % | precision % |\n|---|---:|---:|---:|---:|---:|';

function table(title: string, texts: CorpusText[], report: EvaluationReport): string {
  const lines = [`### ${title} (${texts.length} texts)`, '', `| entity type ${HEAD}`];
  for (const [type, s] of Object.entries(report.byType).sort()) if (s!.gold > 0) lines.push(row(type, s!));
  const names = report.byType.NAME;
  if (names && names.predicted > 0) lines.push(`| NAME (neutral placeholders) | – | – | – | – | ${pct(names.precision)} |`);
  lines.push(row('**all types**', report.overall), '', `| language ${HEAD}`);
  for (const [language, s] of Object.entries(report.byLanguage).sort()) lines.push(row(language, s!));
  lines.push(
    '',
    `Invoice facts preserved: ${report.facts.preserved}/${report.facts.total} (${pct(report.facts.share)} %). ` +
      `Texts refused by the residual check: ${report.refused}. Language detected correctly: ${report.languageDetection.correct}/${report.languageDetection.total}.`,
    '',
  );
  return lines.join('\n');
}

function printProblems(label: string, report: EvaluationReport): void {
  const list = (title: string, items: Array<{ id: string; type?: string; kind?: string; value: string }>) => {
    console.log(`${label}: ${title}`);
    for (const m of items) console.log(`  ${m.id} ${m.type ?? m.kind} ${JSON.stringify(m.value)}`);
  };
  list('leaks', report.leaks);
  list('typed misses', report.misses);
  list('false alarms', report.falseAlarms);
  list('broken facts', report.brokenFacts);
}

function targetFailures(report: EvaluationReport): string[] {
  const failures: string[] = [];
  for (const type of TARGETS.structuredTypes) {
    const s = report.byType[type];
    if (s && s.recall < TARGETS.recallStructured) failures.push(`${type}: ${s.leaked} of ${s.gold} reach the model`);
  }
  for (const type of TARGETS.nameTypes) {
    const s = report.byType[type];
    if (s && s.recall < TARGETS.recallNames) failures.push(`${type} recall ${pct(s.recall)} % < ${pct(TARGETS.recallNames)} %`);
  }
  if (report.facts.share < TARGETS.factsPreserved) failures.push(`facts preserved ${pct(report.facts.share)} % < ${pct(TARGETS.factsPreserved)} %`);
  return failures;
}

const args = process.argv.slice(2);
const sliceAt = args.indexOf('--slice');
if (sliceAt >= 0) {
  const dir = args[sliceAt + 1];
  if (!dir) throw new Error('--slice needs a directory');
  const texts = loadSlice(resolve(dir));
  if (texts.length === 0) throw new Error(`no <language>.txt files in ${dir}`);
  const report = evaluate(texts);
  console.log(table(`Slice ${dir}`, texts, report));
  const failures = targetFailures(report);
  console.log(failures.length ? `Targets missed:\n  ${failures.join('\n  ')}` : 'All targets met.');
  const segments = relative(MEASURED_DIR, resolve(dir)).split(/[\\/]/);
  const measuredSlice = segments[0] !== '..' && segments[0] !== '' && !isAbsolute(segments.join('/')) && !segments.includes('blind');
  if (args.includes('--misses')) {
    if (measuredSlice) printProblems(`slice ${dir}`, report);
    else console.log('Only a slice under measured/ lists values: this one prints figures only.');
  }
  process.exitCode = failures.length ? 1 : 0;
} else {
  const sets = [
    { label: 'Labelled corpus', texts: loadCorpus() },
    ...retiredSliceNames().map((name) => ({ label: `Retired slice ${name}`, texts: loadRetiredSlice(name) })),
  ];
  const measured = sets.map((s) => ({ ...s, report: evaluate(s.texts) }));
  for (const m of measured) console.log(table(m.label, m.texts, m.report));
  const development = sets.flatMap((s) => s.texts);
  const all = evaluate(development);
  console.log(table('Development corpus, all of the above', development, all));
  const failures = targetFailures(all);
  console.log(
    failures.length ? `Targets missed on the development corpus:\n  ${failures.join('\n  ')}` : 'All targets met on the development corpus.',
  );
  if (args.includes('--misses')) for (const m of measured) printProblems(m.label.toLowerCase(), m.report);
  process.exitCode = failures.length ? 1 : 0;
}
