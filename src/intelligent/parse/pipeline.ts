// POST /v1/intelligent/parse as one function, I/O-free apart from the provider call:
// validate → anonymize → residual check → provider → map back → evidence and normalise → defaults → statuses →
// readiness for the target format.
import { anonymizeStrict } from '../anonymize/strict.js';
import { ApiError, validationError } from '../../http/errors.js';
import { fieldErrors } from '../../http/validation-hook.js';
import { DEFAULT_LEGAL_NOTICE, ParseRequest, type FieldStatus, type ParseResult, type StringTree } from '../../schemas/parse.js';
import { LANGUAGES, type AnonymizationResult, type Anonymizer, type Language } from '../types.js';
import { OFF_THREAD_ANONYMIZE_CHARS } from '../../executor.js';
import { repairAddresses } from './addresses.js';
import { computeConfidence } from './confidence.js';
import { applyDefaults } from './defaults.js';
import { gatherEvidence } from './evidence.js';
import { ancestorOf, buildInvoice, dropEmptyMembers, memberCount, presentObjects, missingRequired, readFields, type Fields } from './fields.js';
import { filledLeafCount, reidentifyOrFail } from './integrity.js';
import type { ExtractionProvider } from './provider.js';
import { checkReadiness, chooseTargetFormat, type Precheck, type ReadinessSources, type TargetFormat } from './readiness.js';
import type { Span } from './evidence.js';

export interface ParseDeps {
  anonymizer: Anonymizer;
  /** null when parsing is not configured; `unavailableReason` says why. */
  provider: ExtractionProvider | null;
  unavailableReason?: string | null;
  /** The registries' formats and countries, from which the target format of ready_to_convert is chosen. */
  readiness?: ReadinessSources | null;
  /** A fixed pre-check instead of a chosen target format (null: the convert schema alone decides). */
  precheck?: Precheck | null;
  legalNotice?: string;
  /**
   * Strict anonymization of a long text on another thread (a worker pool on Node), so the thread that answers
   * HTTP is not held; absent (Workers, Deno, injected anonymizers), every text is anonymized here.
   */
  anonymizeOffThread?: (text: string, language?: Language) => Promise<AnonymizationResult>;
}

export interface ParseHooks {
  /** Runs after every local check and right before the provider is called (the route consumes the AI quota here). */
  beforeExtraction?: () => Promise<void>;
}

export function validateParseRequest(body: unknown): ParseRequest {
  const parsed = ParseRequest.safeParse(body);
  if (!parsed.success) throw validationError(fieldErrors(parsed.error.issues, { input: body, schema: ParseRequest }));
  return parsed.data;
}

function noInvoice(): ApiError {
  return new ApiError(400, 'NO_INVOICE_DATA', 'No invoice data could be identified in the text.', {
    suggestion: 'Send the text of an invoice: who bills whom, an invoice number or date, items or amounts.',
  });
}

/**
 * The invoice's own shape: country extension fields only for the countries of its parties (and any extension the
 * answer filled), not every field of every country.
 */
function ownShape(fields: Fields): void {
  const countries = new Set(
    ['seller', 'buyer']
      .map((p) => fields.get(`${p}.address.country_code`)?.value)
      .filter((v): v is string => typeof v === 'string')
      .map((c) => c.toLowerCase()),
  );
  const filled = new Set<string>();
  for (const [path, field] of fields) if (path.startsWith('country_extensions.') && field.value !== null) filled.add(path.split('.')[1]!);
  for (const path of [...fields.keys()]) {
    const ext = /^country_extensions\.([^.]+)\./.exec(path)?.[1];
    if (ext && !countries.has(ext) && !filled.has(ext)) fields.delete(path);
  }
}

/** Required paths whose containing object is present: the fields coverage and missing_fields are judged on. */
function requiredPaths(fields: Fields, objects: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const [path, field] of fields) {
    if (!field.spec.required) continue;
    const ancestor = ancestorOf(path, field.spec);
    if (ancestor === null || objects.has(ancestor)) out.push(path);
  }
  return out;
}

export async function parseInvoiceText(body: unknown, deps: ParseDeps, hooks: ParseHooks = {}): Promise<ParseResult> {
  const request = validateParseRequest(body);
  const context = request.context ?? null;
  if (!deps.provider) {
    throw new ApiError(503, 'FEATURE_NOT_CONFIGURED', deps.unavailableReason ?? 'No AI provider is configured for parsing.', {
      suggestion: 'Set EINVOICE_AI_PROVIDER (offline works without a model), EINVOICE_AI_MODEL and EINVOICE_AI_API_KEY.',
    });
  }

  // A target format the registry cannot write is the caller's mistake: refused before anything is counted.
  const fixedPrecheck = 'precheck' in deps;
  if (!fixedPrecheck && deps.readiness && context?.target_format) chooseTargetFormat(deps.readiness, context.target_format, null);

  const hint = (LANGUAGES as readonly string[]).includes(context?.language ?? '') ? (context!.language as Language) : undefined;
  // Strict mode, shared with preview: residual personal data stops the request before any model call.
  const anonymized =
    deps.anonymizeOffThread && request.text.length >= OFF_THREAD_ANONYMIZE_CHARS
      ? await deps.anonymizeOffThread(request.text, hint)
      : anonymizeStrict(deps.anonymizer, request.text, hint);

  await hooks.beforeExtraction?.();
  const readsOriginal = deps.provider.reads === 'original';
  const answer = await deps.provider.extract({
    anonymizedText: anonymized.anonymizedText,
    ...(readsOriginal ? { originalText: request.text } : {}),
    language: anonymized.language,
    context,
  });
  if (!answer.extraction.contains_invoice || answer.extraction.invoice === null) throw noInvoice();
  const draft = dropEmptyMembers(answer.extraction.invoice as StringTree);
  if (filledLeafCount(draft) === 0) throw noInvoice();
  // A provider that read the original text wrote original values; a model's placeholders are mapped back.
  const mapped = repairAddresses(draft, readsOriginal ? draft : reidentifyOrFail(draft, anonymized.mapping, deps.anonymizer)).mapped;

  // Evidence is looked up in the caller's original text, for every provider alike.
  const evidence = gatherEvidence(request.text, anonymized.language);
  const derived = new Set(readsOriginal ? (answer.derived ?? []) : []);
  const fields = readFields(mapped, evidence, anonymized.language, derived);
  applyDefaults(fields, context);
  ownShape(fields);

  const hasLines = memberCount(mapped, 'lines') > 0;
  const field_status: Record<string, FieldStatus> = {};
  const spans: Record<string, Span> = {};
  for (const [path, field] of fields) {
    field_status[path] = field.status;
    if (field.span) spans[path] = { start: field.span.start, end: field.span.end };
  }
  const objects = presentObjects(fields);
  const missing = missingRequired(fields, objects);
  const required = requiredPaths(fields, objects);
  if (!hasLines) {
    field_status.lines = 'missing';
    missing.push('lines');
    required.push('lines');
  }

  const invoice = buildInvoice(fields);
  const seller = fields.get('seller.address.country_code')?.value;
  const target: TargetFormat | null = fixedPrecheck
    ? null
    : deps.readiness
      ? chooseTargetFormat(deps.readiness, context?.target_format, typeof seller === 'string' ? seller : null)
      : null;
  const readiness = checkReadiness(invoice, fixedPrecheck ? (deps.precheck ?? null) : (target?.precheck ?? null));
  for (const field of readiness.required) if (!missing.includes(field) && field_status[field] !== 'invalid') missing.push(field);
  return {
    invoice,
    field_status,
    evidence: spans,
    ready_to_convert: readiness.ready,
    target_format: target?.code ?? null,
    missing_fields: missing,
    confidence: computeConfidence(fields, required, deps.provider.kind, answer.signals),
    legal_notice: deps.legalNotice ?? DEFAULT_LEGAL_NOTICE,
    anonymized_text: anonymized.anonymizedText,
    detected_entity_counts: { ...anonymized.entityCounts } as Record<string, number>,
    provider: deps.provider.name,
  };
}
