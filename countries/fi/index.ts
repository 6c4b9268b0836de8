// Finland: Act 241/2019: suppliers must e-invoice the public sector since 1 Apr 2020, and businesses with
// turnover above EUR 10,000 may demand an EN 16931 e-invoice from their suppliers.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'FI',
  requirements: {
    country_code: 'FI',
    country_name: 'Finland',
    b2g_mandatory: true,
    b2g_mandate_date: '2020-04-01',
    b2g_platform: 'E-invoice operator network and Peppol (State Treasury)',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [],
    required_formats: ['Finvoice 3.0', 'TEAPPSXML 3.0', 'peppol_bis_3'],
    accepted_formats: [],
    threshold_amount: {
      amount: '10000',
      currency: 'EUR',
      description: 'turnover above which a business may demand an EN 16931 e-invoice from its supplier',
    },
    special_requirements: [
      'Right to request: a business with turnover above EUR 10,000 may demand e-invoices from its suppliers (since 2020-04-01); no general B2B mandate',
      'Operator e-invoice addresses (OVT codes)',
    ],
    source_url: 'https://www.valtiokonttori.fi',
    evidence_urls: ['https://invotify.com/hi/e-invoicing/finland', 'https://invoicedataextraction.com/blog/finland-e-invoicing-requirements'],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
});
