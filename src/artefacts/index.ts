// Public face of the artefact installer: the pinned manifest, the installer, the start-up hook and the status
// report used by /health and by the rule-set guard (503 RULES_NOT_INSTALLED).
export { artefactManifest, isArchiveMember } from './manifest.js';
export type { ArchiveSource, ArtefactManifest, ManifestFile, Scenario } from './manifest.js';
export { installArtefacts, INSTALL_MARKER } from './install.js';
export type { InstallOptions, InstallResult } from './install.js';
export { ensureArtefacts, artefactsCacheDir } from './ensure.js';
export type { EnsureOptions, EnsureResult } from './ensure.js';
export { artefactsStatus, describeStatus, INSTALL_COMMAND } from './status.js';
export type { ScenarioStatus } from './status.js';
export { artefactsHealthCheck } from './health.js';
export { assertRuleSetInstalled, missingRuleSetFiles, rulesNotInstalled } from './guard.js';
export type { RuleSetHealth } from './health.js';
export { ArtefactInstallError } from './errors.js';
