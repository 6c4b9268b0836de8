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
    engine: z.string().optional().openapi({
      description:
        'Which engine evaluated the Schematron: `native` (the rules compiled to JavaScript) or `saxon-js` (the rules compiled to XSLT; the fallback when a rule set cannot be compiled natively)',
      example: 'native',
    }),
    artefacts: z
      .array(z.object({ name: z.string(), version: z.string() }))
      .openapi({ description: 'Official artefacts and versions in the order they ran' }),
    version: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'Version of the rule set that ran (e.g. the Peppol BIS release)', example: '3.0.21' }),
    valid_from: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'First day (YYYY-MM-DD) this version is in force; null when no earlier version is known', example: '2026-08-17' }),
    valid_until: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'Last day this version is in force, once a successor is known; null while it is current' }),
    published_on: z.string().nullable().optional().openapi({ description: 'Day the publisher released this version, where known' }),
    as_of: z
      .string()
      .optional()
      .openapi({ description: 'The day the version was chosen for (today unless the request gave as_of)', example: '2026-11-24' }),
    selected_by: z
      .enum(['date', 'rules_version', 'upcoming'])
      .optional()
      .openapi({ description: '`date`: the version in force on as_of; `rules_version`: named by the request; `upcoming`: the newest known version' }),
    newer_version: z
      .object({ version: z.string(), valid_from: z.string().nullable(), published_on: z.string().nullable() })
      .nullable()
      .optional()
      .openapi({
        description:
          'The next version of this rule set when one is known: check against it ahead of time with `rules_version` (its name, or "upcoming")',
      }),
    profile: z
      .object({ id: z.string(), name: z.string() })
      .nullable()
      .optional()
      .openapi({ description: "The document's business process (ProfileID) as this version recognises it; null when the version does not know it" }),
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
