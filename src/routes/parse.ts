// POST /v1/intelligent/parse: free text → invoice in the convert input shape, with field statuses.
// Limits: every request counts against the key's daily parse limit; a request that reaches the extraction
// provider also takes one unit of the key's AI parse quota. Both answer 429 with Retry-After when used up.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/context.js';
import { ApiError } from '../http/errors.js';
import { ok } from '../http/envelope.js';
import { requireScope } from '../http/auth.js';
import { createParseDeps, parseInvoiceText, type ParseDeps } from '../intelligent/parse/index.js';
import type { LimitDecision } from '../limits/limiter.js';
import { ParseRequest, ParseResult } from '../schemas/parse.js';
import { RATE_LIMIT_HEADERS, apiKeySecurity, dataResponse, errorResponses } from './openapi-helpers.js';

const EXAMPLE_REQUEST = {
  text:
    'Invoice INV-2026-0311 dated 12 November 2026\nSeller: Northwind Traders Ltd, 221 Baker Street, London NW1 6XE, United Kingdom, VAT GB123456782\n' +
    'Buyer: Contoso GmbH, Hauptstraße 5, 10115 Berlin, Germany\n3 x Annual licence at 400.00 EUR = 1,200.00 EUR, VAT 20%',
  context: { currency: 'EUR' },
};

/** Limiter buckets of parse. */
export const PARSE_BUCKETS = { daily: 'parse:daily', aiQuota: 'parse:ai' } as const;

function rateLimitHeaders(decision: LimitDecision, now: Date): Record<string, string> {
  return {
    'RateLimit-Limit': String(decision.limit),
    'RateLimit-Remaining': String(decision.remaining),
    'RateLimit-Reset': String(Math.max(0, Math.ceil((decision.reset.getTime() - now.getTime()) / 1000))),
  };
}

function exhausted(code: 'RATE_LIMIT_EXCEEDED' | 'AI_QUOTA_EXCEEDED', decision: LimitDecision, now: Date, daily: LimitDecision): ApiError {
  const what = code === 'RATE_LIMIT_EXCEEDED' ? 'daily parse request limit' : 'AI parse quota';
  const retryAfter = Math.max(1, Math.ceil((decision.reset.getTime() - now.getTime()) / 1000));
  return new ApiError(429, code, `The key's ${what} of ${decision.limit} per day is used up; it resets at ${decision.reset.toISOString()}.`, {
    suggestion: 'Wait until the reset, or ask for a higher limit. POST /v1/intelligent/preview does not count against either limit.',
    headers: { ...rateLimitHeaders(daily, now), 'Retry-After': String(retryAfter) },
  });
}

export function parseRoutes(deps: AppDeps, app: OpenAPIHono<AppEnv>) {
  let parseDeps: ParseDeps | null = null;
  // Built on first use: the anonymizer and the provider are only loaded when parse is called. Readiness is judged
  // against the app's registries (built-in and plugin formats and countries) unless the injected deps fix it.
  const sources = () => ({ formats: deps.formats.all(), countries: deps.countries.all() });
  const service = () =>
    (parseDeps ??= deps.parse
      ? { ...deps.parse, readiness: deps.parse.readiness ?? sources() }
      : { ...createParseDeps({ formats: deps.formats.all(), countries: deps.countries.all() }), ...offThread(deps) });

  const route = createRoute({
    tags: ['Intelligent'],
    security: apiKeySecurity,
    middleware: [requireScope(deps, 'einvoice:parse')] as const,
    method: 'post',
    path: '/v1/intelligent/parse',
    operationId: 'parseInvoiceText',
    summary: 'Parse free text into an invoice',
    description:
      'Anonymizes the text, sends only the anonymized text to the configured extraction provider (an AI model, or the ' +
      'offline extractor), maps placeholders back and returns the invoice in the convert input shape with a status per ' +
      'field, the missing required fields, a confidence and whether it can be converted unchanged. Counts against the ' +
      "key's daily parse limit and, when the provider is called, its AI parse quota (see metadata.rate_limit and the " +
      'RateLimit-* headers; RateLimit-Reset is in seconds). The output is AI-generated and must be verified before submission.',
    request: { body: { content: { 'application/json': { schema: ParseRequest, example: EXAMPLE_REQUEST } }, required: true } },
    responses: { 200: dataResponse(ParseResult, 'The parsed invoice', RATE_LIMIT_HEADERS), ...errorResponses(400, 413, 415, 422, 429, 502, 503) },
  });

  app.openapi(route, async (c) => {
    const key = c.get('apiKey');
    const now = deps.clock();
    const daily = await deps.limiter.consume(key.id, PARSE_BUCKETS.daily, key.daily_limit ?? deps.defaultDailyLimit, now);
    c.set('rateLimit', { limit: daily.limit, remaining: daily.remaining, reset: daily.reset.toISOString() });
    for (const [name, value] of Object.entries(rateLimitHeaders(daily, now))) c.header(name, value);
    if (!daily.allowed) throw exhausted('RATE_LIMIT_EXCEEDED', daily, now, daily);

    const body = c.req.valid('json');
    const result = await parseInvoiceText(body, service(), {
      beforeExtraction: async () => {
        const quota = await deps.limiter.consume(key.id, PARSE_BUCKETS.aiQuota, key.ai_quota ?? deps.defaultAiQuota, now);
        if (!quota.allowed) throw exhausted('AI_QUOTA_EXCEEDED', quota, now, daily);
      },
    });
    return ok(c, result);
  });
}

/** With a worker pool, long texts are anonymized there by the default anonymizer (the one createParseDeps uses). */
function offThread(deps: AppDeps): Pick<ParseDeps, 'anonymizeOffThread'> {
  const executor = deps.executor;
  if (!executor) return {};
  return {
    anonymizeOffThread: async (text, language) => {
      const result = await executor.anonymize(text, language);
      return { ...result, mapping: { entries: new Map(result.mapping) } };
    },
  };
}
