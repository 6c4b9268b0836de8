// The language model for a configured provider, built with the provider's `ai` SDK package.
import type { LanguageModel } from 'ai';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createMistral } from '@ai-sdk/mistral';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AiProviderName, AiSettings } from './settings.js';

export function createLanguageModel(settings: AiSettings & { provider: Exclude<AiProviderName, 'offline'>; model: string }): LanguageModel {
  const apiKey = settings.apiKey ?? undefined;
  const baseURL = settings.baseUrl ?? undefined;
  switch (settings.provider) {
    case 'openai':
      return createOpenAI({ apiKey, baseURL })(settings.model);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL })(settings.model);
    case 'google':
      return createGoogleGenerativeAI({ apiKey, baseURL })(settings.model);
    case 'mistral':
      return createMistral({ apiKey, baseURL })(settings.model);
    case 'openai-compatible':
      // Chat completions with a JSON schema response format: OpenAI-style servers, Ollama, vLLM, LM Studio.
      return createOpenAICompatible({ name: 'openai-compatible', baseURL: baseURL!, apiKey, supportsStructuredOutputs: true }).chatModel(
        settings.model,
      );
  }
}
