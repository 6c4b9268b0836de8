// New Zealand: Government Procurement Rule 44: agencies e-invoice since 2026; from 1 Jan 2027 agencies require
// large suppliers (revenue above NZD 33 million) to e-invoice. A procurement rule, not a statute.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'NZ',
  requirements: {
    country_code: 'NZ',
    country_name: 'New Zealand',
    b2g_mandatory: false,
    b2g_mandate_date: '2027-01-01',
    b2g_platform: 'Peppol (MBIE is the Peppol Authority)',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [],
    required_formats: ['peppol_pint_anz'],
    accepted_formats: [],
    threshold_amount: {
      amount: '33000000',
      currency: 'NZD',
      description: 'supplier revenue (over the two prior periods) from which agencies require e-invoices from 2027-01-01',
    },
    special_requirements: [
      'From 2026-01-01 agencies handling more than 2,000 domestic invoices a year must send and receive e-invoices and pay 95% of e-invoices within 5 business days',
      'NZBN as Peppol identifier (0088)',
      'No B2B mandate',
    ],
    source_url: 'https://www.procurement.govt.nz',
    evidence_urls: ['https://www.fiscal-requirements.com/news/4605', 'https://edicomgroup.com/blog/new-zealand-launches-einvoicing-initiative'],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
});
