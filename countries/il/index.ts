// Israel: the Israel Invoice Model: B2B tax invoices above a falling amount need an allocation number from
// the Israel Tax Authority (clearance of the invoice data); the invoice itself may still be paper or PDF.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'IL',
  requirements: {
    country_code: 'IL',
    country_name: 'Israel',
    b2g_mandatory: false,
    b2g_mandate_date: null,
    b2g_platform: null,
    // An allocation number is required, but no e-invoice format: a reporting (clearance) duty.
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [
      { from: '2024-05-05', scope: 'B2B tax invoices above ILS 25,000 before VAT: allocation number from the ITA', obligation: 'report' },
      { from: '2025-01-01', scope: 'B2B tax invoices above ILS 20,000', obligation: 'report' },
      { from: '2026-01-01', scope: 'B2B tax invoices above ILS 10,000', obligation: 'report' },
      { from: '2026-06-01', scope: 'B2B tax invoices above ILS 5,000', obligation: 'report' },
    ],
    required_formats: ['ITA Invoice Model API (JSON) for the allocation number'],
    accepted_formats: ['Any invoice format (paper, PDF) showing the 9-digit allocation number'],
    threshold_amount: {
      amount: '5000',
      currency: 'ILS',
      description: 'invoice amount before VAT above which an allocation number is required (from 2026-06-01)',
    },
    special_requirements: [
      'Without a valid allocation number the buyer cannot deduct the input VAT',
      'Buyers can verify allocation numbers with a public ITA service',
    ],
    source_url: 'https://www.gov.il/en/departments/israel_tax_authority',
    evidence_urls: [
      'https://theinvoicinghub.com/additional-transactions-covered-by-israels-e-invoicing-mandate-in-2026',
      'https://invoicedataextraction.com/blog/israel-e-invoicing-allocation-number-requirements',
    ],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
  },
});
