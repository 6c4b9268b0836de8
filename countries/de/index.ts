// Germany: B2G e-invoicing since 2020 (E-RechV), B2B receiving since 2025, issuing phased in 2027–2028
// (Wachstumschancengesetz, BMF letters of 15 Oct 2024 and 15 Oct 2025).
import { defineCountryPlugin } from '../../plugins/index.js';
import { checkGermanExtension, leitwegIdCarriedValues, GermanExtension } from './extension.js';

export { checkGermanExtension, leitwegIdCarriedValues } from './extension.js';

export default defineCountryPlugin({
  code: 'DE',
  requirements: {
    country_code: 'DE',
    country_name: 'Germany',
    b2g_mandatory: true,
    b2g_mandate_date: '2020-11-27',
    b2g_platform: 'ZRE and OZG-RE (federal: upload, e-mail, web service, Peppol); portals of the Länder; Peppol',
    b2b_mandatory: true,
    b2b_mandate_date: '2025-01-01',
    b2b_phased_rollout: [
      { from: '2025-01-01', scope: 'all domestic businesses, including small businesses under §19 UStG', obligation: 'receive' },
      { from: '2027-01-01', scope: 'businesses with prior-year turnover above EUR 800,000', obligation: 'issue' },
      { from: '2028-01-01', scope: 'all businesses (end of the relief for turnover up to EUR 800,000 and for bilateral EDI)', obligation: 'issue' },
    ],
    required_formats: ['xrechnung', 'zugferd', 'facturx'],
    accepted_formats: ['peppol_bis_3', 'ubl_2_1', 'UN/CEFACT CII D16B (EN 16931)', 'EDI (until 2027-12-31, if the VAT data can be extracted)'],
    threshold_amount: {
      amount: '800000',
      currency: 'EUR',
      description: 'prior-year turnover above which issuing e-invoices is mandatory from 2027-01-01',
    },
    special_requirements: [
      'Leitweg-ID mandatory in BT-10 (buyer reference) for invoices to public buyers; Peppol routes on it with scheme 0204',
      'ZUGFeRD / Factur-X count as e-invoices only in profiles EN16931, EXTENDED or XRECHNUNG (not MINIMUM or BASIC WL); in hybrid invoices the XML prevails',
      'Exempt from issuing: small businesses under §19 UStG, invoices up to EUR 250, travel tickets and most tax-exempt supplies of §4 Nr. 8–29 UStG',
      'Federal B2G: direct orders up to EUR 1,000 are exempt',
      "Paper or PDF (with the buyer's consent) remains allowed for everyone until 2026-12-31",
      'Keep the XML as the original for tax audits (GoBD); a format error means the document is not an e-invoice, with input-VAT risk',
    ],
    source_url: 'https://www.bundesfinanzministerium.de/Content/DE/FAQ/e-rechnung.html',
    evidence_urls: [
      'https://en.e-rechnung-bund.de/',
      'https://www.pkf.de/pkf-magazin/ausgaben/2025/ausgabe-1-25/verpflichtung-zur-e-rechnung',
      'https://snitechnology.net/germany-bmf-e-invoicing-update-new-guidance-october-2025',
    ],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
  extension: { key: 'de', schema: GermanExtension, check: checkGermanExtension, carry: leitwegIdCarriedValues },
});
