// Lithuania: e-invoices to public buyers mandatory since 1 Jul 2017, through SABIS since 2024; no B2B mandate.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'LT',
  requirements: {
    country_code: 'LT',
    country_name: 'Lithuania',
    b2g_mandatory: true,
    b2g_mandate_date: '2017-07-01',
    b2g_platform: 'SABIS (portal, API, Peppol); replaced E.sąskaita in July–September 2024',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [],
    required_formats: ['peppol_bis_3', 'Peppol BIS Billing 3.0 (CII)'],
    accepted_formats: ['ubl_2_1'],
    threshold_amount: null,
    special_requirements: [
      'All invoices under verbal contracts go through SABIS since 2025-01-01',
      'Legal-entity code as identifier (EAS 0200)',
      'Invoice-register reporting through i.MAS (i.SAF, i.VAZ, i.SAF-T); no B2B e-invoicing mandate announced before ViDA (2030)',
    ],
    source_url: 'https://www.vmi.lt',
    evidence_urls: [
      'https://www.pagero.com/compliance/regulatory-updates/lithuania',
      'https://accp.econnect.eu/en/docs/learn/regulations/europe/lithuania',
    ],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
  },
});
