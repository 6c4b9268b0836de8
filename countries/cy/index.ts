// Cyprus: public authorities receive EN 16931 e-invoices (central 2019, sub-central 2020); suppliers send voluntarily.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'CY',
  requirements: {
    country_code: 'CY',
    country_name: 'Cyprus',
    b2g_mandatory: false,
    b2g_mandate_date: null,
    b2g_platform: 'Central platform through Peppol access points and the ARIADNI gateway',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [],
    required_formats: ['peppol_bis_3'],
    accepted_formats: ['ubl_2_1', 'UN/CEFACT CII D16B (EN 16931)'],
    threshold_amount: null,
    special_requirements: [
      'Central authorities receive e-invoices since 2019, sub-central ones since 2020-04-18; suppliers send voluntarily (EU factsheet reading; some vendor sources differ)',
      'No B2B mandate',
    ],
    source_url: 'http://www.e-invoicing.gov.cy',
    evidence_urls: ['https://ec.europa.eu/digital-building-blocks/sites/display/DIGITAL/eInvoicing+in+Cyprus'],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
    unconfirmed_fields: ['b2g_mandatory'],
  },
});
