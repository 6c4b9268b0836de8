// Czechia: contracting authorities must accept EN 16931 e-invoices (Act 134/2016); suppliers are not obliged.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'CZ',
  requirements: {
    country_code: 'CZ',
    country_name: 'Czechia',
    b2g_mandatory: false,
    b2g_mandate_date: null,
    b2g_platform: 'NEN (national e-procurement tool); no central invoice hub',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [],
    required_formats: ['isdoc', 'ubl_2_1'],
    accepted_formats: ['UN/EDIFACT INVOIC', 'UN/CEFACT CII D16B'],
    threshold_amount: null,
    special_requirements: [
      'Public buyers must receive EN 16931 e-invoices; the EU factsheet reads suppliers as not obliged, some vendor sources say otherwise',
      'No B2B mandate found',
    ],
    source_url: 'https://isdoc.cz',
    evidence_urls: ['https://vatupdate.com/2024/06/22/czechia-2024-einvoicing-country-sheet', 'https://www.melasoft.com/post/e-invoicing-in-czechia'],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
    unconfirmed_fields: ['b2g_mandatory'],
  },
});
