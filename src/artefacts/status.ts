// Which rule-set scenarios an artefacts directory can serve: a cheap check (presence and size of every file a
// scenario reads) meant for start-up and /health. Checksums are verified by the installer, not here.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { artefactManifest, isArchiveMember, type ArtefactManifest } from './manifest.js';

/** The command that installs missing artefacts, for messages such as 503 RULES_NOT_INSTALLED. */
export const INSTALL_COMMAND = 'npm run artefacts:install';

export interface ScenarioStatus {
  /** Rule-set id, as in FormatProfile.ruleSet. */
  scenario: string;
  name: string;
  installed: boolean;
  /** Paths (inside the artefacts directory) that are absent or have the wrong size. */
  missing: string[];
}

function present(dir: string, path: string, size: number): boolean {
  try {
    return statSync(join(dir, path)).size === size;
  } catch {
    return false;
  }
}

export function artefactsStatus(dir: string, manifest: ArtefactManifest = artefactManifest): ScenarioStatus[] {
  const presence = new Map<string, boolean>();
  for (const file of manifest.files) if (isArchiveMember(file)) presence.set(file.path, present(dir, file.path, file.size));
  return manifest.scenarios.map(({ id, name }) => {
    // Compiled licence notices are optional: the notices also sit in the headers of the installed files.
    const missing = manifest.files.filter((f) => f.scenarios.includes(id) && presence.get(f.path) === false).map((f) => f.path);
    return { scenario: id, name, installed: missing.length === 0, missing };
  });
}

/** One status line per scenario, for start-up logs and the CLI. */
export function describeStatus(dir: string, status: ScenarioStatus[]): string[] {
  const installed = status.filter((s) => s.installed).map((s) => s.scenario);
  const missing = status.filter((s) => !s.installed);
  const lines = [
    `artefacts in ${dir}: ${installed.length} of ${status.length} rule sets installed${installed.length ? ` (${installed.join(', ')})` : ''}`,
  ];
  for (const s of missing) lines.push(`  missing ${s.scenario}: ${s.missing.length} file(s), e.g. ${s.missing[0]} — run ${INSTALL_COMMAND}`);
  return lines;
}
