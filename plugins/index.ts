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
