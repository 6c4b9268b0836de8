// Mexico: every invoice is a CFDI stamped by an authorised PAC (clearance); CFDI 4.0 mandatory since 1 Apr 2023.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'MX',
  requirements: {
    country_code: 'MX',
    country_name: 'Mexico',
    b2g_mandatory: true,
    b2g_mandate_date: '2014-01-01',
    b2g_platform: 'SAT through authorised PACs (clearance, "timbrado")',
    b2b_mandatory: true,
    b2b_mandate_date: '2014-01-01',
    b2b_phased_rollout: [
      { from: '2014-01-01', scope: 'all taxpayers: every invoice as a CFDI', obligation: 'issue' },
      { from: '2023-04-01', scope: 'all taxpayers: CFDI version 4.0 only', obligation: 'issue' },
    ],
    required_formats: ['CFDI 4.0 (Anexo 20)'],
    accepted_formats: [],
    threshold_amount: null,
    special_requirements: [
      'Covers B2B, B2G and B2C; Complemento de Pago for payments, Carta Porte for transport',
      'Receiver RFC, registered name, postal code and tax regime must match SAT records; UUID (folio fiscal)',
      "Cancellation needs the receiver's acceptance",
      'The 2026 Federal Tax Code reform tightened PAC and false-invoice rules (details unconfirmed)',
    ],
    source_url: 'http://omawww.sat.gob.mx/tramitesyservicios/Paginas/anexo_20.htm',
    evidence_urls: ['https://www.sat.gob.mx', 'http://losimpuestos.com.mx/requisitos-cfdi-2014/'],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
  },
});
