// POST /v1/convert: 201 with the ConversionResult and a Location header equal to download_url. The invoice's
// country_extensions accept the members of the registered country plugins.
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { requireScope } from '../http/auth.js';
import { ConversionResult, convertRequestFor, type ConvertRequestBody, type ConvertTargets } from '../schemas/conversion.js';
import { invoiceSchemaFor } from '../schemas/invoice.js';
import { invoiceOfDocument } from '../import/convert-source.js';
import { convert } from '../convert/service.js';
import { CONVERT_EXAMPLE } from '../convert/example.js';
import { requireJsonBody } from '../http/require-json.js';
import { limitVolume } from '../http/volume-limit.js';
import { apiKeySecurity, dataResponse, errorResponses } from './openapi-helpers.js';

export function convertRoutes(deps: AppDeps, app: OpenAPIHono<AppEnv>) {
  const route = createRoute({
    method: 'post',
    path: '/v1/convert',
    operationId: 'convertInvoice',
    tags: ['Convert'],
    summary: 'Convert an EN 16931 invoice into an e-invoicing document',
    description:
      'Computes the totals (BT-106…BT-115) and the VAT breakdown in decimal arithmetic, checks the invoice against the ' +
      "target format's requirements, writes the document and checks it against the official XSD and Schematron of the " +
      'target profile before storing it for 24 hours. Inconsistent or incomplete input gives 422 VALIDATION_ERROR with one ' +
      'entry per field (with the rule it anticipates); a document that would fail the official rules gives 422 ' +
      'CONVERSION_RULES_FAILED and nothing is stored. Fields the format cannot carry are listed in `dropped_fields`. ' +
      'Instead of an invoice, a received e-invoice may be sent (`document` XML or `document_base64` PDF): it is imported as ' +
      'POST /v1/import reads it, and `source.losses` lists what of it the canonical invoice could not hold. A document whose ' +
      'invoice the canonical model refuses, or whose stated totals differ from the EN 16931 calculation, gives 422 ' +
      'VALIDATION_ERROR naming each problem: converting it would silently change the figures.',
    security: apiKeySecurity,
    middleware: [requireScope(deps, 'einvoice:convert'), limitVolume(deps, 'convert'), requireJsonBody] as const,
    request: {
      body: {
        content: {
          'application/json': {
            schema: convertRequestFor(invoiceSchemaFor(deps.countries.all()), convertTargets(deps.formats)),
            example: CONVERT_EXAMPLE,
          },
        },
        required: true,
      },
    },
    responses: {
      201: dataResponse(ConversionResult, 'The document was converted, passed the rule set and is stored for 24 hours', {
        Location: { description: 'The download URL, equal to `data.download_url`', schema: { type: 'string', format: 'uri' } },
      }),
      ...errorResponses(400, 413, 415, 422, 429, 503),
    },
  });
  app.openapi(route, async (c) => {
    const { invoice: given, document, document_base64, ...target } = c.req.valid('json') as ConvertRequestBody;
    // A received document is imported first; its invoice then takes the same path as a given one.
    const imported =
      given === undefined
        ? await invoiceOfDocument({ formats: deps.formats, validation: deps.validation ?? null }, { document, document_base64 })
        : null;
    const invoice = given ?? imported!.invoice;
    const baseUrl = deps.publicUrl ?? new URL(c.req.url).origin;
    const converted = await convert(
      {
        formats: deps.formats,
        countries: deps.countries,
        documents: deps.documents,
        clock: deps.clock,
        validator: deps.validation ?? null,
        allowUnchecked: deps.allowUnchecked,
        produce: deps.executor?.produce,
      },
      { request: { ...target, invoice }, account: c.get('apiKey').account, baseUrl },
    );
    const result = imported ? { ...converted, source: imported.source } : converted;
    return ok(c, result, { status: 201, headers: { Location: result.download_url } });
  });
}

/** The format and profile codes convert can produce, for the OpenAPI enums. */
function convertTargets(formats: AppDeps['formats']): ConvertTargets {
  const supported = formats.supportedCodes();
  const profiles = supported.flatMap((code) => formats.get(code)?.profiles.map((p) => p.code) ?? []);
  return { formats: supported, profiles: [...new Set(profiles)] };
}
