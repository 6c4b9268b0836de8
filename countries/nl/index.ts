// Netherlands: suppliers to central government must e-invoice; no B2B mandate yet (Peppol-based B2B
// e-invoicing from 2030 is the government's preference, not law).
import { defineCountryPlugin } from '../../plugins/index.js';

/**
 * 8 digits: a KvK (Chamber of Commerce) number, ICD 0106; 20 digits: an OIN (government organisation), 0190.
 * Peppol requires the scheme for Dutch suppliers and buyers (NL-R-003, NL-R-005).
 */
function dutchLegalIdScheme(id: string): string | undefined {
  return /^\d{8}$/.test(id) ? '0106' : /^\d{20}$/.test(id) ? '0190' : undefined;
}

export default defineCountryPlugin({
  code: 'NL',
  legalIdScheme: dutchLegalIdScheme,
  requirements: {
    country_code: 'NL',
    country_name: 'Netherlands',
    b2g_mandatory: true,
    b2g_mandate_date: '2017-01-01',
    b2g_platform: 'Peppol (OIN), Digipoort (UBL-OHNL, SETU), Leveranciersportaal (manual entry)',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [],
    required_formats: ['NLCIUS (SI-UBL 2.0)', 'peppol_bis_3'],
    accepted_formats: ['UBL-OHNL', 'SETU', 'NLCIUS-CII'],
    threshold_amount: null,
    special_requirements: [
      'B2G duty covers suppliers to central government (new contracts since 2017, EN 16931 since 2019-04-18); decentral authorities only have to receive',
      'Identifiers: OIN or KvK number; G-account extension in SI-UBL',
      'Plans (not law): Peppol-based domestic B2B e-invoicing from 2030-01-01, ViDA intra-EU from 2030-07-01, e-reporting around 2032; draft bill consultation expected end 2026',
    ],
    source_url: 'https://www.rvo.nl',
    evidence_urls: [
      'https://www.erpimplementation.eu/en/netherlands-mandatory-b2b-e-invoicing-peppol-vida-2030/',
      'https://rtcsuite.com/e-invoicing-netherlands/',
    ],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
  },
});
