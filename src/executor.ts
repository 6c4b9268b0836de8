// Where CPU-heavy work runs: validation, conversion (model, writer, PDF, rule check) and the PDF checker. The
// app calls these through AppDeps.executor when one is injected (a pool of worker threads on Node, so the
// thread that answers HTTP never waits for a long validation); without one the work runs in the request's
// own thread, as on Workers and Deno, whose platforms schedule requests themselves. Anonymization of long
// texts goes there too.
import type { ConvertRequest } from './schemas/conversion.js';
import type { ValidationResult } from './schemas/validation.js';
import type { ProducedDocument } from './convert/service.js';
import type { EntityType, Language } from './intelligent/types.js';
import type { RenderedPage, RenderLook, RenderWhat } from './render/service.js';

/** Texts this long (characters) are anonymized on a worker thread when there is one: about 1 ms of work and up. */
export const OFF_THREAD_ANONYMIZE_CHARS = 2_000;

/** The day whose rules apply, or a rule set version by name. */
export interface RulesChoice {
  asOf?: string;
  rulesVersion?: string;
}

export interface AnonymizedText {
  anonymizedText: string;
  entityCounts: Record<string, number>;
  language: Language;
  /** placeholder → original, for mapping a model's answer back; stays in this process (copied between its threads). */
  mapping: Array<[string, { original: string; type: EntityType }]>;
}

export interface Executor {
  /** `asOf` / `rulesVersion`: which version of the rule set runs (by default the one in force today). */
  validate(input: { xml: string | Uint8Array; formatHint?: string } & RulesChoice): Promise<ValidationResult>;
  /** A Factur-X / ZUGFeRD PDF: the checker and the embedded XML's rule set. */
  validatePdf(pdf: Uint8Array, formatHint?: string, rules?: RulesChoice): Promise<ValidationResult>;
  /** Convert up to (not including) storing the document. */
  produce(request: ConvertRequest): Promise<ProducedDocument>;
  /** Strict anonymization with the default anonymizer (422 when personal data is left), for preview and parse. */
  anonymize(text: string, language?: Language): Promise<AnonymizedText>;
  /** The page a person reads (POST /v1/render): a readable PDF of a long invoice takes a few hundred ms. */
  render(what: RenderWhat, output: 'html' | 'pdf', look: RenderLook): Promise<RenderedPage>;
  close(): Promise<void>;
}
