// France: B2G via Chorus Pro since 2017–2020; B2B e-invoicing and e-reporting through approved platforms
// (Plateformes Agréées) from 1 Sep 2026 (receive for all, issue for large and mid-sized) and 1 Sep 2027 (SMEs).
import { defineCountryPlugin } from '../../plugins/index.js';
import { checkFrenchExtension, frenchCarriedValues, FrenchExtension } from './extension.js';

export { checkFrenchExtension, frenchCarriedValues, SIRET_SCHEME } from './extension.js';

export default defineCountryPlugin({
  code: 'FR',
  requirements: {
    country_code: 'FR',
    country_name: 'France',
    b2g_mandatory: true,
    b2g_mandate_date: '2017-01-01',
    b2g_platform: 'Chorus Pro',
    b2b_mandatory: true,
    b2b_mandate_date: '2026-09-01',
    b2b_phased_rollout: [
      { from: '2026-09-01', scope: 'every VAT-registered business established in France, through a Plateforme Agréée', obligation: 'receive' },
      { from: '2026-09-01', scope: 'large enterprises and mid-sized enterprises (ETI)', obligation: 'issue' },
      { from: '2026-09-01', scope: 'large enterprises and ETI: e-reporting of B2C, cross-border and payment data', obligation: 'report' },
      { from: '2027-09-01', scope: 'small and medium-sized enterprises and micro-enterprises', obligation: 'issue' },
      { from: '2027-09-01', scope: 'SMEs and micro-enterprises: e-reporting', obligation: 'report' },
    ],
    required_formats: ['facturx', 'ubl_2_1', 'UN/CEFACT CII D22B (CTC-FR)'],
    accepted_formats: ['UN/CEFACT CII D16B (Chorus Pro, B2G)', "Any format agreed with the sender's Plateforme Agréée, which converts it"],
    threshold_amount: null,
    special_requirements: [
      'Base formats carry the French business rules (FNFE CTC-FR 1.4.0.x, valid from 2026-10-01; EXTENDED-CTC-FR); Factur-X in the EN16931 or EXTENDED profile',
      'B2B invoices travel between Plateformes Agréées (PA); the PPF keeps the central directory (annuaire) and collects tax data only',
      'New mandatory mentions: buyer SIREN, delivery address, goods/services/mixed flag, VAT-on-debits option',
      'Lifecycle statuses (deposited, rejected, refused, cashed) are mandatory (CDAR messages)',
      'Phase by company size (LME decree categories), not by a turnover amount',
      'Chorus Pro (B2G): buyer addressed by SIRET (scheme 0009) and, where the buyer requires it, a service code',
      'Monaco is out of scope',
    ],
    source_url: 'https://www.impots.gouv.fr/facturation-electronique',
    evidence_urls: [
      'https://entreprendre.service-public.fr/actualites/A17853',
      'https://www.erpimplementation.eu/en/france-e-invoicing-july-2026-progress-report/',
      'https://github.com/fnfempe/France_RFE',
    ],
    last_verified: '2026-11-21',
    // Dates are confirmed; no source dated after the 1 Sep 2026 go-live was found.
    confidence: 'partly_confirmed',
  },
  extension: { key: 'fr', schema: FrenchExtension, check: checkFrenchExtension, carry: frenchCarriedValues },
});
