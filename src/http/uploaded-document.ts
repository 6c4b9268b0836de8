// A document sent as the body itself (application/xml, application/pdf) or as a multipart/form-data file,
// beside the JSON form: what integrators send from a file without wrapping it in JSON. The same size limits
// as the JSON form; a PDF must start with %PDF-.
import type { Context } from 'hono';
import type { AppEnv } from './context.js';
import { ApiError, validationError } from './errors.js';
import { MAX_PDF_BYTES } from '../validation/pdf/validate-pdf.js';
import { looksLikePdf } from '../validation/pdf/extract.js';

/** Largest XML document, in bytes (5 MiB), as for the JSON form's characters. */
export const MAX_XML_BYTES = 5_242_880;

export const JSON_TYPE = /^application\/(.+\+)?json\b/i;
const XML_TYPE = /^(application|text)\/(.+\+)?xml\b/i;
const PDF_TYPE = /^application\/pdf\b/i;
const MULTIPART_TYPE = /^multipart\/form-data\b/i;

export type UploadedDocument = { xml: Uint8Array } | { pdf: Uint8Array };

/** The document and the text fields sent with it (multipart fields, else the query string). */
export interface Upload {
  document: UploadedDocument;
  fields: Record<string, string>;
}

function checked(bytes: Uint8Array, kind: 'xml' | 'pdf', field: string): UploadedDocument {
  if (kind === 'pdf') {
    if (bytes.length > MAX_PDF_BYTES)
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `The PDF has ${bytes.length} bytes; at most ${MAX_PDF_BYTES} (5 MB) are accepted.`);
    if (!looksLikePdf(bytes)) throw validationError([{ field, code: 'not_pdf', message: 'is not a PDF file (it must start with %PDF-)' }]);
    return { pdf: bytes };
  }
  if (bytes.length > MAX_XML_BYTES)
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `The document has ${bytes.length} bytes; at most ${MAX_XML_BYTES} (5 MB) are accepted.`);
  return { xml: bytes };
}

/** True when the body is JSON (the route's own schema reads it); otherwise the upload is read by uploadOf. */
export function isJsonBody(c: Context<AppEnv>): boolean {
  return JSON_TYPE.test(c.req.header('content-type') ?? '');
}

/** The uploaded document of a raw or multipart body; 415 for any other body. */
export async function uploadOf(c: Context<AppEnv>): Promise<Upload> {
  const type = c.req.header('content-type') ?? '';
  const query = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => typeof v === 'string'));
  if (XML_TYPE.test(type)) return { document: checked(new Uint8Array(await c.req.arrayBuffer()), 'xml', '(body)'), fields: query };
  if (PDF_TYPE.test(type)) return { document: checked(new Uint8Array(await c.req.arrayBuffer()), 'pdf', '(body)'), fields: query };
  if (MULTIPART_TYPE.test(type)) {
    const form = await c.req.parseBody();
    const file = form.document ?? form.file;
    if (!(file instanceof File))
      throw validationError([{ field: 'document', code: 'required', message: 'is required: send the e-invoice as the file field "document"' }]);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const fields = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return { document: checked(bytes, looksLikePdf(bytes) ? 'pdf' : 'xml', 'document'), fields };
  }
  throw new ApiError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'The request body must be application/json, application/xml, application/pdf or multipart/form-data.',
  );
}
