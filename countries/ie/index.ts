// Ireland: public bodies receive e-invoices, suppliers are not obliged; Revenue's VAT modernisation brings
// B2B e-invoicing for large corporates from 1 Nov 2028, intra-EU traders from Nov 2029, ViDA from Jul 2030.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'IE',
  requirements: {
    country_code: 'IE',
    country_name: 'Ireland',
    b2g_mandatory: false,
    b2g_mandate_date: null,
    b2g_platform: 'Peppol',
    b2b_mandatory: false,
    b2b_mandate_date: '2028-11-01',
    b2b_phased_rollout: [
      {
        from: '2028-11-01',
        scope: "VAT-registered large corporates managed by Revenue's Large Corporates Division, domestic B2B",
        obligation: 'issue',
      },
      { from: '2028-11-01', scope: 'every Irish business', obligation: 'receive' },
      { from: '2028-11-01', scope: 'large corporates: a data subset to Revenue in near real time', obligation: 'report' },
      { from: '2029-11-01', scope: 'all VAT-registered businesses in intra-EU trade', obligation: 'issue' },
      { from: '2030-07-01', scope: 'intra-EU supplies under ViDA digital reporting requirements', obligation: 'report' },
    ],
    required_formats: ['ubl_2_1', 'UN/CEFACT CII D16B (EN 16931)'],
    accepted_formats: ['peppol_bis_3'],
    threshold_amount: null,
    special_requirements: [
      'Public bodies must receive EN 16931 e-invoices since April 2019; suppliers are not obliged to send them',
      'Phase 1 scope is Large Corporates Division status, not a turnover amount',
      'The November 2029 phase is less certain than the 2028 phase',
    ],
    source_url: 'https://www.revenue.ie/en/vat/vida-vat-modernisation/large-corporates-vat-modernisation.aspx',
    evidence_urls: ['https://www.avalara.com/us/en/vatlive/country-guides/europe/ireland/irish-e-invoicing.html'],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
  },
});
