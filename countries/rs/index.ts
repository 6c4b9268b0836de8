// Serbia: central clearance through SEF: B2G since 2022, all VAT payers issue and receive since 1 Jan 2023.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'RS',
  requirements: {
    country_code: 'RS',
    country_name: 'Serbia',
    b2g_mandatory: true,
    b2g_mandate_date: '2022-05-01',
    b2g_platform: 'SEF (Sistem e-Faktura, Ministry of Finance)',
    b2b_mandatory: true,
    b2b_mandate_date: '2023-01-01',
    b2b_phased_rollout: [
      { from: '2023-01-01', scope: 'all VAT payers, through SEF', obligation: 'issue' },
      { from: '2023-01-01', scope: 'all VAT payers, through SEF (accept or reject each invoice)', obligation: 'receive' },
    ],
    required_formats: ['SRBDT (Serbian EN 16931 CIUS, UBL 2.1)'],
    accepted_formats: [],
    threshold_amount: null,
    special_requirements: [
      'Input VAT only on invoices accepted in SEF',
      'G2B invoices through SEF since 2022-07-01',
      'Law amendments apply to tax periods after 2026-03-31; the pre-filled VAT return is postponed to January 2027',
      'Electronic delivery notes (SEO): B2G from 2026-01-01, B2B from 2027-10-01',
    ],
    source_url: 'https://www.efaktura.gov.rs',
    evidence_urls: [
      'https://ecosio.com/en/?p=80007',
      'https://www.vatupdate.com/2025/07/28/serbia-mandates-electronic-delivery-notes-for-goods-transport-starting-2026',
    ],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
});
