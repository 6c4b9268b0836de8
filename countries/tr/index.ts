// Türkiye: e-Fatura is mandatory for taxpayers above turnover or sector thresholds; e-Arşiv covers buyers
// outside e-Fatura.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'TR',
  requirements: {
    country_code: 'TR',
    country_name: 'Türkiye',
    // A KAMU (public) e-Fatura profile exists, but a general supplier mandate was not confirmed.
    b2g_mandatory: false,
    b2g_mandate_date: null,
    b2g_platform: 'GİB e-Fatura system (portal, direct integration, private integrators)',
    b2b_mandatory: true,
    b2b_mandate_date: '2014-01-01',
    b2b_phased_rollout: [
      { from: '2014-01-01', scope: 'first groups named by Tax Procedure Law Communiqué 421 (start date unconfirmed)', obligation: 'issue' },
      { from: '2016-01-01', scope: 'gross sales of TRY 10 million or more in 2014 (Communiqué 454)', obligation: 'issue' },
      {
        from: '2022-07-01',
        scope: 'gross sales of TRY 4 million or more in 2021 (from the seventh month of the following year)',
        obligation: 'issue',
      },
      {
        from: '2023-07-01',
        scope: 'gross sales of TRY 3 million or more in 2022 and later years (from the seventh month of the following year)',
        obligation: 'issue',
      },
    ],
    required_formats: ['UBL-TR 1.2.1'],
    accepted_formats: ['e-Arşiv (UBL-TR)'],
    threshold_amount: { amount: '3000000', currency: 'TRY', description: 'gross sales from which e-Fatura is mandatory (general rule)' },
    special_requirements: [
      'Lower sector thresholds, e.g. TRY 500,000 for e-commerce, real estate and motor vehicles',
      'Financial seal (mali mühür) or e-signature; SBDH envelope (Zarf); GİB schematron release 20260701',
      'e-Arşiv per-invoice threshold reportedly removed or tightened from 2026-01-01 (unconfirmed)',
      'e-İrsaliye and e-Defter are linked obligations',
    ],
    source_url: 'https://ebelge.gib.gov.tr',
    evidence_urls: [
      'https://blog.1ci.com/en/process-optimization/how-small-businesses-in-turkey-can-comply-with-2026-e-fatura-and-e-arsiv-mandates//',
      'https://accounts-os.com/blog/turkey-e-invoice-threshold-removed-2026',
      'https://sovos.com/regulatory-updates/vat/turkey-expands-scope-of-e-documents-2',
      'https://kooperatiflerkanunu.com/2015/09/04/the-scope-of-taxpayers-to-be-required-e-book-keeping-and-e-invoice-application-has-been-extended',
    ],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
    unconfirmed_fields: ['b2g_mandatory', 'b2b_mandate_date', 'threshold_amount'],
  },
});
