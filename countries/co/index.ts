// Colombia: electronic sales invoices with DIAN prior validation, mandatory for all invoicing-obligated
// taxpayers since the 2019–2020 rollout (current calendar: Resolución 000042 of 2020).
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'CO',
  requirements: {
    country_code: 'CO',
    country_name: 'Colombia',
    b2g_mandatory: true,
    b2g_mandate_date: '2020-06-15',
    b2g_platform: 'DIAN (prior validation); RADIAN',
    b2b_mandatory: true,
    b2b_mandate_date: '2020-06-15',
    b2b_phased_rollout: [
      {
        from: '2020-06-15',
        scope:
          'first group of the DIAN calendar of Resolución 000042 (2020-05-05); further groups through 2020. Earlier groups had started under Resolución 000020 of 2019',
        obligation: 'issue',
      },
    ],
    required_formats: ['DIAN UBL 2.1 (Anexo Técnico 1.9, Resolución 165/2023)'],
    accepted_formats: [],
    threshold_amount: null,
    special_requirements: [
      'CUFE, QR code and digital signature; authorised technology providers',
      'Also electronic payroll, documento soporte and electronic equivalent documents (POS, 2024)',
      'RADIAN registers invoices as negotiable titles',
    ],
    source_url: 'https://www.dian.gov.co/impuestos/factura-electronica/',
    evidence_urls: [
      'https://cancilleria.gov.co/normograma/compilacion/docs/resolucion_dian_0165_2023.htm',
      'https://edicomgroup.com/es/factura-electronica/colombia',
      'https://gerente.com/co/facturacion-electronica-comenzara-a-regir-el-15-de-junio/',
      'https://actualicese.com/resolucion-000030-de-29-04-2019',
    ],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
    unconfirmed_fields: ['b2g_mandate_date', 'b2b_mandate_date'],
  },
});
