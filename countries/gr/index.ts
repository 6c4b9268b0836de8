// Greece: B2B e-invoicing through certified providers with real-time myDATA transmission, phase A from
// 2 Mar 2026 (postponed from 2 Feb 2026 by Decision A.1044/2026) and phase B from 1 Oct 2026.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'GR',
  requirements: {
    country_code: 'GR',
    country_name: 'Greece',
    b2g_mandatory: true,
    // JMD 52445/2023: phased by contracting authority from 2023-09-12 to 2025-01-01.
    b2g_mandate_date: '2023-09-12',
    b2g_platform: 'KED (National Interoperability Centre, Peppol) for public buyers; myDATA (AADE); AADE apps timologio and myDATAapp',
    b2b_mandatory: true,
    b2b_mandate_date: '2026-03-02',
    b2b_phased_rollout: [
      { from: '2026-03-02', scope: 'businesses with 2023 gross revenue above EUR 1 million (transition until 2026-05-03)', obligation: 'issue' },
      { from: '2026-10-01', scope: 'all other businesses (transition until 2026-12-31)', obligation: 'issue' },
    ],
    required_formats: ['ubl_2_1', 'UN/CEFACT CII D16B (EN 16931)'],
    accepted_formats: ['peppol_bis_3'],
    threshold_amount: { amount: '1000000', currency: 'EUR', description: '2023 gross revenue above which the first phase (2026-03-02) applies' },
    special_requirements: [
      'Invoices are issued through a certified e-invoicing provider or the AADE apps and transmitted to myDATA in real time (MARK / UID)',
      'Scope: domestic B2B and exports outside the EU; intra-EU is optional and B2C is not mandated',
      'Businesses declare their chosen issuance method to AADE',
      'Penalties: 50% of the VAT, or EUR 500 / 1,000 per audit',
      'B2G (JMD 52445/2023) over Peppol BIS 3 with the Greek CIUS: contracts of specific ministries from 2023-09-12, central government from 2024-01-01, other authorities from 2024-06-01, other general-government expenses from 2025-01-01; low-value contracts and other expenses up to EUR 2,500 are exempt',
      'The end of the phase B transition is 2026-12-31 in most sources (one gives 2026-10-31)',
    ],
    source_url: 'https://www.aade.gr/mydata',
    evidence_urls: [
      'https://kpmg.com/us/en/taxnewsflash/news/2026/02/greece-implementation-mandatory-e-invoicing-postponed.html',
      'https://www.theinvoicinghub.com/greeces-b2b-mandate-to-start-1-month-late-on-march-2',
      'https://peppol.org/learn-more/country-profiles/greece/',
      'https://support.pagero.com/hc/en-us/articles/11039867932434-Compliance-Alert-Gradual-mandatory-e-invoicing-implementation-for-public-contracts',
    ],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
  },
});
