// United Kingdom: no general mandate today (NHS bodies require Peppol); mandatory e-invoicing for all VAT
// invoices from 1 Apr 2029, announced at Budget 2025.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'GB',
  requirements: {
    country_code: 'GB',
    country_name: 'United Kingdom',
    b2g_mandatory: false,
    b2g_mandate_date: '2029-04-01',
    b2g_platform: 'Peppol (NHS)',
    b2b_mandatory: false,
    b2b_mandate_date: '2029-04-01',
    b2b_phased_rollout: [{ from: '2029-04-01', scope: 'all VAT invoices, B2B and B2G', obligation: 'issue' }],
    required_formats: ['UK Peppol-based specification (to be published)'],
    accepted_formats: ['peppol_bis_3'],
    threshold_amount: null,
    special_requirements: [
      'NHS bodies require Peppol e-invoices today; public bodies must accept EN 16931-compliant e-invoices',
      'A decentralised, Peppol-aligned model is expected, with no real-time reporting at launch',
      'The roadmap and specifications were due with Budget 2026; their publication is unconfirmed',
    ],
    source_url:
      'https://www.gov.uk/government/consultations/promoting-electronic-invoicing-across-uk-businesses-and-the-public-sector/outcome/promoting-electronic-invoicing-across-uk-businesses-and-the-public-sector-consultation-response',
    evidence_urls: ['https://rtcsuite.com/uk-e-invoicing-mandate-april-2029-roadmap'],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
  },
});
