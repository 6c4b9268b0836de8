// Belgium: structured B2B e-invoicing over Peppol for Belgian-established VAT taxpayers since 1 Jan 2026.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'BE',
  requirements: {
    country_code: 'BE',
    country_name: 'Belgium',
    b2g_mandatory: true,
    b2g_mandate_date: '2018-01-01',
    b2g_platform: 'Mercurius (Peppol-based hub of BOSA)',
    b2b_mandatory: true,
    b2b_mandate_date: '2026-01-01',
    b2b_phased_rollout: [
      { from: '2026-01-01', scope: 'VAT taxpayers established in Belgium (non-established VAT-registered entities excluded)', obligation: 'issue' },
      { from: '2026-01-01', scope: 'VAT taxpayers established in Belgium', obligation: 'receive' },
      { from: '2028-01-01', scope: 'near-real-time e-reporting (planned; not confirmed as law)', obligation: 'report' },
    ],
    required_formats: ['peppol_bis_3'],
    accepted_formats: ['Other EN 16931 formats or channels by mutual agreement'],
    threshold_amount: null,
    special_requirements: [
      'Peppol identifier: the KBO/BCE enterprise number (scheme 0208)',
      'B2G: Flemish government suppliers since 2018-01-01 (EU factsheet; other sources say 2017), Brussels-Capital Region since 2020-11-01, Wallonia since 2022; all public contracts published after 2024-03-01 (Royal Decree of 9 March 2022)',
      'Fines of EUR 1,500 / 3,000 / 5,000 for repeated breaches from April 2026; input VAT may be denied on non-compliant invoices',
      'Treatment of small-enterprise (franchise) VAT taxpayers is unconfirmed',
    ],
    source_url: 'https://einvoice.belgium.be/en',
    evidence_urls: [
      'https://ec.europa.eu/digital-building-blocks/sites/display/DIGITAL/eInvoicing+in+Belgium',
      'https://www.vatsquare.com/?p=40779',
      'https://www.vatupdate.com/2025/03/26/change-of-subjective-scope-for-b2b-e-invoicing-mandate',
    ],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
    unconfirmed_fields: ['b2g_mandate_date'],
  },
});
