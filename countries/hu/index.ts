// Hungary: no general e-invoicing mandate, but real-time reporting of every invoice to NAV Online Számla
// (B2B since 2018, all invoices since 2021). A ViDA concept proposes EN 16931 e-invoicing by 2030.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'HU',
  requirements: {
    country_code: 'HU',
    country_name: 'Hungary',
    // Public buyers must receive EN 16931 e-invoices; whether suppliers must send them is unconfirmed.
    b2g_mandatory: false,
    b2g_mandate_date: null,
    b2g_platform: 'NAV Online Számla (real-time reporting, not an exchange)',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [
      { from: '2018-07-01', scope: 'domestic B2B invoices with VAT of HUF 100,000 or more', obligation: 'report' },
      { from: '2020-07-01', scope: 'all domestic B2B invoices (value threshold removed)', obligation: 'report' },
      { from: '2021-01-04', scope: 'all invoices, including B2C and exports', obligation: 'report' },
    ],
    required_formats: ['NAV Online Számla XML 3.0 (reporting)'],
    accepted_formats: ['Paper', 'PDF', 'Any XML invoice'],
    threshold_amount: null,
    special_requirements: [
      'Every invoice is reported to NAV at issue; invoices themselves may be paper, PDF or XML',
      'Sector e-invoicing: electricity and natural gas (2025), water utilities (2026)',
      'A draft ViDA concept (consultation closed 2026-01-20) proposes EN 16931 e-invoicing over Peppol with decentralised CTC, platform 2028, mandatory by 2030 at the latest (unconfirmed)',
    ],
    source_url: 'https://onlineszamla.nav.gov.hu',
    evidence_urls: [
      'https://ec.europa.eu/digital-building-blocks/sites/display/DIGITAL/eInvoicing+in+Hungary',
      'https://www.forvismazars.com/hu/en/insights/newsletters/tax-newsletters-2026/draft-vida-implementation-framework-hungary',
    ],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
    unconfirmed_fields: ['b2g_mandatory'],
  },
});
