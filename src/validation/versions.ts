// Rule sets in force on a day: several versions of one rule set (same id, different `version`) live side by
// side; a version is in force from its `inForceFrom` until the day before the next version's. A request runs the
// version in force on its day (today by default, `as_of` for another day) or one it names (`rules_version`, or
// "upcoming" for the newest known one). Pure functions over the rule set definitions; dates are YYYY-MM-DD (UTC).
import type { RuleSetDefinition } from '../../plugins/contracts.js';
import { ApiError } from '../http/errors.js';

/** `rules_version` value that picks the newest known version, in force or announced. */
export const UPCOMING = 'upcoming';

export interface VersionChoice {
  /** The day the choice was made for. */
  asOf: string;
  /** A version name, UPCOMING, or absent for the version in force on asOf. */
  rulesVersion?: string;
}

export interface Validity {
  version: string | null;
  valid_from: string | null;
  valid_until: string | null;
  published_on: string | null;
}

/** The calendar day of a moment, in UTC. */
export function dayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return dayOf(d);
}

/** The versions of every rule set, oldest first, grouped by rule set id (in the order the ids first appear). */
export function groupVersions(ruleSets: readonly RuleSetDefinition[]): Map<string, RuleSetDefinition[]> {
  const groups = new Map<string, RuleSetDefinition[]>();
  for (const r of ruleSets) groups.set(r.id, [...(groups.get(r.id) ?? []), r]);
  for (const [id, versions] of groups) {
    // A plugin may bring a rule set whose id a built-in one has: the built-in versions win, as for detection.
    const first = versions[0]!;
    const kept = first.version === undefined ? [first] : versions.filter((v) => v.version !== undefined);
    groups.set(
      id,
      [...kept].sort((a, b) => (a.inForceFrom ?? '').localeCompare(b.inForceFrom ?? '')),
    );
  }
  return groups;
}

/** From when to when a version is in force (until: the day before its successor's first day; null while current). */
export function validityOf(ruleSet: RuleSetDefinition, versions: readonly RuleSetDefinition[]): Validity {
  const next = versions[versions.indexOf(ruleSet) + 1];
  return {
    version: ruleSet.version ?? null,
    valid_from: ruleSet.inForceFrom ?? null,
    valid_until: next?.inForceFrom ? dayBefore(next.inForceFrom) : null,
    published_on: ruleSet.publishedOn ?? null,
  };
}

/** The version in force on a day: the last one whose first day is on or before it. Null before the first known one. */
export function inForceOn(versions: readonly RuleSetDefinition[], day: string): RuleSetDefinition | null {
  let found: RuleSetDefinition | null = null;
  for (const v of versions) if (v.inForceFrom === undefined || v.inForceFrom <= day) found = v;
  return found;
}

/** The version after the given one, when one is known: a caller can check against it before it is in force. */
export function newerVersion(ruleSet: RuleSetDefinition, versions: readonly RuleSetDefinition[]): RuleSetDefinition | null {
  return versions[versions.indexOf(ruleSet) + 1] ?? null;
}

export function describeVersions(versions: readonly RuleSetDefinition[]): string {
  return versions.map((v) => `${v.version ?? 'unversioned'}${v.inForceFrom ? ` (in force from ${v.inForceFrom})` : ''}`).join(', ');
}

/** The version a request asks for; 422 naming the known versions when there is none. */
export function chooseVersion(versions: readonly RuleSetDefinition[], choice: VersionChoice): RuleSetDefinition {
  const id = versions[0]!.id;
  const known = describeVersions(versions);
  if (choice.rulesVersion === UPCOMING) return versions.at(-1)!;
  if (choice.rulesVersion !== undefined) {
    const named = versions.find((v) => v.version === choice.rulesVersion);
    if (named) return named;
    throw new ApiError(422, 'VALIDATION_ERROR', `Rule set ${id} has no version "${choice.rulesVersion}". Known versions: ${known}.`, {
      field: 'rules_version',
      errors: [
        {
          field: 'rules_version',
          code: 'invalid_value',
          message: `must be one of: ${[...versions.map((v) => v.version ?? 'unversioned'), UPCOMING].join(', ')}`,
        },
      ],
      suggestion: `Leave rules_version out for the version in force on the day, or name one of: ${known}; "${UPCOMING}" picks the newest.`,
    });
  }
  const found = inForceOn(versions, choice.asOf);
  if (found) return found;
  throw new ApiError(
    422,
    'VALIDATION_ERROR',
    `No version of rule set ${id} known to this service was in force on ${choice.asOf}. Known versions: ${known}.`,
    {
      field: 'as_of',
      errors: [{ field: 'as_of', code: 'invalid_value', message: `must be on or after ${versions[0]!.inForceFrom}` }],
      suggestion: 'Pick a later as_of, or name a version with rules_version.',
    },
  );
}
