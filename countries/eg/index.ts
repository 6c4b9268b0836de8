// Egypt: clearance e-invoicing through the Egyptian Tax Authority (Ministerial Decree 188/2020), phased from
// 15 Nov 2020 (largest taxpayers) until all registered taxpayers were covered; e-receipts for B2C from 2022.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'EG',
  requirements: {
    country_code: 'EG',
    country_name: 'Egypt',
    b2g_mandatory: true,
    b2g_mandate_date: '2021-07-01',
    b2g_platform: 'ETA e-invoicing portal (clearance)',
    b2b_mandatory: true,
    b2b_mandate_date: '2020-11-15',
    b2b_phased_rollout: [
      { from: '2020-11-15', scope: 'phase 1: 134 large taxpayers (ETA decision 386/2020)', obligation: 'issue' },
      { from: '2021-02-15', scope: 'phase 2: 347 further large taxpayers (ETA decision 518)', obligation: 'issue' },
      { from: '2022-07-01', scope: 'e-receipts for B2C sales: first companies, extended in rounds', obligation: 'report' },
    ],
    required_formats: ['ETA e-invoice JSON or XML'],
    accepted_formats: [],
    threshold_amount: null,
    special_requirements: [
      'Each invoice is signed (certificate in an HSM or token) and validated by the ETA, which assigns a unique id before the buyer receives it',
      'Further phases by ETA lists brought in all registered taxpayers (announced for 2023); VAT on paper invoices is not deductible',
      'From July 2021 companies without e-invoicing may not do business with public bodies',
      'GS1 or EGS codes on every line; submission on the day of issue since January 2023',
    ],
    source_url: 'https://www.eta.gov.eg',
    evidence_urls: [
      'https://sovos.com/blog/vat/egypts-tax-digitization-continues/',
      'https://taxtechnologytalks.com/egypt-extension-of-mandatory-e-invoicing',
      'https://vatcalc.com/egypt/egypt-vat-e-invoice-update',
    ],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
    unconfirmed_fields: ['b2g_mandate_date'],
  },
});
