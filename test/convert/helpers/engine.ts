// One validation engine for the convert tests (the judge of every converted document: the official XSD + Schematron),
// reading the compiled rule sets from the shared cache (`npm run rules:build` fills it).
import { createValidationEngine, type ValidationEngine } from '../../../src/validation/engine.js';
import { loadConfig } from '../../../src/config.js';
import { createNodeLoader, defaultCacheDir } from '../../../schematron/node.js';
import type { ValidationRule } from '../../../src/schemas/validation.js';

let engine: ValidationEngine | null = null;

export function testEngine(): ValidationEngine {
  engine ??= createValidationEngine({ artefactsDir: loadConfig().artefactsDir, loader: createNodeLoader(defaultCacheDir()) });
  return engine;
}

/** The rules with severity error that the document breaks under the rule set ("" list = passes). */
export async function ruleErrors(xml: string, ruleSetId: string): Promise<string[]> {
  const result = await testEngine().validate({ xml, ruleSetId });
  return result.rules
    .filter((r: ValidationRule) => r.severity === 'error')
    .map((r) => `${r.rule_id} ${r.location ?? ''}: ${r.message.slice(0, 200)}`);
}
