// Norway: EHF to public buyers since 2019; Bookkeeping Act amendments (adopted June 2026) make sending B2B
// e-invoices mandatory from 1 Jan 2027 and receiving from 1 Jan 2030.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'NO',
  requirements: {
    country_code: 'NO',
    country_name: 'Norway',
    b2g_mandatory: true,
    b2g_mandate_date: '2019-04-01',
    b2g_platform: 'Peppol (DFØ is the Peppol Authority); ELMA recipient registry',
    b2b_mandatory: false,
    b2b_mandate_date: '2027-01-01',
    b2b_phased_rollout: [
      {
        from: '2027-01-01',
        scope: 'all entities with Norwegian bookkeeping obligations, including foreign VAT-registered ones',
        obligation: 'issue',
      },
      { from: '2030-01-01', scope: 'the same entities, together with an electronic bookkeeping system', obligation: 'receive' },
    ],
    required_formats: ['peppol_bis_3'],
    accepted_formats: ['ubl_2_1'],
    threshold_amount: { amount: '50000', currency: 'NOK', description: 'turnover below which sole proprietors are exempt' },
    special_requirements: [
      'EHF Billing 3.0 is Peppol BIS 3; whether it is fixed in the implementing regulation is not yet confirmed',
      'Exempt: sole proprietors below NOK 50,000, bankruptcy estates, B2C and cash sales',
      'Registration in ELMA; EDIFACT and E2B to be phased out',
      'The 2025 consultation had sending from 2028; the adopted bill of 2026-05-05 brings it to 2027 (enactment date and statute text unconfirmed)',
    ],
    source_url: 'https://anskaffelser.dev',
    evidence_urls: [
      'https://globaltaxnews.ey.com/news/2026-1030-norway-proposes-to-introduce-mandatory-e-invoicing-from-1-january-2027',
      'https://www.dynatos.com/blog/norway-approves-mandatory-b2b-e-invoicing-and-digital-bookkeeping/',
      'https://invoicedataextraction.com/blog/norway-b2b-e-invoicing-2027-requirements',
    ],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
  },
});
