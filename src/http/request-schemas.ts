// The request schemas each route declared (body, query, path), found from the OpenAPI registry the routes
// are registered in, so that a validation error can name the fields a route knows.
import type { Context } from 'hono';
import type { OpenAPIHono, z } from '@hono/zod-openapi';
import type { SchemaLookup } from './validation-hook.js';

type Schema = z.core.$ZodType;

interface RouteRequest {
  body?: { content?: Record<string, { schema?: unknown }> };
  query?: unknown;
  params?: unknown;
}

/** `{conversion_id}` (OpenAPI) → `:conversion_id` (the router's own spelling of a path). */
const routerPath = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

// biome-ignore lint/suspicious/noExplicitAny: any app environment; only its OpenAPI registry is read.
export function requestSchemaLookup(app: OpenAPIHono<any>): SchemaLookup {
  const byRoute = new Map<string, Record<string, Schema | undefined>>();
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const { method, path } = definition.route;
    const request = (definition.route.request ?? {}) as RouteRequest;
    byRoute.set(`${method.toUpperCase()} ${routerPath(path)}`, {
      json: request.body?.content?.['application/json']?.schema as Schema | undefined,
      query: request.query as Schema | undefined,
      param: request.params as Schema | undefined,
    });
  }
  return (c: Context, target: string) => byRoute.get(`${c.req.method} ${c.req.routePath}`)?.[target];
}
