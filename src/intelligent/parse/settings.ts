// Which extraction provider parse uses, from the environment (documented in docs/parse.md):
//   EINVOICE_AI_PROVIDER  openai | anthropic | google | mistral | openai-compatible | offline | none
//   EINVOICE_AI_MODEL     model id of the provider (required for every AI provider)
//   EINVOICE_AI_API_KEY   key of the provider (else the provider SDK's own variable, e.g. OPENAI_API_KEY)
//   EINVOICE_AI_BASE_URL  openai-compatible: the chat-completions base, e.g. http://127.0.0.1:11434/v1
//   EINVOICE_AI_TIMEOUT_MS  per model call, default 30000
// With nothing set, development gets the offline extractor and production (NODE_ENV=production) gets none,
// so a deployment never silently answers with the weaker extractor.
export const AI_PROVIDERS = ['openai', 'anthropic', 'google', 'mistral', 'openai-compatible', 'offline'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

export interface AiSettings {
  /** null: parse is not configured (503 FEATURE_NOT_CONFIGURED). */
  provider: AiProviderName | null;
  model: string | null;
  apiKey: string | null;
  baseUrl: string | null;
  timeoutMs: number;
  /** Why the settings are unusable, for the 503 message; null when usable. */
  problem: string | null;
}

type Env = Record<string, string | undefined>;

export function loadAiSettings(env: Env = typeof process === 'undefined' ? {} : process.env): AiSettings {
  const raw = env.EINVOICE_AI_PROVIDER?.trim().toLowerCase() || null;
  const timeout = Number(env.EINVOICE_AI_TIMEOUT_MS ?? 30_000);
  const base = {
    model: env.EINVOICE_AI_MODEL?.trim() || null,
    apiKey: env.EINVOICE_AI_API_KEY?.trim() || null,
    baseUrl: env.EINVOICE_AI_BASE_URL?.trim() || null,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 30_000,
  };
  if (raw === null) {
    return env.NODE_ENV === 'production'
      ? { ...base, provider: null, problem: 'No AI provider is configured (set EINVOICE_AI_PROVIDER, e.g. to offline).' }
      : { ...base, provider: 'offline', problem: null };
  }
  if (raw === 'none') return { ...base, provider: null, problem: 'Parsing is switched off (EINVOICE_AI_PROVIDER=none).' };
  if (!(AI_PROVIDERS as readonly string[]).includes(raw)) {
    return { ...base, provider: null, problem: `EINVOICE_AI_PROVIDER must be one of ${AI_PROVIDERS.join(', ')}.` };
  }
  const provider = raw as AiProviderName;
  if (provider !== 'offline' && !base.model) return { ...base, provider, problem: `EINVOICE_AI_MODEL is required for the ${provider} provider.` };
  if (provider === 'openai-compatible' && !base.baseUrl) {
    return { ...base, provider, problem: 'EINVOICE_AI_BASE_URL is required for the openai-compatible provider.' };
  }
  return { ...base, provider, problem: null };
}
