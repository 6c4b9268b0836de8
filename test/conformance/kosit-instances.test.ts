// KoSIT XRechnung instances (../shared/corpus/kosit-instances): every `identity` expectation must hold
// on the unmutated document; the remove / empty / code mutants are built and their pass rate reported.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ValidationEngine } from '../../src/validation/engine.js';
import { CORPUS, conformanceEngine, reportScore } from './setup.js';
import { findPis, mutants } from './xmute.js';

const FOLDERS: Record<string, string> = { 'ubl-inv': 'xrechnung-3-ubl', 'ubl-cn': 'xrechnung-3-ubl', cii: 'xrechnung-3-cii' };
// The one instance the UBL 2.1 schema rejects (README "xmllint checks"): cac:InvoicePeriod before cbc:LineExtensionAmount.
const XSD_INVALID = 'ubl-cn/ubl-cn-br-de-tmp-32-bg-26-test.xml';

/**
 * Expectations written for artefact versions we do not have. The official XRechnung 3.0.2 build merges
 * Peppol BIS 3.0.20, which tolerates a rounding slack of 0.5 for HUF amounts (R040, R120); the artefacts
 * hold Peppol 3.0.19, whose slack is 0.02 for every currency.
 */
const KNOWN_DIFFERENCES: Record<string, string> = {
  'ubl-inv/ubl-inv-peppol-en16931-r040-r120-HUF-slack.xml': 'HUF slack of Peppol BIS 3.0.20 (artefacts: 3.0.19)',
  'ubl-cn/ubl-cn-peppol-en16931-r040-r120-HUF-slack.xml': 'HUF slack of Peppol BIS 3.0.20 (artefacts: 3.0.19)',
};

let engine: ValidationEngine;
const identity = { passed: 0, total: 0 };
const mutated: Record<string, { passed: number; total: number; notes: string[] }> = {};
const notRun: Record<string, number> = {};
const identityFailures: string[] = [];

beforeAll(async () => {
  engine = await conformanceEngine(['xrechnung-3-ubl', 'xrechnung-3-cii']);
});

afterAll(() => {
  reportScore({ suite: 'kosit-identity', ...identity, notes: identityFailures.slice(0, 20) });
  console.log(`[conformance] kosit known differences: ${JSON.stringify(KNOWN_DIFFERENCES)}`);
  for (const [mutator, score] of Object.entries(mutated)) reportScore({ suite: `kosit-${mutator}`, ...score, notes: score.notes.slice(0, 200) });
  if (Object.keys(notRun).length) console.log(`[conformance] kosit mutators not implemented: ${JSON.stringify(notRun)}`);
});

for (const [folder, ruleSetId] of Object.entries(FOLDERS)) {
  describe(`KoSIT instances: ${folder}`, () => {
    const files = readdirSync(join(CORPUS, 'kosit-instances', folder)).filter((f) => f.endsWith('.xml')).sort();
    it.each(files)('%s', async (file) => {
      const xml = readFileSync(join(CORPUS, 'kosit-instances', folder, file), 'utf8');
      const failures: string[] = [];
      const fired = async (doc: string) => {
        const result = await engine.validate({ xml: doc, ruleSetId });
        return { result, ids: new Set(result.rules.map((r) => r.rule_id)) };
      };
      const original = await fired(xml);
      if (`${folder}/${file}` === XSD_INVALID) {
        expect(original.result.schema_valid).toBe(false);
        expect(original.result.rules.filter((r) => r.rule_id === 'XSD').map((r) => r.message).join('\n')).toMatch(/InvoicePeriod/);
      } else {
        expect(original.result.rules.filter((r) => r.rule_id === 'XSD')).toEqual([]);
      }
      for (const pi of findPis(xml)) {
        const built = mutants(xml, pi);
        if (built === null) {
          notRun[pi.mutator] = (notRun[pi.mutator] ?? 0) + 1;
          continue;
        }
        for (const mutant of built) {
          const { ids } = mutant.label === 'identity' ? original : await fired(mutant.xml);
          const wrong = [...pi.valid.filter((id) => ids.has(id)).map((id) => `${id} fired`), ...pi.invalid.filter((id) => !ids.has(id)).map((id) => `${id} did not fire`)];
          const score = pi.mutator === 'identity' ? identity : (mutated[pi.mutator] ??= { passed: 0, total: 0, notes: [] });
          score.total++;
          if (wrong.length === 0) score.passed++;
          else if (pi.mutator !== 'identity') mutated[pi.mutator]!.notes.push(`${folder}/${file} ${pi.id ?? ''} ${mutant.label}: ${wrong.join(', ')}`);
          else if (pi.mutator === 'identity') {
            identityFailures.push(`${folder}/${file} ${pi.id ?? ''}: ${wrong.join(', ')}${KNOWN_DIFFERENCES[`${folder}/${file}`] ? ' (known difference)' : ''}`);
            if (KNOWN_DIFFERENCES[`${folder}/${file}`]) continue;
            failures.push(`${pi.id ?? '(no id)'}: ${wrong.join(', ')}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  });
}
