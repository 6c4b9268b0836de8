// United Arab Emirates: Ministerial Decisions 243 and 244 of 2025: Peppol-based e-invoicing through
// Accredited Service Providers from 1 Jan 2027 (revenue of AED 50 million or more), 1 Jul 2027 (the rest)
// and 1 Oct 2027 (government entities).
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'AE',
  requirements: {
    country_code: 'AE',
    country_name: 'United Arab Emirates',
    b2g_mandatory: false,
    b2g_mandate_date: '2027-10-01',
    b2g_platform: 'Peppol-based 5-corner model (DCTCE) with Accredited Service Providers (ASP), plus FTA reporting',
    b2b_mandatory: false,
    b2b_mandate_date: '2027-01-01',
    b2b_phased_rollout: [
      { from: '2027-01-01', scope: 'businesses with revenue of AED 50 million or more (ASP appointed by 2026-07-31)', obligation: 'issue' },
      { from: '2027-01-01', scope: 'businesses with revenue of AED 50 million or more: tax data (TDD AE) to the FTA', obligation: 'report' },
      { from: '2027-07-01', scope: 'businesses with revenue below AED 50 million (ASP appointed by 2027-03-31)', obligation: 'issue' },
      { from: '2027-07-01', scope: 'businesses with revenue below AED 50 million: tax data to the FTA', obligation: 'report' },
    ],
    required_formats: ['peppol_pint_ae'],
    accepted_formats: [],
    threshold_amount: {
      amount: '50000000',
      currency: 'AED',
      description: 'revenue from which e-invoicing is mandatory in the first phase (2027-01-01)',
    },
    special_requirements: [
      'Issuer and recipient must both appoint an Accredited Service Provider; data is stored in the UAE',
      'Government entities appoint an ASP by 2027-03-31 and go live on 2027-10-01',
      'Pilot and voluntary use from 2026-07-01; B2C excluded until a further decision',
      'Exclusions include sovereign government activities and some airline and financial services',
    ],
    source_url: 'https://mof.gov.ae',
    evidence_urls: [
      'https://taxnews.ey.com/news/2025-1964-uae-ministry-of-finance-publishes-ministerial-decisions-on-e-invoicing',
      'https://gcctaxlaws.com/decisions/uae-indirect-vat-8-of-2017-md-244-of-2025',
    ],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
});
