// The plugin contracts: what a format plugin and a country plugin declare. The kernel only ever talks to
// plugins through these types, and third-party plugin authors import them from the SDK entry (plugins/index.ts).
import type { ZodType } from 'zod';
import type { FormatInfo } from '../core/schemas/format-info.js';
import type { ValidationRule } from '../core/schemas/validation-rule.js';
import type { CountryRequirements } from '../core/schemas/requirement-info.js';
import type { Invoice } from '../core/en16931/invoice.js';
import type { InvoiceModel } from '../core/en16931/model.js';
import type { FieldIssue } from '../core/en16931/field-issue.js';
import type { CarriedValue, CountryValues } from '../core/en16931/carried-value.js';
import type { SerializeResult } from '../core/syntax/serialize-result.js';
import type { ReadResult } from '../core/syntax/common/read/read-result.js';
import type { Language } from '../core/render/languages.js';

export type { Loss, ReadResult, StatedTotals } from '../core/syntax/common/read/read-result.js';
export type { FieldIssue, SerializeResult, CarriedValue, CountryValues, CountryRequirements };

/** The SDK version plugins declare; the kernel refuses plugins written for another major version. */
export const SDK_VERSION = 1;

/** The reader contract version (FormatReader.readerVersion) this kernel reads; others are refused at load. */
export const READER_VERSION = 1;

export type OutputKind = 'xml' | 'pdf';

export interface FormatProfile {
  code: string;
  name: string;
  default?: boolean;
  outputs: OutputKind[];
  /** Id of the rule set that checks this profile's XML (see RuleSetDefinition). */
  ruleSet: string;
}

/** What the kernel hands a format plugin beside the invoice: answers only the registered plugins can give. */
export interface FormatContext {
  /** The values the registered country plugins carry into EN 16931 terms (e.g. a Leitweg-ID into BT-10). */
  countries: CountryValues;
}

export interface PdfContainerInput {
  xml: string;
  model: InvoiceModel;
  profile: string;
  context?: FormatContext;
  /** The language of the readable pages (en, de, fr, it, es, nl, pl); the seller country's when absent. */
  language?: Language;
  /** The serializer's dropped_fields: the readable pages leave them out too, so both parts say the same. */
  droppedFields?: readonly string[];
}

export interface FormatPlugin {
  kind: 'format';
  sdkVersion: number;
  /** FormatInfo without `supported` (derived: a plugin with a serializer is supported) and `profiles` (derived). */
  info: Omit<FormatInfo, 'supported' | 'profiles'>;
  profiles: FormatProfile[];
  /** Format requirements checked on the canonical invoice before serialising. */
  precheck?(invoice: Invoice, profile: string, context?: FormatContext): FieldIssue[];
  /** Absent for roadmap formats. */
  serialize?(model: InvoiceModel, profile: string, context?: FormatContext): SerializeResult;
  /** Hybrid formats: wraps the XML into a PDF/A-3 container. */
  pdf?(input: PdfContainerInput): Promise<Uint8Array>;
  /**
   * Hybrid formats: the container built on the caller's own invoice PDF (its pages unchanged) instead of the
   * plugin's layout. Throws VisualPdfRefusal (core/pdf/visual-pdf.ts) for a PDF that cannot be the base.
   */
  pdfFromVisual?(input: PdfContainerInput & { visual: Uint8Array }): Promise<Uint8Array>;
  /** Hybrid formats: checks a produced container (PDF/A-3 clauses, embedded file); empty when it passes. */
  checkPdf?(pdf: Uint8Array, xml: string): Promise<ValidationRule[]>;
  /** Rule sets this plugin brings (third-party plugins with their own XSD/Schematron). */
  ruleSets?: RuleSetDefinition[];
  /** Example invoices the conformance kit converts with this plugin (`npm run plugin:check`). */
  fixtures?: PluginFixture[];
  /** The reading side (optional): received documents of this format → canonical invoice + loss report. */
  reader?: FormatReader;
}

/**
 * A format plugin's reader (reader contract version 1, `readerVersion`). POST /v1/import and convert from a
 * document ask, in plugin order, each reader that reads the document's root which of its profiles the
 * document belongs to; the first that names one reads it. `read` is pure: XML text in, the canonical invoice,
 * the totals as stated and the loss report out (the built-in `readUbl` / `readCii` do the work for UBL and
 * CII documents). It may throw on a document it cannot read; the caller answers 422 UNSUPPORTED_FORMAT.
 */
export interface FormatReader {
  readerVersion: number;
  /** Root elements (local name and namespace) the reader reads. */
  roots: Array<{ root: string; namespace: string }>;
  /** This plugin's profile code for a document with that root and specification id (BT-24); undefined = not ours. */
  profileFor(root: string, specificationId: string | null): string | undefined;
  /** `context`: what the registered country plugins infer (e.g. a legal identifier's scheme), as for serialize. */
  read(xml: string, context?: FormatContext): ReadResult;
}

/**
 * An invoice the plugin claims to support: the conformance kit converts it with the given profile and checks
 * the document against the profile's rule set. With `failsRules`, the document must fail exactly those
 * rules instead (a negative example that proves the plugin's own rules fire).
 */
export interface PluginFixture {
  name: string;
  invoice: Invoice;
  /** Profile code; the default profile when absent. */
  profile?: string;
  failsRules?: string[];
}

/** One XSD per document root the rule set accepts. Paths are relative to the rule set's base directory. */
export interface XsdStep {
  root: string;
  namespace: string;
  path: string;
  /** True: `path` is inside the official artefacts directory (e.g. the UBL 2.1 XSD), not under baseDir. */
  inArtefacts?: boolean;
  /** Human name and version of the schema, reported in ValidationResult.rule_set.artefacts. */
  name?: string;
  version?: string;
}

export interface SchematronStep {
  /** Path of the .sch entry point, relative to the base directory. */
  path: string;
  /** True: `path` is inside the official artefacts directory (e.g. the CEN EN 16931 rules), not under baseDir. */
  inArtefacts?: boolean;
  /** Human name and version of the artefact, reported in ValidationResult.rule_set.artefacts. */
  name: string;
  version: string;
  phase?: string;
  /** When set, only failures of these rule ids are reported (e.g. the Peppol rules XRechnung merges in). */
  onlyRules?: string[];
  /** Path of an XML file listing the rule ids of `onlyRules` (elements whose text is one id; comments ignored). */
  onlyRulesFile?: string;
  /**
   * Firing reports whose message says the element "is marked as not used in the given context" count as
   * warnings (Factur-X profiles; Mustang, the reference validator, does not reject documents for them).
   */
  notUsedReportsAreWarnings?: boolean;
}

/** How a document is recognised as belonging to a rule set: root element plus the specification identifier. */
export interface DetectionRule {
  root: string;
  namespace: string;
  /** CustomizationID (UBL) or GuidelineSpecifiedDocumentContextParameter/ID (CII): exact values. */
  specificationIds: string[];
  /** format_detected code reported for a match. */
  format: string;
}

/**
 * Official scenario configuration in KoSIT validator format (XRechnung): the scenario whose <match> XPath
 * selects the document re-levels rules with <customLevel>. `placeholders` maps the @name@ build tokens in the
 * match expressions to the Schematron <let> that defines their value, read from `variablesFrom`.
 */
export interface ScenarioConfig {
  path: string;
  variablesFrom: string;
  placeholders: Record<string, string>;
}

export interface RuleSetDefinition {
  id: string;
  name: string;
  /** Absolute directory for plugin-provided files; built-in rule sets resolve against the artefacts directory. */
  baseDir?: string;
  xsd: XsdStep[];
  schematron: SchematronStep[];
  detect?: DetectionRule[];
  /** format_detected reported when the rule set is chosen by id or hint rather than by detection. */
  format?: string;
  scenarios?: ScenarioConfig;
  /**
   * The version of the rule set this definition holds. Several versions of one rule set share its id and live side
   * by side; each request runs the version in force on its day. Absent: the rule set has a single version.
   */
  version?: string;
  /** First day (YYYY-MM-DD) the version is in force; it stays in force until the day before the next version's. Absent: no earlier version is known. */
  inForceFrom?: string;
  /** Day (YYYY-MM-DD) the publisher released the version; between this day and inForceFrom it is the announced, upcoming version. */
  publishedOn?: string;
  /** Months (1–12) in which the publisher releases new versions (Peppol: May and November); tells when the newest known version is overdue. */
  releaseMonths?: number[];
  /** Business process identifiers (UBL ProfileID, CII business process id) this version recognises, with their names. */
  profiles?: Array<{ id: string; name: string }>;
}

export interface CountryPlugin {
  kind: 'country';
  sdkVersion: number;
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  requirements: CountryRequirements;
  /**
   * The identifier scheme (ISO/IEC 6523 ICD) of a legal registration identifier (spaces removed) of a party in
   * this country, where the value's shape tells the register; undefined where it does not.
   */
  legalIdScheme?(id: string): string | undefined;
  /** The member of invoice.country_extensions this plugin owns, e.g. 'de'. */
  extension?: {
    key: string;
    /** The member's shape; the kernel's invoice schema (and the OpenAPI document) is assembled from these. */
    schema?: ZodType;
    /** Content checks (check digits, formats) run on convert. */
    check(invoice: Invoice): FieldIssue[];
    /** Where the member's values go in EN 16931 terms; a format fills only terms the caller left empty. */
    carry?(invoice: Invoice): CarriedValue[];
  };
}

export type Plugin = FormatPlugin | CountryPlugin;
