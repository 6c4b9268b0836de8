// The CII profiles this writer produces: which XSD element set each may carry, its guideline id (BT-24)
// and the Factur-X XMP values a PDF container must declare for it.
import type { ProfileSchema } from './profile-schema.js';
import { notUsedTree, type NotUsedTree } from './prune.js';
import * as schemas from './profile-schemas.generated.js';

export type CiiLevel = 'MINIMUM' | 'BASIC_WL' | 'BASIC' | 'EN16931' | 'EXTENDED' | 'XRECHNUNG';

export interface CiiProfile {
  level: CiiLevel;
  /** BT-24, from code list 1 of the Factur-X 1.09.2 codedb (XRechnung: the KoSIT CIUS id). */
  guidelineId: string;
  /** BT-23, written only where the profile's community expects it. */
  businessProcess?: string;
  /** Element set the profile may carry. XRechnung carries the EN 16931 set. */
  schema: ProfileSchema;
  /** What the profile's Schematron marks as not used (e.g. the buyer's address in MINIMUM). */
  notUsed: NotUsedTree;
  /** fx:ConformanceLevel in the XMP of a Factur-X / ZUGFeRD PDF. */
  conformanceLevel: string;
  /** Name of the embedded XML in a PDF container. */
  attachmentName: 'factur-x.xml' | 'xrechnung.xml';
  /** /AFRelationship: MINIMUM and BASIC WL are not full invoices in the sense of EN 16931, so their XML is /Data. */
  relationship: 'Alternative' | 'Data';
  /** XRechnung rules: every VAT breakdown states a rate (BR-DE-14). */
  alwaysStateRate: boolean;
}

export const XRECHNUNG_CII_GUIDELINE = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
const PEPPOL_BILLING_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

const LEVELS: Record<CiiLevel, CiiProfile> = {
  MINIMUM: { level: 'MINIMUM', guidelineId: 'urn:factur-x.eu:1p0:minimum', schema: schemas.MINIMUM, notUsed: notUsedTree(schemas.MINIMUM_NOT_USED), conformanceLevel: 'MINIMUM', attachmentName: 'factur-x.xml', relationship: 'Data', alwaysStateRate: false },
  BASIC_WL: { level: 'BASIC_WL', guidelineId: 'urn:factur-x.eu:1p0:basicwl', schema: schemas.BASIC_WL, notUsed: notUsedTree(schemas.BASIC_WL_NOT_USED), conformanceLevel: 'BASIC WL', attachmentName: 'factur-x.xml', relationship: 'Data', alwaysStateRate: false },
  BASIC: { level: 'BASIC', guidelineId: 'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic', schema: schemas.BASIC, notUsed: notUsedTree(schemas.BASIC_NOT_USED), conformanceLevel: 'BASIC', attachmentName: 'factur-x.xml', relationship: 'Alternative', alwaysStateRate: false },
  EN16931: { level: 'EN16931', guidelineId: 'urn:cen.eu:en16931:2017', schema: schemas.EN16931, notUsed: notUsedTree(schemas.EN16931_NOT_USED), conformanceLevel: 'EN 16931', attachmentName: 'factur-x.xml', relationship: 'Alternative', alwaysStateRate: false },
  EXTENDED: { level: 'EXTENDED', guidelineId: 'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended', schema: schemas.EXTENDED, notUsed: notUsedTree(schemas.EXTENDED_NOT_USED), conformanceLevel: 'EXTENDED', attachmentName: 'factur-x.xml', relationship: 'Alternative', alwaysStateRate: false },
  XRECHNUNG: { level: 'XRECHNUNG', guidelineId: XRECHNUNG_CII_GUIDELINE, businessProcess: PEPPOL_BILLING_PROCESS, schema: schemas.EN16931, notUsed: notUsedTree(schemas.EN16931_NOT_USED), conformanceLevel: 'XRECHNUNG', attachmentName: 'xrechnung.xml', relationship: 'Alternative', alwaysStateRate: true },
};

/** Profile codes of the four plugins (facturx_*, zugferd_*, xrechnung_cii) → CII profile. */
export function ciiProfileFor(code: string): CiiProfile | undefined {
  if (code === 'xrechnung_cii') return LEVELS.XRECHNUNG;
  const m = /^(?:facturx|zugferd)_(minimum|basic_wl|basic|en16931|extended|xrechnung)$/.exec(code);
  return m ? LEVELS[m[1]!.toUpperCase() as CiiLevel] : undefined;
}

/** Every guideline id a Factur-X / ZUGFeRD document may carry, with the XMP ConformanceLevel it implies. */
export const CONFORMANCE_BY_GUIDELINE: Record<string, string> = {
  'urn:factur-x.eu:1p0:minimum': 'MINIMUM',
  'urn:zugferd.de:2p0:minimum': 'MINIMUM',
  'urn:factur-x.eu:1p0:basicwl': 'BASIC WL',
  'urn:zugferd.de:2p0:basicwl': 'BASIC WL',
  'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic': 'BASIC',
  'urn:cen.eu:en16931:2017#compliant#urn:zugferd.de:2p0:basic': 'BASIC',
  'urn:cen.eu:en16931:2017': 'EN 16931',
  'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended': 'EXTENDED',
  'urn:cen.eu:en16931:2017#conformant#urn:zugferd.de:2p0:extended': 'EXTENDED',
  [XRECHNUNG_CII_GUIDELINE]: 'XRECHNUNG',
};
