// The anonymizer's evaluation targets (TARGETS in test/fixtures/anonymize/evaluate.ts), asserted on the labelled corpus so that a regression fails CI.
// (npm run eval:anonymize prints the full table, with the independent and blind slices.)
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../fixtures/anonymize/corpus.js';
import { evaluate, TARGETS } from '../fixtures/anonymize/evaluate.js';

const development = loadCorpus();
const report = evaluate(development);

describe('anonymization quality on the labelled corpus', () => {
  it.each(TARGETS.structuredTypes)('recall of %s is at least 99 %%', (type) => {
    const scores = report.byType[type];
    expect(scores?.gold ?? 0, `${type} has gold spans`).toBeGreaterThan(0);
    expect(scores!.recall).toBeGreaterThanOrEqual(TARGETS.recallStructured);
  });

  it.each(TARGETS.nameTypes)('recall of %s is at least 95 %%', (type) => {
    expect(report.byType[type]!.recall).toBeGreaterThanOrEqual(TARGETS.recallNames);
  });

  it('keeps at least 98 % of invoice facts unchanged', () => {
    expect(report.facts.share).toBeGreaterThanOrEqual(TARGETS.factsPreserved);
  });

  it('keeps precision high enough that the model still sees the invoice', () => {
    expect(report.overall.precision).toBeGreaterThanOrEqual(0.95);
  });
});
