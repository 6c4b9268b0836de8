// Switzerland: suppliers to the Federal Administration e-bill contracts of CHF 5,000 or more since 2016; no B2B mandate.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'CH',
  requirements: {
    country_code: 'CH',
    country_name: 'Switzerland',
    b2g_mandatory: true,
    b2g_mandate_date: '2016-01-01',
    b2g_platform: 'FFA e-bill through service providers or interconnect; per the FFA a PDF sent by e-mail is also accepted',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [],
    required_formats: ['ubl_2_1', 'UN/CEFACT CII D16B (swissDIGIN)', 'PDF by e-mail (per FFA)'],
    accepted_formats: ['Swiss QR-bill on paper or PDF invoices'],
    threshold_amount: { amount: '5000', currency: 'CHF', description: 'federal contract value from which suppliers must e-bill' },
    special_requirements: [
      'Small procurements below CHF 5,000 are exempt',
      'The QR-bill is the only valid payment slip since October 2022; the eBill network is voluntary',
      'Sources conflict on whether a PDF by e-mail suffices for federal e-bills (the FFA says yes)',
    ],
    source_url: 'https://www.efv.admin.ch/en/overview-e-bill',
    evidence_urls: ['https://www.swissmint.ch/swissmint/en/home/swissmint/e-rechnung.html', 'https://ecosio.com/en/?p=78101'],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
    unconfirmed_fields: ['required_formats'],
  },
});
