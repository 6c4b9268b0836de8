// Complete examples: each must get the verdict of the scenario and release that publishes it. CEN's examples
// and test files run under CEN's configurations (EN 16931 rules), Peppol's under the Peppol BIS release they
// come with (3.0.19 in corpus/examples/peppol, 3.0.20 and 3.0.21 in corpus/peppol-3.0.2x, self-billing 3.0.2).
// All are valid, except the two Greek national examples, which the UBL 2.1 schema rejects (README).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ValidationEngine } from '../../src/validation/engine.js';
import { CORPUS, conformanceEngine, reportScore } from './setup.js';

/** Folder under ../shared/corpus, the rule set and release its examples are published for, and the score it counts in. */
const FOLDERS: Array<{ folder: string; ruleSetId: string; rulesVersion?: string; suite: string }> = [
  { folder: 'examples/cen-ubl', ruleSetId: 'en16931-ubl', suite: 'examples' },
  { folder: 'examples/cen-cii', ruleSetId: 'en16931-cii', suite: 'examples' },
  { folder: 'examples/testfiles', ruleSetId: 'en16931-ubl', suite: 'examples' },
  { folder: 'examples/peppol/examples', ruleSetId: 'peppol-bis-3-ubl', rulesVersion: '3.0.19', suite: 'examples-peppol-3.0.19' },
  { folder: 'examples/peppol/snippets', ruleSetId: 'peppol-bis-3-ubl', rulesVersion: '3.0.19', suite: 'examples-peppol-3.0.19' },
  { folder: 'examples/peppol/national-examples/GR', ruleSetId: 'peppol-bis-3-ubl', rulesVersion: '3.0.19', suite: 'examples-peppol-3.0.19' },
  { folder: 'examples/peppol/national-examples/NO', ruleSetId: 'peppol-bis-3-ubl', rulesVersion: '3.0.19', suite: 'examples-peppol-3.0.19' },
  { folder: 'peppol-3.0.20/billing', ruleSetId: 'peppol-bis-3-ubl', rulesVersion: '3.0.20', suite: 'examples-peppol-3.0.20' },
  { folder: 'peppol-3.0.21/billing', ruleSetId: 'peppol-bis-3-ubl', rulesVersion: '3.0.21', suite: 'examples-peppol-3.0.21' },
  { folder: 'peppol-3.0.21', ruleSetId: 'peppol-self-billing-3-ubl', rulesVersion: '3.0.2', suite: 'examples-peppol-self-billing-3.0.2' },
];

/** Known XSD failures: `cac:AdditionalDocumentReference` after the party elements. */
const XSD_FAILURES: Record<string, { xsd: RegExp; alsoFails?: string[] }> = {
  'examples/peppol/national-examples/GR/GR-base-example-correct.xml': { xsd: /AdditionalDocumentReference': This element is not expected/ },
  // This one also lacks the seller's legal registration name (BT-27), so BR-06 fires as well.
  'examples/peppol/national-examples/GR/GR-base-example-TaxRepresentative.xml': {
    xsd: /AdditionalDocumentReference': This element is not expected/,
    alsoFails: ['BR-06'],
  },
};

let engine: ValidationEngine;
const scores = new Map<string, { passed: number; total: number }>();
const scoreOf = (suite: string) => scores.get(suite) ?? scores.set(suite, { passed: 0, total: 0 }).get(suite)!;

beforeAll(async () => {
  engine = await conformanceEngine([...new Set(FOLDERS.map((f) => f.ruleSetId))]);
});

afterAll(() => {
  for (const [suite, score] of scores) reportScore({ suite, ...score });
});

for (const { folder, ruleSetId, rulesVersion, suite } of FOLDERS) {
  describe(`examples: ${folder} (${ruleSetId}${rulesVersion ? ` ${rulesVersion}` : ''})`, () => {
    const files = readdirSync(join(CORPUS, folder))
      .filter((f) => /\.xml$/i.test(f))
      .sort();
    it.each(files)('%s', async (file) => {
      const score = scoreOf(suite);
      score.total++;
      const result = await engine.validate({ xml: readFileSync(join(CORPUS, folder, file), 'utf8'), ruleSetId, rulesVersion });
      if (rulesVersion) expect(result.rule_set?.version).toBe(rulesVersion);
      const errors = result.rules.filter((r) => r.severity === 'error');
      const known = XSD_FAILURES[`${folder}/${file}`];
      if (known) {
        expect(result.schema_valid).toBe(false);
        for (const r of errors.filter((e) => e.rule_id === 'XSD')) expect(r.message).toMatch(known.xsd);
        expect(errors.filter((e) => e.rule_id !== 'XSD').map((e) => e.rule_id)).toEqual(known.alsoFails ?? []);
      } else {
        expect(errors).toEqual([]);
        expect(result.is_valid).toBe(true);
      }
      score.passed++;
    });
  });
}
