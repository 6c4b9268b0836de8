// Indonesia: e-Faktur clearance for VAT-registered businesses (PKP): Java and Bali from 1 Jul 2015, the
// whole country from 1 Jul 2016; the Coretax platform replaces e-Faktur from 1 Jan 2025.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'ID',
  requirements: {
    country_code: 'ID',
    country_name: 'Indonesia',
    b2g_mandatory: true,
    b2g_mandate_date: '2015-07-01',
    b2g_platform: 'DJP Coretax (clearance); e-Faktur Desktop and host-to-host only for large issuers',
    b2b_mandatory: true,
    b2b_mandate_date: '2015-07-01',
    b2b_phased_rollout: [
      { from: '2015-07-01', scope: 'VAT-registered businesses (PKP) in Java and Bali', obligation: 'issue' },
      { from: '2016-07-01', scope: 'all VAT-registered businesses (PKP)', obligation: 'issue' },
      {
        from: '2025-01-01',
        scope: 'all PKP through Coretax (full transition by 2025-12-31; large issuers may keep e-Faktur Desktop or host-to-host)',
        obligation: 'issue',
      },
    ],
    required_formats: ['DJP Coretax XML (e-Faktur)'],
    accepted_formats: [],
    threshold_amount: {
      amount: '4800000000',
      currency: 'IDR',
      description: 'annual turnover from which VAT registration (and so e-Faktur) is required',
    },
    special_requirements: [
      'Clearance: DJP validates each invoice, assigns the serial number (NSFP) and a QR code; buyers receive a PDF with the QR code',
      'Covers domestic B2B and B2G, exports and adjustment documents; paper only in force majeure, uploaded later',
      'Invoices uploaded after the 20th of the following month are not creditable (PER-11/PJ/2025)',
    ],
    source_url: 'https://www.pajak.go.id',
    evidence_urls: [
      'https://www.fiscal-requirements.com/news/4767',
      'https://www.vatupdate.com/2025/12/06/briefing-document-podcast-indonesias-e-invoicing-and-e-reporting',
      'https://pagero-new.fullystage.se/compliance/regulatory-updates/indonesia',
    ],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
  },
});
