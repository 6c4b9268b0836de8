// Bulgaria: public bodies must receive EN 16931 e-invoices since Nov 2019; no B2B mandate.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'BG',
  requirements: {
    country_code: 'BG',
    country_name: 'Bulgaria',
    b2g_mandatory: false,
    b2g_mandate_date: null,
    b2g_platform: 'Public Procurement Portal (no unified invoice hub)',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [],
    required_formats: ['ubl_2_1', 'UN/CEFACT CII D16B (EN 16931)'],
    accepted_formats: ['peppol_bis_3'],
    threshold_amount: null,
    special_requirements: [
      'Public buyers must receive EN 16931 e-invoices; suppliers are not obliged according to the EU factsheet (some vendor sources differ)',
      'SAF-T phased in from 2026-01-01 (largest taxpayers) to 2030; a B2B clearance model has been floated in consultation',
      'Currency EUR from 2026-01-01',
    ],
    source_url: 'https://nra.bg',
    evidence_urls: ['https://invotify.com/da/e-invoicing/bulgaria', 'https://www.invoicenavigator.eu/country/bulgaria'],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
    unconfirmed_fields: ['b2g_mandatory'],
  },
});
