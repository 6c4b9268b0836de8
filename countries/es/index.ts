// Spain: B2G Facturae through FACe since 2015; B2B e-invoicing under Ley 18/2022 ("Crea y Crece") and
// RD 238/2026, expected from 1 Oct 2027 (turnover above EUR 8 million) and 1 Oct 2028 (everyone else).
import { defineCountryPlugin } from '../../plugins/index.js';
import { checkSpanishExtension, spanishCarriedValues, SpanishExtension } from './extension.js';

export { checkSpanishExtension, spanishCarriedValues } from './extension.js';

export default defineCountryPlugin({
  code: 'ES',
  requirements: {
    country_code: 'ES',
    country_name: 'Spain',
    b2g_mandatory: true,
    b2g_mandate_date: '2015-01-15',
    b2g_platform: 'FACe (state) and regional hubs; FACeB2B for public-contract subcontracting',
    b2b_mandatory: false,
    b2b_mandate_date: '2027-10-01',
    b2b_phased_rollout: [
      {
        from: '2027-01-01',
        scope: 'Verifactu billing-software records: corporate taxpayers (not SII filers, the Basque Country or Navarre)',
        obligation: 'report',
      },
      { from: '2027-07-01', scope: 'Verifactu billing-software records: all other taxpayers (same exclusions)', obligation: 'report' },
      {
        from: '2027-10-01',
        scope: 'businesses with turnover above EUR 8 million (expected: 12 months after the AEAT public-solution order)',
        obligation: 'issue',
      },
      {
        from: '2027-10-01',
        scope: 'businesses with turnover above EUR 8 million: invoice status (acceptance, rejection, payment within 4 days)',
        obligation: 'report',
      },
      { from: '2028-10-01', scope: 'all other businesses and professionals (expected: 24 months after the order)', obligation: 'issue' },
      { from: '2029-10-01', scope: 'self-employed professionals: invoice status reporting', obligation: 'report' },
    ],
    required_formats: ['facturae'],
    accepted_formats: ['ubl_2_1', 'UN/CEFACT CII D16B', 'UN/EDIFACT INVOIC'],
    threshold_amount: { amount: '8000000', currency: 'EUR', description: 'turnover above which the B2B duty starts in the first phase' },
    special_requirements: [
      'B2G: Facturae 3.2.x (3.2.2) signed with XAdES, routed by the DIR3 codes oficina contable, órgano gestor and unidad tramitadora',
      'Public administrations may exempt invoices up to EUR 5,000 from the B2G obligation',
      'B2B from 2027-10-01: EN 16931 UBL for the AEAT public solution and the mandatory "copia fiel"; a PDF copy is required in the first year',
      'Verifactu: QR code and hash chain on invoices from certified billing software',
      'The 2027/2028 dates depend on the AEAT Ministerial Order (draft of 2026-04-17 entering into force 2026-10-01); its final publication is unconfirmed',
    ],
    source_url: 'https://www.facturae.gob.es',
    evidence_urls: [
      'https://face.gob.es',
      'https://www.gradion.io/blog/factura-electronica-obligatoria-2026',
      'https://sovos.com/regulatory-updates/global-vat/spain-aeat-public-e-invoicing-draft-order/',
      'https://martilawyers.com/en/deferral-of-the-verifactu-system',
    ],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
  },
  extension: { key: 'es', schema: SpanishExtension, check: checkSpanishExtension, carry: spanishCarriedValues },
});
