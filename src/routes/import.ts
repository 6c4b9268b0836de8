// POST /v1/import: a received e-invoice → the canonical invoice, its format, profile and validation, the
// loss report and the totals as stated. The body is JSON ({document} or {document_base64}), or the document
// itself as application/xml or application/pdf.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { requireScope } from '../http/auth.js';
import { importDocument, type ImportSource } from '../import/service.js';
import { sourceOfJson } from '../import/source.js';
import { ImportRequest, ImportResult } from '../schemas/import.js';
import { isJsonBody, uploadOf } from '../http/uploaded-document.js';
import { apiKeySecurity, dataResponse, errorResponses } from './openapi-helpers.js';

/** A minimal request for the API reference (abbreviated: it imports with invoice_issues and a failing validation). */
const EXAMPLE_REQUEST = {
  document:
    '<?xml version="1.0" encoding="UTF-8"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" ' +
    'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">' +
    '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>' +
    '<cbc:ID>INV-1</cbc:ID><cbc:IssueDate>2026-11-02</cbc:IssueDate><cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>' +
    '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode></Invoice>',
};

export function importRoutes(deps: AppDeps, app: OpenAPIHono<AppEnv>) {
  const route = createRoute({
    method: 'post',
    path: '/v1/import',
    operationId: 'importDocument',
    tags: ['Import'],
    summary: 'Import a received e-invoice into the canonical invoice',
    description:
      'Reads a UBL 2.1 Invoice or CreditNote, a CII D16B CrossIndustryInvoice, or a Factur-X / ZUGFeRD PDF (its embedded XML) ' +
      'into the canonical invoice, and reports: the detected format and profile, the validation report of the document under ' +
      'its official rule set, every element of the source the canonical invoice cannot hold (`losses`, by XPath and business ' +
      'term), the totals as the document states them and where they differ from the EN 16931 calculation (`totals_differences`; ' +
      'never corrected). The body is JSON (`document` or `document_base64`), or the document itself as `application/xml` or ' +
      '`application/pdf`. XML that is not well-formed or has a DOCTYPE gives 422 VALIDATION_ERROR with the message validate ' +
      'reports; a document that is no supported e-invoice gives 422 UNSUPPORTED_FORMAT. Nothing is stored.',
    security: apiKeySecurity,
    middleware: [requireScope(deps, 'einvoice:convert')] as const,
    request: {
      body: {
        content: {
          'application/json': { schema: ImportRequest, example: EXAMPLE_REQUEST },
          'application/xml': { schema: z.string().openapi({ description: 'The XML document itself' }) },
          'application/pdf': { schema: z.string().openapi({ format: 'binary', description: 'A Factur-X / ZUGFeRD PDF' }) },
        },
        // Not `required`: the JSON schema then applies only to JSON bodies, and raw XML or PDF bodies pass to the handler.
        required: false,
      },
    },
    responses: {
      200: dataResponse(ImportResult, 'The document was read'),
      ...errorResponses(400, 413, 415, 422, 503),
    },
  });
  app.openapi(route, async (c) => {
    const source: ImportSource = isJsonBody(c) ? sourceOfJson(c.req.valid('json') as ImportRequest) : (await uploadOf(c)).document;
    const result = await importDocument({ formats: deps.formats, validation: deps.validation ?? null }, source);
    return ok(c, result);
  });
}
