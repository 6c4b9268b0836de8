// The import service (POST /v1/import, and convert from a document): a received e-invoice → the canonical
// invoice. Steps: PDF → embedded XML (the validate extraction) → well-formedness and DOCTYPE gate (the
// validate gate, same errors) → root and specification id → the first format plugin whose reader claims
// the document → read (pure) → the document's own validation → canonical schema and model checks → the
// stated totals against the recomputed ones. Nothing is corrected: differences and losses are reported.
import type { FieldIssue, FormatPlugin, FormatReader } from '../../plugins/contracts.js';
import type { ReadResult } from '../../core/syntax/common/read/read-result.js';
import { totalsDifferences } from '../../core/syntax/common/read/totals.js';
import { ApiError, validationError } from '../http/errors.js';
import { buildModel } from '../../core/en16931/model.js';
import type { FormatRegistry } from '../registry/formats.js';
import type { ImportResult } from '../schemas/import.js';
import { Invoice } from '../schemas/invoice.js';
import type { ValidationResult } from '../schemas/validation.js';
import type { ValidationEngine } from '../validation/engine.js';
import { identify, type DocumentIdentity } from '../validation/detect.js';
import { extractHybridXml } from '../validation/pdf/extract.js';
import { validateHybridPdf } from '../validation/pdf/validate-pdf.js';
import { parseInput } from '../validation/xml-input.js';

export interface ImportDeps {
  formats: FormatRegistry;
  /** The validation engine; without one (or without installed rules) `validation` is null. */
  validation: Pick<ValidationEngine, 'validate'> | null;
}

/** An XML document as text, or the bytes of a Factur-X / ZUGFeRD PDF. */
export type ImportSource = { xml: string | Uint8Array } | { pdf: Uint8Array };

/** Which plugin reads a document and the profile it belongs to. */
export interface ReaderChoice {
  plugin: FormatPlugin;
  reader: FormatReader;
  profile: string;
}

const UNSUPPORTED_SUGGESTION =
  'Send a UBL 2.1 Invoice or CreditNote, or a UN/CEFACT CrossIndustryInvoice (CII D16B) document, or a Factur-X / ZUGFeRD PDF.';

/** The first plugin (in registry order; `preferred` first) whose reader reads the root and names a profile for it. */
export function chooseReader(
  formats: FormatRegistry,
  identity: Pick<DocumentIdentity, 'root' | 'namespace' | 'specificationId'>,
  preferred?: string,
): ReaderChoice | null {
  const plugins = formats.all();
  const ordered = preferred ? [...plugins.filter((p) => p.info.code === preferred), ...plugins.filter((p) => p.info.code !== preferred)] : plugins;
  for (const plugin of ordered) {
    const reader = plugin.reader;
    if (!reader || !reader.roots.some((r) => r.root === identity.root && r.namespace === identity.namespace)) continue;
    const profile = reader.profileFor(identity.root, identity.specificationId);
    if (profile !== undefined && plugin.profiles.some((p) => p.code === profile)) return { plugin, reader, profile };
  }
  return null;
}

/** The embedded XML of a PDF, or the same 422 answer validate's report gives as its verdict. */
async function xmlOfPdf(pdf: Uint8Array): Promise<{ xml: string; container: 'facturx' | 'zugferd' }> {
  const extracted = await extractHybridXml(pdf);
  if (!extracted.ok) {
    throw new ApiError(422, 'UNSUPPORTED_FORMAT', `The PDF cannot be imported: ${extracted.reason}.`, {
      field: 'document_base64',
      errors: extracted.pdfRules.filter((r) => r.severity === 'error'),
      suggestion: UNSUPPORTED_SUGGESTION,
    });
  }
  return { xml: extracted.hybrid.xml, container: extracted.hybrid.format };
}

/** A document read by its format's reader: what render and import share. */
export interface ReadDocument {
  read: ReadResult;
  choice: ReaderChoice;
  /** The XML as text (from the PDF when the source was one). */
  xml: string;
}

/**
 * PDF → embedded XML → the well-formedness and DOCTYPE gate → the reader that claims the document → read.
 * Errors are the 422 answers import gives (VALIDATION_ERROR for XML, UNSUPPORTED_FORMAT for the rest).
 */
export async function readDocument(formats: FormatRegistry, source: ImportSource): Promise<ReadDocument> {
  const field = 'pdf' in source ? 'document_base64' : 'document';
  const { xml, container } = 'pdf' in source ? await xmlOfPdf(source.pdf) : { xml: source.xml, container: undefined };
  // The validate gate: not well-formed XML and DOCTYPEs get the rule validate reports, as a 422 here.
  const parsed = parseInput(xml);
  if (!parsed.ok) {
    throw validationError(
      [
        {
          field,
          code: parsed.rule.rule_id === 'XML-DOCTYPE' ? 'doctype_not_allowed' : 'not_well_formed',
          message: parsed.rule.message + (parsed.rule.location ? ` (${parsed.rule.location})` : ''),
        },
      ],
      parsed.rule.suggestion ?? undefined,
    );
  }
  let identity: DocumentIdentity;
  try {
    identity = identify(parsed.doc);
  } finally {
    parsed.doc.dispose();
  }
  const choice = chooseReader(formats, identity, container);
  if (!choice) {
    throw new ApiError(
      422,
      'UNSUPPORTED_FORMAT',
      `The root element <${identity.root}>${identity.namespace ? ` (namespace ${identity.namespace})` : ''} is not a supported e-invoice.`,
      {
        field,
        suggestion: UNSUPPORTED_SUGGESTION,
      },
    );
  }

  let read: ReadResult;
  try {
    read = choice.reader.read(parsed.text);
  } catch (error) {
    throw new ApiError(
      422,
      'UNSUPPORTED_FORMAT',
      `The ${choice.plugin.info.name} document cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      { field, suggestion: UNSUPPORTED_SUGGESTION },
    );
  }

  return { read, choice, xml: parsed.text };
}

/** Reads a document and reports everything about it, without storing anything. */
export async function importDocument(deps: ImportDeps, source: ImportSource): Promise<ImportResult> {
  const started = performance.now();
  const { read, choice, xml } = await readDocument(deps.formats, source);
  const validation = await validateDocument(deps, source, xml, choice);
  const { invoice, issues, differences } = checkInvoice(read);
  return {
    invoice: invoice as ImportResult['invoice'],
    format_detected: choice.plugin.info.code,
    profile: choice.profile,
    specification_id: read.specification_id,
    rule_set: validation?.rule_set ?? null,
    validation,
    losses: read.losses,
    totals: read.totals,
    totals_differences: differences,
    invoice_issues: issues,
    processing_ms: Math.round((performance.now() - started) * 10) / 10,
  };
}

/** The document's own verdict under its profile's rule set; null when no rules are installed. */
async function validateDocument(deps: ImportDeps, source: ImportSource, xml: string, choice: ReaderChoice): Promise<ValidationResult | null> {
  if (!deps.validation) return null;
  const ruleSetId = choice.plugin.profiles.find((p) => p.code === choice.profile)?.ruleSet;
  try {
    if ('pdf' in source) return await validateHybridPdf(deps.validation, source.pdf);
    return await deps.validation.validate({ xml, ruleSetId });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'RULES_NOT_INSTALLED') return null;
    throw error;
  }
}

/**
 * The imported invoice against the canonical schema and the model: the parsed invoice (defaults applied)
 * when it passes, with the totals differences; the raw read and the issues when it does not.
 */
export function checkInvoice(read: ReadResult): {
  invoice: unknown;
  valid: Invoice | null;
  issues: FieldIssue[];
  differences: ImportResult['totals_differences'];
} {
  const parsed = Invoice.safeParse(read.invoice);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({
      field: i.path.map(String).join('.'),
      code: i.code === 'invalid_type' && (i as { input?: unknown }).input === undefined ? 'required' : i.code,
      message: (i as { input?: unknown }).input === undefined ? 'is required by the canonical invoice but absent in the document' : i.message,
    }));
    return { invoice: read.invoice, valid: null, issues, differences: [] };
  }
  const built = buildModel(parsed.data);
  if (!built.ok) return { invoice: parsed.data, valid: null, issues: built.issues, differences: [] };
  return { invoice: parsed.data, valid: parsed.data, issues: [], differences: totalsDifferences(read.totals, built.model) };
}
