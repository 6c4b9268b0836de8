// GET /v1/formats: every registered format, supported or roadmap (SPEC §4.2).
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { requireScope } from '../http/auth.js';
import { FormatList } from '../schemas/format-info.js';
import { apiKeySecurity, dataResponse, errorResponses } from './openapi-helpers.js';

export function formatRoutes(deps: AppDeps, app: OpenAPIHono<AppEnv>) {
  const route = createRoute({
    method: 'get',
    path: '/v1/formats',
    operationId: 'listFormats',
    tags: ['Convert'],
    summary: 'List supported and roadmap e-invoicing formats',
    description: 'Formats with `supported: true` can be used as `target_format` of convert; the others are on the roadmap.',
    security: apiKeySecurity,
    middleware: [requireScope(deps, 'einvoice:convert')] as const,
    responses: { 200: dataResponse(FormatList, 'The format catalogue'), ...errorResponses() },
  });
  app.openapi(route, (c) => {
    const formats = deps.formats.list();
    return ok(c, { formats, total: formats.length });
  });
}
