// Denmark: e-invoices to public authorities since 2005 (NemHandel); the Bookkeeping Act makes registered
// digital bookkeeping systems able to send and receive e-invoices, which is a system duty, not a per-invoice mandate.
import { defineCountryPlugin } from '../../plugins/index.js';

/** 8 digits: a CVR number (Central Business Register), ICD 0184; Peppol requires it for Danish suppliers (DK-R-014). */
function danishLegalIdScheme(id: string): string | undefined {
  return /^\d{8}$/.test(id) ? '0184' : undefined;
}

export default defineCountryPlugin({
  code: 'DK',
  legalIdScheme: danishLegalIdScheme,
  requirements: {
    country_code: 'DK',
    country_name: 'Denmark',
    b2g_mandatory: true,
    b2g_mandate_date: '2005-02-01',
    b2g_platform: 'NemHandel (bridged to Peppol); EAN/GLN addressing',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [],
    required_formats: ['OIOUBL 2.1', 'peppol_bis_3'],
    accepted_formats: ['Nemhandel BIS 4 (replacing OIOUBL during 2028, complete by mid-2029)'],
    threshold_amount: {
      amount: '300000',
      currency: 'DKK',
      description: 'turnover from which bookkeeping class A businesses need a registered digital bookkeeping system (from 2026-01-01)',
    },
    special_requirements: [
      'Registered digital bookkeeping systems must be able to send and receive e-invoices (OIOUBL and Peppol BIS): classes B/C/D on standard systems from 2024-07-01, own systems from 2025-01-01, class A above DKK 300,000 from 2026-01-01',
      'From 2026-07-01 the Danish Business Authority expects e-invoicing by default, with automatic NemHandel registration (opt-out)',
      'Peppol BIS 3 carries the CIUS-DK rules (1.17.0)',
      'Map to the SAF-T 2.0 standard chart of accounts; identifiers EAN/GLN or CVR (0184)',
    ],
    source_url: 'https://erhvervsstyrelsen.dk',
    evidence_urls: [
      'https://nemhandel.dk',
      'https://kpmg.com/us/en/taxnewsflash/news/2026/03/denmark-latest-work-2026-agenda-digital-bookkeeping-and-e-invoicing.html',
      'https://accp.econnect.eu/en/docs/knowledge/regulations/europe/denmark',
    ],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
  },
});
