// RequirementInfo (SPEC §2.9): a country's e-invoicing mandates. Dates are YYYY-MM-DD strings,
// thresholds {amount, currency}; `confidence` keeps the research's honesty where a fact is unconfirmed.
import { z } from '@hono/zod-openapi';
import { IsoDate } from './primitives.js';

export const RolloutPhase = z
  .object({
    from: IsoDate,
    scope: z.string().openapi({ example: 'large and mid-sized companies' }),
    obligation: z.enum(['receive', 'issue', 'report']),
    in_force: z.boolean().optional().openapi({ description: 'Whether the phase applies on the day asked for (as_of, default today)' }),
  })
  .openapi('RolloutPhase');

export const MoneyAmount = z
  .object({ amount: z.string(), currency: z.string() })
  .openapi('MoneyAmount');

export const RequirementInfo = z
  .object({
    country_code: z.string().openapi({ example: 'DE' }),
    country_name: z.string(),
    b2g_mandatory: z.boolean(),
    b2g_mandate_date: IsoDate.nullable().optional(),
    b2g_platform: z.string().nullable().optional(),
    b2b_mandatory: z.boolean(),
    b2b_mandate_date: IsoDate.nullable().optional(),
    b2b_phased_rollout: z.array(RolloutPhase).nullable().optional(),
    required_formats: z.array(z.string()),
    accepted_formats: z.array(z.string()).nullable().optional(),
    threshold_amount: MoneyAmount.nullable().optional(),
    special_requirements: z.array(z.string()).nullable().optional(),
    source_url: z.string().url().nullable().optional(),
    last_verified: IsoDate.nullable().optional(),
    confidence: z.enum(['confirmed', 'partly_confirmed', 'unconfirmed']).optional(),
    legal_disclaimer: z.string(),
  })
  .openapi('RequirementInfo');

export type RequirementInfo = z.infer<typeof RequirementInfo>;
export type RolloutPhase = z.infer<typeof RolloutPhase>;
