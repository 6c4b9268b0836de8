// Over the whole labelled corpus of the anonymization issue: what the model receives (instructions and prompt)
// is built from the anonymized text alone. Identifiers the residual check covers (VAT ids, IBANs, e-mails, phones,
// cards) never reach the model: replaced, or the request stops before the call. A name or place reaches it only
// when the anonymizer did not recognise it (its recall is measured by its own evaluation); parse adds none.
import { describe, expect, it } from 'vitest';
import { MockLanguageModelV4 } from 'ai/test';
import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { createAnonymizer } from '../../src/intelligent/anonymize/index.js';
import { createModelProvider } from '../../src/intelligent/parse/model-provider.js';
import { INSTRUCTIONS } from '../../src/intelligent/parse/prompt.js';
import { parseInvoiceText } from '../../src/intelligent/parse/pipeline.js';
import { PARSE_TEXT_MAX, PARSE_TEXT_MIN } from '../../src/schemas/parse.js';
import { ApiError } from '../../src/http/errors.js';
import { loadCorpus } from '../fixtures/anonymize/corpus.js';

/** Kinds only recognisers (not the residual check) can find: a miss there is the anonymizer's recall. */
const FREE_TEXT_KINDS = ['PERSON', 'COMPANY_NAME', 'LOCATION'];

/** Every text part of the call: system instructions and user messages. */
function promptText(options: LanguageModelV4CallOptions): string {
  return options.prompt
    .map((message) => (typeof message.content === 'string' ? message.content : message.content.map((part) => ('text' in part ? part.text : '')).join('')))
    .join('\n');
}

describe('what the model receives, over the anonymization corpus', () => {
  const corpus = loadCorpus().filter((t) => t.text.length >= PARSE_TEXT_MIN && t.text.length <= PARSE_TEXT_MAX);

  it('is the anonymized text: no replaced value and no identifier of a residual-checked kind reaches the model', async () => {
    expect(corpus.length).toBeGreaterThan(50);
    const anonymizer = createAnonymizer();
    let sent = 0;
    let checkedValues = 0;
    let missedNames = 0;
    for (const item of corpus) {
      const prompts: string[] = [];
      const model = new MockLanguageModelV4({
        doGenerate: async (options) => {
          prompts.push(promptText(options));
          return {
            content: [{ type: 'text', text: JSON.stringify({ contains_invoice: false, invoice: null }) }],
            finishReason: { unified: 'stop', raw: undefined },
            usage: { inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 1, text: 1, reasoning: undefined } },
            warnings: [],
          };
        },
      });
      const provider = createModelProvider({ name: 'mock', model, timeoutMs: 5000 });
      try {
        await parseInvoiceText({ text: item.text, context: { language: item.language } }, { anonymizer, provider, precheck: null });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.code === 'UNANONYMIZED_PII_DETECTED') {
          expect(prompts, `${item.id}: stopped before the model`).toHaveLength(0);
          continue;
        }
        expect(error.code).toBe('NO_INVOICE_DATA');
      }
      expect(prompts, item.id).toHaveLength(1);
      const anonymizedText = anonymizer.anonymize(item.text, { language: item.language }).anonymizedText;
      expect(prompts[0]).toContain(anonymizedText);
      sent++;
      // Text the model may legitimately see: the text with every personal span cut out.
      let withoutPii = item.text;
      for (const span of [...item.pii].sort((a, b) => b.start - a.start)) withoutPii = withoutPii.slice(0, span.start) + '\u0000' + withoutPii.slice(span.end);
      for (const { value, kind } of item.pii) {
        const asWord = new RegExp(`(?<![\\p{L}\\p{N}])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');
        if (asWord.test(withoutPii) || asWord.test(INSTRUCTIONS)) continue; // the same word also occurs outside any personal value
        checkedValues++;
        if (!asWord.test(prompts[0]!)) continue;
        expect(FREE_TEXT_KINDS, `${item.id}: a ${kind} value reached the model`).toContain(kind);
        expect(asWord.test(anonymizedText), `${item.id}: parse sent a ${kind} value the anonymizer had replaced`).toBe(true);
        missedNames++;
      }
    }
    expect(sent).toBeGreaterThan(0);
    expect(checkedValues).toBeGreaterThan(100);
    // Names and places the anonymizer missed: reported, and bounded so a regression shows.
    expect(missedNames / checkedValues).toBeLessThan(0.1);
  }, 120_000); // a few hundred texts through the whole pipeline; slow on a busy machine
});
