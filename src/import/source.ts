// The document of a JSON body ({document} XML text or {document_base64} PDF), with validate's limits and errors.
import { ApiError } from '../http/errors.js';
import { MAX_DOCUMENT_CHARS } from '../routes/validate.js';
import { decodeDocumentBase64 } from '../validation/pdf/validate-pdf.js';
import type { ImportSource } from './service.js';

/** The document of a JSON body: XML text, or PDF bytes from base64 (the limits and errors of validate). */
export function sourceOfJson(body: { document?: string; document_base64?: string }): ImportSource {
  if (body.document_base64 !== undefined) return { pdf: decodeDocumentBase64(body.document_base64) };
  const document = body.document ?? '';
  if (document.length > MAX_DOCUMENT_CHARS) {
    throw new ApiError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The document has ${document.length} characters; at most ${MAX_DOCUMENT_CHARS} (5 MB) are accepted.`,
      { field: 'document' },
    );
  }
  return { xml: document };
}
