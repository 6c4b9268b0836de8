// The messages between the request thread and the pool's worker threads. Errors cross as data: an ApiError
// (a 422 naming a field, a 503 for missing rules) must reach the caller with its status, code and details,
// and structured cloning keeps only an Error's message.
import { ApiError, type ApiErrorExtras } from '../http/errors.js';
import type { ConvertRequest } from '../schemas/conversion.js';
import type { Language } from '../intelligent/types.js';
import type { RulesChoice } from '../executor.js';
import type { RenderLook, RenderWhat } from '../render/service.js';

export type PoolTask =
  | { kind: 'validate'; xml: string | Uint8Array; formatHint?: string; rules?: RulesChoice }
  | { kind: 'validate-pdf'; pdf: Uint8Array; formatHint?: string; rules?: RulesChoice }
  | { kind: 'produce'; request: ConvertRequest }
  | { kind: 'anonymize'; text: string; language?: Language }
  | { kind: 'render'; what: RenderWhat; output: 'html' | 'pdf'; look: RenderLook };

export type PoolReply =
  | { ok: true; value: unknown }
  | { ok: false; error: { status: number; code: string; message: string; extras: ApiErrorExtras } };

/** What every worker needs to build the same engine and registries as the request thread. */
export interface PoolWorkerData {
  artefactsDir: string;
  cacheDir: string;
  schematronEngine: 'native' | 'saxon-js';
  plugins: string[];
  allowUnchecked: boolean;
}

export function replyOf(error: unknown): PoolReply {
  if (error instanceof ApiError)
    return { ok: false, error: { status: error.status, code: error.code, message: error.message, extras: error.extras } };
  throw error;
}

export function unwrap<T>(reply: PoolReply): T {
  if (reply.ok) return reply.value as T;
  throw new ApiError(reply.error.status, reply.error.code, reply.error.message, reply.error.extras);
}
