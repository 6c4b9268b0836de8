// Slovenia: e-invoices to public buyers through UJP since 2015; the ZIERDED Act (adopted 23 Oct 2025)
// makes domestic B2B e-invoicing mandatory from 1 Jan 2028, without e-reporting.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'SI',
  requirements: {
    country_code: 'SI',
    country_name: 'Slovenia',
    b2g_mandatory: true,
    b2g_mandate_date: '2015-01-01',
    b2g_platform: 'UJP eRačun (Public Payments Administration); Peppol',
    b2b_mandatory: false,
    b2b_mandate_date: '2028-01-01',
    b2b_phased_rollout: [
      { from: '2028-01-01', scope: 'all businesses, domestic B2B', obligation: 'issue' },
      { from: '2028-01-01', scope: 'all businesses, domestic B2B', obligation: 'receive' },
    ],
    required_formats: ['e-SLOG 2.0'],
    accepted_formats: ['peppol_bis_3', 'ubl_2_1', 'Other international standards by contract (providers convert)'],
    threshold_amount: null,
    special_requirements: [
      'Exchange through registered e-route providers, Peppol or a direct connection; a free application for small senders',
      'No e-reporting or clearance; B2C is excluded',
      'The B2B date moved from 2026 to 2027 to 2028',
    ],
    source_url: 'https://www.ujp.gov.si',
    evidence_urls: [
      'https://sovos.com/regulatory-updates/vat/slovenia-b2b-e-invoicing-mandate-enacted',
      'https://job.comarch.pl/trade-and-services/data-management/legal-regulation-changes/slovenia-is-introducing-mandatory-b2b-e-invoicing-from-2028',
    ],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
});
