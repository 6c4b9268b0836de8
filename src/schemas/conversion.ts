// ConvertRequest and ConversionResult: the result names the rule set that checked the document and the input
// fields it could not carry.
import { z } from '@hono/zod-openapi';
import { Invoice } from './invoice.js';
import { RulesSelection } from './rules-selection.js';
import { ValidationRule } from '../../core/schemas/validation-rule.js';
import { ImportLoss } from './import.js';
import { LANGUAGES } from '../../core/render/languages.js';
import { NewerRuleVersion } from './validation.js';
import { describedRef, nullableRef } from '../../core/schemas/described-ref.js';

/** The codes convert accepts, as the format registry has them; the OpenAPI lists them as enums. */
export interface ConvertTargets {
  formats: string[];
  profiles: string[];
}

/**
 * The request body with the given invoice schema and target codes (the convert route passes those of its
 * registries). The codes are documented as enums but checked by convert itself, so that a wrong one gets an
 * answer that lists the formats and profiles the server really has, including plugins'.
 */
export function convertRequestFor(invoice: typeof Invoice, targets?: ConvertTargets) {
  return z
    .strictObject({
      invoice: describedRef(invoice, 'The canonical invoice to convert. Exactly one of invoice, document and document_base64.').optional(),
      document: z.string().optional().openapi({
        description:
          'A received e-invoice to convert instead of an invoice: UBL 2.1 Invoice or CreditNote, or CII D16B XML (at most 5 242 880 characters). It is imported as POST /v1/import does, then converted through the same checks, rules and storage.',
        example: '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">…</Invoice>',
      }),
      document_base64: z.string().optional().openapi({
        description: 'A received Factur-X / ZUGFeRD PDF, base64-encoded (at most 5 MB decoded), to convert instead of an invoice.',
        example: 'JVBERi0xLjcKJeLjz9MK…',
      }),
      target_format: z
        .string()
        .min(1)
        .openapi({ description: 'A supported code of GET /v1/formats', example: 'peppol_bis_3', ...(targets ? { enum: targets.formats } : {}) }),
      target_profile: z
        .string()
        .min(1)
        .optional()
        .openapi({
          description: "A profile of the target format (GET /v1/formats lists each format's profiles); the format's default when absent.",
          example: 'peppol_bis_billing_3',
          ...(targets ? { enum: targets.profiles } : {}),
        }),
      output: z.enum(['xml', 'pdf']).default('xml').openapi({
        description: '`xml`: the XML document; `pdf` (PDF/A-3 with the XML embedded) only for profiles whose outputs include pdf (facturx, zugferd)',
      }),
      pdf_base64: z
        .string()
        .optional()
        .openapi({
          description:
            "The caller's own invoice PDF (from their accounting system, with their logo), base64-encoded, as the visible part of " +
            'the Factur-X / ZUGFeRD PDF instead of the service\'s layout; only with `output: "pdf"`. Its pages stay unchanged; the ' +
            'XML, the PDF/A-3 metadata (XMP with the Factur-X extension schema), an output intent and a document ID are added, and ' +
            'the result must pass the PDF/A-3 checker. A PDF that is encrypted, already has attachments, or would have to change ' +
            'to become PDF/A-3 (fonts not embedded, JavaScript, transparency without colour space) gives 422 naming the reason. ' +
            'At most 4.4 MB decoded (the request body is limited to 6 MB).',
          example: 'JVBERi0xLjcKJcfsj6IK…',
        }),
      language: z.enum(LANGUAGES).optional().openapi({
        description:
          'Language of the PDF\'s readable pages (`output: "pdf"`): labels, code names, numbers and dates. The seller country\'s language when absent (English for countries whose language is not offered).',
        example: 'de',
      }),
    })
    .extend(RulesSelection.shape)
    .superRefine((body, ctx) => {
      if (body.pdf_base64 !== undefined && body.output !== 'pdf') {
        ctx.addIssue({ code: 'custom', path: ['pdf_base64'], message: 'needs output "pdf"', params: { code: 'requires_output_pdf' } });
      }
      const given = (['invoice', 'document', 'document_base64'] as const).filter((k) => body[k] !== undefined);
      if (given.length !== 1) {
        ctx.addIssue({
          code: 'custom',
          path: [given[1] ?? 'invoice'],
          message:
            given.length === 0
              ? 'is required (or a received document as document or document_base64)'
              : `cannot be sent together with ${given[0]}: send one of invoice, document, document_base64`,
          params: { code: given.length === 0 ? 'required' : 'mutually_exclusive' },
        });
      }
    })
    .openapi('ConvertRequest', {
      description: 'What to convert (an invoice, or a received document) and into which format, profile and output.',
    });
}

/** With the built-in country plugins' members. */
export const ConvertRequest = convertRequestFor(Invoice);

/** A warning of the rule set, with the input field that produced the element it names. */
export const ConversionWarning = ValidationRule.extend({
  field: z.string().nullable().openapi({
    description: 'The input field (dot path from the request body) whose value the rule is about; null when the rule is about no single field',
    example: 'invoice.lines.0.unit',
  }),
}).openapi('ConversionWarning', { description: 'A warning of the rule set, with the input field whose value it is about.' });

export const ConversionValidation = z
  .object({
    rule_set: z.string().openapi({ description: 'Id of the rule set (official XSD + Schematron) the document passed', example: 'peppol-bis-3-ubl' }),
    rules_version: z.string().nullable().openapi({
      description:
        'Version of the rule set the document was checked against (the one in force on the day of conversion unless the request chose another)',
      example: '3.0.21',
    }),
    valid_from: z
      .string()
      .nullable()
      .openapi({ description: 'First day (YYYY-MM-DD) that version is in force; null when no earlier version is known', example: '2026-08-17' }),
    valid_until: z.string().nullable().openapi({
      description: 'Last day (YYYY-MM-DD) that version is in force, once a successor is known; null while it is current',
      example: '2027-02-14',
    }),
    as_of: z.string().openapi({
      description: 'The day (YYYY-MM-DD) the version was chosen for: the day of conversion unless the request gave as_of',
      example: '2026-11-24',
    }),
    newer_version: NewerRuleVersion.nullable().openapi({
      description: 'The next version of the rule set, when one is known (convert again with `rules_version` to check against it); null when none is',
    }),
    error_count: z.number().int().openapi({ description: 'Always 0: a document with errors is never stored', example: 0 }),
    warning_count: z.number().int().openapi({ description: 'Number of warnings (listed in warnings)', example: 1 }),
    warnings: z
      .array(ConversionWarning)
      .openapi({ description: 'The warnings themselves: the document was stored, but these rules advise a change' }),
  })
  .openapi('ConversionValidation', { description: 'The official rule set (XSD + Schematron) a converted document passed before it was stored.' });

export const ConversionSource = z
  .object({
    format_detected: z.string().openapi({ description: 'Format code of GET /v1/formats the received document was read as', example: 'xrechnung' }),
    profile: z.string().openapi({ description: 'The format profile the received document belongs to', example: 'xrechnung_ubl' }),
    losses: z.array(ImportLoss).openapi({
      description: 'Elements of the source document the canonical invoice could not hold, so the converted document lacks them (see POST /v1/import)',
    }),
  })
  .openapi('ConversionSource', { description: 'The received document a conversion started from.' });

export const ConversionResult = z
  .object({
    conversion_id: z
      .string()
      .uuid()
      .openapi({ description: 'Id of the stored document, for GET /v1/download/{conversion_id}', example: '3f2c8a8e-7c1e-4d57-9a8e-2f8f0b1c9d10' }),
    target_format: z.string().openapi({ description: 'Format code of GET /v1/formats the document is written in', example: 'peppol_bis_3' }),
    target_profile: z.string().openapi({ description: 'The profile of that format the document follows', example: 'peppol_bis_billing_3' }),
    status: z.enum(['success', 'error']).openapi({ description: 'Always `success` for a 201 answer' }),
    document_size_bytes: z.number().int().openapi({ description: 'Size of the stored document in bytes', example: 8421 }),
    processing_ms: z
      .number()
      .openapi({ description: 'Time the conversion took on the server (writing, rule check, storing), in milliseconds', example: 118.4 }),
    download_url: z.string().url().openapi({
      description: 'GET /v1/download/{conversion_id} with a key of the same account; valid 24 hours',
      example: 'https://api.example.com/v1/download/3f2c8a8e-7c1e-4d57-9a8e-2f8f0b1c9d10',
    }),
    download_expires_at: z.string().openapi({
      description: 'When the document is deleted: ISO 8601 date-time, UTC, 24 hours after creation',
      example: '2026-11-26T10:15:30.000Z',
    }),
    validation: nullableRef(
      ConversionValidation,
      'The official rule set (XSD + Schematron) the document passed before it was stored. null only when the operator ' +
        'allows unchecked conversions (EINVOICE_ALLOW_UNCHECKED=1) and the rule set is not installed: the document was NOT checked.',
    ),
    dropped_fields: z.array(z.string()).openapi({
      description: 'Input fields (dot paths from the invoice) that the target format cannot carry and that are not in the document',
      example: ['payment.bank_account.bank_name'],
    }),
    source: describedRef(
      ConversionSource,
      'Only when a document was converted: what it was and what of it the converted document does not carry',
    ).optional(),
  })
  .openapi('ConversionResult', { description: 'The converted document: where to download it and the rule set it passed.' });

/** The request body as sent: an invoice, or a received document to import first. */
export type ConvertRequestBody = z.output<typeof ConvertRequest>;
/** What the convert service works on: the body with the invoice (given, or imported from the document). */
export type ConvertRequest = Omit<ConvertRequestBody, 'invoice' | 'document' | 'document_base64'> & { invoice: z.output<typeof Invoice> };
export type ConversionResult = z.infer<typeof ConversionResult>;
export type ConversionValidation = z.infer<typeof ConversionValidation>;
