// The built-in rule sets, as data: one per validation scenario of the official artefacts
// (../shared/artefacts/README.md, "Validation scenarios"), one definition per version where a rule set has several
// (same id, each with its version and the day it is in force from; src/validation/versions.ts picks one per
// request). Paths are relative to the artefacts directory.
import type { DetectionRule, RuleSetDefinition, SchematronStep, XsdStep } from '../plugins/contracts.js';

export const UBL_INVOICE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
export const UBL_CREDIT_NOTE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2';
export const CII_NS = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100';

const UBL_XSD: XsdStep[] = [
  {
    root: 'Invoice',
    namespace: UBL_INVOICE_NS,
    path: 'ubl-2.1/xsdrt/maindoc/UBL-Invoice-2.1.xsd',
    name: 'OASIS UBL 2.1 Invoice schema',
    version: '2.1 OS',
  },
  {
    root: 'CreditNote',
    namespace: UBL_CREDIT_NOTE_NS,
    path: 'ubl-2.1/xsdrt/maindoc/UBL-CreditNote-2.1.xsd',
    name: 'OASIS UBL 2.1 CreditNote schema',
    version: '2.1 OS',
  },
];
// The "uncoupled" variant: the one CEN, Peppol and KoSIT validate with (the coupled one enforces D16A code lists).
const CII_XSD: XsdStep[] = [
  {
    root: 'CrossIndustryInvoice',
    namespace: CII_NS,
    path: 'cii-d16b/D16B-SCRDM-Subset/uncoupled-clm/CII/uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd',
    name: 'UN/CEFACT Cross Industry Invoice schema (uncoupled)',
    version: '100.D16B',
  },
];

const CEN_UBL: SchematronStep = {
  path: 'en16931/ubl/EN16931-UBL-validation.sch',
  name: 'CEN EN 16931 validation artefacts (UBL)',
  version: '1.3.16',
};
const CEN_CII: SchematronStep = {
  path: 'en16931/cii/EN16931-CII-validation.sch',
  name: 'CEN EN 16931 validation artefacts (CII)',
  version: '1.3.16',
};

const PEPPOL_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const PEPPOL_SELF_BILLING_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:selfbilling:3.0';
const CEN_ID = 'urn:cen.eu:en16931:2017';
// Built from the lets XR-CIUS-ID, XR-EXTENSION-ID and XR-CVD-ID of xrechnung-3.0.2/common.sch.
const XRECHNUNG_IDS = [
  'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0',
  'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9',
];

// Peppol publishes a release of its rules every May and November; each is mandatory from a Monday about three
// months later and replaces the previous one that day (dates as OpenPeppol announced them; phive-rules records
// the same "valid per" dates). Every release bundles the CEN rules it was tested with, which Peppol validates
// with instead of the newest CEN release.
const PEPPOL_RELEASE_MONTHS = [5, 11];
const PEPPOL_BILLING_PROFILE = { id: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0', name: 'Peppol Billing' };
const PEPPOL_FRENCH_PROFILES = [
  { id: 'urn:peppol:france:billing:regulated', name: 'Peppol Billing, French regulated invoicing' },
  { id: 'urn:peppol:france:billing:non-regulated', name: 'Peppol Billing, French non-regulated invoicing' },
];
const PEPPOL_BILLING_WITH_RESPONSE = { id: 'urn:peppol:bis:billing_with_response', name: 'Peppol Billing with response' };

interface PeppolRelease {
  version: string;
  /** Folder of the release in the artefacts directory. */
  folder: string;
  /** Version of the CEN rules the release bundles. */
  cen: string;
  publishedOn: string;
  inForceFrom: string;
  /** The release has CII rules (the newest one with CII rules stays in force for CII documents). */
  cii: boolean;
  profiles: Array<{ id: string; name: string }>;
}

const PEPPOL_RELEASES: PeppolRelease[] = [
  {
    version: '3.0.19',
    folder: 'peppol-bis-3',
    cen: '1.3.14.1',
    publishedOn: '2025-05-22',
    inForceFrom: '2025-08-25',
    cii: true,
    profiles: [PEPPOL_BILLING_PROFILE],
  },
  {
    version: '3.0.20',
    folder: 'peppol-bis-3.0.20',
    cen: '1.3.15',
    publishedOn: '2025-11-24',
    inForceFrom: '2026-02-23',
    cii: false,
    profiles: [PEPPOL_BILLING_PROFILE],
  },
  {
    version: '3.0.21',
    folder: 'peppol-bis-3.0.21',
    cen: '1.3.16',
    publishedOn: '2026-05-18',
    inForceFrom: '2026-08-17',
    cii: false,
    profiles: [PEPPOL_BILLING_PROFILE, ...PEPPOL_FRENCH_PROFILES, PEPPOL_BILLING_WITH_RESPONSE],
  },
];

const peppolCen = (r: PeppolRelease, syntax: 'UBL' | 'CII'): SchematronStep => ({
  path: `${r.folder}/CEN-EN16931-${syntax}.sch`,
  name: `CEN EN 16931 validation artefacts (${syntax}, as bundled by Peppol ${r.version})`,
  version: r.cen,
});

const peppolBilling = (r: PeppolRelease, syntax: 'ubl' | 'cii'): RuleSetDefinition => {
  const SYNTAX = syntax.toUpperCase() as 'UBL' | 'CII';
  return {
    id: `peppol-bis-3-${syntax}`,
    name: `Peppol BIS Billing 3.0 (${SYNTAX})`,
    format: 'peppol_bis_3',
    version: r.version,
    publishedOn: r.publishedOn,
    inForceFrom: r.inForceFrom,
    // Releases after 3.0.19 publish no CII rules, so no new CII version is expected on Peppol's schedule.
    ...(syntax === 'ubl' ? { releaseMonths: PEPPOL_RELEASE_MONTHS } : {}),
    profiles: r.profiles,
    xsd: syntax === 'ubl' ? UBL_XSD : CII_XSD,
    schematron: [
      peppolCen(r, SYNTAX),
      { path: `${r.folder}/PEPPOL-EN16931-${SYNTAX}.sch`, name: `Peppol BIS Billing 3.0 rules (${SYNTAX})`, version: r.version },
    ],
    detect: syntax === 'ubl' ? ubl([PEPPOL_ID], 'peppol_bis_3') : cii([PEPPOL_ID], 'peppol_bis_3'),
  };
};

// Peppol self-billing (its own specification and process identifiers) has its own release numbers; 3.0.2 came
// with billing 3.0.21 and runs after the same bundled CEN rules.
const PEPPOL_SELF_BILLING: Omit<RuleSetDefinition, 'detect'> = {
  id: 'peppol-self-billing-3-ubl',
  name: 'Peppol BIS Self-Billing 3.0 (UBL)',
  format: 'peppol_bis_3',
  version: '3.0.2',
  publishedOn: '2026-05-18',
  inForceFrom: '2026-08-17',
  releaseMonths: PEPPOL_RELEASE_MONTHS,
  profiles: [
    { id: 'urn:fdc:peppol.eu:2017:poacc:selfbilling:01:1.0', name: 'Peppol Self-Billing' },
    ...PEPPOL_FRENCH_PROFILES,
    PEPPOL_BILLING_WITH_RESPONSE,
  ],
  xsd: UBL_XSD,
  schematron: [
    peppolCen(PEPPOL_RELEASES[2]!, 'UBL'),
    { path: 'peppol-bis-3.0.21/PEPPOL-EN16931-UBL-SB.sch', name: 'Peppol BIS Self-Billing 3.0 rules (UBL)', version: '3.0.2' },
  ],
};

// XRechnung = CEN rules, then KoSIT's released XRechnung Schematron, which has the Peppol rules XRechnung takes
// over already merged in (and rewritten where KoSIT's build rewrites them, e.g. for CII).
const xrechnungSteps = (syntax: 'ubl' | 'cii'): SchematronStep[] => [
  syntax === 'ubl' ? CEN_UBL : CEN_CII,
  {
    path: `xrechnung-3.0.2-release-2.5.0/${syntax}/XRechnung-${syntax.toUpperCase()}-validation.sch`,
    name: `XRechnung Schematron (${syntax.toUpperCase()}, Peppol rules merged)`,
    version: '2.5.0 (XRechnung 3.0.2)',
  },
];

const XRECHNUNG_SCENARIOS = {
  path: 'xrechnung-3.0.2/kosit-scenarios.xml',
  variablesFrom: 'xrechnung-3.0.2-release-2.5.0/common.sch',
  placeholders: { 'xrechnung.spec.id': 'XR-CIUS-ID', 'xrechnung.extension.id': 'XR-EXTENSION-ID', 'xrechnung.cvd.id': 'XR-CVD-ID' },
};

const ubl = (ids: string[], format: string): DetectionRule[] => [
  { root: 'Invoice', namespace: UBL_INVOICE_NS, specificationIds: ids, format },
  { root: 'CreditNote', namespace: UBL_CREDIT_NOTE_NS, specificationIds: ids, format },
];
const cii = (ids: string[], format: string): DetectionRule[] => [{ root: 'CrossIndustryInvoice', namespace: CII_NS, specificationIds: ids, format }];

type FacturxProfile = { id: string; folder: string; xsdName: string; schName: string; title: string; facturx: string[]; zugferd: string[] };

// Guideline ids allowed by code list 1 of each profile's _codedb.xml.
const FACTURX_PROFILES: FacturxProfile[] = [
  {
    id: 'facturx-minimum',
    folder: 'MINIMUM',
    xsdName: 'MINIMUM',
    schName: 'MINIMUM',
    title: 'MINIMUM',
    facturx: ['urn:factur-x.eu:1p0:minimum'],
    zugferd: ['urn:zugferd.de:2p0:minimum'],
  },
  {
    id: 'facturx-basic-wl',
    folder: 'BASIC-WL',
    xsdName: 'BASICWL',
    schName: 'BASIC-WL',
    title: 'BASIC WL',
    facturx: ['urn:factur-x.eu:1p0:basicwl'],
    zugferd: ['urn:zugferd.de:2p0:basicwl'],
  },
  {
    id: 'facturx-basic',
    folder: 'BASIC',
    xsdName: 'BASIC',
    schName: 'BASIC',
    title: 'BASIC',
    facturx: ['urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic'],
    zugferd: ['urn:cen.eu:en16931:2017#compliant#urn:zugferd.de:2p0:basic'],
  },
  { id: 'facturx-en16931', folder: 'EN16931', xsdName: 'EN16931', schName: 'EN16931', title: 'EN 16931 (COMFORT)', facturx: [CEN_ID], zugferd: [] },
  {
    id: 'facturx-extended',
    folder: 'EXTENDED',
    xsdName: 'EXTENDED',
    schName: 'EXTENDED',
    title: 'EXTENDED',
    facturx: ['urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended'],
    zugferd: ['urn:cen.eu:en16931:2017#conformant#urn:zugferd.de:2p0:extended'],
  },
];

const facturx = (p: FacturxProfile): RuleSetDefinition => ({
  id: p.id,
  name: `Factur-X 1.09.2 / ZUGFeRD 2.5.2 ${p.title}`,
  format: 'facturx',
  version: '1.09.2 / 2.5.2',
  xsd: [
    {
      root: 'CrossIndustryInvoice',
      namespace: CII_NS,
      path: `facturx-1.09.2/xsd/${p.folder}/FACTUR-X_${p.xsdName}.xsd`,
      name: `Factur-X ${p.title} schema`,
      version: '1.09.2',
    },
  ],
  schematron: [
    {
      path: `facturx-1.09.2/schematron/FACTUR-X_${p.schName}.sch`,
      name: `Factur-X Schematron ${p.title}`,
      version: '1.09.2',
      notUsedReportsAreWarnings: true,
    },
  ],
  detect: [...cii(p.facturx, 'facturx'), ...(p.zugferd.length ? cii(p.zugferd, 'zugferd') : [])],
});

/**
 * Order matters for detection: the first rule set whose detection rule matches wins. CEN's plain CII
 * comes before Factur-X EN16931, which shares its guideline id (`format_hint: facturx` selects the latter).
 */
export const BUILTIN_RULE_SETS: RuleSetDefinition[] = [
  {
    id: 'en16931-ubl',
    name: 'EN 16931 core (UBL 2.1)',
    format: 'ubl_2_1',
    version: '1.3.16',
    xsd: UBL_XSD,
    schematron: [CEN_UBL],
    detect: ubl([CEN_ID], 'ubl_2_1'),
  },
  {
    id: 'en16931-cii',
    name: 'EN 16931 core (CII D16B)',
    format: 'cii_d16b',
    version: '1.3.16',
    xsd: CII_XSD,
    schematron: [CEN_CII],
    // CEN also checks the legacy ZUGFeRD 1 "comfort" guideline with the EN 16931 CII rules (configuration tc434-cii-ferd).
    detect: cii([CEN_ID, 'urn:ferd:CrossIndustryDocument:invoice:1p0:comfort'], 'cii_d16b'),
  },
  ...PEPPOL_RELEASES.map((r) => peppolBilling(r, 'ubl')),
  // Peppol CII stays on the newest release that has CII rules (3.0.19): later releases publish UBL rules only.
  ...PEPPOL_RELEASES.filter((r) => r.cii).map((r) => peppolBilling(r, 'cii')),
  { ...PEPPOL_SELF_BILLING, detect: ubl([PEPPOL_SELF_BILLING_ID], 'peppol_bis_3') },
  {
    id: 'xrechnung-3-ubl',
    name: 'XRechnung 3.0 (UBL)',
    format: 'xrechnung',
    version: '3.0.2',
    xsd: UBL_XSD,
    schematron: xrechnungSteps('ubl'),
    detect: ubl(XRECHNUNG_IDS, 'xrechnung'),
    scenarios: XRECHNUNG_SCENARIOS,
  },
  {
    id: 'xrechnung-3-cii',
    name: 'XRechnung 3.0 (CII)',
    format: 'xrechnung',
    version: '3.0.2',
    xsd: CII_XSD,
    schematron: xrechnungSteps('cii'),
    detect: cii(XRECHNUNG_IDS, 'xrechnung'),
    scenarios: XRECHNUNG_SCENARIOS,
  },
  ...FACTURX_PROFILES.map(facturx),
  // Syntax only: the schemas, no business rules (chosen by id, never detected).
  { id: 'ubl-2.1', name: 'UBL 2.1 (schema only)', format: 'ubl_2_1', xsd: UBL_XSD, schematron: [] },
  { id: 'cii-d16b', name: 'UN/CEFACT CII D16B (schema only)', format: 'cii_d16b', xsd: CII_XSD, schematron: [] },
];

/** format_hint codes, and the rule set each picks when the document's specification id names none of that format. */
export const FORMAT_DEFAULTS: Record<string, { ubl?: string; cii?: string }> = {
  peppol_bis_3: { ubl: 'peppol-bis-3-ubl', cii: 'peppol-bis-3-cii' },
  xrechnung: { ubl: 'xrechnung-3-ubl', cii: 'xrechnung-3-cii' },
  facturx: { cii: 'facturx-en16931' },
  zugferd: { cii: 'facturx-en16931' },
  ubl_2_1: { ubl: 'en16931-ubl' },
  cii_d16b: { cii: 'en16931-cii' },
};
