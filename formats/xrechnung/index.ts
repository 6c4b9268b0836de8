// XRechnung 3.0: the German CIUS of EN 16931 for public-sector invoices, in UBL or CII syntax.
import { defineFormatPlugin, type SerializeResult } from '../../plugins/index.js';
import type { InvoiceModel } from '../../src/invoice/model.js';
import { UBL_IDS, writeUbl } from '../ubl/index.js';
import { serializeXrechnungCii } from '../cii/index.js';
import { xrechnungPrecheck } from './precheck.js';
import { syntaxReader } from '../../core/syntax/common/read/format-reader.js';
import { profileByPrefix } from '../../core/syntax/ubl/read/index.js';

/** One serializer per profile: UBL from formats/ubl, CII from formats/cii. */
const serializers: Record<string, (model: InvoiceModel) => SerializeResult> = {
  xrechnung_ubl: (model) => writeUbl(model, { customizationId: UBL_IDS.xrechnung, profileId: UBL_IDS.peppolBillingProcess }),
  xrechnung_cii: serializeXrechnungCii,
};

export default defineFormatPlugin({
  info: {
    code: 'xrechnung',
    name: 'XRechnung',
    version: '3.0.2',
    base_standard: 'EN 16931 (UBL 2.1 or CII D16B)',
    syntax: 'xml',
    en16931_compliant: true,
    countries: ['DE'],
    mvp: true,
    description: 'German CIUS of EN 16931, required for invoices to German public authorities (routing by Leitweg-ID).',
    spec_url: 'https://xeinkauf.de/xrechnung/',
  },
  profiles: [
    { code: 'xrechnung_ubl', name: 'XRechnung 3.0 (UBL)', default: true, outputs: ['xml'], ruleSet: 'xrechnung-3-ubl' },
    { code: 'xrechnung_cii', name: 'XRechnung 3.0 (CII)', outputs: ['xml'], ruleSet: 'xrechnung-3-cii' },
  ],
  // The XRechnung rules are on the semantic model, so both syntaxes share the pre-check.
  precheck: (invoice) => xrechnungPrecheck(invoice),
  // Extensions of XRechnung (`…xrechnung_3.0#conformant#…extension…`) read as XRechnung too.
  reader: syntaxReader({ ubl: profileByPrefix(UBL_IDS.xrechnung, 'xrechnung_ubl'), cii: profileByPrefix(UBL_IDS.xrechnung, 'xrechnung_cii') }),
  serialize(model, profile) {
    const serialize = serializers[profile];
    if (!serialize) throw new Error(`xrechnung has no profile ${profile}`);
    return serialize(model);
  },
});
