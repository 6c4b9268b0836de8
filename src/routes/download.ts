// GET /v1/download/{conversion_id}: the stored document, streamed without envelope.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/context.js';
import { ApiError } from '../http/errors.js';
import { requireScope } from '../http/auth.js';
import { REQUEST_ID_HEADER, apiKeySecurity, errorResponses } from './openapi-helpers.js';

const Params = z.object({
  conversion_id: z
    .string()
    // Written with both cases rather than the `i` flag: a flag does not carry into the OpenAPI pattern.
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, { message: 'must be a UUID' })
    .openapi({
      param: { name: 'conversion_id', in: 'path' },
      description: 'conversion_id of the convert answer (a UUID); documents are kept 24 hours',
      example: '3f2c8a8e-7c1e-4d57-9a8e-2f8f0b1c9d10',
    }),
});

export function downloadRoutes(deps: AppDeps, app: OpenAPIHono<AppEnv>) {
  const route = createRoute({
    method: 'get',
    path: '/v1/download/{conversion_id}',
    operationId: 'downloadDocument',
    tags: ['Convert'],
    summary: 'Download a converted document',
    description: 'Streams the document (XML or PDF) for 24 hours after conversion; afterwards 404 NOT_FOUND.',
    security: apiKeySecurity,
    middleware: [requireScope(deps, 'einvoice:convert')] as const,
    request: { params: Params },
    responses: {
      200: {
        description: 'The document',
        headers: {
          ...REQUEST_ID_HEADER,
          'Content-Disposition': { description: 'attachment; filename="<invoice number>-<format>.xml|pdf"', schema: { type: 'string' } },
        },
        content: {
          'application/xml': { schema: z.string().openapi({ format: 'binary' }) },
          'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
        },
      },
      ...errorResponses(404, 422),
    },
  });
  app.openapi(route, async (c) => {
    const { conversion_id } = c.req.valid('param');
    const found = await deps.documents.get(conversion_id.toLowerCase(), deps.clock());
    // Another account's document answers exactly like an unknown one: no oracle for existence.
    if (!found || found.meta.account !== c.get('apiKey').account) {
      throw new ApiError(404, 'NOT_FOUND', 'No document with this id, or it has expired (documents are kept 24 hours).');
    }
    return c.body(found.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': found.meta.content_type,
      'Content-Disposition': `attachment; filename="${found.meta.filename}"`,
      'Content-Length': String(found.body.byteLength),
      'Cache-Control': 'private, no-store',
    });
  }) as unknown;
}
