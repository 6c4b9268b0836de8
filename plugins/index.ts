// The plugin SDK: everything a plugin author imports (package subpath `einvoice-api/plugins`, docs/plugins.md).
// Contracts, define helpers, and the kernel's building blocks a format plugin may reuse: the EN 16931 model,
// the UBL 2.1 and CII D16B writers. The building blocks are pure functions over the model; a plugin reads
// the model and never changes it. Nothing else of the kernel is part of the SDK.
export * from './contracts.js';
export { defineFormatPlugin, defineCountryPlugin } from './define.js';

// The EN 16931 model: the canonical invoice with every figure computed (read-only for plugins).
export { buildModel } from '../src/invoice/model.js';
export type {
  InvoiceModel, ModelLine, ModelAllowanceCharge, VatBreakdown, DocumentTotals, VatTag, LineAllowanceCharge, Amount, BuildModelResult, DocumentKind,
} from '../src/invoice/model.js';

// Resource types plugins receive or return.
export type { Invoice, Party, Address } from '../src/schemas/invoice.js';
export type { FormatInfo } from '../src/schemas/format-info.js';
export type { ValidationRule, Severity } from '../src/schemas/validation.js';
export type { RequirementInfo, RolloutPhase } from '../src/schemas/requirement-info.js';

// UBL 2.1: the writer behind Peppol BIS 3, XRechnung UBL and UBL 2.1; a CIUS passes its own CustomizationID.
export { writeUbl, type UblProfile } from '../formats/ubl/writer.js';
export { UBL_NAMESPACES } from '../formats/ubl/bt-paths.js';
export { UBL_IDS } from '../formats/ubl/index.js';

// CII D16B: the writer behind Factur-X, ZUGFeRD and XRechnung CII, fitted to a profile's XSD.
export { serializeCii, serializeCiiProfile, ciiProfileFor, type CiiProfile } from '../formats/cii/index.js';

// Readers, the receiving side: a UBL or CII document → the canonical invoice, the totals as stated and the
// loss report (every element the canonical invoice cannot hold). A format plugin brings a `reader`
// (FormatReader) built with syntaxReader, naming which of its profiles a document belongs to.
export { readUbl } from '../core/syntax/ubl/read/reader.js';
export { readCii } from '../core/syntax/cii/read/reader.js';
export { profileByPrefix } from '../core/syntax/ubl/read/index.js';
export { hybridProfileFor } from '../core/syntax/cii/read/index.js';
export { syntaxReader, UBL_ROOTS, CII_ROOTS, type ProfileBySpecification } from '../core/syntax/common/read/format-reader.js';
export { totalsDifferences, type TotalsDifference } from '../core/syntax/common/read/totals.js';
