// FormatInfo: one entry of GET /v1/formats, supported or on the roadmap.
import { z } from '@hono/zod-openapi';
import { describedRef } from './described-ref.js';
import { RuleSetStatus } from './rule-set-status.js';

export const FormatProfileInfo = z
  .object({
    code: z.string().openapi({ description: 'Value for target_profile of convert', example: 'facturx_en16931' }),
    name: z.string().openapi({ description: 'Name of the profile as its publisher writes it', example: 'Factur-X EN 16931 (COMFORT)' }),
    default: z.boolean().openapi({ description: 'True for the profile convert uses when the request names no target_profile', example: true }),
    outputs: z.array(z.enum(['xml', 'pdf'])).openapi({
      description: 'The convert outputs this profile can produce: `xml`, and `pdf` (PDF/A-3 with the XML embedded)',
      example: ['xml', 'pdf'],
    }),
    rule_set: describedRef(
      RuleSetStatus,
      'The official rule set convert checks this profile against: its known versions with their dates, the one in force today and the newest',
    ).optional(),
  })
  .openapi('FormatProfileInfo', { description: 'A profile of a format: one of its variants convert can write (target_profile).' });

export const FormatInfo = z
  .object({
    code: z.string().openapi({ description: 'Value for target_format of convert', example: 'peppol_bis_3' }),
    name: z.string().openapi({ description: 'Name of the format', example: 'Peppol BIS Billing 3.0' }),
    version: z.string().openapi({ description: 'Version of the format specification this service writes', example: '3.0' }),
    base_standard: z.string().openapi({ description: 'The standard the format builds on', example: 'EN 16931' }),
    syntax: z
      .enum(['xml', 'xml+pdf'])
      .openapi({ description: '`xml`: an XML document; `xml+pdf`: a PDF/A-3 with the XML embedded (hybrid invoice)' }),
    en16931_compliant: z
      .boolean()
      .openapi({ description: 'True when documents of the format satisfy the European standard EN 16931 (its core invoice usage)', example: true }),
    countries: z.array(z.string()).openapi({
      description: 'Countries where the format is used, ISO 3166-1 alpha-2 codes; empty when not tied to a country',
      example: ['DE', 'NL'],
    }),
    supported: z
      .boolean()
      .openapi({ description: 'True when convert can write the format (it has a writer and a profile); false for a roadmap entry', example: true }),
    mvp: z.boolean().openapi({
      description: 'True for the formats built into the service from its first release; false for those added later or by plugins',
      example: true,
    }),
    description: z
      .string()
      .optional()
      .openapi({ description: 'What the format is and who uses it', example: 'The Peppol network format for invoices and credit notes' }),
    spec_url: z
      .string()
      .url()
      .optional()
      .openapi({ description: 'Where the format specification is published', example: 'https://docs.peppol.eu/poacc/billing/3.0/' }),
    profiles: z
      .array(FormatProfileInfo)
      .optional()
      .openapi({ description: 'The profiles convert can write, one of them the default; absent for a roadmap entry' }),
  })
  .openapi('FormatInfo', { description: 'A format the service writes, or one on its roadmap (supported: false).' });

export const FormatList = z
  .object({
    formats: z.array(FormatInfo).openapi({ description: 'Every format the server knows: built in and from plugins, supported and roadmap' }),
    total: z.number().int().openapi({ description: 'Number of entries in formats', example: 7 }),
  })
  .openapi('FormatList', { description: 'The formats of GET /v1/formats.' });

export type FormatInfo = z.infer<typeof FormatInfo>;
export type FormatProfileInfo = z.infer<typeof FormatProfileInfo>;
