// Italy: clearance of every invoice through SDI (Sistema di Interscambio) in FatturaPA XML:
// public administrations since 2014–2015, B2B and B2C since 2019.
import { defineCountryPlugin } from '../../plugins/index.js';
import { checkItalianExtension, ItalianExtension } from './extension.js';

export { checkItalianExtension, transmissionFormatFor, REGIMI_FISCALI, TIPI_DOCUMENTO } from './extension.js';

export default defineCountryPlugin({
  code: 'IT',
  requirements: {
    country_code: 'IT',
    country_name: 'Italy',
    b2g_mandatory: true,
    b2g_mandate_date: '2014-06-06',
    b2g_platform: 'SDI (Sistema di Interscambio); NSO for health-sector purchase orders (Peppol)',
    b2b_mandatory: true,
    b2b_mandate_date: '2019-01-01',
    b2b_phased_rollout: [
      { from: '2019-01-01', scope: 'taxpayers established in Italy, B2B and B2C, through SDI', obligation: 'issue' },
      { from: '2019-01-01', scope: 'taxpayers established in Italy, through SDI (codice destinatario, PEC or tax drawer)', obligation: 'receive' },
      { from: '2022-07-01', scope: 'flat-rate (forfettari) taxpayers with revenue above EUR 25,000', obligation: 'issue' },
      { from: '2024-01-01', scope: 'all flat-rate (forfettari) taxpayers', obligation: 'issue' },
    ],
    required_formats: ['fatturapa'],
    accepted_formats: [],
    threshold_amount: null,
    special_requirements: [
      'Recipient addressed by the 7-character codice destinatario (0000000 with PEC delivery, XXXXXXX for foreign buyers)',
      'Public administrations: 6-character Codice Univoco Ufficio from the IPA register, plus CIG/CUP where the contract has them',
      'FatturaPA technical specifications 1.9 in force since 2025-04-01 (TipoDocumento TD29 added)',
      'Virtual stamp duty of EUR 2 on VAT-exempt invoices above EUR 77.47',
      'Cross-border purchases are reported through SDI (TD17–TD19)',
      'The EU derogation for mandatory e-invoicing runs until 2027-12-31 (Council Implementing Decision (EU) 2024/3150)',
      'SDI is reported to also accept EN 16931 UBL/CII for public buyers (unconfirmed)',
    ],
    source_url: 'https://www.fatturapa.gov.it/it/norme-e-regole/documentazione-fattura-elettronica/formato-fatturapa/',
    evidence_urls: [
      'https://fiscal-requirements.com/news/3744',
      'https://studioclu.it/news-dallo-studio/notizie-e-attualita/fatturazione-elettronica-novita-su-regolarizzazione-specifiche-tecniche-e-nuovi-codici',
    ],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
  extension: { key: 'it', schema: ItalianExtension, check: checkItalianExtension },
});
