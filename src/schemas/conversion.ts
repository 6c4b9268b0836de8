// ConvertRequest and ConversionResult: the result names the rule set that checked the document and the input
// fields it could not carry.
import { z } from '@hono/zod-openapi';
import { Invoice } from './invoice.js';
import { RulesSelection } from './rules-selection.js';
import { ValidationRule } from '../../core/schemas/validation-rule.js';

/** The request body with the given invoice schema (the convert route passes the one of its country registry). */
export function convertRequestFor(invoice: typeof Invoice) {
  return z
    .strictObject({
      invoice,
      target_format: z.string().min(1).openapi({ description: 'A supported code of GET /v1/formats', example: 'peppol_bis_3' }),
      target_profile: z.string().min(1).optional().openapi({
        description:
          'Format profile; the format\'s default when absent. peppol_bis_3: peppol_bis_billing_3. xrechnung: xrechnung_ubl, xrechnung_cii. ' +
          'ubl_2_1: ubl_en16931. facturx / zugferd: see GET /v1/formats.',
        example: 'peppol_bis_billing_3',
      }),
      output: z.enum(['xml', 'pdf']).default('xml').openapi({ description: '`pdf` (PDF/A-3 with embedded XML) only for facturx and zugferd' }),
    })
    .extend(RulesSelection.shape)
    .openapi('ConvertRequest');
}

/** With the built-in country plugins' members. */
export const ConvertRequest = convertRequestFor(Invoice);

/** A warning of the rule set, with the input field that produced the element it names. */
export const ConversionWarning = ValidationRule.extend({
  field: z.string().nullable().openapi({ description: 'The input field (dot path from the request body) whose value the rule is about; null when the rule is about no single field', example: 'invoice.lines.0.unit' }),
}).openapi('ConversionWarning');

export const ConversionValidation = z
  .object({
    rule_set: z.string().openapi({ description: 'Id of the rule set (official XSD + Schematron) the document passed', example: 'peppol-bis-3-ubl' }),
    rules_version: z.string().nullable().openapi({ description: 'Version of the rule set the document was checked against (the one in force on the day of conversion unless the request chose another)', example: '3.0.21' }),
    valid_from: z.string().nullable().openapi({ description: 'First day that version is in force' }),
    valid_until: z.string().nullable().openapi({ description: 'Last day that version is in force, once a successor is known' }),
    as_of: z.string().openapi({ description: 'The day the version was chosen for' }),
    newer_version: z
      .object({ version: z.string(), valid_from: z.string().nullable(), published_on: z.string().nullable() })
      .nullable()
      .openapi({ description: 'The next version of the rule set, when one is known (convert again with `rules_version` to check against it)' }),
    error_count: z.number().int().openapi({ description: 'Always 0: a document with errors is never stored' }),
    warning_count: z.number().int(),
    warnings: z.array(ConversionWarning).openapi({ description: 'The warnings themselves: the document was stored, but these rules advise a change' }),
  })
  .openapi('ConversionValidation');

export const ConversionResult = z
  .object({
    conversion_id: z.string().uuid(),
    target_format: z.string().openapi({ example: 'peppol_bis_3' }),
    target_profile: z.string().openapi({ example: 'peppol_bis_billing_3' }),
    status: z.enum(['success', 'error']).openapi({ description: 'Always `success` for a 201 answer' }),
    document_size_bytes: z.number().int(),
    processing_ms: z.number(),
    download_url: z.string().url().openapi({ description: 'GET /v1/download/{conversion_id}; valid 24 hours' }),
    download_expires_at: z.string().openapi({ description: 'ISO 8601 UTC, 24 hours after creation' }),
    validation: ConversionValidation.nullable().openapi({
      description:
        'The official rule set (XSD + Schematron) the document passed before it was stored. null only when the operator ' +
        'allows unchecked conversions (EINVOICE_ALLOW_UNCHECKED=1) and the rule set is not installed: the document was NOT checked.',
    }),
    dropped_fields: z.array(z.string()).openapi({
      description: 'Input fields (dot paths from the invoice) that the target format cannot carry and that are not in the document',
      example: ['payment.bank_account.bank_name'],
    }),
  })
  .openapi('ConversionResult');

export type ConvertRequest = z.output<typeof ConvertRequest>;
export type ConversionResult = z.infer<typeof ConversionResult>;
export type ConversionValidation = z.infer<typeof ConversionValidation>;
