// UBL 2.1 carrying the EN 16931 core (CustomizationID urn:cen.eu:en16931:2017), with no CIUS on top.
import { defineFormatPlugin } from '../../plugins/index.js';
import { en16931Precheck } from '../../core/en16931/en16931-precheck.js';
import { writeUbl } from '../../core/syntax/ubl/index.js';
import { withCarriedValues } from '../../core/en16931/carried.js';
import { NO_COUNTRY_VALUES } from '../../core/en16931/carried-value.js';
import { UBL_IDS } from '../ubl/index.js';
import { syntaxReader } from '../../plugins/syntax-reader.js';

export default defineFormatPlugin({
  info: {
    code: 'ubl_2_1',
    name: 'UBL 2.1 (EN 16931)',
    version: '2.1',
    base_standard: 'EN 16931 (UBL 2.1)',
    syntax: 'xml',
    en16931_compliant: true,
    countries: [],
    mvp: true,
    description: 'OASIS UBL 2.1 invoice or credit note following the EN 16931 core rules, for any European receiver.',
    spec_url: 'https://docs.oasis-open.org/ubl/os-UBL-2.1/UBL-2.1.html',
  },
  profiles: [{ code: 'ubl_en16931', name: 'EN 16931 core', default: true, outputs: ['xml'], ruleSet: 'en16931-ubl' }],
  // Every UBL invoice no other format claims reads as EN 16931 UBL.
  reader: syntaxReader({ ubl: () => 'ubl_en16931' }),
  precheck: (invoice, _profile, context) => en16931Precheck(withCarriedValues(invoice, context?.countries ?? NO_COUNTRY_VALUES).invoice),
  serialize: (model, _profile, context) => writeUbl(model, { customizationId: UBL_IDS.en16931, profileId: null }, context?.countries),
});
