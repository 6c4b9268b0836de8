// The Factur-X / ZUGFeRD profiles (identical content; the two names differ only in their prefix).
import type { FormatProfile } from '../../plugins/index.js';

/** Profiles of Factur-X 1.09.2 = ZUGFeRD 2.5.2, with the rule set that checks each. */
export function hybridProfiles(prefix: 'facturx' | 'zugferd', brand: string): FormatProfile[] {
  const both = ['xml', 'pdf'] as FormatProfile['outputs'];
  return [
    { code: `${prefix}_minimum`, name: `${brand} MINIMUM`, outputs: both, ruleSet: 'facturx-minimum' },
    { code: `${prefix}_basic_wl`, name: `${brand} BASIC WL`, outputs: both, ruleSet: 'facturx-basic-wl' },
    { code: `${prefix}_basic`, name: `${brand} BASIC`, outputs: both, ruleSet: 'facturx-basic' },
    { code: `${prefix}_en16931`, name: `${brand} EN 16931 (COMFORT)`, default: true, outputs: both, ruleSet: 'facturx-en16931' },
    { code: `${prefix}_extended`, name: `${brand} EXTENDED`, outputs: both, ruleSet: 'facturx-extended' },
    { code: `${prefix}_xrechnung`, name: `${brand} XRECHNUNG`, outputs: both, ruleSet: 'xrechnung-3-cii' },
  ];
}
