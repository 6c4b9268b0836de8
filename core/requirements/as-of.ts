// Requirements on a given day: a phase whose `from` day has come is in force, and the mandatory flags follow
// the mandate dates. Pure: the same data and day always give the same
// answer. Dates are YYYY-MM-DD strings, which compare correctly as text.
import type { CountryRequirements, RequirementInfo, RequirementSummary, RolloutPhase } from '../schemas/requirement-info.js';

/** What a country plugin declares that the day's view needs. */
export interface WithRequirements {
  requirements: CountryRequirements;
}

export const DEFAULT_LEGAL_DISCLAIMER =
  'Guidance only, not legal or tax advice. Mandates change; check the official source and a qualified adviser before relying on this data.';

/** A date in UTC as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The plugin's requirements as they apply on `day`: every phase marked in_force or not, the mandatory flags
 * from the mandate dates. A plugin without a mandate date keeps its stated flag, so one that only knows
 * "mandatory" (not since when) is not contradicted; phases alone do not set the flag (a reporting phase, or
 * one for a narrow group, is not a general mandate).
 */
export function requirementsAsOf(plugin: WithRequirements, day: string, legalDisclaimer = DEFAULT_LEGAL_DISCLAIMER): RequirementInfo {
  const data = plugin.requirements;
  const phases = data.b2b_phased_rollout
    ? [...data.b2b_phased_rollout].sort((a, b) => a.from.localeCompare(b.from)).map((phase) => ({ ...phase, in_force: phase.from <= day }))
    : data.b2b_phased_rollout;
  return {
    ...data,
    as_of: day,
    b2g_mandatory: data.b2g_mandate_date ? data.b2g_mandate_date <= day : data.b2g_mandatory,
    b2b_mandatory: data.b2b_mandate_date ? data.b2b_mandate_date <= day : data.b2b_mandatory,
    b2b_phased_rollout: phases,
    legal_disclaimer: data.legal_disclaimer ?? legalDisclaimer,
  };
}

/** The headline line of GET /v1/requirements for one country on `day`. */
export function requirementsSummary(plugin: WithRequirements, day: string): RequirementSummary {
  const info = requirementsAsOf(plugin, day);
  const next: RolloutPhase | undefined = info.b2b_phased_rollout?.find((phase) => !phase.in_force);
  return {
    country_code: info.country_code,
    country_name: info.country_name,
    b2g_mandatory: info.b2g_mandatory,
    b2b_mandatory: info.b2b_mandatory,
    next_phase: next ?? null,
    required_formats: info.required_formats,
    confidence: info.confidence,
    last_verified: info.last_verified,
  };
}
