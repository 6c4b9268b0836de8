// ValidationResult, the rule_set block that names what produced a verdict, and the ValidationRule each lists
// (in core/, since plugins report container problems in the same shape).
import { z } from '@hono/zod-openapi';
import { ValidationRule } from '../../core/schemas/validation-rule.js';
import { nullableRef } from '../../core/schemas/described-ref.js';

export { Severity, ValidationRule } from '../../core/schemas/validation-rule.js';

/** The next version of a rule set after the one that ran. */
export const NewerRuleVersion = z.object({
  version: z.string().openapi({ description: 'Name of the next version, to pass as rules_version', example: '3.0.22' }),
  valid_from: z
    .string()
    .nullable()
    .openapi({ description: 'First day (YYYY-MM-DD) it is in force; null while its date is not announced', example: '2027-02-15' }),
  published_on: z
    .string()
    .nullable()
    .openapi({ description: 'Day (YYYY-MM-DD) the publisher released it; null where not known', example: '2026-11-17' }),
});

export const RuleSetInfo = z
  .object({
    id: z
      .string()
      .openapi({ description: 'Id of the rule set (the official XSD and Schematron files of one format profile)', example: 'peppol-bis-3-ubl' }),
    name: z.string().openapi({ description: 'Name of the rule set', example: 'Peppol BIS Billing 3.0 (UBL)' }),
    scenario: z.string().nullable().optional().openapi({
      description: 'The scenario inside the rule set (e.g. the XRechnung extension scenario); null when the rule set has none',
      example: 'EN16931 XRechnung (UBL Invoice)',
    }),
    engine: z.string().optional().openapi({
      description:
        'Which engine evaluated the Schematron: `native` (the rules compiled to JavaScript) or `saxon-js` (the rules compiled to XSLT; the fallback when a rule set cannot be compiled natively)',
      example: 'native',
    }),
    artefacts: z
      .array(
        z.object({
          name: z
            .string()
            .openapi({ description: 'Name of the official artefact (XSD or Schematron file set)', example: 'Peppol BIS Billing 3.0 rules (UBL)' }),
          version: z.string().openapi({ description: 'Its version as published', example: '3.0.21' }),
        }),
      )
      .openapi({ description: 'Official artefacts and versions in the order they ran' }),
    version: z.string().nullable().optional().openapi({
      description: 'Version of the rule set that ran (e.g. the Peppol BIS release); null when the rule set has no version name',
      example: '3.0.21',
    }),
    valid_from: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'First day (YYYY-MM-DD) this version is in force; null when no earlier version is known', example: '2026-08-17' }),
    valid_until: z.string().nullable().optional().openapi({
      description: 'Last day (YYYY-MM-DD) this version is in force, once a successor is known; null while it is current',
      example: '2027-02-14',
    }),
    published_on: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'Day (YYYY-MM-DD) the publisher released this version; null where not known', example: '2026-05-18' }),
    as_of: z
      .string()
      .optional()
      .openapi({ description: 'The day (YYYY-MM-DD) the version was chosen for: today unless the request gave as_of', example: '2026-11-24' }),
    selected_by: z
      .enum(['date', 'rules_version', 'upcoming'])
      .optional()
      .openapi({ description: '`date`: the version in force on as_of; `rules_version`: named by the request; `upcoming`: the newest known version' }),
    newer_version: NewerRuleVersion.nullable().optional().openapi({
      description:
        'The next version of this rule set when one is known: check against it ahead of time with `rules_version` (its name, or "upcoming"); null when none is',
    }),
    profile: z
      .object({
        id: z.string().openapi({
          description: 'The business process identifier as the document states it (BT-23)',
          example: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
        }),
        name: z.string().openapi({ description: 'Its name in the rule set', example: 'Peppol Billing' }),
      })
      .nullable()
      .optional()
      .openapi({
        description: "The document's business process type (BT-23, ProfileID) as this version recognises it; null when the version does not know it",
      }),
  })
  .openapi('RuleSetInfo', { description: 'The official rule set that produced a verdict: which one, which version, and its validity period.' });

export const ValidationResult = z
  .object({
    is_valid: z.boolean().openapi({
      description:
        'True when the document passes the XSD and every Schematron step with no error (for a PDF also the PDF/A-3 checks); warnings do not count',
      example: false,
    }),
    format_detected: z
      .string()
      .openapi({ description: 'Format code of GET /v1/formats the document was recognised as (or format_hint)', example: 'peppol_bis_3' }),
    schema_valid: z
      .boolean()
      .openapi({ description: 'True when the document is well-formed and passes the XSD of its syntax (UBL 2.1 or CII D16B)', example: true }),
    business_rules_valid: z.boolean().openapi({ description: 'True when no Schematron rule of the rule set reports an error', example: false }),
    error_count: z.number().int().default(0).openapi({ description: 'Number of rules with severity error', example: 1 }),
    warning_count: z.number().int().default(0).openapi({ description: 'Number of rules with severity warning', example: 0 }),
    rules: z
      .array(ValidationRule)
      .default([])
      .openapi({ description: 'Every rule that fired (errors, warnings, information), in the order the checks ran' }),
    processing_ms: z.number().optional().openapi({ description: 'Time the validation took on the server, in milliseconds', example: 42.7 }),
    rule_set: nullableRef(
      RuleSetInfo,
      'The rule set, version and artefacts that produced the verdict; null when no rule set ran: the XML is not well-formed (or has a DOCTYPE), or a PDF holds no readable XML',
    ).optional(),
    container: z
      .enum(['xml', 'pdf'])
      .optional()
      .openapi({ description: '`xml` for an XML document; `pdf` for a Factur-X / ZUGFeRD PDF whose embedded XML was validated' }),
  })
  .openapi('ValidationResult', { description: 'The validation report of one document.' });

export type RuleSetInfo = z.infer<typeof RuleSetInfo>;
export type ValidationResult = z.infer<typeof ValidationResult>;
