// POST /v1/render: a canonical invoice or a received e-invoice (XML, Factur-X / ZUGFeRD PDF) → the invoice
// as a person reads it, an HTML page or a readable PDF/A-3, in the language asked for or the seller's. The
// body is JSON, or the document itself as application/xml or application/pdf with the options as query
// parameters. The answer is the page itself; errors are the usual envelope.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/context.js';
import { requireScope } from '../http/auth.js';
import { validationError } from '../http/errors.js';
import { isJsonBody, uploadOf } from '../http/uploaded-document.js';
import { fieldErrors } from '../http/validation-hook.js';
import { limitVolume } from '../http/volume-limit.js';
import { sourceOfJson } from '../import/source.js';
import { logoOf, renderInvoice, type RenderWhat } from '../render/service.js';
import { invoiceSchemaFor } from '../schemas/invoice.js';
import { RenderOptions, renderRequestFor, type RenderRequest } from '../schemas/render.js';
import { REQUEST_ID_HEADER, apiKeySecurity, errorResponses } from './openapi-helpers.js';

const EXAMPLE_REQUEST = {
  document: '<?xml version="1.0" encoding="UTF-8"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">…</Invoice>',
  output: 'html',
  language: 'de',
};

/** `pdf` when the caller asked for it, by field or by an Accept header that prefers PDF to HTML. */
function outputOf(c: Context<AppEnv>, asked: 'html' | 'pdf' | undefined): 'html' | 'pdf' {
  if (asked) return asked;
  const accept = c.req.header('accept') ?? '';
  return /application\/pdf/i.test(accept) && !/text\/html/i.test(accept) ? 'pdf' : 'html';
}

/** `attach_source` attaches a received document to its PDF; anything else is a 422 saying what to do instead. */
function attachableSource(what: RenderWhat, output: 'html' | 'pdf'): void {
  const refuse = (message: string) => {
    throw validationError([{ field: 'attach_source', code: 'invalid_combination', message }]);
  };
  if (output !== 'pdf') refuse('needs output "pdf": an HTML page carries no attachment');
  if ('invoice' in what)
    refuse(
      'applies to a received document (document or document_base64); for a canonical invoice use POST /v1/convert with target_format facturx or zugferd and output "pdf", whose PDF carries the XML its pages show',
    );
}

export function renderRoutes(deps: AppDeps, app: OpenAPIHono<AppEnv>) {
  const route = createRoute({
    method: 'post',
    path: '/v1/render',
    operationId: 'renderInvoice',
    tags: ['Render'],
    summary: 'Show an invoice as a person reads it: HTML or a readable PDF',
    description:
      'Renders a canonical invoice, or a received UBL / CII document or Factur-X / ZUGFeRD PDF, as a self-contained accessible HTML page ' +
      'or a plain PDF/A-3 (no attachment; with `attach_source` a received document is attached to the PDF that shows it), in English, German, French, Italian, Spanish, Dutch or Polish: translated labels, code values by ' +
      'their names (document types, payment means, units, allowance and charge reasons, VAT categories and exemption reasons, identifier ' +
      'schemes, countries), dates and numbers in the language’s conventions. A canonical invoice shows the totals EN 16931 computes (and ' +
      'gets 422 VALIDATION_ERROR when they are inconsistent, as for convert); a received document shows the totals it states. Every field ' +
      'the invoice holds is shown; those without a place of their own under "other details", labelled with their business term. The ' +
      'answer is the page itself (`text/html` or `application/pdf`), not the JSON envelope; errors are the envelope. Nothing is stored.',
    security: apiKeySecurity,
    middleware: [requireScope(deps, 'einvoice:convert'), limitVolume(deps, 'convert')] as const,
    request: {
      // The options of a raw XML or PDF body (a JSON body carries them as members).
      query: z.object(RenderOptions.shape),
      body: {
        content: {
          'application/json': { schema: renderRequestFor(invoiceSchemaFor(deps.countries.all())), example: EXAMPLE_REQUEST },
          'application/xml': { schema: z.string().openapi({ description: 'The XML document itself; options as query parameters' }) },
          'application/pdf': {
            schema: z.string().openapi({ format: 'binary', description: 'A Factur-X / ZUGFeRD PDF itself; options as query parameters' }),
          },
        },
        // Not `required`: the JSON schema then applies only to JSON bodies, and raw XML or PDF bodies pass to the handler.
        required: false,
      },
    },
    responses: {
      200: {
        description: 'The rendered invoice',
        headers: {
          ...REQUEST_ID_HEADER,
          'Content-Disposition': { description: 'inline, with a file name from the invoice number', schema: { type: 'string' } },
        },
        content: {
          'text/html': { schema: z.string().openapi({ description: 'A self-contained HTML page' }) },
          'application/pdf': { schema: z.string().openapi({ format: 'binary', description: 'A PDF/A-3b document' }) },
        },
      },
      ...errorResponses(400, 413, 415, 422, 429),
    },
  });
  app.openapi(route, async (c) => {
    let what: RenderWhat;
    let options: RenderOptions & { logo_base64?: string };
    if (isJsonBody(c)) {
      const { invoice, document, document_base64, ...rest } = c.req.valid('json') as RenderRequest;
      what = invoice ? { invoice } : { document: sourceOfJson({ document, document_base64 }) };
      options = rest;
    } else {
      const upload = await uploadOf(c);
      const parsed = RenderOptions.safeParse(upload.fields);
      if (!parsed.success) throw validationError(fieldErrors(parsed.error.issues, { input: upload.fields, schema: RenderOptions }));
      what = { document: upload.document };
      options = parsed.data;
    }
    const output = outputOf(c, options.output);
    const attachSource = options.attach_source ?? false;
    if (attachSource) attachableSource(what, output);
    const look = {
      language: options.language,
      showTerms: options.show_business_terms ?? false,
      logo: logoOf(options.logo_base64),
      accent: options.accent_color,
      attachSource,
    };
    // On Node a pool's worker thread draws the page (a long PDF takes a few hundred ms); elsewhere this thread does.
    const rendered = deps.executor
      ? await deps.executor.render(what, output, look)
      : await renderInvoice({ formats: deps.formats, countries: deps.countries }, what, output, look);
    const body = typeof rendered.body === 'string' ? rendered.body : (rendered.body as Uint8Array<ArrayBuffer>);
    // The route answers a page, not the envelope; the OpenAPI types describe the JSON errors only.
    return c.body(body, 200, {
      'Content-Type': rendered.contentType,
      'Content-Disposition': `inline; filename="${rendered.filename}"`,
    }) as never;
  });
}
