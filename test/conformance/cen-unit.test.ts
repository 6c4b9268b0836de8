// CEN unit tests (../shared/corpus/cen-unit, 1,140 tests in 279 vefa test sets): the engine must agree with
// every expectation, judged as vefa-validator judges (see vefa.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ValidationEngine } from '../../src/validation/engine.js';
import { CORPUS, conformanceEngine, reportScore } from './setup.js';
import { judge, readTestSet } from './vefa.js';

const CONFIGURATIONS: Record<string, string> = { 'tc434-ubl': 'en16931-ubl', 'tc434-cii': 'en16931-cii' };
const DIRS = ['Invoice-unit-UBL', 'CreditNote-unit-UBL', 'cii'];

let engine: ValidationEngine;
let passed = 0;
let total = 0;
const failures: string[] = [];

beforeAll(async () => {
  engine = await conformanceEngine(Object.values(CONFIGURATIONS));
});

afterAll(() => {
  reportScore({ suite: 'cen-unit', passed, total, notes: failures.slice(0, 20) });
});

for (const dir of DIRS) {
  describe(`CEN unit tests: ${dir}`, () => {
    const files = readdirSync(join(CORPUS, 'cen-unit', dir))
      .filter((f) => f.endsWith('.xml'))
      .sort();
    it.each(files)('%s', async (file) => {
      const { configuration, tests } = readTestSet(readFileSync(join(CORPUS, 'cen-unit', dir, file), 'utf8'), `${dir}/${file}`);
      const ruleSetId = CONFIGURATIONS[configuration];
      expect(ruleSetId, `unknown configuration ${configuration}`).toBeDefined();
      const problems: string[] = [];
      for (const test of tests) {
        const result = await engine.validate({ xml: test.payload, ruleSetId });
        const found = judge(
          test.expect,
          result.rules.filter((r) => r.rule_id !== 'XSD'),
        );
        total++;
        if (found.length === 0) passed++;
        else {
          problems.push(`${test.name}: ${found.join('; ')}`);
          failures.push(`${test.name}: ${found.join('; ')}`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
}
