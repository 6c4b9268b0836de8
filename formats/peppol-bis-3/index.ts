// Peppol BIS Billing 3.0: EN 16931 CIUS on UBL 2.1, the exchange format of the Peppol network.
import { defineFormatPlugin } from '../../plugins/index.js';
import { writeUbl } from '../../core/syntax/ubl/index.js';
import { UBL_IDS } from '../ubl/index.js';
import { peppolPrecheck } from './precheck.js';
import { syntaxReader } from '../../plugins/syntax-reader.js';
import { profileByPrefix } from '../../core/syntax/ubl/read/index.js';

export default defineFormatPlugin({
  info: {
    code: 'peppol_bis_3',
    name: 'Peppol BIS Billing 3.0',
    // GET /v1/formats shows the release in force on the day instead (rules/rule-sets.ts).
    version: '3.0',
    base_standard: 'EN 16931 (UBL 2.1)',
    syntax: 'xml',
    en16931_compliant: true,
    countries: ['AT', 'BE', 'DE', 'DK', 'FI', 'FR', 'GR', 'HR', 'IE', 'IS', 'IT', 'LU', 'NL', 'NO', 'PL', 'SE'],
    mvp: true,
    description: 'Peppol BIS Billing 3.0 invoice and credit note (UBL 2.1), for exchange over the Peppol network.',
    spec_url: 'https://docs.peppol.eu/poacc/billing/3.0/',
  },
  profiles: [{ code: 'peppol_bis_billing_3', name: 'Peppol BIS Billing 3.0', default: true, outputs: ['xml'], ruleSet: 'peppol-bis-3-ubl' }],
  precheck: (invoice, _profile, context) => peppolPrecheck(invoice, context),
  serialize: (model, _profile, context) =>
    writeUbl(model, { customizationId: UBL_IDS.peppol, profileId: UBL_IDS.peppolBillingProcess }, context?.countries),
  reader: syntaxReader({ ubl: profileByPrefix(UBL_IDS.peppol, 'peppol_bis_billing_3') }),
});
