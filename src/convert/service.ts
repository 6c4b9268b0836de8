// The convert service (POST /v1/convert without HTTP): request → country extension checks → format
// pre-checks → EN 16931 model → serializer → (PDF container) → official rule set → store → ConversionResult.
// Every step before storing can refuse with a 422 that names what to change; nothing is stored unless the
// document passed the target profile's rule set.
import { containerOnVisual, visualPdfFindings, visualPdfOf } from './visual-pdf.js';
import type { FieldIssue, FormatPlugin, FormatProfile } from '../../plugins/contracts.js';
import { ApiError } from '../http/errors.js';
import { buildModel } from '../../core/en16931/model.js';
import type { FormatRegistry } from '../registry/formats.js';
import type { CountryRegistry } from '../registry/countries.js';
import type { DocumentStore } from '../storage/documents.js';
import type { ConversionResult, ConvertRequest } from '../schemas/conversion.js';
import type { Invoice } from '../schemas/invoice.js';
import type { ValidationResult, ValidationRule } from '../schemas/validation.js';
import { documentFilename } from './filename.js';
import { inputFieldOf } from './rule-fields.js';
import { dayOf } from '../validation/versions.js';

/** The part of the validation engine convert needs: check one document against one rule set. */
export interface RuleSetValidator {
  validate(input: { xml: string; ruleSetId: string; asOf?: string; rulesVersion?: string }): Promise<ValidationResult>;
}

export interface ConvertDeps {
  formats: FormatRegistry;
  countries: CountryRegistry;
  documents: DocumentStore;
  clock: () => Date;
  /** The validation engine; without one nothing can be converted (503), since nothing unchecked is stored. */
  validator: RuleSetValidator | null;
  /** Operator opt-in (EINVOICE_ALLOW_UNCHECKED=1): without installed rules, store unchecked with `validation: null`. */
  allowUnchecked?: boolean;
  /** Makes the document elsewhere (a worker thread on Node); absent = produceDocument in this thread. */
  produce?: (request: ConvertRequest) => Promise<ProducedDocument>;
}

export interface ConvertCall {
  request: ConvertRequest;
  /** Owner of the stored document (the API key's account). */
  account: string;
  /** Origin the download URL is built on, e.g. https://api.example.com */
  baseUrl: string;
}

const CONTENT_TYPES = { xml: 'application/xml', pdf: 'application/pdf' } as const;

function fieldError(field: string, code: string, message: string, suggestion?: string): ApiError {
  return new ApiError(422, 'VALIDATION_ERROR', `Invalid request: ${field} ${message}`, {
    field,
    errors: [{ field, code, message }],
    suggestion: suggestion ?? null,
  });
}

/** The plugin and profile the request names, or a 422 listing what is allowed. */
export function resolveTarget(formats: FormatRegistry, request: ConvertRequest): { plugin: FormatPlugin; profile: FormatProfile } {
  const supported = formats.supportedCodes();
  const plugin = formats.get(request.target_format);
  if (!plugin?.serialize || !supported.includes(request.target_format)) {
    throw fieldError(
      'target_format',
      'invalid_value',
      `must be one of: ${supported.join(', ')}`,
      'GET /v1/formats lists the formats and their profiles.',
    );
  }
  const profile = formats.profile(plugin, request.target_profile);
  if (!profile) {
    const allowed = plugin.profiles.map((p) => p.code);
    throw fieldError('target_profile', 'invalid_value', `must be one of: ${allowed.join(', ')} for ${request.target_format}`);
  }
  if (!profile.outputs.includes(request.output) || (request.output === 'pdf' && !plugin.pdf)) {
    const pdfFormats = formats
      .all()
      .filter((p) => p.pdf && p.profiles.some((pr) => pr.outputs.includes('pdf')))
      .map((p) => p.info.code);
    throw fieldError(
      'output',
      'invalid_value',
      `"${request.output}" is not available for ${request.target_format} (${profile.code}); allowed: ${profile.outputs.join(', ')}`,
      `PDF output exists for: ${pdfFormats.join(', ') || 'no format'}.`,
    );
  }
  return { plugin, profile };
}

/** Issues from the country plugins owning the extension members present in the invoice. */
function countryIssues(countries: CountryRegistry, invoice: Invoice): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [key, value] of Object.entries(invoice.country_extensions ?? {})) {
    if (value === null || value === undefined) continue;
    const plugin = countries.forExtension(key);
    if (plugin?.extension) issues.push(...plugin.extension.check(invoice));
  }
  return issues;
}

/** 422 VALIDATION_ERROR with one entry per issue; paths are from the request body (`invoice.…`). */
export function issuesError(issues: FieldIssue[]): ApiError {
  const errors = issues.map((i) => ({
    field: `invoice.${i.field}`,
    code: i.code,
    message: i.message,
    ...(i.rule ? { rule: i.rule } : {}),
    ...(i.suggestion ? { suggestion: i.suggestion } : {}),
  }));
  const first = errors[0]!;
  const message =
    errors.length === 1
      ? `Invalid request: ${first.field} ${first.message}`
      : `Invalid request: ${errors.length} problems with the invoice for this format`;
  return new ApiError(422, 'VALIDATION_ERROR', message, { field: first.field, errors, suggestion: issues[0]?.suggestion ?? null });
}

/** A rule of the target's rule set, with the input field that produced the element it names (when known). */
function withInputField(rule: ValidationRule): ValidationRule & { field: string | null } {
  const field = inputFieldOf(rule);
  return { ...rule, field: field === null ? null : `invoice.${field}` };
}

function rulesFailed(ruleSet: string, rules: ValidationRule[]): ApiError {
  const failing = rules.filter((r) => r.severity === 'error').map(withInputField);
  const first = failing.find((r) => r.field !== null);
  const unplaced = failing.filter((r) => r.field === null).length;
  return new ApiError(422, 'CONVERSION_RULES_FAILED', `The converted document fails ${failing.length} rule(s) of ${ruleSet}; nothing was stored.`, {
    errors: failing,
    field: first?.field ?? null,
    suggestion:
      unplaced === 0
        ? 'Each error names the input field whose value breaks the rule; change those values and convert again.'
        : 'Errors with a field name the input value that breaks the rule. For the others, the rule names the business term to change; if the input looks right, report the invoice: the converter must not produce documents the official rules reject.',
  });
}

/** What convert produces before storing: plain data, so it can be made on a worker thread. */
export interface ProducedDocument {
  body: Uint8Array;
  content_type: string;
  filename: string;
  target_format: string;
  target_profile: string;
  validation: ConversionResult['validation'];
  dropped_fields: string[];
}

/** The CPU-heavy part of convert (checks, model, serializer, PDF, rule set), without the store. */
export async function produceDocument(
  deps: Omit<ConvertDeps, 'documents' | 'clock' | 'produce'>,
  request: ConvertRequest,
): Promise<ProducedDocument> {
  const { plugin, profile } = resolveTarget(deps.formats, request);
  const visual = visualPdfOf(request, plugin, profile);
  const invoice = request.invoice;

  const context = { countries: deps.countries.values };
  const issues = [...countryIssues(deps.countries, invoice), ...(plugin.precheck?.(invoice, profile.code, context) ?? [])];
  const built = buildModel(invoice);
  if (!built.ok) issues.push(...built.issues);
  if (issues.length > 0 || !built.ok) throw issuesError(dedupe(issues));

  const { xml, dropped_fields } = plugin.serialize!(built.model, profile.code, context);

  // The rules in force on the day of conversion (or the day / version the request names).
  const validation = await checkRules(deps, xml, profile.ruleSet, { asOf: request.as_of ?? dayOf(new Date()), rulesVersion: request.rules_version });

  let body: Uint8Array = new TextEncoder().encode(xml);
  if (request.output === 'pdf') {
    const input = { xml, model: built.model, profile: profile.code, context, language: request.language, droppedFields: dropped_fields };
    body = visual ? await containerOnVisual(plugin, input, visual) : await plugin.pdf!(input);
    const pdfRules = (await plugin.checkPdf?.(body, xml)) ?? [];
    if (pdfRules.some((r) => r.severity === 'error')) {
      // On the caller's pages a failure is theirs to fix; on the service's own layout it would be a converter bug.
      if (visual) visualPdfFindings(pdfRules);
      throw rulesFailed(`${profile.ruleSet} (PDF/A-3 container)`, pdfRules);
    }
  }
  return {
    body,
    content_type: CONTENT_TYPES[request.output],
    filename: documentFilename(invoice.invoice_number, plugin.info.code, request.output),
    target_format: plugin.info.code,
    target_profile: profile.code,
    validation,
    dropped_fields: [...new Set(dropped_fields ?? [])],
  };
}

export async function convert(deps: ConvertDeps, call: ConvertCall): Promise<ConversionResult> {
  const started = performance.now();
  // The day the rules are chosen for is fixed here, by the service's clock, before the work may move to a worker thread.
  const request = { ...call.request, as_of: call.request.as_of ?? dayOf(deps.clock()) };
  const produced = await (deps.produce ?? ((r: ConvertRequest) => produceDocument(deps, r)))(request);
  const meta = await deps.documents.put(
    produced.body,
    { content_type: produced.content_type, filename: produced.filename, account: call.account },
    deps.clock(),
  );
  return {
    conversion_id: meta.id,
    target_format: produced.target_format,
    target_profile: produced.target_profile,
    status: 'success',
    document_size_bytes: meta.size_bytes,
    processing_ms: Math.round((performance.now() - started) * 10) / 10,
    download_url: `${call.baseUrl}/v1/download/${meta.id}`,
    download_expires_at: meta.expires_at,
    validation: produced.validation,
    dropped_fields: produced.dropped_fields,
  };
}

/**
 * The document against the profile's official rule set. Without installed rules the answer is 503, unless the
 * operator opted in to unchecked conversions: then null, which the ConversionResult shows as `validation: null`.
 */
async function checkRules(
  deps: Pick<ConvertDeps, 'validator' | 'allowUnchecked'>,
  xml: string,
  ruleSet: string,
  when: { asOf: string; rulesVersion?: string },
): Promise<ConversionResult['validation']> {
  const notInstalled = new ApiError(
    503,
    'RULES_NOT_INSTALLED',
    'The official rule sets are not available, so no document can be checked; nothing was stored.',
    {
      suggestion:
        'Retry later; operators: install the artefacts (npm run artefacts:install), or allow unchecked conversions with EINVOICE_ALLOW_UNCHECKED=1.',
    },
  );
  let checked: ValidationResult;
  try {
    if (!deps.validator) throw notInstalled;
    checked = await deps.validator.validate({ xml, ruleSetId: ruleSet, ...when });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'RULES_NOT_INSTALLED' && deps.allowUnchecked) return null;
    throw error;
  }
  const info = checked.rule_set;
  const named = info?.version ? `${ruleSet} ${info.version}` : ruleSet;
  if (!checked.is_valid || checked.error_count > 0) throw rulesFailed(named, checked.rules);
  return {
    rule_set: ruleSet,
    rules_version: info?.version ?? null,
    valid_from: info?.valid_from ?? null,
    valid_until: info?.valid_until ?? null,
    as_of: info?.as_of ?? when.asOf,
    newer_version: info?.newer_version ?? null,
    error_count: checked.error_count,
    warning_count: checked.warning_count,
    warnings: checked.rules.filter((r) => r.severity === 'warning').map(withInputField),
  };
}

/** The same field and rule reported by two checks (e.g. a country plugin and a format) is listed once. */
function dedupe(issues: FieldIssue[]): FieldIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.field}|${i.rule ?? i.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
