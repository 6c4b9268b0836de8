// The typed Hono environment shared by every route: what middleware puts on the context.
import type { ApiKeyRecord } from '../storage/keys.js';
import type { RateLimitInfo } from '../schemas/envelope.js';

export interface AppVariables {
  requestId: string;
  /** The authenticated key, set by requireScope. */
  apiKey: ApiKeyRecord;
  /** Set by limited endpoints; the envelope copies it into metadata.rate_limit. */
  rateLimit: RateLimitInfo | null;
}

export interface AppEnv {
  Variables: AppVariables;
}
