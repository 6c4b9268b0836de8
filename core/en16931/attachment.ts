// Supporting documents (BG-24): a reference with a description, and either a link to the document (BT-124)
// or the document itself embedded as base64 (BT-125). Embedded documents are size-limited: the whole
// request must stay under the 6 MB body limit, and a receiver's mailbox is not a file store.
import { z } from '@hono/zod-openapi';
import { XmlText } from '../schemas/primitives.js';

/** The embedded attachments of one invoice together, decoded: 4 MiB (5.3 MiB as base64, under the 6 MB body limit). */
export const MAX_ATTACHMENT_BYTES = 4 * 1024 * 1024;

/** MIME codes EN 16931 allows for an embedded document (BR-CL-24; XRechnung also allows application/xml). */
export const ATTACHMENT_MIME_CODES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
] as const;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Bytes a base64 text decodes to (whitespace ignored), or null when it is not base64. */
export function base64Bytes(text: string): number | null {
  const compact = text.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) return null;
  const padding = compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0;
  return (compact.length / 4) * 3 - padding;
}

const text = () => XmlText.min(1);
const doc = (description: string, example?: unknown) => (example === undefined ? { description } : { description, example });

export const Attachment = z
  .strictObject({
    id: text().openapi(doc('Supporting document reference (BT-122), e.g. the timesheet number.', 'TS-2026-11')),
    description: text().optional().openapi(doc('Supporting document description (BT-123).', 'Timesheet November')),
    external_uri: text()
      .optional()
      .openapi(doc('External document location (BT-124): a URL where the document can be fetched.', 'https://example.com/ts/2026-11.pdf')),
    content_base64: z
      .string()
      .optional()
      .openapi(
        doc(
          `Attached document (BT-125), base64. The embedded attachments of one invoice may have ${MAX_ATTACHMENT_BYTES} bytes (4 MiB) together, decoded; more is refused with code attachment_too_large.`,
          'JVBERi0xLjQK',
        ),
      ),
    mime_code: text()
      .optional()
      .openapi(doc(`Attached document MIME code (BT-125-1), required with content_base64: ${ATTACHMENT_MIME_CODES.join(', ')}.`, 'application/pdf')),
    filename: text().optional().openapi(doc('Attached document filename (BT-125-2), required with content_base64.', 'timesheet-2026-11.pdf')),
  })
  .superRefine((a, ctx) => {
    if (a.content_base64 === undefined) {
      for (const key of ['mime_code', 'filename'] as const)
        if (a[key] !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'belongs to an embedded document: give content_base64 too',
            params: { code: 'requires_content' },
          });
      return;
    }
    if (base64Bytes(a.content_base64) === null)
      ctx.addIssue({ code: 'custom', path: ['content_base64'], message: 'is not base64 text', params: { code: 'invalid_base64' } });
    for (const key of ['mime_code', 'filename'] as const)
      if (a[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required with content_base64', params: { code: 'required' } });
  })
  .openapi('Attachment', {
    description:
      'A supporting document (BG-24): its reference and description with an external location (BT-124) and/or the document embedded (BT-125).',
  });

/** The attachments of an invoice: each valid on its own, and the embedded ones together within MAX_ATTACHMENT_BYTES. */
export const Attachments = z
  .array(Attachment)
  .superRefine((list, ctx) => {
    let total = 0;
    for (const [i, a] of list.entries()) {
      total += a.content_base64 === undefined ? 0 : (base64Bytes(a.content_base64) ?? 0);
      if (total <= MAX_ATTACHMENT_BYTES) continue;
      // Reported once, at the attachment that crosses the limit.
      ctx.addIssue({
        code: 'custom',
        path: [i, 'content_base64'],
        message: `the embedded attachments have more than ${MAX_ATTACHMENT_BYTES} bytes (4 MiB) together, decoded; link larger documents with external_uri`,
        params: { code: 'attachment_too_large' },
      });
      return;
    }
  })
  .openapi(doc('Additional supporting documents (BG-24).'));

export type Attachment = z.output<typeof Attachment>;
