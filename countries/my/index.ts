// Malaysia: MyInvois e-invoices validated by IRBM, phased by turnover from 1 Aug 2024 to 1 Jan 2026;
// businesses below RM 1 million are exempt.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'MY',
  requirements: {
    country_code: 'MY',
    country_name: 'Malaysia',
    b2g_mandatory: true,
    b2g_mandate_date: '2024-08-01',
    b2g_platform: 'MyInvois (LHDN/IRBM) portal and API; Peppol (MDEC) for exchange',
    b2b_mandatory: true,
    b2b_mandate_date: '2024-08-01',
    b2b_phased_rollout: [
      { from: '2024-08-01', scope: 'turnover above RM 100 million', obligation: 'issue' },
      { from: '2025-01-01', scope: 'turnover of RM 25–100 million', obligation: 'issue' },
      { from: '2025-07-01', scope: 'turnover of RM 5–25 million', obligation: 'issue' },
      { from: '2026-01-01', scope: 'turnover of RM 1–5 million (interim relaxation until 2026-12-31)', obligation: 'issue' },
    ],
    required_formats: ['myinvois'],
    accepted_formats: ['Peppol PINT MY 1.3.1'],
    threshold_amount: {
      amount: '1000000',
      currency: 'MYR',
      description: 'annual turnover below which businesses are exempt (years of assessment 2023–2025)',
    },
    special_requirements: [
      'Each e-invoice is validated by IRBM (UUID and QR code); XML or JSON',
      'Self-billed e-invoices; consolidated e-invoices allowed during the relaxation period; 72-hour cancellation window',
      'The former phase 5 (up to RM 1 million, 2026-07-01) is superseded by the exemption',
      'Single transactions above RM 10,000 need their own e-invoice from 2026 (one source)',
    ],
    source_url: 'https://sdk.myinvois.hasil.gov.my',
    evidence_urls: ['https://kaizencpa.com/knowledge/info/id/2057.html', 'https://www.newpages.asia/vn/vi/news/177324'],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
    unconfirmed_fields: ['threshold_amount'],
  },
});
