// Brazil: fiscal documents (DF-e) authorised by the tax authorities: NF-e for goods since 2008–2010, NFS-e for
// services (national standard from 2026), with the IBS/CBS fields of the consumption-tax reform from 2026.
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'BR',
  requirements: {
    country_code: 'BR',
    country_name: 'Brazil',
    b2g_mandatory: true,
    b2g_mandate_date: '2008-04-01',
    b2g_platform: 'SEFAZ (NF-e, NFC-e, CT-e); municipal and national NFS-e (ADN)',
    b2b_mandatory: true,
    b2b_mandate_date: '2008-04-01',
    b2b_phased_rollout: [
      {
        from: '2008-04-01',
        scope: 'NF-e: manufacturers and distributors of cigarettes and liquid fuels (Protocolo ICMS 10/07)',
        obligation: 'issue',
      },
      {
        from: '2008-09-01',
        scope:
          'NF-e: further sectors (vehicles, cement, medicines, meat, beverages, electricity, steel; Protocolo ICMS 88/07), then by sector until 2010',
        obligation: 'issue',
      },
      { from: '2026-01-01', scope: 'national NFS-e standard for services (LC 214/2025); IBS/CBS fields in all DF-e', obligation: 'issue' },
    ],
    required_formats: ['NF-e 4.00 (MOC 7.0)', 'NFS-e (national standard)', 'CT-e'],
    accepted_formats: [],
    threshold_amount: null,
    special_requirements: [
      'ICP-Brasil certificate signature; authorisation protocol; DANFE printout',
      'IBS/CBS test rates in 2026 (0.9% CBS, 0.1% IBS, no payment); Simples Nacional and MEI from 2027; CBS replaces PIS/COFINS in 2027; the transition ends in 2033',
      'NFC-e for B2C sales',
    ],
    source_url: 'https://www.nfe.fazenda.gov.br',
    evidence_urls: [
      'http://legislacao.anp.gov.br/__LegisFed/protocolos-icms/xml/Filtro2/2007/PICMS_00010_2007_001.htm',
      'https://www.fiscal-requirements.com/news/4809',
      'https://www.vatupdate.com/2025/12/20/brazils-2026-tax-reform-mandatory-new-e-invoice-and-digital-fiscal-receipt-layout-requirements',
    ],
    last_verified: '2026-11-21',
    confidence: 'confirmed',
  },
});
