// Chile: electronic tax documents (DTE) validated by the SII; the factura electrónica is mandatory for all
// taxpayers since 2018 after a phase-in from 2014 (Law 20.727).
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'CL',
  requirements: {
    country_code: 'CL',
    country_name: 'Chile',
    b2g_mandatory: true,
    b2g_mandate_date: '2014-11-01',
    b2g_platform: 'SII (DTE validation; CAF folio ranges)',
    b2b_mandatory: true,
    b2b_mandate_date: '2014-11-01',
    b2b_phased_rollout: [
      { from: '2014-11-01', scope: 'large companies (first phase of Law 20.727)', obligation: 'issue' },
      { from: '2018-02-01', scope: 'all remaining taxpayers', obligation: 'issue' },
    ],
    required_formats: ['SII DTE XML'],
    accepted_formats: [],
    threshold_amount: null,
    special_requirements: [
      'Electronic signature and timbre electrónico (PDF417) on each document; folio ranges (CAF) from the SII',
      'The buyer has 8 days to accept or reject an invoice; purchase and sales register (RCV)',
      'Boleta electrónica (B2C) since 2021; electronic dispatch guide',
    ],
    source_url: 'https://www.sii.cl',
    evidence_urls: ['https://www.redimin.cl/?p=115180'],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
    unconfirmed_fields: ['b2g_mandate_date', 'b2b_mandate_date'],
  },
});
