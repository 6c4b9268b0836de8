// The Factur-X / ZUGFeRD profiles (and XRechnung's CII profile) the CII writer produces: which XSD element set
// each may carry, its guideline id (BT-24) and the XMP values a PDF container must declare for it.
import { notUsedTree, type CiiProfile } from '../../core/syntax/cii/index.js';
import { CONFORMANCE_BY_GUIDELINE, XRECHNUNG_CII_GUIDELINE } from '../../core/pdf/conformance-levels.js';
import * as schemas from './profile-schemas.generated.js';

export { CONFORMANCE_BY_GUIDELINE, XRECHNUNG_CII_GUIDELINE };

export type CiiLevel = 'MINIMUM' | 'BASIC_WL' | 'BASIC' | 'EN16931' | 'EXTENDED' | 'XRECHNUNG';

export interface FacturxProfile extends CiiProfile {
  level: CiiLevel;
  notUsed: NonNullable<CiiProfile['notUsed']>;
  /** fx:ConformanceLevel in the XMP of a Factur-X / ZUGFeRD PDF. */
  conformanceLevel: string;
  /** Name of the embedded XML in a PDF container. */
  attachmentName: 'factur-x.xml' | 'xrechnung.xml';
  /** /AFRelationship: MINIMUM and BASIC WL are not full invoices in the sense of EN 16931, so their XML is /Data. */
  relationship: 'Alternative' | 'Data';
}

const PEPPOL_BILLING_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/**
 * Elements the CII D16B XSD (which XRechnung CII is checked against) allows once where Factur-X EN 16931's XSD
 * allows more: a second preceding invoice reference (BG-3) has no place there and is reported as dropped.
 */
const D16B_ONCE = ['/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/ram:InvoiceReferencedDocument'];

const LEVELS: Record<CiiLevel, FacturxProfile> = {
  MINIMUM: {
    level: 'MINIMUM',
    guidelineId: 'urn:factur-x.eu:1p0:minimum',
    schema: schemas.MINIMUM,
    notUsed: notUsedTree(schemas.MINIMUM_NOT_USED),
    conformanceLevel: 'MINIMUM',
    attachmentName: 'factur-x.xml',
    relationship: 'Data',
    alwaysStateRate: false,
  },
  BASIC_WL: {
    level: 'BASIC_WL',
    guidelineId: 'urn:factur-x.eu:1p0:basicwl',
    schema: schemas.BASIC_WL,
    notUsed: notUsedTree(schemas.BASIC_WL_NOT_USED),
    conformanceLevel: 'BASIC WL',
    attachmentName: 'factur-x.xml',
    relationship: 'Data',
    alwaysStateRate: false,
  },
  BASIC: {
    level: 'BASIC',
    guidelineId: 'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic',
    schema: schemas.BASIC,
    notUsed: notUsedTree(schemas.BASIC_NOT_USED),
    conformanceLevel: 'BASIC',
    attachmentName: 'factur-x.xml',
    relationship: 'Alternative',
    alwaysStateRate: false,
  },
  EN16931: {
    level: 'EN16931',
    guidelineId: 'urn:cen.eu:en16931:2017',
    schema: schemas.EN16931,
    notUsed: notUsedTree(schemas.EN16931_NOT_USED),
    conformanceLevel: 'EN 16931',
    attachmentName: 'factur-x.xml',
    relationship: 'Alternative',
    alwaysStateRate: false,
  },
  EXTENDED: {
    level: 'EXTENDED',
    guidelineId: 'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended',
    schema: schemas.EXTENDED,
    notUsed: notUsedTree(schemas.EXTENDED_NOT_USED),
    conformanceLevel: 'EXTENDED',
    attachmentName: 'factur-x.xml',
    relationship: 'Alternative',
    alwaysStateRate: false,
  },
  XRECHNUNG: {
    level: 'XRECHNUNG',
    guidelineId: XRECHNUNG_CII_GUIDELINE,
    businessProcess: PEPPOL_BILLING_PROCESS,
    schema: schemas.EN16931,
    notUsed: notUsedTree(schemas.EN16931_NOT_USED, D16B_ONCE),
    conformanceLevel: 'XRECHNUNG',
    attachmentName: 'xrechnung.xml',
    relationship: 'Alternative',
    alwaysStateRate: true,
  },
};

/** CEN's EN 16931 core in CII D16B (the cii_d16b format): Factur-X EN 16931's element set under the D16B XSD. */
const CII_D16B_EN16931: FacturxProfile = { ...LEVELS.EN16931, notUsed: notUsedTree(schemas.EN16931_NOT_USED, D16B_ONCE) };

/** Profile codes of the plugins (facturx_*, zugferd_*, xrechnung_cii, cii_en16931) → CII profile. */
export function ciiProfileFor(code: string): FacturxProfile | undefined {
  if (code === 'xrechnung_cii') return LEVELS.XRECHNUNG;
  if (code === 'cii_en16931') return CII_D16B_EN16931;
  const m = /^(?:facturx|zugferd)_(minimum|basic_wl|basic|en16931|extended|xrechnung)$/.exec(code);
  return m ? LEVELS[m[1]!.toUpperCase() as CiiLevel] : undefined;
}
