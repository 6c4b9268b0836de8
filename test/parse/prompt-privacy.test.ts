// Over the whole labelled corpus of the anonymization issue: what the model receives (instructions and prompt)
// is built from the anonymized text alone. Identifiers the residual check covers (VAT ids, IBANs, e-mails, phones,
// cards) never reach the model: replaced, or the request stops before the call. Names, companies and places
// (found by recognizers only) are checked two ways: the value never occurs in the prompt as a word, and every
// letter and digit of it lies inside a replaced span, so no part of it reaches the model either. On the
// development slice that holds for every value; the held-out slice (texts the recognizers were not tuned on) is
// held to the number of values it leaks today, counted without printing them so the slice stays unseen.
import { describe, expect, it } from 'vitest';
import { MockLanguageModelV4 } from 'ai/test';
import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { createAnonymizer, detect, resolveLanguage } from '../../src/intelligent/anonymize/index.js';
import { createModelProvider } from '../../src/intelligent/parse/model-provider.js';
import { INSTRUCTIONS } from '../../src/intelligent/parse/prompt.js';
import { parseInvoiceText } from '../../src/intelligent/parse/pipeline.js';
import { PARSE_TEXT_MAX, PARSE_TEXT_MIN } from '../../src/schemas/parse.js';
import { ApiError } from '../../src/http/errors.js';
import { loadCorpus } from '../fixtures/anonymize/corpus.js';

/** Kinds only recognisers (not the residual check) can find: a miss there is the anonymizer's recall. */
const FREE_TEXT_KINDS = ['PERSON', 'COMPANY_NAME', 'LOCATION'];

/**
 * Held-out names, companies and places not fully replaced, measured by `npm run eval:anonymize` (held-out recall)
 * at the time of writing. A regression raises the count; an improvement should lower this bound.
 */
const HELD_OUT_LEAK_BOUND = 5;

/** Every letter and digit of [start, end) lies inside one of the replaced spans. */
function fullyReplaced(text: string, value: { start: number; end: number }, spans: Array<{ start: number; end: number }>): boolean {
  for (let i = value.start; i < value.end; i++) {
    if (/[\p{L}\p{N}]/u.test(text[i]!) && !spans.some((s) => s.start <= i && i < s.end)) return false;
  }
  return true;
}

/** Every text part of the call: system instructions and user messages. */
function promptText(options: LanguageModelV4CallOptions): string {
  return options.prompt
    .map((message) => (typeof message.content === 'string' ? message.content : message.content.map((part) => ('text' in part ? part.text : '')).join('')))
    .join('\n');
}

describe('what the model receives, over the anonymization corpus', () => {
  const corpus = loadCorpus().filter((t) => t.text.length >= PARSE_TEXT_MIN && t.text.length <= PARSE_TEXT_MAX);

  it('is the anonymized text: no personal value of the development slice, and no identifier of a residual-checked kind, reaches the model', async () => {
    expect(corpus.length).toBeGreaterThan(50);
    const anonymizer = createAnonymizer();
    let sent = 0;
    let checkedValues = 0;
    let heldOutLeaks = 0;
    const developmentLeaks: string[] = [];
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
      // The spans the anonymized text was built from: a value inside them was replaced as a whole.
      const replaced = detect(item.text, resolveLanguage(item.text, item.language));
      // Text the model may legitimately see: the text with every personal span cut out.
      let withoutPii = item.text;
      for (const span of [...item.pii].sort((a, b) => b.start - a.start)) withoutPii = withoutPii.slice(0, span.start) + '\u0000' + withoutPii.slice(span.end);
      for (const personal of item.pii) {
        const { value, kind } = personal;
        const partly = FREE_TEXT_KINDS.includes(kind) && !fullyReplaced(item.text, personal, replaced);
        const asWord = new RegExp(`(?<![\\p{L}\\p{N}])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');
        // Where the same word also occurs outside any personal value, only the replaced spans can tell.
        const wordCheckable = !asWord.test(withoutPii) && !asWord.test(INSTRUCTIONS);
        if (wordCheckable) checkedValues++;
        const whole = wordCheckable && asWord.test(prompts[0]!);
        if (whole) expect(asWord.test(anonymizedText), `${item.id}: parse sent a ${kind} value the anonymizer had replaced`).toBe(true);
        if (!partly && !whole) continue;
        expect(FREE_TEXT_KINDS, `${item.id}: a ${kind} value reached the model`).toContain(kind);
        if (item.heldOut) heldOutLeaks++;
        else developmentLeaks.push(`${item.id} ${kind} ${JSON.stringify(value)}`);
      }
    }
    expect(sent).toBeGreaterThan(0);
    expect(checkedValues).toBeGreaterThan(100);
    expect(developmentLeaks).toEqual([]);
    // Counted, never listed: reading the held-out misses would spoil the slice.
    expect(heldOutLeaks).toBeLessThanOrEqual(HELD_OUT_LEAK_BOUND);
  }, 120_000); // a few hundred texts through the whole pipeline; slow on a busy machine
});
