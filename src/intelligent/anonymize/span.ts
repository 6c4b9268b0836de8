// A detected piece of personal data: where it is, what it is, how sure the recognizer is.
import type { EntityType, Language } from '../types.js';

export interface Span {
  start: number;
  /** Exclusive end offset. */
  end: number;
  type: EntityType;
  /** 0..1; the overlap resolver keeps the highest-scoring span first. */
  score: number;
}

/** What every recognizer receives besides the text. */
export interface RecognizerContext {
  language: Language;
}

/** A recognizer finds candidate spans; it never edits the text. */
export type Recognizer = (text: string, context: RecognizerContext) => Span[];

export function span(start: number, end: number, type: EntityType, score: number): Span {
  return { start, end, type, score };
}
