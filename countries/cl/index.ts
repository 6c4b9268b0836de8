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
      { from: '2014-11-01', scope: 'large companies (annual sales above UF 100,000), Law 20.727', obligation: 'issue' },
      { from: '2015-08-01', scope: 'small and medium-sized companies in urban areas', obligation: 'issue' },
      { from: '2016-02-01', scope: 'small and medium-sized companies in rural areas, micro-enterprises in urban areas', obligation: 'issue' },
      { from: '2018-02-01', scope: 'micro-enterprises in rural areas (the last group)', obligation: 'issue' },
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
    evidence_urls: [
      'https://www.redimin.cl/?p=115180',
      'https://derecho.udd.cl/clinica-juridica-concepcion/2014/02/21/ley-20-727-establece-normas-sobre-facturacion-electronica-y-otras-modificaciones-a-la-legislacion-tributaria',
      'https://www.estrellaantofagasta.cl/impresa/2018/02/05/full/cuerpo-principal/17/',
    ],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
});
