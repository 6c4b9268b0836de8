// The GET /health contribution: which rule sets can run with the installed artefacts. It names rule sets and
// counts, never paths, because /health is public.
import { artefactManifest, type ArtefactManifest } from './manifest.js';
import { artefactsStatus, INSTALL_COMMAND } from './status.js';

// A type alias, not an interface, so it fits AppDeps.healthChecks' Record<string, unknown>.
export type RuleSetHealth = {
  /** Why the service cannot do all it offers; /health answers 503 `degraded` when any check gives a reason. */
  problems: string[];
  rule_sets: {
    installed: string[];
    missing: Array<{ rule_set: string; missing_files: number }>;
    install_command: string | null;
  };
};

export function artefactsHealthCheck(dir: string, manifest: ArtefactManifest = artefactManifest): () => Promise<RuleSetHealth> {
  return async () => {
    const status = artefactsStatus(dir, manifest);
    const missing = status.filter((s) => !s.installed).map((s) => ({ rule_set: s.scenario, missing_files: s.missing.length }));
    return {
      problems:
        missing.length > 0
          ? [
              `${missing.length} rule set(s) not installed, so their formats cannot be validated or converted: ${missing.map((m) => m.rule_set).join(', ')}`,
            ]
          : [],
      rule_sets: {
        installed: status.filter((s) => s.installed).map((s) => s.scenario),
        missing,
        install_command: missing.length > 0 ? INSTALL_COMMAND : null,
      },
    };
  };
}
