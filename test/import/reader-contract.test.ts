// The reader side of the plugin contract: a format plugin may bring a reader; the registry refuses one of
// another contract version or without profiles, and import asks the readers in plugin order.
import { describe, expect, it } from 'vitest';
import { syntaxReader, profileByPrefix, defineFormatPlugin, READER_VERSION } from '../../plugins/index.js';
import { createFormatRegistry } from '../../src/registry/formats.js';
import { chooseReader } from '../../src/import/service.js';
import { loadRegistries } from '../../src/plugins.js';

const info = {
  code: 'acme_test',
  name: 'ACME test',
  version: '1',
  base_standard: 'EN 16931 (UBL 2.1)',
  syntax: 'xml' as const,
  en16931_compliant: true,
  countries: [] as string[],
  mvp: false,
};
const profile = { code: 'acme_test_1', name: 'ACME', default: true, outputs: ['xml' as const], ruleSet: 'en16931-ubl' };
const UBL_INVOICE = { root: 'Invoice', namespace: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2' };

describe('FormatReader in the plugin contract', () => {
  it('is optional, and checked when present', () => {
    const reader = syntaxReader({ ubl: profileByPrefix('urn:acme', 'acme_test_1') });
    expect(() => createFormatRegistry([['a', defineFormatPlugin({ info, profiles: [profile], reader })]])).not.toThrow();
    expect(() =>
      createFormatRegistry([['b', defineFormatPlugin({ info, profiles: [profile], reader: { ...reader, readerVersion: READER_VERSION + 1 } })]]),
    ).toThrow(/reader\.readerVersion must be 1/);
    expect(() => createFormatRegistry([['c', defineFormatPlugin({ info, profiles: [], reader })]])).toThrow(/reader but no profiles/);
  });

  it('import asks the readers in plugin order; a plugin claims its own specification id before the built-in fallback', async () => {
    const builtin = (await loadRegistries()).formats;
    const acme = defineFormatPlugin({ info, profiles: [profile], reader: syntaxReader({ ubl: profileByPrefix('urn:acme', 'acme_test_1') }) });
    const formats = createFormatRegistry([
      ...builtin
        .all()
        .filter((p) => p.info.code !== 'ubl_2_1')
        .map((p): [string, unknown] => [p.info.code, p]),
      ['acme', acme],
      ['ubl_2_1', builtin.get('ubl_2_1')],
    ]);
    expect(chooseReader(formats, { ...UBL_INVOICE, specificationId: 'urn:acme:1' })).toMatchObject({ profile: 'acme_test_1' });
    expect(
      chooseReader(formats, { ...UBL_INVOICE, specificationId: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0' }),
    ).toMatchObject({ profile: 'peppol_bis_billing_3' });
    expect(chooseReader(formats, { ...UBL_INVOICE, specificationId: 'urn:cen.eu:en16931:2017' })).toMatchObject({ profile: 'ubl_en16931' });
    expect(
      chooseReader(formats, {
        root: 'CrossIndustryInvoice',
        namespace: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
        specificationId: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
      }),
    ).toMatchObject({ profile: 'xrechnung_cii' });
    expect(
      chooseReader(formats, {
        root: 'CrossIndustryInvoice',
        namespace: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
        specificationId: 'urn:cen.eu:en16931:2017#conformant#urn:zugferd.de:2p0:extended',
      }),
    ).toMatchObject({ profile: 'zugferd_extended' });
    expect(chooseReader(formats, { root: 'Order', namespace: 'urn:x', specificationId: null })).toBeNull();
  });
});
