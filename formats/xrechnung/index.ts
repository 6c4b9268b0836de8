// XRechnung 3.0: the German CIUS of EN 16931 for public-sector invoices, in UBL or CII syntax.
import { defineFormatPlugin, type CountryValues, type SerializeResult } from '../../plugins/index.js';
import type { InvoiceModel } from '../../core/en16931/model.js';
import { writeUbl } from '../../core/syntax/ubl/index.js';
import { UBL_IDS } from '../ubl/index.js';
import { serializeXrechnungCii } from '../facturx/cii.js';
import { xrechnungPrecheck } from './precheck.js';
import { syntaxReader } from '../../plugins/syntax-reader.js';
import { profileByPrefix } from '../../core/syntax/ubl/read/index.js';

/** One serializer per profile: the UBL and CII writers of core/syntax. */
const serializers: Record<string, (model: InvoiceModel, countries?: CountryValues) => SerializeResult> = {
  xrechnung_ubl: (model, countries) => writeUbl(model, { customizationId: UBL_IDS.xrechnung, profileId: UBL_IDS.peppolBillingProcess }, countries),
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
  precheck: (invoice, _profile, context) => xrechnungPrecheck(invoice, context),
  // Extensions of XRechnung (`…xrechnung_3.0#conformant#…extension…`) read as XRechnung too.
  reader: syntaxReader({ ubl: profileByPrefix(UBL_IDS.xrechnung, 'xrechnung_ubl'), cii: profileByPrefix(UBL_IDS.xrechnung, 'xrechnung_cii') }),
  serialize(model, profile, context) {
    const serialize = serializers[profile];
    if (!serialize) throw new Error(`xrechnung has no profile ${profile}`);
    return serialize(model, context?.countries);
  },
});
