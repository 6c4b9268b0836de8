// Romania: RO e-Factura clearance: B2G since 2022, B2B reporting 2024, B2B e-invoicing since 1 Jul 2024
// (only the ANAF-validated XML is the legal invoice), B2C transmission since 2025.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'RO',
  requirements: {
    country_code: 'RO',
    country_name: 'Romania',
    b2g_mandatory: true,
    b2g_mandate_date: '2022-07-01',
    b2g_platform: 'RO e-Factura (ANAF SPV, clearance)',
    b2b_mandatory: true,
    b2b_mandate_date: '2024-07-01',
    b2b_phased_rollout: [
      { from: '2024-01-01', scope: 'B2B invoices reported to RO e-Factura', obligation: 'report' },
      { from: '2024-07-01', scope: 'B2B invoices: the ANAF-validated and sealed XML is the legal invoice', obligation: 'issue' },
      { from: '2025-01-01', scope: 'B2C invoices transmitted through RO e-Factura', obligation: 'report' },
    ],
    required_formats: ['cius_ro'],
    accepted_formats: [],
    threshold_amount: null,
    special_requirements: [
      'Transmission within 5 working days of issue (from 2026-01-01, GEO 89/2025)',
      'SPV access by OAuth with a qualified certificate; the ANAF-sealed ZIP is the legal invoice',
      'Simplified invoices up to EUR 100 are in scope since 2025; consumers without a CNP are given 13 zeros',
      'Invoices to non-established VAT-registered buyers are also delivered conventionally',
      'Related systems: RO e-Transport, RO e-TVA',
      'The EU derogation (Council Implementing Decision (EU) 2023/1553) runs to 2026-12-31; the legal basis after it is unconfirmed',
    ],
    source_url: 'https://mfinante.gov.ro/web/efactura/informatii-tehnice',
    evidence_urls: [
      'https://snitechnology.net/?p=15034',
      'http://eurlex.europa.eu/legal-content/EN/AUTO/?uri=CELEX:32023D1553',
      'https://www.theinvoicinghub.com/b2c-e-reporting-now-mandatory-in-romania',
    ],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
  },
});
