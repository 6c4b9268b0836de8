// ACME CIUS 1.0: an example third-party format plugin. A CIUS (core invoice usage specification) narrows
// EN 16931 for one community; this one is UBL 2.1 with its own CustomizationID and three extra rules in its
// own Schematron (rules/acme-cius-ubl.sch). It imports nothing but the SDK, and the server loads it only
// when configured: EINVOICE_PLUGINS=./examples/acme-cius (see docs/plugins.md).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineFormatPlugin, profileByPrefix, syntaxReader, writeUbl, UBL_NAMESPACES, type Invoice } from 'einvoice-api/plugins';

/** BT-24: EN 16931 compliant, narrowed by the ACME CIUS. Documents carrying it are validated by this plugin. */
export const ACME_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:acme.example:cius:1.0';
export const ACME_PROFILE_ID = 'urn:acme.example:billing:1.0';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const fixture = (name: string) => JSON.parse(readFileSync(here(`./fixtures/${name}`), 'utf8')) as Invoice;

const validInvoice = fixture('invoice.json');
// Negative example: no buyer reference, a unit price with three decimals (4 × 2.125 = 8.50).
const brokenInvoice: Invoice = {
  ...validInvoice,
  invoice_number: 'ACME-2026-0002',
  buyer_reference: undefined,
  lines: [{ ...validInvoice.lines[0]!, quantity: '4', unit_price: '2.125', net_amount: '8.50' }],
};

// The same delivery credited: a UBL CreditNote, checked by the same rules.
const creditNote: Invoice = { ...validInvoice, invoice_number: 'ACME-2026-CN-0001', type_code: '381' };
const { electronic_address: _, ...sellerWithoutAddress } = validInvoice.seller;
const creditNoteWithoutSellerAddress: Invoice = { ...creditNote, seller: sellerWithoutAddress };

export default defineFormatPlugin({
  info: {
    code: 'acme_cius',
    name: 'ACME CIUS 1.0 (UBL 2.1)',
    version: '1.0',
    base_standard: 'EN 16931 (UBL 2.1)',
    syntax: 'xml',
    en16931_compliant: true,
    countries: ['DE', 'NL'],
    mvp: false,
    description:
      'Example CIUS: UBL 2.1 invoices for ACME, with a mandatory buyer reference, the seller electronic address and unit prices of at most 2 decimals.',
    spec_url: 'https://acme.example/einvoicing/cius-1.0',
  },
  profiles: [{ code: 'acme_cius_1', name: 'ACME CIUS 1.0', default: true, outputs: ['xml'], ruleSet: 'acme-cius-ubl' }],
  // The shared UBL writer does the EN 16931 work; the CIUS only names itself in BT-24 and BT-23. The
  // context carries what the registered country plugins place in the document (e.g. a Leitweg-ID in BT-10).
  serialize: (model, _profile, context) =>
    writeUbl(model, { customizationId: ACME_CUSTOMIZATION_ID, profileId: ACME_PROFILE_ID }, context?.countries),
  // The receiving side: received ACME documents import (POST /v1/import) as profile acme_cius_1.
  reader: syntaxReader({ ubl: profileByPrefix(ACME_CUSTOMIZATION_ID, 'acme_cius_1') }),
  ruleSets: [
    {
      id: 'acme-cius-ubl',
      name: 'ACME CIUS 1.0 (UBL 2.1)',
      format: 'acme_cius',
      baseDir: here('./rules'),
      // The official UBL 2.1 schemas and CEN rules from the operator's artefacts directory, then ACME's own rules.
      xsd: [
        {
          root: 'Invoice',
          namespace: UBL_NAMESPACES.ubl,
          path: 'ubl-2.1/xsdrt/maindoc/UBL-Invoice-2.1.xsd',
          inArtefacts: true,
          name: 'OASIS UBL 2.1 Invoice schema',
          version: '2.1 OS',
        },
        {
          root: 'CreditNote',
          namespace: UBL_NAMESPACES.cn,
          path: 'ubl-2.1/xsdrt/maindoc/UBL-CreditNote-2.1.xsd',
          inArtefacts: true,
          name: 'OASIS UBL 2.1 CreditNote schema',
          version: '2.1 OS',
        },
      ],
      schematron: [
        { path: 'en16931/ubl/EN16931-UBL-validation.sch', inArtefacts: true, name: 'CEN EN 16931 validation artefacts (UBL)', version: '1.3.16' },
        { path: 'acme-cius-ubl.sch', name: 'ACME CIUS 1.0 rules (UBL)', version: '1.0' },
      ],
      detect: [
        { root: 'Invoice', namespace: UBL_NAMESPACES.ubl, specificationIds: [ACME_CUSTOMIZATION_ID], format: 'acme_cius' },
        { root: 'CreditNote', namespace: UBL_NAMESPACES.cn, specificationIds: [ACME_CUSTOMIZATION_ID], format: 'acme_cius' },
      ],
    },
  ],
  fixtures: [
    { name: 'fixtures/invoice.json', invoice: validInvoice },
    { name: 'credit note', invoice: creditNote },
    { name: 'no buyer reference, 3-decimal unit price', invoice: brokenInvoice, failsRules: ['ACME-R001', 'ACME-R003'] },
    { name: 'credit note without the seller electronic address', invoice: creditNoteWithoutSellerAddress, failsRules: ['ACME-R002'] },
  ],
});
