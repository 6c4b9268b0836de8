// India: GST e-invoicing: invoices registered on an Invoice Registration Portal (IRN and signed QR),
// phased down by aggregate annual turnover (AATO) from ₹500 crore in 2020 to ₹5 crore in 2023.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'IN',
  requirements: {
    country_code: 'IN',
    country_name: 'India',
    b2g_mandatory: true,
    b2g_mandate_date: '2020-10-01',
    b2g_platform: 'IRP (Invoice Registration Portals: NIC and private IRPs)',
    b2b_mandatory: true,
    b2b_mandate_date: '2020-10-01',
    b2b_phased_rollout: [
      { from: '2020-10-01', scope: 'AATO above ₹500 crore (Notification 61/2020 and 70/2020 – Central Tax)', obligation: 'issue' },
      { from: '2021-01-01', scope: 'AATO above ₹100 crore (Notification 88/2020)', obligation: 'issue' },
      { from: '2021-04-01', scope: 'AATO above ₹50 crore (Notification 5/2021)', obligation: 'issue' },
      { from: '2022-04-01', scope: 'AATO above ₹20 crore (Notification 1/2022)', obligation: 'issue' },
      { from: '2022-10-01', scope: 'AATO above ₹10 crore (Notification 17/2022)', obligation: 'issue' },
      { from: '2023-08-01', scope: 'AATO above ₹5 crore', obligation: 'issue' },
      { from: '2025-04-01', scope: 'AATO of ₹10 crore or more: report to the IRP within 30 days of the invoice date', obligation: 'report' },
    ],
    required_formats: ['GST INV-01 JSON'],
    accepted_formats: [],
    threshold_amount: {
      amount: '50000000',
      currency: 'INR',
      description: 'aggregate annual turnover (₹5 crore) above which IRN e-invoicing applies',
    },
    special_requirements: [
      'Covers B2B, B2G and exports; the IRP returns the IRN and a signed QR code that goes on the printed invoice',
      'Exempt: SEZ units, banks, insurers and NBFCs, goods transport agencies, passenger transport, cinema admissions',
      'Two-factor authentication since April 2025; e-way bill integration',
      'B2C dynamic QR code for AATO above ₹500 crore',
    ],
    source_url: 'https://einvoice1.gst.gov.in',
    evidence_urls: [
      'https://gstimes.in/current-affairs/new-gst-e-invoicing-rules-effective-april-1-2025',
      'https://www.chhotacfo.com/blog/new-e-invoicing-threshold-%E2%82%B910-crore-compliance-guide',
      'https://support.taxaj.com/portal/en/kb/articles/gst-e-invoicing-applicability-24-9-2022',
    ],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
});
