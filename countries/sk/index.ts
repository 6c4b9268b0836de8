// Slovakia: public buyers receive EN 16931 e-invoices; from 1 Jan 2027 VAT payers issue and receive
// domestic B2B and B2G e-invoices over Peppol, with e-reporting to the Financial Administration.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'SK',
  requirements: {
    country_code: 'SK',
    country_name: 'Slovakia',
    b2g_mandatory: false,
    b2g_mandate_date: '2027-01-01',
    b2g_platform: 'Peppol 5-corner model with accredited providers ("digitálny poštár"), the Financial Administration as corner 5',
    b2b_mandatory: false,
    b2b_mandate_date: '2027-01-01',
    b2b_phased_rollout: [
      { from: '2027-01-01', scope: 'VAT payers, domestic B2B and B2G', obligation: 'issue' },
      { from: '2027-01-01', scope: 'every taxable person and legal entity', obligation: 'receive' },
      { from: '2027-01-01', scope: 'invoice data (Peppol SK TDD) to the Financial Administration', obligation: 'report' },
    ],
    required_formats: ['peppol_bis_3', 'Peppol SK TDD (reporting)'],
    accepted_formats: ['ubl_2_1', 'UN/CEFACT CII D16B (EN 16931)'],
    threshold_amount: null,
    special_requirements: [
      'Peppol BIS 3 with SK PASR, the DIČ as identifier',
      "If the recipient is unreachable, the sender's duty counts as met",
      'Fines up to EUR 10,000 (EUR 100,000 for repeats); keep the XML for 10 years',
      '2026 is voluntary; the IS EFA B2G platform was cancelled in 2024; the control statement shrinks, abolition targeted for July 2030',
    ],
    source_url: 'https://www.financnasprava.sk',
    evidence_urls: [
      'https://pagero-new.fullystage.se/pl/compliance/regulatory-updates/slovakia',
      'https://www.pwc.com/sk/en/tax-news/e-invoicing-system.html',
      'https://snitechnology.net/?p=14919',
    ],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
});
