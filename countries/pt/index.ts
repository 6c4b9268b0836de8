// Portugal: structured B2G e-invoices (CIUS-PT) for large suppliers since 2021, for micro and SME suppliers
// from 1 Jan 2027; no structured B2B mandate (certified software, ATCUD, QR code and SAF-T instead).
import { defineCountryPlugin } from '../../plugins/index.js';

export default defineCountryPlugin({
  code: 'PT',
  requirements: {
    country_code: 'PT',
    country_name: 'Portugal',
    b2g_mandatory: true,
    b2g_mandate_date: '2021-01-01',
    b2g_platform: 'FE-AP hub (eSPap); accredited VAN/EDI providers',
    b2b_mandatory: false,
    b2b_mandate_date: null,
    b2b_phased_rollout: [],
    required_formats: ['CIUS-PT (UBL 2.1, EN 16931)'],
    accepted_formats: ['EDI', 'PDF (qualified electronic signature or seal from 2027-01-01)'],
    threshold_amount: null,
    special_requirements: [
      'B2G: large suppliers must e-invoice since 2021-01-01 (DL 14-A/2020 ended their transition on 2020-12-31); micro, small and medium-sized suppliers may send PDF until 2026-12-31 and must send CIUS-PT from 2027-01-01 (DL 13-A/2025)',
      'PDF invoices count as e-invoices until 2026-12-31; from 2027-01-01 e-invoices need a qualified electronic signature or seal (postponed every year since 2021; the 2027 budget may postpone it again)',
      'ATCUD and QR code on every invoice; certified invoicing software; monthly SAF-T (PT) for invoicing, SAF-T accounting from 2028',
    ],
    source_url: 'https://www.espap.gov.pt',
    evidence_urls: [
      'https://santoscarvsroc.pt/2020/04/08/medidas-excecionais-covid-19-alargamento-do-prazo-de-implementacao-da-faturacao-eletronica-nos-contratos-publicos/',
      'https://saphety.com/blog/portugal-proposta-para-adiamento-da-obrigacao-da-assinatura-eletronica-qualificada-e-saf-t',
      'https://www.theinvoicinghub.com/another-delay-for-mandatory-e-signature-on-pdfs-in-portugal',
    ],
    last_verified: '2026-11-21',
    confidence: 'partly_confirmed',
  },
});
