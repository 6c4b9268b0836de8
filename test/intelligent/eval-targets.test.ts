// The anonymizer's targets, asserted on the development corpus (the labelled corpus and every retired
// slice) so that a regression fails CI. `npm run eval:anonymize` prints the full tables.
import { describe, expect, it } from 'vitest';
import { loadDevelopmentCorpus } from '../fixtures/anonymize/corpus.js';
import { evaluate, TARGETS } from '../fixtures/anonymize/evaluate.js';

const report = evaluate(loadDevelopmentCorpus());

/** Invoice facts left unchanged today; the goal is 98 %, the over-masking of the recall-first layer costs the rest.
 * 94.3 % since the scanned receipts of the slice of 2026-11-28 c joined the corpus (86.8 % of their facts kept,
 * 95.4 % on the other texts). */
const FACTS_FLOOR = 0.94;

describe('anonymization quality on the development corpus', () => {
  it.each(TARGETS.structuredTypes)('no %s reaches the model', (type) => {
    const scores = report.byType[type];
    expect(scores?.gold ?? 0, `${type} has gold spans`).toBeGreaterThan(0);
    expect(scores!.leaked).toBe(0);
  });

  it.each(TARGETS.nameTypes)('recall of %s by the leak rule is at least 97 %%', (type) => {
    expect(report.byType[type]!.recall).toBeGreaterThanOrEqual(TARGETS.recallNames);
  });

  it('keeps the invoice facts it kept when the recall-first layer was measured', () => {
    expect(report.facts.share).toBeGreaterThanOrEqual(FACTS_FLOOR);
  });

  it('types what it types correctly: typed spans overlap a value of their type', () => {
    let predicted = 0;
    let correct = 0;
    for (const [type, s] of Object.entries(report.byType)) {
      if (type === 'NAME') continue;
      predicted += s!.predicted;
      correct += s!.correct;
    }
    expect(correct / predicted).toBeGreaterThanOrEqual(0.95);
  });
});
