// Mock language models (the `ai` SDK's MockLanguageModelV4) scripted per call, and answers built from
// partial invoices, for pipeline tests without network.
import { APICallError } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';

/** One scripted reply: JSON text the model "writes", an error it throws, or `hang` (never answers). */
export type Reply = string | Error | 'hang';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};

export interface ScriptedModel {
  model: MockLanguageModelV4;
  /** The prompt text of every call, as the model received it (instructions and user message). */
  prompts: string[];
}

export function scriptedModel(replies: Reply[]): ScriptedModel {
  const prompts: string[] = [];
  let call = 0;
  const model = new MockLanguageModelV4({
    doGenerate: async (options: LanguageModelV4CallOptions) => {
      prompts.push(JSON.stringify(options.prompt));
      const reply = replies[Math.min(call++, replies.length - 1)]!;
      if (reply === 'hang') {
        await new Promise((_, reject) => options.abortSignal?.addEventListener('abort', () => reject(options.abortSignal!.reason)));
      }
      if (reply instanceof Error) throw reply;
      return {
        content: [{ type: 'text', text: reply as string }],
        finishReason: { unified: 'stop', raw: undefined },
        usage,
        warnings: [],
      };
    },
  });
  return { model, prompts };
}

export function serverError(status = 500): APICallError {
  return new APICallError({
    message: `HTTP ${status}`,
    url: 'http://model.invalid/v1/chat/completions',
    requestBodyValues: {},
    statusCode: status,
    isRetryable: status >= 500 || status === 429,
  });
}

/** A model answer: contains_invoice plus the invoice members given (the lenient reader fills the rest). */
export function answer(invoice: Record<string, unknown> | null, containsInvoice = true): string {
  return JSON.stringify({ contains_invoice: containsInvoice, invoice });
}
