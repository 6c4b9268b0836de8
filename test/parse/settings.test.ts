// Provider configuration from the environment.
import { describe, expect, it } from 'vitest';
import { loadAiSettings, providerFor } from '../../src/intelligent/parse/index.js';

describe('AI provider settings', () => {
  it('defaults to the offline extractor in development and to none in production', () => {
    expect(providerFor(loadAiSettings({})).provider?.name).toBe('offline');
    const production = providerFor(loadAiSettings({ NODE_ENV: 'production' }));
    expect(production.provider).toBeNull();
    expect(production.reason).toMatch(/EINVOICE_AI_PROVIDER/);
  });

  it('builds each AI provider through its ai SDK package', () => {
    for (const name of ['openai', 'anthropic', 'google', 'mistral'] as const) {
      const { provider } = providerFor(loadAiSettings({ EINVOICE_AI_PROVIDER: name, EINVOICE_AI_MODEL: 'some-model', EINVOICE_AI_API_KEY: 'k' }));
      expect([provider?.name, provider?.kind]).toEqual([name, 'model']);
    }
    const local = providerFor(
      loadAiSettings({ EINVOICE_AI_PROVIDER: 'openai-compatible', EINVOICE_AI_MODEL: 'llama3.1', EINVOICE_AI_BASE_URL: 'http://127.0.0.1:11434/v1' }),
    );
    expect(local.provider?.name).toBe('openai-compatible');
  });

  it('explains what is missing', () => {
    expect(loadAiSettings({ EINVOICE_AI_PROVIDER: 'openai' }).problem).toMatch(/EINVOICE_AI_MODEL/);
    expect(loadAiSettings({ EINVOICE_AI_PROVIDER: 'openai-compatible', EINVOICE_AI_MODEL: 'm' }).problem).toMatch(/EINVOICE_AI_BASE_URL/);
    expect(loadAiSettings({ EINVOICE_AI_PROVIDER: 'skynet' }).problem).toMatch(/must be one of/);
    expect(loadAiSettings({ EINVOICE_AI_PROVIDER: 'none' }).provider).toBeNull();
    expect(loadAiSettings({ EINVOICE_AI_TIMEOUT_MS: '5000' }).timeoutMs).toBe(5000);
  });
});
