// UN/CEFACT CII D16B carrying the EN 16931 core (guideline id urn:cen.eu:en16931:2017), with no CIUS on top:
// the CII twin of ubl_2_1. A standalone CII document with that guideline id is this format; the same XML
// inside a Factur-X / ZUGFeRD PDF, or validated with `format_hint: facturx`, is Factur-X EN 16931 instead
// (the two share the guideline id, so only the container or the caller can tell them apart).
import { defineFormatPlugin } from '../../plugins/index.js';
import { en16931Precheck } from '../../core/en16931/en16931-precheck.js';
import { withCarriedValues } from '../../core/en16931/carried.js';
import { NO_COUNTRY_VALUES } from '../../core/en16931/carried-value.js';
import { syntaxReader } from '../../plugins/syntax-reader.js';
import { serializeCii } from '../facturx/cii.js';

/** Guideline ids read as this format: CEN's own, and ZUGFeRD 1's "comfort" id, which CEN checks with the same rules. */
const GUIDELINE_IDS: ReadonlySet<string> = new Set(['urn:cen.eu:en16931:2017', 'urn:ferd:CrossIndustryDocument:invoice:1p0:comfort']);

export default defineFormatPlugin({
  info: {
    code: 'cii_d16b',
    name: 'UN/CEFACT CII D16B (EN 16931)',
    version: 'D16B',
    base_standard: 'EN 16931 (CII D16B)',
    syntax: 'xml',
    en16931_compliant: true,
    countries: [],
    mvp: false,
    description:
      'UN/CEFACT Cross Industry Invoice D16B following the EN 16931 core rules, for any European receiver that takes CII. ' +
      'The XML of a Factur-X / ZUGFeRD EN 16931 invoice has the same guideline id; send format_hint facturx to check it as Factur-X.',
    spec_url: 'https://unece.org/trade/uncefact/xml-schemas',
  },
  profiles: [{ code: 'cii_en16931', name: 'EN 16931 core', default: true, outputs: ['xml'], ruleSet: 'en16931-cii' }],
  reader: syntaxReader({ cii: (id) => (id !== null && GUIDELINE_IDS.has(id) ? 'cii_en16931' : undefined) }),
  precheck: (invoice, _profile, context) => en16931Precheck(withCarriedValues(invoice, context?.countries ?? NO_COUNTRY_VALUES).invoice),
  // Factur-X EN 16931 writes exactly the EN 16931 core in CII, under CEN's guideline id; the D16B XSD allows
  // fewer repeats (one preceding invoice), so its own profile drops what has no place.
  serialize: (model, _profile, context) => serializeCii(model, 'cii_en16931', context?.countries),
});
