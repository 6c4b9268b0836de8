// What the pipeline asks of an extraction provider: read the anonymized text, answer in the model schema.
// AI models (through the `ai` SDK) and the offline extractor both implement it, so both go through the same
// checks afterwards (mapping back, normalisation, statuses, readiness).
import type { ModelExtraction, ParseContext } from '../../schemas/parse.js';
import type { Language } from '../types.js';
import type { ModelSignals } from './confidence.js';

export interface ExtractionRequest {
  anonymizedText: string;
  /** The caller's text as written; given only to providers that run in-process (`reads: 'original'`). */
  originalText?: string;
  language: Language;
  context: ParseContext | null;
}

export interface ExtractionAnswer {
  extraction: ModelExtraction;
  signals: ModelSignals;
  /**
   * Paths of numbers and dates the provider worked out rather than read (a net amount from an amount with VAT
   * included, a due date from "within 14 days"): inferred instead of contradicting the text. Only the in-process
   * extractor says this; a model's value the text does not write is dropped.
   */
  derived?: string[];
}

export interface ExtractionProvider {
  /** Reported in ParseResult.provider: offline, openai, anthropic, ... */
  name: string;
  kind: 'model' | 'offline';
  /**
   * What the provider reads. `anonymized` for anything that leaves the process (every AI model): it sees
   * placeholders, and its answer is mapped back. `original` only for an extractor that runs in-process and sends
   * nothing anywhere: it reads the caller's text, so its values need no mapping back.
   */
  reads?: 'anonymized' | 'original';
  extract(request: ExtractionRequest): Promise<ExtractionAnswer>;
}
