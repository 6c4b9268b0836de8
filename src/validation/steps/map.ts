// Step: what the checks reported → the API's result. Schematron findings become ValidationRules (rule-mapping.ts:
// severity, readable location, business term, fix hint); the verdicts follow from the rules.
import type { ValidationResult, ValidationRule } from '../../schemas/validation.js';
import type { ValidationRun } from '../pipeline.js';
import type { EngineContext } from '../engine-context.js';
import { toValidationRule } from '../rule-mapping.js';

export function map(run: ValidationRun, context: EngineContext): void {
  const rules = run.reported.map((r) => ('rule' in r ? r.rule : toValidationRule(r.finding, r.levels)));
  const errorCount = rules.filter((x) => x.severity === 'error').length;
  const warningCount = rules.filter((x) => x.severity === 'warning').length;
  const isSchemaRule = (x: ValidationRule) => x.rule_id === 'XSD' || x.rule_id.startsWith('XML-');
  const wellFormed = !rules.some((x) => x.rule_id.startsWith('XML-'));
  const businessRulesValid = wellFormed && !rules.some((x) => x.severity === 'error' && !isSchemaRule(x));
  const result: ValidationResult = {
    is_valid: run.schemaValid && businessRulesValid,
    format_detected: run.format,
    schema_valid: run.schemaValid,
    business_rules_valid: businessRulesValid,
    error_count: errorCount,
    warning_count: warningCount,
    rules,
    processing_ms: Math.round((performance.now() - run.started) * 10) / 10,
    rule_set: run.ruleSet ? context.ruleSetInfo(run.ruleSet, run.picked!, run.identity ?? null, run.scenario, run.engine) : null,
  };
  run.result = result;
}
