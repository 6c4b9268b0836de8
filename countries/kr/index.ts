// South Korea: electronic tax invoices transmitted to the National Tax Service: corporations since 2011,
// individual businesses by supply value, lowered step by step to KRW 80 million in 2024.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'KR',
  requirements: {
    country_code: 'KR',
    country_name: 'South Korea',
    b2g_mandatory: true,
    b2g_mandate_date: '2011-01-01',
    b2g_platform: 'NTS Hometax; authorised ASPs',
    b2b_mandatory: true,
    b2b_mandate_date: '2011-01-01',
    b2b_phased_rollout: [
      { from: '2011-01-01', scope: 'corporations', obligation: 'issue' },
      { from: '2014-07-01', scope: 'individual businesses with prior-year supply value of KRW 300 million or more', obligation: 'issue' },
      { from: '2022-07-01', scope: 'individual businesses with supply value of KRW 200 million or more', obligation: 'issue' },
      { from: '2023-07-01', scope: 'individual businesses with supply value of KRW 100 million or more', obligation: 'issue' },
      { from: '2024-07-01', scope: 'individual businesses with supply value of KRW 80 million or more', obligation: 'issue' },
    ],
    required_formats: ['NTS electronic tax invoice XML'],
    accepted_formats: [],
    threshold_amount: {
      amount: '80000000',
      currency: 'KRW',
      description: 'supply value from which individual businesses must issue electronic tax invoices (since 2024-07-01)',
    },
    special_requirements: [
      'Invoices are signed with an NPKI certificate and transmitted to the NTS; keep them for 5 years',
      'Penalties: 2% of the supply value for non-issuance, 1% for a paper invoice where electronic issuance is required',
    ],
    source_url: 'https://www.nts.go.kr',
    evidence_urls: [
      'https://es.tungsten-network.com/compliance-overview/country-updates/country/korea/updated-threshold-to-comply-with-the-electronic-tax-invoices',
      'https://www.koreantaxblog.com/single-post/mandatory-issuance-of-e-tax-invoices',
      'https://invoicedataextraction.com/blog/south-korea-electronic-tax-invoice-requirements',
    ],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
  },
});
