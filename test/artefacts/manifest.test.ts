// The pinned manifest against the reference copy it was built from: same files, same checksums, every
// scenario's entry points present, every file traceable to an archive member or a stated compiled origin.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { artefactManifest as manifest, isArchiveMember } from '../../src/artefacts/manifest.js';
import { REFERENCE_DIR } from './upstream.js';

interface ReferenceEntry {
  path: string;
  source: string;
  commit: string;
  source_path: string;
  sha256: string;
}
const reference = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'MANIFEST.json'), 'utf8')) as ReferenceEntry[]).filter((e) =>
  e.path.startsWith('artefacts/'),
);

describe('the pinned artefact manifest', () => {
  it('lists exactly the reference artefacts, with the SHA-256 and size of the reference bytes', () => {
    expect(manifest.files.map((f) => `artefacts/${f.path}`).sort()).toEqual(reference.map((e) => e.path).sort());
    for (const file of manifest.files) {
      const data = readFileSync(join(REFERENCE_DIR, file.path));
      expect(createHash('sha256').update(data).digest('hex'), file.path).toBe(file.sha256);
      expect(data.length, file.path).toBe(file.size);
    }
  });

  it('points every archive member at the source path of the pinned commit, under the archive top folder', () => {
    for (const file of manifest.files.filter(isArchiveMember)) {
      const entry = reference.find((e) => e.path === `artefacts/${file.path}`)!;
      const archive = manifest.archives.find((a) => a.id === file.origin.archive)!;
      expect(archive.commit).toBe(entry.commit);
      expect(file.origin.member).toBe(`${archive.topFolder}/${entry.source_path}`);
      expect(archive.url).toBe(`https://github.com/${archive.repository}/archive/${archive.commit}.tar.gz`);
      expect(archive.fileName).toBe(`${archive.topFolder}.tar.gz`);
    }
  });

  it('says where a URL is not confirmed and which files no archive holds', () => {
    for (const archive of manifest.archives) expect(archive.urlConfirmation).toMatch(/not downloaded/i);
    const compiled = manifest.files.filter((f) => !isArchiveMember(f));
    expect(compiled.map((f) => f.path).sort()).toEqual([
      'LICENSES/NOASSERTION--OpenPEPPOL-peppol-bis-invoice-3--NOTICE.txt',
      'LICENSES/OASIS--UBL-2.1--NOTICES.txt',
      'LICENSES/UNCEFACT--D16B-SCRDM-Subset--NOTICE.txt',
    ]);
  });

  it('names an upstream for every release: the versioned public copy phive-rules for the newer Peppol releases and the XRechnung release', () => {
    const origin = (path: string) => manifest.files.find((f) => f.path === path)!.origin;
    const phive = manifest.archives.find((a) => a.id === 'phive-rules')!;
    expect(phive).toMatchObject({ repository: 'phax/phive-rules', commit: '432f0e9a8cff5c03d06625abe7a5fd8e7e346a64' });
    expect(phive.officialRelease.url).toMatch(/^https:\/\//);
    expect(origin('peppol-bis-3.0.21/PEPPOL-EN16931-UBL.sch')).toEqual({
      archive: 'phive-rules',
      member: `${phive.topFolder}/phive-rules-peppol/src/test/resources/external/rule-source/openpeppol/2026.5/PEPPOL-EN16931-UBL.sch`,
    });
    expect(origin('xrechnung-3.0.2-release-2.5.0/ubl/XRechnung-UBL-validation.sch')).toMatchObject({ archive: 'phive-rules' });
    expect(origin('peppol-bis-3/PEPPOL-EN16931-UBL.sch')).toMatchObject({ archive: 'peppol-bis-3' });
  });

  it('gives every rule-set scenario its XSD, its Schematron in order of the README table, and a licence', () => {
    const filesOf = (id: string) => manifest.files.filter((f) => f.scenarios.includes(id)).map((f) => f.path);
    expect(filesOf('facturx-basic-wl')).toEqual(
      expect.arrayContaining([
        'facturx-1.09.2/xsd/BASIC-WL/FACTUR-X_BASICWL.xsd',
        'facturx-1.09.2/schematron/FACTUR-X_BASIC-WL.sch',
        'facturx-1.09.2/schematron/FACTUR-X_BASIC-WL_codedb.xml',
      ]),
    );
    expect(filesOf('xrechnung-3-cii')).toEqual(
      expect.arrayContaining([
        'cii-d16b/D16B-SCRDM-Subset/uncoupled-clm/CII/uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd',
        'en16931/cii/EN16931-CII-validation.sch',
        'xrechnung-3.0.2-release-2.5.0/cii/XRechnung-CII-validation.sch',
        'xrechnung-3.0.2-release-2.5.0/common.sch',
        'xrechnung-3.0.2/kosit-scenarios.xml',
      ]),
    );
    // Every Peppol release is pinned, each with the CEN copy it bundles, and self-billing with its release.
    expect(filesOf('peppol-bis-3-ubl')).toEqual(
      expect.arrayContaining(
        ['peppol-bis-3', 'peppol-bis-3.0.20', 'peppol-bis-3.0.21'].flatMap((folder) => [
          `${folder}/CEN-EN16931-UBL.sch`,
          `${folder}/PEPPOL-EN16931-UBL.sch`,
        ]),
      ),
    );
    expect(filesOf('peppol-self-billing-3-ubl')).toEqual(
      expect.arrayContaining(['peppol-bis-3.0.21/CEN-EN16931-UBL.sch', 'peppol-bis-3.0.21/PEPPOL-EN16931-UBL-SB.sch']),
    );
    // The UBL XSD entry points reach 14 files each (README "XSD import check"), 15 with the two maindocs.
    expect(filesOf('ubl-2-1').filter((p) => p.endsWith('.xsd'))).toHaveLength(15);
    expect(filesOf('cii-d16b').filter((p) => p.endsWith('.xsd'))).toHaveLength(4);
    for (const { id } of manifest.scenarios)
      expect(
        filesOf(id).some((p) => p.startsWith('LICENSES/')),
        id,
      ).toBe(true);
  });

  it('is what the generator script produces from the reference copy (no hand edits)', async () => {
    const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    const out = join(mkdtempSync(join(tmpdir(), 'artefacts-manifest-')), 'manifest.generated.ts');
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/artefacts/build-manifest.ts', REFERENCE_DIR, out], { cwd: projectRoot });
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(join(projectRoot, 'src/artefacts/manifest.generated.ts'), 'utf8'));
    rmSync(dirname(out), { recursive: true, force: true });
  });
});
