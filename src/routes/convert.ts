// POST /v1/convert (SPEC §4.1): 201 with the ConversionResult and a Location header equal to download_url.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { requireScope } from '../http/auth.js';
import { ConversionResult, ConvertRequest } from '../schemas/conversion.js';
import { convert } from '../convert/service.js';
import { CONVERT_EXAMPLE } from '../convert/example.js';
import { requireJsonBody } from '../http/require-json.js';
import { limitVolume } from '../http/volume-limit.js';
import { apiKeySecurity, dataResponse, errorResponses } from './openapi-helpers.js';

export function convertRoutes(deps: AppDeps, app: OpenAPIHono<AppEnv>) {
  const route = createRoute({
    method: 'post',
    path: '/v1/convert',
    tags: ['Convert'],
    summary: 'Convert an EN 16931 invoice into an e-invoicing document',
    description:
      'Computes the totals (BT-106…BT-115) and the VAT breakdown in decimal arithmetic, checks the invoice against the ' +
      'target format\'s requirements, writes the document and checks it against the official XSD and Schematron of the ' +
      'target profile before storing it for 24 hours. Inconsistent or incomplete input gives 422 VALIDATION_ERROR with one ' +
      'entry per field (with the rule it anticipates); a document that would fail the official rules gives 422 ' +
      'CONVERSION_RULES_FAILED and nothing is stored. Fields the format cannot carry are listed in `dropped_fields`.',
    security: apiKeySecurity,
    middleware: [requireScope(deps, 'einvoice:convert'), limitVolume(deps, 'convert'), requireJsonBody] as const,
    request: { body: { content: { 'application/json': { schema: ConvertRequest, example: CONVERT_EXAMPLE } }, required: true } },
    responses: {
      201: dataResponse(ConversionResult, 'The document was converted, passed the rule set and is stored for 24 hours'),
      ...errorResponses(400, 413, 415, 422, 429, 503),
    },
  });
  app.openapi(route, async (c) => {
    const request = c.req.valid('json');
    const baseUrl = deps.publicUrl ?? new URL(c.req.url).origin;
    const result = await convert(
      { formats: deps.formats, countries: deps.countries, documents: deps.documents, clock: deps.clock, validator: deps.validation ?? null, allowUnchecked: deps.allowUnchecked, produce: deps.executor?.produce },
      { request, account: c.get('apiKey').account, baseUrl },
    );
    return ok(c, result, { status: 201, headers: { Location: result.download_url } });
  });
}
