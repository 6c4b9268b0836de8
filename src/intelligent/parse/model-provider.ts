// An AI model as extraction provider, through the `ai` SDK's structured output. One call per attempt with its
// own timeout; one retry when the provider is briefly unavailable or the answer is unusable; then an ApiError:
// 503 AI_UNAVAILABLE (down, timed out, overloaded), 502 AI_PROVIDER_ERROR (answered with nothing usable),
// 503 FEATURE_NOT_CONFIGURED (credentials missing).
import { APICallError, generateText, jsonSchema, LoadAPIKeyError, Output, type LanguageModel } from 'ai';
import { z } from '@hono/zod-openapi';
import { ApiError } from '../../http/errors.js';
import { ModelExtraction as ModelExtractionSchema, ModelExtractionReader, type ModelExtraction } from '../../schemas/parse.js';
import { buildPrompt, INSTRUCTIONS } from './prompt.js';
import type { ExtractionAnswer, ExtractionProvider, ExtractionRequest } from './provider.js';

export interface ModelProviderOptions {
  name: string;
  model: LanguageModel;
  timeoutMs: number;
  /** Attempts in all: 2 = one retry. */
  attempts?: number;
}

type Failure = { kind: 'transient' | 'unusable' | 'rejected' | 'credentials'; detail: string };

const UNUSABLE_OUTPUT = new Set([
  'AI_NoObjectGeneratedError',
  'AI_NoOutputGeneratedError',
  'AI_JSONParseError',
  'AI_TypeValidationError',
  'AI_NoContentGeneratedError',
]);

export function classifyFailure(error: unknown, timedOut: boolean): Failure {
  if (timedOut) return { kind: 'transient', detail: 'the model did not answer in time' };
  if (LoadAPIKeyError.isInstance(error)) return { kind: 'credentials', detail: 'no API key for the provider' };
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? 0;
    if (status === 401 || status === 403) return { kind: 'credentials', detail: `the provider refused the credentials (HTTP ${status})` };
    if (error.isRetryable || status === 0 || status === 408 || status === 429 || status >= 500) {
      return { kind: 'transient', detail: `the provider is unavailable (HTTP ${status || 'no response'})` };
    }
    return { kind: 'rejected', detail: `the provider rejected the request (HTTP ${status})` };
  }
  const name = (error as { name?: string } | null)?.name ?? '';
  if (UNUSABLE_OUTPUT.has(name)) return { kind: 'unusable', detail: 'the model answer did not match the invoice schema' };
  if (name === 'AbortError' || name === 'TimeoutError') return { kind: 'transient', detail: 'the model did not answer in time' };
  if (error instanceof TypeError) return { kind: 'transient', detail: 'the provider could not be reached' }; // fetch network failure
  return { kind: 'unusable', detail: 'the model call failed' };
}

function toApiError(failure: Failure, provider: string): ApiError {
  switch (failure.kind) {
    case 'credentials':
      return new ApiError(503, 'FEATURE_NOT_CONFIGURED', `The AI provider ${provider} is not usable: ${failure.detail}.`, {
        suggestion: 'Set EINVOICE_AI_API_KEY for the configured provider, or use EINVOICE_AI_PROVIDER=offline.',
      });
    case 'transient':
      return new ApiError(503, 'AI_UNAVAILABLE', `The AI provider ${provider} is unavailable: ${failure.detail}.`, {
        suggestion: 'Retry in a moment.',
        headers: { 'Retry-After': '30' },
      });
    default:
      return new ApiError(502, 'AI_PROVIDER_ERROR', `The AI provider ${provider} gave no usable answer: ${failure.detail}.`, {
        suggestion: 'Retry the request; if it keeps failing, check the model configured in EINVOICE_AI_MODEL.',
      });
  }
}

/**
 * The schema the model is shown is strict (every member present, string or null), which every structured
 * output mode accepts; the answer is read leniently (see ModelExtractionReader).
 */
const extractionSchema = jsonSchema<ModelExtraction>(z.toJSONSchema(ModelExtractionSchema) as Parameters<typeof jsonSchema>[0], {
  validate: (value) => {
    const parsed = ModelExtractionReader.safeParse(value);
    return parsed.success ? { success: true, value: parsed.data as ModelExtraction } : { success: false, error: parsed.error };
  },
});

export function createModelProvider(options: ModelProviderOptions): ExtractionProvider {
  const attempts = options.attempts ?? 2;
  return {
    name: options.name,
    kind: 'model',
    reads: 'anonymized',
    async extract(request: ExtractionRequest): Promise<ExtractionAnswer> {
      let failure: Failure | null = null;
      for (let attempt = 0; attempt < attempts; attempt++) {
        const controller = new AbortController();
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException('model call timed out', 'TimeoutError'));
        }, options.timeoutMs);
        try {
          const result = await generateText({
            model: options.model,
            instructions: INSTRUCTIONS,
            prompt: buildPrompt(request),
            output: Output.object({ schema: extractionSchema, name: 'invoice_extraction', description: 'Invoice facts found in the text' }),
            temperature: 0,
            maxRetries: 0, // the retry is ours, so it also covers unusable answers
            abortSignal: controller.signal,
          });
          return {
            extraction: result.output as ModelExtraction,
            signals: { retried: attempt > 0, truncated: result.finishReason === 'length' },
          };
        } catch (error) {
          failure = classifyFailure(error, timedOut);
          if (failure.kind === 'credentials' || failure.kind === 'rejected') break;
        } finally {
          clearTimeout(timer);
        }
      }
      throw toApiError(failure ?? { kind: 'unusable', detail: 'no attempt was made' }, options.name);
    },
  };
}
