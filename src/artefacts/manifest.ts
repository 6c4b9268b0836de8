// The pinned artefact manifest: which official files the rule sets need, where each one lives inside an
// upstream release archive, and the SHA-256 every installed copy must have. The data itself is generated
// by scripts/artefacts/build-manifest.ts into manifest.generated.ts; this file holds its shape and look-ups.
import { MANIFEST } from './manifest.generated.js';

export type ArchiveFormat = 'tar.gz' | 'zip';

/** One upstream archive (a tagged or commit-pinned source archive) that files are extracted from. */
export interface ArchiveSource {
  /** Short id used in file entries and messages, e.g. `en16931`. */
  id: string;
  name: string;
  /** owner/name on GitHub. */
  repository: string;
  commit: string;
  /** Tag at that commit, or null when the commit is not a tagged release. */
  tag: string | null;
  /** Where the commit sits relative to releases, in words (from the artefacts README). */
  position: string;
  /** Download address of the archive. */
  url: string;
  format: ArchiveFormat;
  /** Name of the archive file in the cache and on a mirror (`--mirror URL` fetches URL/fileName). */
  fileName: string;
  /** Folder every member path sits under inside the archive. */
  topFolder: string;
  /** What is and is not confirmed about `url` from where the manifest was built. */
  urlConfirmation: string;
  /** The publisher's own release of the same standard, when it is a different download. */
  officialRelease: { url: string | null; note: string };
}

/** Where a file comes from: a member of an archive, or a notice put together from excerpts (no archive member). */
export type FileOrigin = { archive: string; member: string } | { archive: null; compiledFrom: string; note: string };

export interface ManifestFile {
  /** Path inside the artefacts directory, `/`-separated. */
  path: string;
  sha256: string;
  size: number;
  kind: 'artefact' | 'licence';
  /** Licence identifier (see the licence files under LICENSES/). */
  licence: string;
  /** Rule-set scenarios that read this file; empty for files installed for completeness only. */
  scenarios: string[];
  origin: FileOrigin;
}

export interface Scenario {
  /** Rule-set id, as in FormatProfile.ruleSet. */
  id: string;
  name: string;
}

export interface ArtefactManifest {
  /** Changes whenever any pinned file changes; recorded in an installation's marker file. */
  version: string;
  generatedFrom: string;
  archives: ArchiveSource[];
  scenarios: Scenario[];
  files: ManifestFile[];
}

export const artefactManifest: ArtefactManifest = MANIFEST;

/** Files that an installation from upstream archives can produce (the compiled notices cannot be). */
export function isArchiveMember(file: ManifestFile): file is ManifestFile & { origin: { archive: string; member: string } } {
  return file.origin.archive !== null;
}
