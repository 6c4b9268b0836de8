// Saudi Arabia: ZATCA FATOORA: phase 1 (generation) for all VAT taxpayers since 4 Dec 2021; phase 2
// (integration: clearance of B2B/B2G invoices, reporting of B2C within 24 hours) in waves since 1 Jan 2023.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'SA',
  requirements: {
    country_code: 'SA',
    country_name: 'Saudi Arabia',
    b2g_mandatory: true,
    b2g_mandate_date: '2021-12-04',
    b2g_platform: 'ZATCA FATOORA (clearance)',
    b2b_mandatory: true,
    b2b_mandate_date: '2021-12-04',
    b2b_phased_rollout: [
      { from: '2021-12-04', scope: 'all VAT taxpayers: electronic generation of invoices (phase 1)', obligation: 'issue' },
      { from: '2023-01-01', scope: 'wave 1 (VAT-able revenue above SAR 3 billion): integration with FATOORA (phase 2)', obligation: 'report' },
      { from: '2026-03-31', scope: 'wave 23 (VAT-able revenue above SAR 750,000 in 2022–2024): integration deadline', obligation: 'report' },
      { from: '2026-06-30', scope: 'wave 24 (VAT-able revenue above SAR 375,000): integration deadline', obligation: 'report' },
    ],
    required_formats: ['ZATCA UBL 2.1 (FATOORA)'],
    accepted_formats: ['PDF/A-3 with the embedded XML (for sharing with buyers)'],
    threshold_amount: { amount: '375000', currency: 'SAR', description: 'VAT-able revenue from which wave 24 had to integrate by 2026-06-30' },
    special_requirements: [
      'Cryptographic stamp (CSID), invoice counter, hash of the previous invoice, QR code (TLV) and UUID',
      'Standard (B2B/B2G) invoices are cleared before delivery; simplified (B2C) invoices are reported within 24 hours',
      'Waves after 24 are unconfirmed; penalty relief was extended to June 2026',
    ],
    source_url: 'https://zatca.gov.sa/en/E-Invoicing',
    evidence_urls: ['https://snitechnology.net/?p=14391', 'https://insightss.co/blogs/?p=28719'],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
});
