// Austria: federal suppliers must e-invoice since 2014 (ebInterface via USP, or Peppol); no B2B mandate.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'AT',
  requirements: {
    country_code: 'AT',
    country_name: 'Austria',
    b2g_mandatory: true,
    b2g_mandate_date: '2014-01-01',
    b2g_platform: 'e-rechnung.gv.at through the USP (Unternehmensserviceportal), or Peppol',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [],
    required_formats: ['ebInterface (4.3, 5 or 6.x)', 'peppol_bis_3'],
    accepted_formats: ['ubl_2_1', 'UN/CEFACT CII D16B (EN 16931)'],
    threshold_amount: null,
    special_requirements: [
      'B2G duty applies to suppliers of the federal government (IKTKonG; exceptions such as cash payments); other contracting authorities must receive EN 16931 invoices above the EU thresholds',
      'Registration in the USP and the federal order reference are required',
      'No B2B mandate announced beyond ViDA (intra-EU from 2030)',
    ],
    source_url: 'https://www.erechnung.gv.at',
    evidence_urls: [
      'https://ec.europa.eu/digital-building-blocks/sites/pages/viewpage.action?pageId=399115129',
      'https://dokmatiq.com/en/e-invoicing-mandate/austria/',
    ],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
});
