// Singapore: the GST InvoiceNow Requirement: GST-registered businesses transmit invoice data to IRAS through
// InvoiceNow-ready software, phased from Nov 2025 to Apr 2031. It is a reporting duty, not an e-invoicing mandate.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'SG',
  requirements: {
    country_code: 'SG',
    country_name: 'Singapore',
    b2g_mandatory: false,
    b2g_mandate_date: null,
    b2g_platform: 'InvoiceNow (IMDA, Peppol)',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [
      { from: '2025-11-01', scope: 'newly incorporated companies registering for GST voluntarily', obligation: 'report' },
      { from: '2026-04-01', scope: 'all new voluntary GST registrants', obligation: 'report' },
      {
        from: '2028-04-01',
        scope: 'new compulsory GST registrants and existing businesses with annual supplies up to SGD 200,000',
        obligation: 'report',
      },
      { from: '2029-04-01', scope: 'existing GST-registered businesses with annual supplies up to SGD 1 million', obligation: 'report' },
      { from: '2030-04-01', scope: 'existing GST-registered businesses with annual supplies up to SGD 4 million', obligation: 'report' },
      { from: '2031-04-01', scope: 'existing GST-registered businesses with annual supplies above SGD 4 million', obligation: 'report' },
    ],
    required_formats: ['Peppol PINT SG 1.4.1 / SG BIS Billing 3 (2026.6)', 'IRAS InvoiceNow C5 data submission'],
    accepted_formats: [],
    threshold_amount: {
      amount: '200000',
      currency: 'SGD',
      description: 'annual supplies of the first tier of existing businesses (2028-04-01); further tiers SGD 1 million and 4 million',
    },
    special_requirements: [
      'Covers B2B and B2C supplies; Overseas Vendor Registration and reverse-charge-only registrants are excluded',
      'Government agencies receive InvoiceNow e-invoices; no supplier mandate was found',
      'SG BIS Billing 3 (2026.6) mandatory from 2026-09-08',
    ],
    source_url: 'https://www.iras.gov.sg',
    evidence_urls: [
      'https://sovos.com/regulatory-updates/vat/singapore-gst-invoicenow-expansion',
      'http://ehluar.com/main/2026/05/20/gst-invoicenow-reporting-to-iras-to-be-rolled-out-in-phases-from-november-2025/',
    ],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
    unconfirmed_fields: ['b2g_mandatory'],
  },
});
