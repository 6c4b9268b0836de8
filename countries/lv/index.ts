// Latvia: structured e-invoices for B2G since 2025; mandatory B2B e-invoicing with reporting to the State
// Revenue Service from 1 Jan 2028 (Accounting Law amendment of June 2025, postponed from 2026).
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'LV',
  requirements: {
    country_code: 'LV',
    country_name: 'Latvia',
    b2g_mandatory: true,
    b2g_mandate_date: '2025-01-01',
    b2g_platform: 'Free national e-address delivery solution; Peppol access points',
    b2b_mandatory: false,
    b2b_mandate_date: '2028-01-01',
    b2b_phased_rollout: [
      { from: '2028-01-01', scope: 'all businesses, domestic B2B', obligation: 'issue' },
      { from: '2028-01-01', scope: 'e-invoice data to the State Revenue Service within 5 working days', obligation: 'report' },
    ],
    required_formats: ['peppol_bis_3'],
    accepted_formats: ['ubl_2_1'],
    threshold_amount: null,
    special_requirements: [
      'Public-sector e-invoice data reported to the State Revenue Service (VID) since 2026-01-01',
      'Voluntary B2B e-invoicing possible since 2026-03-30',
      'Decentralised model: data reported to the SRS within 5 working days, no clearance',
    ],
    source_url: 'https://www.vid.gov.lv',
    evidence_urls: [
      'https://www.vatupdate.com/2025/06/15/latvia-confirms-2028-start-for-mandatory-b2b-e-invoicing-updates-b2g-timeline-to-2026',
      'https://edicomgroup.com/blog/latvia-electronic-invoice',
    ],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
});
