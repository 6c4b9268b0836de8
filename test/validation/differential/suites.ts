// The differential test files are one line each; this module says what each runs. Mutant counts per rule
// set are sized by saxon-js cost (the Factur-X steps are the slowest), ≥ 10 000 in all.
import { baseDocuments } from './corpus.js';
import { defineDifferentialSuite, type LabelledCase } from './harness.js';
import { generateMutants } from './mutants.js';

export const MUTANTS_PER_RULE_SET: Record<string, number> = {
  'en16931-ubl': 1300,
  // Every Peppol BIS Billing release keeps its share: the one in force and the two before it.
  'peppol-bis-3-ubl': 700,
  'peppol-bis-3-ubl@3.0.20': 300,
  'peppol-bis-3-ubl@3.0.19': 300,
  'peppol-self-billing-3-ubl': 300,
  'xrechnung-3-ubl': 1300,
  'en16931-cii': 1300,
  'peppol-bis-3-cii': 1300,
  'xrechnung-3-cii': 1300,
  'facturx-en16931': 1200,
  'facturx-extended': 1000,
};

/**
 * `npm test` runs the first quarter of every rule set's mutants, so the whole suite fits the CI budget;
 * `npm run test:differential` sets EINVOICE_DIFF_MUTANTS=all and runs every one. The first quarter is a
 * fixed sample (the same mutants on every run), and each mutant is the same in both runs.
 */
export const MUTANT_SHARE_IN_TEST = 0.25;

export function mutantCount(ruleSet: string, env: Record<string, string | undefined> = process.env): number {
  const all = MUTANTS_PER_RULE_SET[ruleSet];
  if (all === undefined) throw new Error(`no mutant count for ${ruleSet}`);
  return env.EINVOICE_DIFF_MUTANTS === 'all' ? all : Math.ceil(all * MUTANT_SHARE_IN_TEST);
}

/** The mutants of one rule set as differential cases (each note names the base, seed and edits). */
export async function mutantCases(ruleSet: string, count = mutantCount(ruleSet)): Promise<LabelledCase[]> {
  return generateMutants(ruleSet, await baseDocuments(ruleSet), count).map((m) => ({
    id: `mutant/${m.id}@${ruleSet}`,
    ruleSet,
    xml: m.xml,
    notes: [`base: ${m.base}`, `seed: ${m.seed}`, ...m.edits.map((e) => `edit: ${e}`)],
  }));
}

export async function defineMutantSuite(ruleSet: string): Promise<void> {
  defineDifferentialSuite(`mutants-${ruleSet}`, await mutantCases(ruleSet));
}
