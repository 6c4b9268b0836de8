// The rule-set guard for validate and the convert self-check: a built-in rule set whose artefacts are not
// installed answers 503 RULES_NOT_INSTALLED, naming the rule set and the command that installs it.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError } from '../http/errors.js';
import { artefactManifest, isArchiveMember, type ArtefactManifest } from './manifest.js';
import { INSTALL_COMMAND } from './status.js';

/** Paths of a built-in rule set's files that are absent or of the wrong size; empty for rule sets the manifest does not know (plugins bring their own). */
export function missingRuleSetFiles(dir: string, ruleSetId: string, manifest: ArtefactManifest = artefactManifest): string[] {
  return manifest.files
    .filter((f) => isArchiveMember(f) && f.scenarios.includes(ruleSetId))
    .filter((f) => {
      try {
        return statSync(join(dir, f.path)).size !== f.size;
      } catch {
        return true;
      }
    })
    .map((f) => f.path);
}

export function rulesNotInstalled(ruleSetId: string, missingFiles: number): ApiError {
  return new ApiError(
    503,
    'RULES_NOT_INSTALLED',
    `The official artefacts of rule set ${ruleSetId} are not installed (${missingFiles} file(s) missing).`,
    {
      suggestion: `The operator runs \`${INSTALL_COMMAND}\` (or \`${INSTALL_COMMAND} -- --from DIR\` on a machine without internet).`,
    },
  );
}

/** Throws 503 RULES_NOT_INSTALLED when the rule set cannot run with the installed artefacts. */
export function assertRuleSetInstalled(dir: string, ruleSetId: string, manifest: ArtefactManifest = artefactManifest): void {
  const missing = missingRuleSetFiles(dir, ruleSetId, manifest);
  if (missing.length > 0) throw rulesNotInstalled(ruleSetId, missing.length);
}
