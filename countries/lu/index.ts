// Luxembourg: e-invoices for public procurement and concessions, phased in 2022–2023; no B2B mandate.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'LU',
  requirements: {
    country_code: 'LU',
    country_name: 'Luxembourg',
    b2g_mandatory: true,
    b2g_mandate_date: '2022-05-18',
    b2g_platform: 'Peppol (CTIE access point for the State) or manual entry on MyGuichet.lu',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [],
    required_formats: ['peppol_bis_3'],
    accepted_formats: ['ubl_2_1', 'UN/CEFACT CII D16B (EN 16931)'],
    threshold_amount: null,
    special_requirements: [
      'B2G phased in: large suppliers 2022-05-18, medium-sized 2022-10-18, all suppliers 2023-03-18',
      'Budget authorisation and order reference required for state bodies',
      'No B2B mandate announced',
    ],
    source_url: 'https://guichet.public.lu',
    evidence_urls: ['https://www.vatupdate.com/?p=278925', 'https://www.storecove.com/blog/en/b2g-invoicing-in-luxembourg/'],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
});
