// POST /v1/intelligent/preview: runs the anonymization of parse alone and shows the exact text
// parse would send to the AI model. No AI call, no daily parse limit, no AI quota.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { requireScope } from '../http/auth.js';
import { createAnonymizer } from '../intelligent/anonymize/index.js';
import { anonymizeStrict } from '../intelligent/anonymize/strict.js';
import { PreviewRequest, PreviewResult } from '../schemas/preview.js';
import { apiKeySecurity, dataResponse, errorResponses } from './openapi-helpers.js';
import { OFF_THREAD_ANONYMIZE_CHARS } from '../executor.js';

export function previewRoutes(deps: AppDeps, app: OpenAPIHono<AppEnv>) {
  // The anonymizer parse uses when one is injected, so both always produce the same text.
  const anonymizer = deps.parse?.anonymizer ?? createAnonymizer();

  const route = createRoute({
    tags: ['Intelligent'],
    security: apiKeySecurity,
    middleware: [requireScope(deps, 'einvoice:parse')] as const,
    method: 'post',
    path: '/v1/intelligent/preview',
    operationId: 'previewAnonymization',
    summary: 'Preview the anonymization of a text',
    description:
      'Replaces personal data (names, companies, addresses, VAT ids, IBANs, e-mails, phones, tax ids, cards, URLs, ' +
      'e-invoicing ids) by typed placeholders and returns the exact text parse would send to the AI model. ' +
      'No AI call; does not count against the daily parse limit or the AI parse quota. Strict mode: when the ' +
      'independent residual scan still finds a VAT id, IBAN, e-mail, phone or card number, the answer is 422 ' +
      'UNANONYMIZED_PII_DETECTED listing only the categories.',
    request: {
      body: {
        content: {
          'application/json': {
            schema: PreviewRequest,
            examples: {
              email: {
                summary: 'An e-mail with a name, an IBAN and a phone number',
                value: {
                  text: 'Hallo Frau Berger,\nbitte Rechnung RE-2026-17 über 1.190,00 EUR auf DE89 3704 0044 0532 0130 00 überweisen.\nTel. +49 30 1234567',
                  language: 'de',
                },
              },
            },
          },
        },
        required: true,
      },
    },
    responses: { 200: dataResponse(PreviewResult, 'The anonymized text'), ...errorResponses(400, 413, 415, 422) },
  });

  app.openapi(route, async (c) => {
    const body = c.req.valid('json');
    // A long text is anonymized on a worker thread when there is a pool (and no anonymizer was injected).
    const offThread = deps.executor && !deps.parse?.anonymizer && body.text.length >= OFF_THREAD_ANONYMIZE_CHARS;
    const result = offThread
      ? await deps.executor!.anonymize(body.text, body.language ?? undefined)
      : anonymizeStrict(anonymizer, body.text, body.language ?? undefined);
    return ok(c, {
      anonymized_text: result.anonymizedText,
      detected_entity_counts: { ...result.entityCounts } as Record<string, number>,
      language_used: result.language,
    });
  });
}
