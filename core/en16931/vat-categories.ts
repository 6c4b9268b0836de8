// The EN 16931 VAT categories (UNTDID 5305 subset) and what each demands of rates, exemption reasons and
// party identifiers. One table, read by the model builder and by the pre-checks, so the rules live in one place.

export type VatCategoryCode = 'S' | 'Z' | 'E' | 'AE' | 'K' | 'G' | 'O' | 'L' | 'M';

export interface VatCategoryRules {
  code: VatCategoryCode;
  name: string;
  /** How the rate (BT-152/BT-96/BT-103/BT-119) is constrained. */
  rate: 'positive' | 'zero' | 'absent' | 'non_negative';
  /** Whether the VAT breakdown must (required), may not (forbidden) carry an exemption reason BT-120/BT-121. */
  exemption: 'required' | 'forbidden';
  /** Standard VATEX code (BT-121) filled in when the caller gives none; E has no single standard code. */
  defaultExemptionCode: string | null;
  /** Standard text (BT-120) filled in when the caller gives neither text nor code. */
  defaultExemptionText: string | null;
  /** The rule prefix in EN 16931 (BR-S-*, BR-AE-*, BR-IC-* ...), used to name rules in issues. */
  rulePrefix: string;
}

export const VAT_CATEGORIES: Record<VatCategoryCode, VatCategoryRules> = {
  S: {
    code: 'S',
    name: 'Standard rate',
    rate: 'positive',
    exemption: 'forbidden',
    defaultExemptionCode: null,
    defaultExemptionText: null,
    rulePrefix: 'BR-S',
  },
  Z: {
    code: 'Z',
    name: 'Zero rated goods',
    rate: 'zero',
    exemption: 'forbidden',
    defaultExemptionCode: null,
    defaultExemptionText: null,
    rulePrefix: 'BR-Z',
  },
  E: {
    code: 'E',
    name: 'Exempt from VAT',
    rate: 'zero',
    exemption: 'required',
    defaultExemptionCode: null,
    defaultExemptionText: 'Exempt from VAT',
    rulePrefix: 'BR-E',
  },
  AE: {
    code: 'AE',
    name: 'VAT reverse charge',
    rate: 'zero',
    exemption: 'required',
    defaultExemptionCode: 'VATEX-EU-AE',
    defaultExemptionText: 'Reverse charge',
    rulePrefix: 'BR-AE',
  },
  K: {
    code: 'K',
    name: 'Intra-community supply',
    rate: 'zero',
    exemption: 'required',
    defaultExemptionCode: 'VATEX-EU-IC',
    defaultExemptionText: 'Intra-Community supply',
    rulePrefix: 'BR-IC',
  },
  G: {
    code: 'G',
    name: 'Export outside the EU',
    rate: 'zero',
    exemption: 'required',
    defaultExemptionCode: 'VATEX-EU-G',
    defaultExemptionText: 'Export outside the EU',
    rulePrefix: 'BR-G',
  },
  O: {
    code: 'O',
    name: 'Services outside scope of tax',
    rate: 'absent',
    exemption: 'required',
    defaultExemptionCode: 'VATEX-EU-O',
    defaultExemptionText: 'Not subject to VAT',
    rulePrefix: 'BR-O',
  },
  L: {
    code: 'L',
    name: 'Canary Islands general indirect tax (IGIC)',
    rate: 'non_negative',
    exemption: 'forbidden',
    defaultExemptionCode: null,
    defaultExemptionText: null,
    rulePrefix: 'BR-AF',
  },
  M: {
    code: 'M',
    name: 'Tax for production, services and importation in Ceuta and Melilla (IPSI)',
    rate: 'non_negative',
    exemption: 'forbidden',
    defaultExemptionCode: null,
    defaultExemptionText: null,
    rulePrefix: 'BR-AG',
  },
};

export function isVatCategory(code: string): code is VatCategoryCode {
  return Object.hasOwn(VAT_CATEGORIES, code);
}
