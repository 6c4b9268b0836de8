// The plugin SDK as a public entry point: `einvoice-api/plugins` with its own type declarations, the
// building blocks it offers, and its boundary (nothing in plugins/ reaches into the rest of the kernel).
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import * as sdk from '../../plugins/index.js';
import { EXAMPLE_MODULE, ACME_CUSTOMIZATION_ID } from './example.js';
import { EN16931 } from '../../formats/facturx/profile-schemas.generated.js';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');

describe('the SDK entry', () => {
  it('is the package subpath ./plugins with type declarations', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(pkg.exports['./plugins']).toMatchObject({ types: './dist/plugins/types/plugins/index.d.ts', default: './dist/plugins/index.js' });
    expect(pkg.scripts['build:sdk']).toBeTruthy();
  });

  it('offers the contracts, define helpers, the model and the UBL and CII writers', () => {
    const plugin = sdk.defineFormatPlugin({
      info: { code: 'x', name: 'X', version: '1', base_standard: 'EN 16931', syntax: 'xml', en16931_compliant: true, countries: [], mvp: false },
      profiles: [],
    });
    expect(plugin).toMatchObject({ kind: 'format', sdkVersion: sdk.SDK_VERSION });
    const invoice = JSON.parse(readFileSync(join(root, 'examples/acme-cius/fixtures/invoice.json'), 'utf8'));
    const built = sdk.buildModel(invoice);
    if (!built.ok) throw new Error(JSON.stringify(built.issues));
    expect(built.model.totals.payable).toBe('340.34');
    const ubl = sdk.writeUbl(built.model, { customizationId: 'urn:example:cius', profileId: null });
    expect(ubl.xml).toContain('<cbc:CustomizationID>urn:example:cius</cbc:CustomizationID>');
    expect(ubl.xml).toContain(`xmlns="${sdk.UBL_NAMESPACES.ubl}"`);
    // A CIUS on CII brings its profile: the element set its XSD allows (here the EN 16931 one of Factur-X).
    const cii = sdk.serializeCiiProfile(built.model, { guidelineId: 'urn:example:cii-cius', schema: EN16931, alwaysStateRate: false });
    expect(cii.xml).toContain('CrossIndustryInvoice');
    expect(cii.xml).toContain('urn:example:cii-cius');
  });

  it('offers the readers: a document the writers made reads back to its invoice with no losses', () => {
    const invoice = JSON.parse(readFileSync(join(root, 'examples/acme-cius/fixtures/invoice.json'), 'utf8'));
    const built = sdk.buildModel(invoice);
    if (!built.ok) throw new Error(JSON.stringify(built.issues));
    const fromUbl = sdk.readUbl(sdk.writeUbl(built.model, { customizationId: 'urn:example:cius', profileId: null }).xml);
    expect(fromUbl).toMatchObject({ specification_id: 'urn:example:cius', losses: [], syntax: 'ubl' });
    expect(fromUbl.invoice.invoice_number).toBe(invoice.invoice_number);
    const fromCii = sdk.readCii(
      sdk.serializeCiiProfile(built.model, { guidelineId: 'urn:example:cii-cius', schema: EN16931, alwaysStateRate: false }).xml,
    );
    expect(fromCii).toMatchObject({ losses: [], syntax: 'cii' });
    const reader = sdk.syntaxReader({ ubl: sdk.profileByPrefix('urn:example:cius', 'example_profile') });
    expect(reader.readerVersion).toBe(sdk.READER_VERSION);
    expect(reader.profileFor('Invoice', 'urn:example:cius')).toBe('example_profile');
    expect(reader.profileFor('Invoice', 'urn:other')).toBeUndefined();
  });

  it('reaches nothing but core/ and its own contracts', () => {
    const allowed = ['plugins/', 'core/'];
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
      );
    const outside: string[] = [];
    for (const file of files(join(root, 'plugins'))) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const target = relative(root, resolve(dirname(file), spec!)).replace(/\.js$/, '.ts');
        if (!allowed.some((a) => target.startsWith(a))) outside.push(`${relative(root, file)} → ${target}`);
      }
    }
    expect(outside).toEqual([]);
  });
});

describe('npm run build:sdk', () => {
  it('builds the bundle and declarations that a plugin compiles and runs against, outside the kernel', async () => {
    await run(process.execPath, ['scripts/build-sdk.mjs'], { cwd: root });
    expect(existsSync(join(root, 'dist/plugins/index.js'))).toBe(true);
    expect(readFileSync(join(root, 'dist/plugins/types/plugins/index.d.ts'), 'utf8')).toContain('writeUbl');

    // The example type-checks against the declarations (its own tsconfig, NodeNext resolution of the package).
    await run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'examples/acme-cius'], { cwd: root });

    // Plain Node (no bundler, no tsx) loads the example through the package export and runs the bundled writer.
    const script = `const { default: p } = await import(${JSON.stringify(EXAMPLE_MODULE)});
      const { buildModel } = await import('einvoice-api/plugins');
      const invoice = JSON.parse((await import('node:fs')).readFileSync(${JSON.stringify(join(root, 'examples/acme-cius/fixtures/invoice.json'))}, 'utf8'));
      const built = buildModel(invoice);
      console.log(JSON.stringify({ code: p.info.code, xml: p.serialize(built.model, 'acme_cius_1').xml }));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: join(root, 'examples/acme-cius') });
    const out = JSON.parse(stdout);
    expect(out.code).toBe('acme_cius');
    expect(out.xml).toContain(ACME_CUSTOMIZATION_ID);
  });
});
