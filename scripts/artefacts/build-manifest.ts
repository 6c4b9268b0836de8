// Builds src/artefacts/manifest.generated.ts, the pinned artefact manifest, from the facts recorded next to
// the reference copy: ../shared/artefacts/MANIFEST.json (path, source repository, commit, source path,
// licence, SHA-256 of every file) and the source table of ../shared/artefacts/README.md (tags, positions).
// Run it only when the pinned artefacts change:  npm run artefacts:manifest [-- <artefacts dir> [<output file>]]
import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ArchiveSource, ArtefactManifest, FileOrigin, ManifestFile, Scenario } from '../../src/artefacts/manifest.js';
import { SHARED_DIR } from '../../src/shared-dir.js';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const referenceDir = resolve(process.argv[2] ?? resolve(projectRoot, SHARED_DIR, 'artefacts'));
const outputFile = resolve(process.argv[3] ?? resolve(projectRoot, 'src/artefacts/manifest.generated.ts'));

interface ReferenceEntry {
  path: string;
  source: string;
  commit: string;
  source_path: string;
  license: string;
  sha256: string;
}

/** What the project states about each source beyond MANIFEST.json: archive naming and the official release. */
interface SourceFacts {
  id: string;
  name: string;
  tag: string | null;
  officialRelease: { url: string | null; note: string };
}

const NO_INTERNET = 'Not downloaded from where this manifest was built (no internet access).';

const SOURCE_FACTS: Record<string, SourceFacts> = {
  'github:kduvekot/ubl-release-package': {
    id: 'ubl-2.1',
    name: 'OASIS UBL 2.1 OS (04 November 2013), Git copy of the OASIS release package',
    tag: null,
    officialRelease: {
      url: 'https://docs.oasis-open.org/ubl/os-UBL-2.1/UBL-2.1.zip',
      note: `The OASIS release package. The checksums were taken from the Git copy at the pinned commit; that the zip holds byte-identical xsdrt/ files, and its folder layout, are not confirmed. ${NO_INTERNET}`,
    },
  },
  'github:ConnectingEurope/eInvoicing-EN16931': {
    id: 'en16931',
    name: 'CEN/TC 434 EN 16931 validation artefacts 1.3.16 (and the CII D16B SCRDM subset schemas they ship)',
    tag: 'validation-1.3.16',
    officialRelease: {
      url: 'https://github.com/ConnectingEurope/eInvoicing-EN16931/releases/tag/validation-1.3.16',
      note: `The release page also offers per-syntax zip files; their names and layout are not confirmed, so the source archive of the tagged commit is used. ${NO_INTERNET}`,
    },
  },
  'github:OpenPEPPOL/peppol-bis-invoice-3': {
    id: 'peppol-bis-3',
    name: 'OpenPeppol BIS Billing 3.0.19',
    tag: 'v3.0.19',
    officialRelease: {
      url: 'https://github.com/OpenPEPPOL/peppol-bis-invoice-3/releases/tag/v3.0.19',
      note: `The tag's source archive is the release; the pinned commit is the tagged one. ${NO_INTERNET}`,
    },
  },
  'github:itplr-kosit/xrechnung-schematron': {
    id: 'xrechnung-schematron',
    name: 'KoSIT XRechnung Schematron sources for XRechnung 3.0.2 (unreleased HEAD after v2.5.0)',
    tag: null,
    officialRelease: {
      url: 'https://github.com/itplr-kosit/xrechnung-schematron/releases/tag/v2.5.0',
      note: `No release holds exactly these sources: the pinned commit is 8 commits after v2.5.0, and the release zips hold the built (Peppol-merged) Schematron, not the sources. Only the commit archive gives these bytes. ${NO_INTERNET}`,
    },
  },
  'github:itplr-kosit/validator-configuration-xrechnung': {
    id: 'xrechnung-configuration',
    name: 'KoSIT validator configuration for XRechnung (scenarios.xml)',
    tag: null,
    officialRelease: {
      url: null,
      note: `The artefacts README names this commit "v2026-01-31-4"; whether that is a tag, and its release download, are not confirmed. ${NO_INTERNET}`,
    },
  },
  // No official download of these releases could be pinned from here, so a versioned public copy is the upstream:
  // phive-rules (the rule sources of the reference validator phive, per release, byte for byte as published).
  'github:phax/phive-rules': {
    id: 'phive-rules',
    name: 'Peppol BIS Billing 3.0.20 and 3.0.21, Peppol BIS Self-Billing 3.0.2 and the released XRechnung Schematron 2.5.0 (XRechnung 3.0.2), as kept per release by phive-rules',
    tag: null,
    officialRelease: {
      url: 'https://docs.peppol.eu/poacc/billing/3.0/release-notes/',
      note: `OpenPeppol announces each release in its release notes and publishes the rule files in its GitHub repositories (OpenPEPPOL/peppol-bis-invoice-3); KoSIT publishes the XRechnung Schematron 2.5.0 release zip at https://github.com/itplr-kosit/xrechnung-schematron/releases/tag/v2.5.0. Whether those downloads hold byte-identical files under which member paths is not confirmed, so the commit archive of phive-rules (folders openpeppol/2025.11, openpeppol/2026.5 and xrechnung 3.0.2) is pinned. ${NO_INTERNET}`,
    },
  },
  'github:ZUGFeRD/mustangproject': {
    id: 'mustang',
    name: 'Factur-X 1.09.2 = ZUGFeRD 2.5.2 XSD and Schematron, as shipped by Mustang (ZF_250)',
    tag: null,
    officialRelease: {
      url: 'https://fnfe-mpe.org/factur-x/',
      note: `FNFE-MPE publishes Factur-X 1.09.2 as a zip behind its web site; its download address and layout are not confirmed, and the pinned Mustang copy carries the later fix #1229 for dangling schemaLocation references. ${NO_INTERNET}`,
    },
  },
};

/** Entry points of each validation scenario (README "Validation scenarios"); includes are followed below. */
const UBL_XSD = ['ubl-2.1/xsdrt/maindoc/UBL-Invoice-2.1.xsd', 'ubl-2.1/xsdrt/maindoc/UBL-CreditNote-2.1.xsd'];
const CII_XSD = ['cii-d16b/D16B-SCRDM-Subset/uncoupled-clm/CII/uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd'];
const CEN_UBL = ['en16931/ubl/EN16931-UBL-validation.sch', 'en16931/ubl/preprocessed/EN16931-UBL-validation-preprocessed.sch'];
const CEN_CII = ['en16931/cii/EN16931-CII-validation.sch', 'en16931/cii/preprocessed/EN16931-CII-validation-preprocessed.sch'];
const KOSIT_CONFIG = ['xrechnung-3.0.2/kosit-scenarios.xml'];

function facturx(id: string, profile: string, xsdName: string): Scenario & { entries: string[] } {
  return {
    id,
    name: `Factur-X 1.09.2 / ZUGFeRD 2.5.2 ${profile}`,
    entries: [`facturx-1.09.2/xsd/${profile}/FACTUR-X_${xsdName}.xsd`, `facturx-1.09.2/schematron/FACTUR-X_${profile}.sch`],
  };
}

const SCENARIOS: Array<Scenario & { entries: string[] }> = [
  { id: 'ubl-2-1', name: 'UBL 2.1 (syntax only)', entries: UBL_XSD },
  { id: 'cii-d16b', name: 'CII D16B (syntax only)', entries: CII_XSD },
  { id: 'en16931-ubl', name: 'EN 16931 core, UBL', entries: [...UBL_XSD, ...CEN_UBL] },
  { id: 'en16931-cii', name: 'EN 16931 core, CII', entries: [...CII_XSD, ...CEN_CII] },
  // Every version of a rule set belongs to it (rules/rule-sets.ts): a request may ask for any of them.
  {
    id: 'peppol-bis-3-ubl',
    name: 'Peppol BIS Billing 3.0.19, 3.0.20 and 3.0.21, UBL',
    entries: [
      ...UBL_XSD,
      ...['peppol-bis-3', 'peppol-bis-3.0.20', 'peppol-bis-3.0.21'].flatMap((folder) => [
        `${folder}/CEN-EN16931-UBL.sch`,
        `${folder}/PEPPOL-EN16931-UBL.sch`,
      ]),
    ],
  },
  {
    id: 'peppol-bis-3-cii',
    name: 'Peppol BIS Billing 3.0.19, CII',
    entries: [...CII_XSD, 'peppol-bis-3/CEN-EN16931-CII.sch', 'peppol-bis-3/PEPPOL-EN16931-CII.sch'],
  },
  {
    id: 'peppol-self-billing-3-ubl',
    name: 'Peppol BIS Self-Billing 3.0.2, UBL',
    entries: [...UBL_XSD, 'peppol-bis-3.0.21/CEN-EN16931-UBL.sch', 'peppol-bis-3.0.21/PEPPOL-EN16931-UBL-SB.sch'],
  },
  // XRechnung's released Schematron has the Peppol rules it takes over merged in; KoSIT's scenarios pick the scenario.
  {
    id: 'xrechnung-3-ubl',
    name: 'XRechnung 3.0.2 (Schematron release 2.5.0), UBL',
    entries: [...UBL_XSD, ...CEN_UBL, 'xrechnung-3.0.2-release-2.5.0/ubl/XRechnung-UBL-validation.sch', ...KOSIT_CONFIG],
  },
  {
    id: 'xrechnung-3-cii',
    name: 'XRechnung 3.0.2 (Schematron release 2.5.0), CII',
    entries: [...CII_XSD, ...CEN_CII, 'xrechnung-3.0.2-release-2.5.0/cii/XRechnung-CII-validation.sch', ...KOSIT_CONFIG],
  },
  facturx('facturx-minimum', 'MINIMUM', 'MINIMUM'),
  facturx('facturx-basic-wl', 'BASIC-WL', 'BASICWL'),
  facturx('facturx-basic', 'BASIC', 'BASIC'),
  facturx('facturx-en16931', 'EN16931', 'EN16931'),
  facturx('facturx-extended', 'EXTENDED', 'EXTENDED'),
];

/** Local references a file makes: XSD imports/includes, Schematron includes, literal document() calls. */
function referencesOf(text: string): string[] {
  const patterns = [/schemaLocation\s*=\s*"([^"]+)"/g, /<(?:sch:)?include\s+href\s*=\s*"([^"]+)"/g, /document\(\s*'([^']+)'\s*\)/g];
  const found = new Set<string>();
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) if (!match[1]!.includes('://')) found.add(match[1]!);
  return [...found];
}

/** Every file reachable from the entry points, as artefacts-directory paths. */
function closure(entries: string[], known: Set<string>): Set<string> {
  const reached = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (reached.has(path)) continue;
    if (!known.has(path)) throw new Error(`scenario file ${path} is not in MANIFEST.json`);
    reached.add(path);
    if (!/\.(xsd|sch)$/.test(path)) continue;
    const text = readFileSync(resolve(referenceDir, path), 'utf8');
    for (const ref of referencesOf(text)) queue.push(posix.normalize(posix.join(posix.dirname(path), ref)));
  }
  return reached;
}

/** Commit and "Tag / position" per source, from the README's source table. */
function readSourceTable(readme: string): Map<string, { commit: string; position: string }> {
  const rows = new Map<string, { commit: string; position: string }>();
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length > 4 && cells[1]!.startsWith('github:') && /^[0-9a-f]{40}$/.test(cells[2]!)) {
      rows.set(cells[1]!, { commit: cells[2]!, position: cells[3]!.replace(/`/g, '') });
    }
  }
  return rows;
}

function archiveFor(source: string, commit: string, readme: string, table: Map<string, { commit: string; position: string }>): ArchiveSource {
  const facts = SOURCE_FACTS[source];
  if (!facts) throw new Error(`no archive facts for source ${source}`);
  const row = table.get(source);
  if (row && row.commit !== commit) throw new Error(`${source}: README commit ${row.commit} differs from MANIFEST.json ${commit}`);
  if (!row && !readme.includes(commit)) throw new Error(`${source}: commit ${commit} is not named in the README`);
  const repository = source.replace(/^github:/, '');
  const repoName = repository.split('/')[1]!;
  // GitHub names the top folder of a commit archive <repo>-<full commit>, and so the downloaded file.
  const topFolder = `${repoName}-${commit}`;
  return {
    id: facts.id,
    name: facts.name,
    repository,
    commit,
    tag: facts.tag,
    position: row?.position ?? `named in the README's scenario notes (${commit.slice(0, 8)})`,
    url: `https://github.com/${repository}/archive/${commit}.tar.gz`,
    format: 'tar.gz',
    fileName: `${topFolder}.tar.gz`,
    topFolder,
    urlConfirmation: `GitHub source archive of the pinned commit (the commit and every member path are those recorded in MANIFEST.json). ${NO_INTERNET}`,
    officialRelease: facts.officialRelease,
  };
}

/** The licence texts that cover a file: those with its licence id, preferring its own source, then its publisher. */
function licenceFilesOf(file: ReferenceEntry, entries: ReferenceEntry[]): ReferenceEntry[] {
  const texts = entries.filter((e) => e.path.startsWith('artefacts/LICENSES/') && e.license === file.license);
  const owner = (source: string) => source.split('/')[0];
  const fromSameSource = texts.filter((e) => e.source === file.source);
  const fromSameOwner = texts.filter((e) => owner(e.source) === owner(file.source));
  return fromSameSource.length > 0 ? fromSameSource : fromSameOwner.length > 0 ? fromSameOwner : texts;
}

/** A compiled notice has a prose source_path instead of a single file in the repository. */
function isCompiledNotice(entry: ReferenceEntry): boolean {
  return / \(|\+/.test(entry.source_path) && entry.path.startsWith('artefacts/LICENSES/');
}

function build(): ArtefactManifest {
  const reference = JSON.parse(readFileSync(resolve(referenceDir, 'MANIFEST.json'), 'utf8')) as ReferenceEntry[];
  const readme = readFileSync(resolve(referenceDir, 'README.md'), 'utf8');
  const table = readSourceTable(readme);
  const entries = reference.filter((e) => e.path.startsWith('artefacts/')).sort((a, b) => a.path.localeCompare(b.path));

  const archives = new Map<string, ArchiveSource>();
  for (const e of entries) if (!archives.has(e.source)) archives.set(e.source, archiveFor(e.source, e.commit, readme, table));

  const known = new Set(entries.map((e) => e.path.slice('artefacts/'.length)));
  const scenariosOf = new Map<string, Set<string>>();
  const addScenario = (path: string, id: string) => scenariosOf.set(path, (scenariosOf.get(path) ?? new Set()).add(id));
  for (const scenario of SCENARIOS) {
    const files = closure(scenario.entries, known);
    for (const path of files) addScenario(path, scenario.id);
    // The licence texts of every file a scenario reads belong to the scenario as well.
    for (const e of entries.filter((f) => files.has(f.path.slice('artefacts/'.length)))) {
      for (const licence of licenceFilesOf(e, entries)) addScenario(licence.path.slice('artefacts/'.length), scenario.id);
    }
  }

  const files: ManifestFile[] = entries.map((e) => {
    const path = e.path.slice('artefacts/'.length);
    const archive = archives.get(e.source)!;
    if (e.commit !== archive.commit) throw new Error(`${path}: commit ${e.commit} differs from its source's ${archive.commit}`);
    const size = statSync(resolve(referenceDir, path)).size;
    const origin: FileOrigin = isCompiledNotice(e)
      ? {
          archive: null,
          compiledFrom: e.source_path,
          note: `Put together from excerpts of ${archive.repository} at ${archive.commit.slice(0, 8)}; no archive member holds these bytes, so only --from installs it. The notice itself is carried in the headers of the installed files.`,
        }
      : { archive: archive.id, member: `${archive.topFolder}/${e.source_path}` };
    const scenarios = [...(scenariosOf.get(path) ?? [])].sort();
    return { path, sha256: e.sha256, size, kind: path.startsWith('LICENSES/') ? 'licence' : 'artefact', licence: e.license, scenarios, origin };
  });

  const version = createHash('sha256')
    .update(files.map((f) => `${f.path} ${f.sha256}\n`).join(''))
    .digest('hex')
    .slice(0, 16);
  return {
    version,
    generatedFrom: 'shared/artefacts/MANIFEST.json and shared/artefacts/README.md (source table, scenario table)',
    archives: [...archives.values()],
    scenarios: SCENARIOS.map(({ id, name }) => ({ id, name })),
    files,
  };
}

function render(manifest: ArtefactManifest): string {
  const { files, ...head } = manifest;
  const headJson = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  const fileLines = files.map((f) => `    ${JSON.stringify(f)},`).join('\n');
  return [
    '// Generated by scripts/artefacts/build-manifest.ts (npm run artefacts:manifest). Do not edit by hand.',
    "import type { ArtefactManifest } from './manifest.js';",
    '',
    `export const MANIFEST: ArtefactManifest = ${headJson},`,
    '  "files": [',
    fileLines,
    '  ],',
    '};',
    '',
  ].join('\n');
}

const manifest = build();
writeFileSync(outputFile, render(manifest));
const notices = manifest.files.filter((f) => f.origin.archive === null).length;
process.stderr.write(
  `wrote ${outputFile}: ${manifest.files.length} files (${notices} compiled notices), ${manifest.archives.length} archives, ${manifest.scenarios.length} scenarios, version ${manifest.version}\n`,
);
