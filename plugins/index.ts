// The plugin SDK: everything a plugin author imports (package subpath `einvoice-api/plugins`, docs/plugins.md).
// Contracts, define helpers, and the format-neutral building blocks of core/ a format plugin may reuse: the
// EN 16931 model, the UBL 2.1 and CII D16B writers. The building blocks are pure functions over the model;
// a plugin reads the model and never changes it. The SDK imports core/ and its own contracts only, so
// nothing of the kernel, the built-in formats or the countries is part of it (and no import cycle can form).
export * from './contracts.js';
export { defineFormatPlugin, defineCountryPlugin } from './define.js';

// The EN 16931 model: the canonical invoice with every figure computed (read-only for plugins).
export { buildModel } from '../core/en16931/model.js';
export type {
  InvoiceModel,
  ModelLine,
  ModelAllowanceCharge,
  VatBreakdown,
  DocumentTotals,
  VatTag,
  LineAllowanceCharge,
  Amount,
  BuildModelResult,
  DocumentKind,
} from '../core/en16931/model.js';
export { NO_COUNTRY_VALUES } from '../core/en16931/carried-value.js';

// Resource types plugins receive or return.
export type { Invoice, Party, Address } from '../core/en16931/invoice.js';
export type { FormatInfo } from '../core/schemas/format-info.js';
export type { ValidationRule, Severity } from '../core/schemas/validation-rule.js';
export type { RequirementInfo, RolloutPhase } from '../core/schemas/requirement-info.js';

// UBL 2.1: the writer behind Peppol BIS 3, XRechnung UBL and UBL 2.1; a CIUS passes its own CustomizationID.
export { writeUbl, UBL_NAMESPACES, EN16931_CUSTOMIZATION_ID, type UblProfile } from '../core/syntax/ubl/index.js';

// CII D16B: the writer behind Factur-X, ZUGFeRD and XRechnung CII, fitted to the element set a CIUS profile allows.
export {
  serializeCiiProfile,
  notUsedTree,
  CII_NAMESPACES,
  type CiiProfile,
  type ProfileSchema,
  type TypeRule,
  type NotUsedTree,
} from '../core/syntax/cii/index.js';
// Readers, the receiving side: a UBL or CII document → the canonical invoice, the totals as stated and the
// loss report (every element the canonical invoice cannot hold). A format plugin brings a `reader`
// (FormatReader) built with syntaxReader, naming which of its profiles a document belongs to.
export { readUbl } from '../core/syntax/ubl/read/reader.js';
export { readCii } from '../core/syntax/cii/read/reader.js';
export { profileByPrefix } from '../core/syntax/ubl/read/index.js';
export { hybridProfileFor } from '../core/syntax/cii/read/index.js';
export { syntaxReader, UBL_ROOTS, CII_ROOTS, type ProfileBySpecification } from './syntax-reader.js';
export { totalsDifferences, type TotalsDifference } from '../core/syntax/common/read/totals.js';
