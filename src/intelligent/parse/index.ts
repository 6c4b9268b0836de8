// Parse: free text → convert-ready invoice. The entry for the route and the evaluation command.
import type { CountryPlugin, FormatPlugin } from '../../../plugins/contracts.js';
import { createAnonymizer } from '../anonymize/index.js';
import type { Anonymizer } from '../types.js';
import { createModelProvider } from './model-provider.js';
import { createLanguageModel } from './models.js';
import { createOfflineProvider } from './offline/index.js';
import type { ParseDeps } from './pipeline.js';
import type { ExtractionProvider } from './provider.js';
import { loadAiSettings, type AiSettings } from './settings.js';

export { parseInvoiceText, type ParseDeps, type ParseHooks } from './pipeline.js';
export { loadAiSettings, type AiSettings } from './settings.js';

/** The extraction provider the settings describe; null (with the reason) when parsing is not configured. */
export function providerFor(settings: AiSettings): { provider: ExtractionProvider | null; reason: string | null } {
  if (settings.problem || settings.provider === null) return { provider: null, reason: settings.problem ?? 'No AI provider is configured.' };
  if (settings.provider === 'offline') return { provider: createOfflineProvider(), reason: null };
  const model = createLanguageModel({ ...settings, provider: settings.provider, model: settings.model! });
  return { provider: createModelProvider({ name: settings.provider, model, timeoutMs: settings.timeoutMs }), reason: null };
}

export interface ParseDepsOptions {
  settings?: AiSettings;
  anonymizer?: Anonymizer;
  /** The format and country registries' plugins: the target format of ready_to_convert is chosen among them. */
  formats?: readonly FormatPlugin[];
  countries?: readonly CountryPlugin[];
}

export function createParseDeps(options: ParseDepsOptions = {}): ParseDeps {
  const { provider, reason } = providerFor(options.settings ?? loadAiSettings());
  return {
    anonymizer: options.anonymizer ?? createAnonymizer(),
    provider,
    unavailableReason: reason,
    readiness: options.formats ? { formats: options.formats, countries: options.countries ?? [] } : null,
  };
}
