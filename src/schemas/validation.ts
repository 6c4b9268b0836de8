// ValidationResult, the rule_set block that names what produced a verdict, and the ValidationRule each lists
// (in core/, since plugins report container problems in the same shape).
import { z } from '@hono/zod-openapi';
import { ValidationRule } from '../../core/schemas/validation-rule.js';

export { Severity, ValidationRule } from '../../core/schemas/validation-rule.js';

export const RuleSetInfo = z
  .object({
    id: z.string().openapi({ example: 'peppol-bis-3-ubl' }),
    name: z.string(),
    scenario: z.string().nullable().optional().openapi({ description: 'The scenario inside the rule set (e.g. the XRechnung extension scenario)' }),
    engine: z.string().optional().openapi({ description: 'Which engine evaluated the Schematron: `native` (the rules compiled to JavaScript) or `saxon-js` (the rules compiled to XSLT; the fallback when a rule set cannot be compiled natively)', example: 'native' }),
    artefacts: z
      .array(z.object({ name: z.string(), version: z.string() }))
      .openapi({ description: 'Official artefacts and versions in the order they ran' }),
  })
  .openapi('RuleSetInfo');

export const ValidationResult = z
  .object({
    is_valid: z.boolean(),
    format_detected: z.string().openapi({ example: 'peppol_bis_3' }),
    schema_valid: z.boolean(),
    business_rules_valid: z.boolean(),
    error_count: z.number().int().default(0),
    warning_count: z.number().int().default(0),
    rules: z.array(ValidationRule).default([]),
    processing_ms: z.number().optional(),
    rule_set: RuleSetInfo.nullable().optional(),
    container: z.enum(['xml', 'pdf']).optional(),
  })
  .openapi('ValidationResult');

export type RuleSetInfo = z.infer<typeof RuleSetInfo>;
export type ValidationResult = z.infer<typeof ValidationResult>;
