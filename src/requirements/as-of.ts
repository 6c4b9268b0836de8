// Requirements on a given day: a phase whose date has passed is in force, and the mandatory flags follow
// the dates when the data has them. Pure: the same data and day always give the same answer.
import { z } from '@hono/zod-openapi';
import type { CountryRequirements } from '../../plugins/contracts.js';
import type { RequirementInfo } from '../schemas/requirement-info.js';

export const LEGAL_DISCLAIMER =
  'Guidance only, not legal advice. Mandates change; check the official source before relying on this information.';

export const CountryHeadline = z
  .object({
    country_code: z.string(),
    country_name: z.string(),
    b2g_mandatory: z.boolean(),
    b2b_mandatory: z.boolean(),
    next_change: z.string().nullable().openapi({ description: 'Date of the next phase not yet in force, if any' }),
  })
  .openapi('CountryHeadline');

export function requirementsOn(data: CountryRequirements, day: string): RequirementInfo {
  const phases = (data.b2b_phased_rollout ?? []).map((phase) => ({ ...phase, in_force: phase.from <= day }));
  const b2gMandatory = data.b2g_mandate_date ? data.b2g_mandate_date <= day : data.b2g_mandatory;
  const issuingPhases = phases.filter((p) => p.obligation === 'issue' || p.obligation === 'report');
  const b2bMandatory = data.b2b_mandate_date
    ? data.b2b_mandate_date <= day
    : issuingPhases.length > 0
      ? issuingPhases.some((p) => p.in_force)
      : data.b2b_mandatory;
  return {
    ...data,
    b2g_mandatory: b2gMandatory,
    b2b_mandatory: b2bMandatory,
    b2b_phased_rollout: data.b2b_phased_rollout ? phases : data.b2b_phased_rollout,
    legal_disclaimer: data.legal_disclaimer ?? LEGAL_DISCLAIMER,
  };
}

export function headlineOf(info: RequirementInfo): z.infer<typeof CountryHeadline> {
  const upcoming = (info.b2b_phased_rollout ?? []).filter((p) => !p.in_force).map((p) => p.from).sort();
  return {
    country_code: info.country_code,
    country_name: info.country_name,
    b2g_mandatory: info.b2g_mandatory,
    b2b_mandatory: info.b2b_mandatory,
    next_change: upcoming[0] ?? null,
  };
}
