// Australia: Commonwealth agencies must receive Peppol e-invoices; no legal supplier or B2B mandate.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'AU',
  requirements: {
    country_code: 'AU',
    country_name: 'Australia',
    b2g_mandatory: false,
    b2g_mandate_date: null,
    b2g_platform: 'Peppol (the ATO is the Peppol Authority)',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [],
    required_formats: ['peppol_pint_anz'],
    accepted_formats: ['A-NZ Peppol BIS 3 (legacy)'],
    threshold_amount: null,
    special_requirements: [
      'Non-corporate Commonwealth entities must receive Peppol e-invoices since 2022-07-01 and pay them within 5 days (RMG 417)',
      'Government targets: 30% of invoices as e-invoices by 2026-07-01, automated sending and receiving by December 2026',
      'ABN as Peppol identifier (0151)',
    ],
    source_url: 'https://www.ato.gov.au/einvoicing',
    evidence_urls: ['https://sovos.com/regulatory-updates/vat/australia-government-establishes-e-invoicing-as-default-for-federal-procurement'],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
});
