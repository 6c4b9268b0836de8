// FormatInfo: one entry of GET /v1/formats, supported or on the roadmap.
import { z } from '@hono/zod-openapi';
import { RuleSetStatus } from './rule-set-status.js';

export const FormatProfileInfo = z
  .object({
    code: z.string().openapi({ example: 'facturx_en16931' }),
    name: z.string(),
    default: z.boolean(),
    outputs: z.array(z.enum(['xml', 'pdf'])),
    rule_set: RuleSetStatus.optional().openapi({
      description:
        'The official rule set convert checks this profile against: its known versions with their dates, the one in force today and the newest',
    }),
  })
  .openapi('FormatProfileInfo');

export const FormatInfo = z
  .object({
    code: z.string().openapi({ description: 'Value for target_format of convert', example: 'peppol_bis_3' }),
    name: z.string(),
    version: z.string(),
    base_standard: z.string().openapi({ example: 'EN 16931' }),
    syntax: z.enum(['xml', 'xml+pdf']),
    en16931_compliant: z.boolean(),
    countries: z.array(z.string()),
    supported: z.boolean(),
    mvp: z.boolean(),
    description: z.string().optional(),
    spec_url: z.string().url().optional(),
    profiles: z.array(FormatProfileInfo).optional(),
  })
  .openapi('FormatInfo');

export const FormatList = z.object({ formats: z.array(FormatInfo), total: z.number().int() }).openapi('FormatList');

export type FormatInfo = z.infer<typeof FormatInfo>;
export type FormatProfileInfo = z.infer<typeof FormatProfileInfo>;
