// Strict mode, shared by preview and parse: anonymize, then run the independent residual
// scan; anything left aborts with 422 UNANONYMIZED_PII_DETECTED naming categories, never values.
import { ApiError } from '../../http/errors.js';
import type { AnonymizationResult, Anonymizer, Language } from '../types.js';

export function anonymizeStrict(anonymizer: Anonymizer, text: string, language?: Language): AnonymizationResult {
  const result = anonymizer.anonymize(text, language ? { language } : undefined);
  const residual = anonymizer.residualCategories(result.anonymizedText);
  if (residual.length > 0) {
    throw new ApiError(
      422,
      'UNANONYMIZED_PII_DETECTED',
      `Personal data could not be anonymized safely (${residual.join(', ')}); nothing was sent to the AI model.`,
      {
        errors: residual.map((category) => ({ category })),
        suggestion: 'Redact or remove the listed kinds of data from the text and retry.',
      },
    );
  }
  return result;
}
