// Japan: no e-invoicing mandate; the Qualified Invoice System (since 1 Oct 2023) and Peppol JP PINT (voluntary).
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'JP',
  requirements: {
    country_code: 'JP',
    country_name: 'Japan',
    b2g_mandatory: false,
    b2g_mandate_date: null,
    b2g_platform: 'Peppol (the Digital Agency is the Peppol Authority)',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [],
    required_formats: [],
    accepted_formats: ['Peppol PINT JP 1.1.3 (standard, non-tax-registered, self-billing)'],
    threshold_amount: null,
    special_requirements: [
      'Qualified Invoice System since 2023-10-01: registration number "T" + 13 digits and tax totals per rate',
      'Input credit on non-qualified invoices falls from 80% to 50% on 2026-10-01 and to 0% from October 2029',
      'Electronic Books Maintenance Act: electronic transactions must be kept electronically (since 2024)',
    ],
    source_url: 'https://www.digital.go.jp',
    evidence_urls: [
      'https://back.flowie.ink/exchange/docs-public/compliance/jp.html',
      'https://edicomgroup.com/blog/japan-adopts-peppol-network-for-einvoicing',
    ],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
});
