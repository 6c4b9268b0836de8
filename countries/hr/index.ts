// Croatia: Fiscalization 2.0 (Fiscalization Act, NN 89/2025): domestic B2B e-invoices issued, received and
// fiscalized by VAT-registered taxpayers since 1 Jan 2026; non-VAT entities issue from 1 Jan 2027.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'HR',
  requirements: {
    country_code: 'HR',
    country_name: 'Croatia',
    b2g_mandatory: true,
    b2g_mandate_date: '2019-07-01',
    b2g_platform:
      'Servis eRačun za državu (FINA); Fiscalization 2.0: Tax Administration CIS with registered information intermediaries (AS4) and the AMS address registry',
    b2b_mandatory: true,
    b2b_mandate_date: '2026-01-01',
    b2b_phased_rollout: [
      { from: '2026-01-01', scope: 'VAT-registered taxpayers established in Croatia, domestic B2B and B2G', obligation: 'issue' },
      { from: '2026-01-01', scope: 'VAT-registered taxpayers and entities outside the VAT system', obligation: 'receive' },
      {
        from: '2026-01-01',
        scope: 'issuer and recipient fiscalize each e-invoice; payments and rejections reported (eIzvještavanje)',
        obligation: 'report',
      },
      { from: '2027-01-01', scope: 'entities outside the VAT system', obligation: 'issue' },
    ],
    required_formats: ['HR CIUS 2025 with HR extensions (UBL 2.1)'],
    accepted_formats: ['HR CIUS 2025 in UN/CEFACT CII'],
    threshold_amount: null,
    special_requirements: [
      'KPD (CPA 2025) 6-digit classification code on every line',
      'Operator OIB (HR-BT-4) on the invoice; invoice number includes business premise and device codes',
      'Electronic signature or seal required',
      'Free MIKROeRAČUN application for small taxpayers',
      'B2C stays under Fiscalization 1.0',
      'Whether plain Peppol BIS 3 is accepted without the HR CIUS extensions is unconfirmed',
    ],
    source_url: 'https://porezna.gov.hr/fiskalizacija/bezgotovinski-racuni/eracun',
    evidence_urls: [
      'https://rtcsuite.com/?p=13749',
      'https://manual.moj-eracun.hr/documentation/getting-started/fiscalization-2-0',
      'https://accp.econnect.eu/en/docs/learn/regulations/europe/croatia',
    ],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
});
