// Sweden: Lag 2018:1277: invoices under public procurement must be e-invoices since 1 Apr 2019; no B2B mandate.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'SE',
  requirements: {
    country_code: 'SE',
    country_name: 'Sweden',
    b2g_mandatory: true,
    b2g_mandate_date: '2019-04-01',
    b2g_platform: 'Peppol (DIGG is the Peppol Authority); no central platform',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [],
    required_formats: ['peppol_bis_3'],
    accepted_formats: ['ubl_2_1', 'UN/CEFACT CII D16B (EN 16931)'],
    threshold_amount: null,
    special_requirements: [
      'Buyer reference (Referens) required; organisation number as identifier (0007)',
      'Svefaktura and EDIFACT were phased out for the public sector on 2025-07-01',
      'A Ministry of Finance inquiry into a domestic B2B mandate started 2026-02-05, report due 2027-11-30 (single source)',
    ],
    source_url: 'https://www.digg.se',
    evidence_urls: ['https://einvoiceops.eu/map/SE/', 'https://www.invoicenavigator.eu/country/sweden'],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
});
