// POST /v1/intelligent/parse as one function, I/O-free apart from the provider call:
// validate → anonymize → residual check → provider → map back → normalise → defaults → statuses → readiness.
import { anonymizeStrict } from '../anonymize/strict.js';
import { ApiError, validationError } from '../../http/errors.js';
import { fieldErrors } from '../../http/validation-hook.js';
import { DEFAULT_LEGAL_NOTICE, ParseRequest, type FieldStatus, type ParseResult, type StringTree } from '../../schemas/parse.js';
import { LANGUAGES, type Anonymizer, type Language } from '../types.js';
import { repairAddresses } from './addresses.js';
import { computeConfidence } from './confidence.js';
import { applyDefaults } from './defaults.js';
import { gatherEvidence } from './evidence.js';
import { ancestorOf, buildInvoice, dropEmptyMembers, isPresent, memberCount, missingRequired, readFields, type Fields } from './fields.js';
import { filledLeafCount, reidentifyOrFail } from './integrity.js';
import type { ExtractionProvider } from './provider.js';
import { checkReadiness, type Precheck } from './readiness.js';

export interface ParseDeps {
  anonymizer: Anonymizer;
  /** null when parsing is not configured; `unavailableReason` says why. */
  provider: ExtractionProvider | null;
  unavailableReason?: string | null;
  precheck: Precheck | null;
  legalNotice?: string;
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

/** Required paths whose containing object is present: the fields coverage and missing_fields are judged on. */
function requiredPaths(fields: Fields): string[] {
  const out: string[] = [];
  for (const [path, field] of fields) {
    if (!field.spec.required) continue;
    const ancestor = ancestorOf(path, field.spec);
    if (ancestor === null || isPresent(fields, ancestor)) out.push(path);
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

  const hint = (LANGUAGES as readonly string[]).includes(context?.language ?? '') ? (context!.language as Language) : undefined;
  // Strict mode, shared with preview: residual personal data stops the request before any model call.
  const anonymized = anonymizeStrict(deps.anonymizer, request.text, hint);

  await hooks.beforeExtraction?.();
  const answer = await deps.provider.extract({ anonymizedText: anonymized.anonymizedText, language: anonymized.language, context });
  if (!answer.extraction.contains_invoice || answer.extraction.invoice === null) throw noInvoice();
  const draft = dropEmptyMembers(answer.extraction.invoice as StringTree);
  if (filledLeafCount(draft) === 0) throw noInvoice();
  const repaired = repairAddresses(draft, reidentifyOrFail(draft, anonymized.mapping, deps.anonymizer));
  const mapped = repaired.mapped;

  const evidence = gatherEvidence(anonymized.anonymizedText, anonymized.language);
  const fields = readFields(repaired.raw, mapped, evidence, anonymized.language);
  applyDefaults(fields, context);

  const hasLines = memberCount(mapped, 'lines') > 0;
  const field_status: Record<string, FieldStatus> = {};
  for (const [path, field] of fields) field_status[path] = field.status;
  const missing = missingRequired(fields);
  const required = requiredPaths(fields);
  if (!hasLines) {
    field_status.lines = 'missing';
    missing.push('lines');
    required.push('lines');
  }

  const invoice = buildInvoice(fields);
  const readiness = checkReadiness(invoice, deps.precheck);
  for (const field of readiness.required) if (!missing.includes(field) && field_status[field] !== 'invalid') missing.push(field);
  return {
    invoice,
    field_status,
    ready_to_convert: readiness.ready,
    missing_fields: missing,
    confidence: computeConfidence(fields, required, deps.provider.kind, answer.signals),
    legal_notice: deps.legalNotice ?? DEFAULT_LEGAL_NOTICE,
    anonymized_text: anonymized.anonymizedText,
    detected_entity_counts: { ...anonymized.entityCounts } as Record<string, number>,
    provider: deps.provider.name,
  };
}
