// The GET /health contribution: which rule sets can run with the installed artefacts. It names rule sets and
// counts, never paths, because /health is public.
import { artefactManifest, type ArtefactManifest } from './manifest.js';
import { artefactsStatus, INSTALL_COMMAND } from './status.js';

// A type alias, not an interface, so it fits AppDeps.healthChecks' Record<string, unknown>.
export type RuleSetHealth = {
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
      rule_sets: {
        installed: status.filter((s) => s.installed).map((s) => s.scenario),
        missing,
        install_command: missing.length > 0 ? INSTALL_COMMAND : null,
      },
    };
  };
}
