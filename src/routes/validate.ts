// POST /v1/validate: XSD + Schematron validation of an e-invoice with a per-rule report.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { ApiError, validationError } from '../http/errors.js';
import { requireScope } from '../http/auth.js';
import { ValidationResult } from '../schemas/validation.js';
import { RulesSelection } from '../schemas/rules-selection.js';
import { dayOf } from '../validation/versions.js';
import type { ValidationEngine } from '../validation/engine.js';
import { decodeDocumentBase64, validateHybridPdf } from '../validation/pdf/index.js';
import { isJsonBody, uploadOf } from '../http/uploaded-document.js';
import { fieldErrors } from '../http/validation-hook.js';
import type { Context } from 'hono';
import { limitVolume } from '../http/volume-limit.js';
import { apiKeySecurity, dataResponse, errorResponses } from './openapi-helpers.js';
import { LANGUAGES } from '../../core/render/languages.js';
import { validationReportHtml } from '../render/report.js';

/** The human-readable report instead of the JSON envelope (also chosen by `Accept: text/html`). */
const ReportChoice = z.strictObject({
  report: z.enum(['json', 'html']).optional().openapi({
    description:
      '`html`: a human-readable page (the verdict, each finding with rule, business term, location and suggestion, and the rendered invoice below) instead of the JSON report. Also chosen by `Accept: text/html`.',
    example: 'json',
  }),
  language: z
    .enum(LANGUAGES)
    .optional()
    .openapi({ description: "Language of the HTML report; the seller country's language when absent.", example: 'de' }),
});

/**
 * The options of a raw XML or PDF body, as query parameters (documented here; the upload reader checks them,
 * strictly, together with a multipart form's fields).
 */
const UploadQuery = z
  .object({
    format_hint: z
      .string()
      .min(1)
      .optional()
      .openapi({ description: 'Format code of GET /v1/formats; detected when absent.', example: 'peppol_bis_3' }),
  })
  .extend(RulesSelection.shape)
  .extend(ReportChoice.shape);

/** Largest document validate accepts, in characters (5 MiB). */
export const MAX_DOCUMENT_CHARS = 5_242_880;

export const ValidateRequest = z
  .strictObject({
    document: z
      .string()
      .optional()
      .openapi({
        description: `The XML document as a string, at most ${MAX_DOCUMENT_CHARS} characters (5 MB); larger documents get 413. Exactly one of document and document_base64.`,
        example: '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">…</Invoice>',
      }),
    document_base64: z.string().optional().openapi({
      description:
        'A Factur-X / ZUGFeRD PDF, base64-encoded, at most 5 MB decoded: the embedded XML is validated with its profile\'s rule set and the PDF/A-3 checker\'s rules join the report (`container: "pdf"`). Exactly one of document and document_base64.',
      example: 'JVBERi0xLjcKJeLjz9MK…',
    }),
    format_hint: z.string().optional().openapi({
      description:
        'Format code (peppol_bis_3, xrechnung, facturx, zugferd, ubl_2_1, cii_d16b); detected from the root element and CustomizationID / guideline id when omitted.',
      example: 'peppol_bis_3',
    }),
  })
  .extend(RulesSelection.shape)
  .extend(ReportChoice.shape)
  .superRefine((body, ctx) => {
    const given = Number(body.document !== undefined) + Number(body.document_base64 !== undefined);
    if (given !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: [given === 0 ? 'document' : 'document_base64'],
        message:
          given === 0
            ? 'is required (or document_base64 for a PDF)'
            : 'cannot be sent together with document: send the XML as document or the PDF as document_base64',
        params: { code: given === 0 ? 'required' : 'mutually_exclusive' },
      });
    }
  })
  .openapi('ValidateRequest', {
    description: 'An e-invoice to validate: XML as document, or a PDF as document_base64, and which rules to run.',
  });

/** A minimal request for the API reference (the document is abbreviated, so it validates with errors). */
const EXAMPLE_REQUEST = {
  document:
    '<?xml version="1.0" encoding="UTF-8"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" ' +
    'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">' +
    '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>' +
    '<cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID><cbc:ID>INV-1</cbc:ID></Invoice>',
  format_hint: 'peppol_bis_3',
};

export function validateRoutes(deps: AppDeps, app: OpenAPIHono<AppEnv>) {
  const route = createRoute({
    method: 'post',
    path: '/v1/validate',
    operationId: 'validateDocument',
    tags: ['Validate'],
    summary: 'Validate an e-invoice against the official XSD and Schematron',
    description:
      'Runs the XSD of the detected (or hinted) format, then every Schematron step of its official rule set, and ' +
      'reports each failed assert and firing report as a rule with severity, XPath location, business term and a fix hint. ' +
      'Schematron runs even when the XSD fails, so all problems show at once. XML that is not well-formed gives 200 with the ' +
      'rule XML-WELLFORMED (line and column); a document with a DOCTYPE gives XML-DOCTYPE. `rule_set` names the rule set, ' +
      'scenario and artefact versions that produced the verdict, the version of the rule set with its validity period, and the ' +
      'next version when one is announced. By default the version in force today runs; `as_of` picks the one in force on ' +
      'another day, `rules_version` one by name (or "upcoming": the newest known one).',
    security: apiKeySecurity,
    middleware: [requireScope(deps, 'einvoice:validate'), limitVolume(deps, 'validate')] as const,
    request: {
      query: UploadQuery,
      body: {
        content: {
          'application/json': { schema: ValidateRequest, example: EXAMPLE_REQUEST },
          'application/xml': {
            schema: z.string().openapi({ description: 'The XML document itself; format_hint, as_of and rules_version as query parameters' }),
          },
          'application/pdf': {
            schema: z.string().openapi({ format: 'binary', description: 'A Factur-X / ZUGFeRD PDF itself; options as query parameters' }),
          },
          'multipart/form-data': {
            schema: z
              .object({
                // Any value passes here: the file is read and checked by the handler, which names what is wrong.
                document: z.any().openapi({ type: 'string', format: 'binary', description: 'The XML document or the Factur-X / ZUGFeRD PDF' }),
                format_hint: z.string().optional().openapi({
                  description: 'Format code of GET /v1/formats (peppol_bis_3, xrechnung, …); detected from the document when omitted',
                  example: 'peppol_bis_3',
                }),
                as_of: z.string().optional().openapi({
                  description: 'Run the version of the rule set in force on this day (YYYY-MM-DD) instead of today',
                  example: '2026-06-01',
                }),
                rules_version: z.string().optional().openapi({
                  description: 'Run this version of the rule set, or `upcoming` for the newest known one; overrides as_of',
                  example: 'upcoming',
                }),
              })
              .openapi({ description: 'The document as a file field, options as text fields' }),
          },
        },
        required: false,
      },
    },
    responses: {
      200: {
        ...dataResponse(ValidationResult, 'The validation report'),
        content: {
          ...dataResponse(ValidationResult, 'The validation report').content,
          'text/html': { schema: z.string().openapi({ description: 'The human-readable report (`report: "html"` or `Accept: text/html`)' }) },
        },
      },
      ...errorResponses(400, 413, 415, 422, 429, 503),
    },
  });
  app.openapi(route, async (c) => {
    const { document, options } = isJsonBody(c) ? documentOfJson(c.req.valid('json') as z.output<typeof ValidateRequest>) : await documentOfUpload(c);
    const { report, language, ...selection } = options;
    const asOf = selection.as_of ?? dayOf(deps.clock());
    const rules = { asOf, rulesVersion: selection.rules_version };
    let result: ValidationResult;
    if ('pdf' in document) {
      if (deps.executor) result = await deps.executor.validatePdf(document.pdf, selection.format_hint, rules);
      else {
        const onTheDay = { validate: (input: Parameters<ValidationEngine['validate']>[0]) => engineOf(deps).validate({ ...input, ...rules }) };
        result = await validateHybridPdf(onTheDay, document.pdf, selection.format_hint);
      }
    } else result = await (deps.executor ?? engineOf(deps)).validate({ xml: document.xml, formatHint: selection.format_hint, ...rules });
    if (report === 'html' || (report === undefined && /text\/html/i.test(c.req.header('accept') ?? ''))) {
      return c.html(await validationReportHtml({ formats: deps.formats, countries: deps.countries }, result, document, language)) as never;
    }
    return ok(c, result);
  });
}

/** What to validate and how, whichever way it was sent. */
interface ValidateCall {
  document: { xml: string | Uint8Array } | { pdf: Uint8Array };
  options: z.output<typeof UploadOptions>;
}

function documentOfJson(body: z.output<typeof ValidateRequest>): ValidateCall {
  const { document, document_base64, ...options } = body;
  if (document_base64 !== undefined) return { document: { pdf: decodeDocumentBase64(document_base64) }, options };
  if (document === undefined) throw new Error('unreachable: the request schema requires document or document_base64');
  if (document.length > MAX_DOCUMENT_CHARS) {
    throw new ApiError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The document has ${document.length} characters; validate accepts at most ${MAX_DOCUMENT_CHARS} (5 MB).`,
      {
        field: 'document',
      },
    );
  }
  return { document: { xml: document }, options };
}

/** The options of a raw or multipart upload: query parameters, or the form's text fields. */
const UploadOptions = z
  .strictObject({ format_hint: z.string().min(1).optional(), file: z.string().optional() })
  .extend(RulesSelection.shape)
  .extend(ReportChoice.shape)
  .transform(({ file: _file, ...options }) => options);

async function documentOfUpload(c: Context<AppEnv>): Promise<ValidateCall> {
  const upload = await uploadOf(c);
  const parsed = UploadOptions.safeParse(upload.fields);
  if (!parsed.success) throw validationError(fieldErrors(parsed.error.issues, { input: upload.fields, schema: UploadOptions }));
  return { document: upload.document, options: parsed.data };
}

function engineOf(deps: AppDeps): ValidationEngine {
  if (!deps.validation) {
    throw new ApiError(503, 'RULES_NOT_INSTALLED', 'The validation engine is not configured on this server.', {
      suggestion: 'Install the official artefacts with `npm run artefacts:install` and restart the server.',
    });
  }
  return deps.validation;
}
