// Malta: contracting authorities receive EN 16931 e-invoices (LN 403/404 of 2018); suppliers send voluntarily.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'MT',
  requirements: {
    country_code: 'MT',
    country_name: 'Malta',
    b2g_mandatory: false,
    b2g_mandate_date: null,
    b2g_platform: 'Peppol through the government-contracted Pagero service',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [],
    required_formats: ['peppol_bis_3'],
    accepted_formats: ['ubl_2_1', 'UN/CEFACT CII D16B (EN 16931)'],
    threshold_amount: null,
    special_requirements: [
      'Central and local contracting authorities must receive EN 16931 e-invoices; suppliers send voluntarily (EU factsheet reading; some vendor sources differ)',
      'No B2B mandate',
    ],
    source_url: 'https://finance.gov.mt/en/eInvoicing/Pages/default.aspx',
    evidence_urls: ['https://ec.europa.eu/digital-building-blocks/sites/display/DIGITAL/eInvoicing+in+Malta'],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
    unconfirmed_fields: ['b2g_mandatory'],
  },
});
