// Estonia: suppliers must e-invoice the public sector since 1 Jul 2019; since 1 Jul 2025 registered
// e-invoice recipients can demand EN 16931 e-invoices from businesses ("buyer's right").
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'EE',
  requirements: {
    country_code: 'EE',
    country_name: 'Estonia',
    b2g_mandatory: true,
    b2g_mandate_date: '2019-07-01',
    b2g_platform: 'Decentralised operators (Telema, Finbite, Billberry, Unifiedpost and others), the free e-Financials application, Peppol',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [],
    required_formats: ['peppol_bis_3', 'ubl_2_1', 'UN/CEFACT CII D16B (EN 16931)'],
    accepted_formats: ['EVS 923 (Estonian standard, by agreement)'],
    threshold_amount: {
      amount: '1000',
      currency: 'EUR',
      description: 'invoice amount from which transactions are itemised in the KMD INF VAT annex',
    },
    special_requirements: [
      'Since 2025-07-01 entities registered as e-invoice recipients in the Business Register can demand an EN 16931 e-invoice',
      'A blanket B2B mandate and the removal of the EUR 1,000 KMD INF threshold are planned for 2027 in a VAT Act draft; enactment is unconfirmed',
    ],
    source_url: 'https://ec.europa.eu/digital-building-blocks/sites/display/DIGITAL/eInvoicing+in+Estonia',
    evidence_urls: [
      'https://www.pwc.com/ee/en/press-room/news-and-articles/Thestateencouragestheadoptionofeinvoices.html',
      'https://edicomgroup.com/blog/estonia-accounting-electronic-invoice-law',
    ],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
  },
});
