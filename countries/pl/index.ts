// Poland: KSeF 2.0 central clearance, mandatory from 1 Feb 2026 (receiving for all, issuing for the largest),
// 1 Apr 2026 (issuing for everyone else) and 1 Jan 2027 (the smallest, and the end of the penalty-free year).
import { defineCountryPlugin } from '../../plugins/index.js';
import { checkPolishExtension, PolishExtension } from './extension.js';

export { checkPolishExtension, nipForKsef } from './extension.js';

export default defineCountryPlugin({
  code: 'PL',
  requirements: {
    country_code: 'PL',
    country_name: 'Poland',
    b2g_mandatory: true,
    b2g_mandate_date: '2026-02-01',
    b2g_platform: 'KSeF 2.0 (invoices to public entities are issued in KSeF like B2B); PEF (Peppol) for procurement documents',
    b2b_mandatory: true,
    b2b_mandate_date: '2026-02-01',
    b2b_phased_rollout: [
      { from: '2026-02-01', scope: 'all taxpayers, through KSeF', obligation: 'receive' },
      { from: '2026-02-01', scope: 'taxpayers with 2024 sales above PLN 200 million', obligation: 'issue' },
      { from: '2026-04-01', scope: 'all other taxpayers', obligation: 'issue' },
      {
        from: '2027-01-01',
        scope: 'taxpayers with monthly invoiced sales up to PLN 10,000 gross, and invoices from cash registers',
        obligation: 'issue',
      },
    ],
    required_formats: ['ksef_fa3'],
    accepted_formats: ['peppol_bis_3'],
    threshold_amount: { amount: '200000000', currency: 'PLN', description: '2024 sales above which issuing in KSeF was mandatory from 2026-02-01' },
    special_requirements: [
      'KSeF FA(3) schema 1-0E (namespace http://crd.gov.pl/wzor/2025/06/25/13775/); FA(2) is retired',
      'Every invoice gets a KSeF number; offline, offline24 and failure modes need QR codes on the visualisation',
      'Access by KSeF certificates or tokens within a permission model',
      'Attachments only after notification through e-Urząd Skarbowy',
      'Sanctions from 2027-01-01: up to 100% of the VAT, or 18.7% of the gross amount when there is no VAT',
      'Peppol BIS 3 through PEF remains a legacy channel for public buyers only',
    ],
    source_url: 'https://ksef.podatki.gov.pl',
    evidence_urls: [
      'https://www.gov.pl/web/kas/krajowy-system-e-faktur',
      'https://kglegal.pl/en/sanctions-in-ksef',
      'https://www.vatupdate.com/2026/01/14/ksef-2026-key-rules-for-e-invoicing-authorizations-authentication-technical-requirements-and-deadlines/',
    ],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
  extension: { key: 'pl', schema: PolishExtension, check: checkPolishExtension },
});
