// What GET /v1/formats and GET /health say about the rule versions: per rule set, every known version with its
// dates, the one in force today, the newest known one, and whether that newest one may be outdated (a rule set
// revised on a schedule whose expected release is overdue). Pure: the day comes from the caller's clock.
import type { RuleSetVersions } from './engine.js';
import { INSTALL_COMMAND } from '../artefacts/status.js';
import type { RuleSetStatus } from '../../core/schemas/rule-set-status.js';

/** The command an operator runs after updating the service to a release that pins newer artefacts. */
export const UPDATE_COMMAND = INSTALL_COMMAND;

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function ruleSetStatus(ruleSet: RuleSetVersions, today: string): RuleSetStatus {
  const { versions } = ruleSet;
  const newest = versions.at(-1)!;
  const inForce = [...versions].reverse().find((v) => v.valid_from === null || v.valid_from <= today) ?? null;
  const upcoming = versions.find((v) => v.valid_from !== null && v.valid_from > today) ?? null;
  const overdue = overdueSince(ruleSet.release_months, newest.published_on, today);
  return {
    id: ruleSet.id,
    name: ruleSet.name,
    versions,
    in_force: inForce?.version ?? null,
    newest,
    upcoming: upcoming?.version ?? null,
    may_be_outdated: overdue !== null,
    expected_since: overdue,
    note: overdue
      ? `${ruleSet.name} is released every ${ruleSet.release_months!.map((m) => MONTH_NAMES[m - 1]).join(' and ')}; the newest version this service knows (${newest.version}, published ${newest.published_on}) predates the release expected since ${overdue}, so the rules may be outdated. Update the service and run \`${UPDATE_COMMAND}\`.`
      : null,
  };
}

/**
 * The first day of the latest release month that has ended before today, when the newest known version was
 * published before it (the release expected that month is unknown here); otherwise null.
 */
export function overdueSince(releaseMonths: number[] | null, newestPublishedOn: string | null, today: string): string | null {
  if (!releaseMonths?.length || !newestPublishedOn) return null;
  const [year, month] = today.split('-').map(Number) as [number, number];
  for (let back = 1; back <= 12; back++) {
    const index = month - 1 - back; // months since January of this year, negative into last year
    const m = (((index % 12) + 12) % 12) + 1;
    if (!releaseMonths.includes(m)) continue;
    const monthStart = `${year + Math.floor(index / 12)}-${String(m).padStart(2, '0')}-01`;
    return newestPublishedOn < monthStart ? monthStart : null;
  }
  return null;
}
