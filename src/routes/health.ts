// GET /health: liveness plus what the operator needs to know (rule sets installed, formats, countries).
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/context.js';

const Health = z.object({ status: z.literal('ok'), time: z.string() }).passthrough().openapi('Health');

export function healthRoutes(deps: AppDeps, app: OpenAPIHono<AppEnv>) {
  const route = createRoute({
    method: 'get',
    path: '/health',
    operationId: 'getHealth',
    tags: ['Service'],
    summary: 'Service health (no key needed)',
    security: [],
    responses: { 200: { description: 'The service is up', content: { 'application/json': { schema: Health } } } },
  });
  app.openapi(route, async (c) => {
    const extra = await Promise.all((deps.healthChecks ?? []).map((check) => check().catch(() => ({ check_failed: true }))));
    return c.json(
      {
        status: 'ok' as const,
        time: deps.clock().toISOString(),
        formats: deps.formats.supportedCodes(),
        countries: deps.countries.all().length,
        ...Object.assign({}, ...extra),
      },
      200,
    );
  });
}
