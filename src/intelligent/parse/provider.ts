// What the pipeline asks of an extraction provider: read the anonymized text, answer in the model schema.
// AI models (through the `ai` SDK) and the offline extractor both implement it, so both go through the same
// checks afterwards (mapping back, normalisation, statuses, readiness).
import type { ModelExtraction, ParseContext } from '../../schemas/parse.js';
import type { Language } from '../types.js';
import type { ModelSignals } from './confidence.js';

export interface ExtractionRequest {
  anonymizedText: string;
  language: Language;
  context: ParseContext | null;
}

export interface ExtractionAnswer {
  extraction: ModelExtraction;
  signals: ModelSignals;
}

export interface ExtractionProvider {
  /** Reported in ParseResult.provider: offline, openai, anthropic, ... */
  name: string;
  kind: 'model' | 'offline';
  extract(request: ExtractionRequest): Promise<ExtractionAnswer>;
}
