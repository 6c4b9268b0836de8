// createApp(deps): the Hono app of the whole API, built from injected dependencies. Runtime entries
// (src/runtime/*) only build the deps and serve this app.
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { AppDeps } from './app-deps.js';
import type { AppEnv } from './http/context.js';
import { ApiError } from './http/errors.js';
import { errorHandler, renderError } from './http/error-handler.js';
import { requestId } from './http/request-id.js';
import { securityHeaders } from './http/security-headers.js';
import { jsonDepthLimit } from './http/json-depth.js';
import { failClosed } from './http/fail-closed-limiter.js';
import { createValidationHook } from './http/validation-hook.js';
import { requestSchemaLookup } from './http/request-schemas.js';
import { accessLog } from './http/access-log.js';
import { ERROR_CODES } from './http/error-codes.js';
import { healthRoutes } from './routes/health.js';
import { formatRoutes } from './routes/formats.js';
import { requirementRoutes } from './routes/requirements.js';
import { downloadRoutes } from './routes/download.js';
import { convertRoutes } from './routes/convert.js';
import { docsRoutes } from './routes/docs-page.js';
import { parseRoutes } from './routes/parse.js';
import { previewRoutes } from './routes/preview.js';
import { validateRoutes } from './routes/validate.js';
import { importRoutes } from './routes/import.js';
import { renderRoutes } from './routes/render.js';

export type { AppDeps } from './app-deps.js';

/** Largest request body any endpoint accepts: a 5 MB document with room for the JSON around it. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;
/** Validate's exception: a 5 MB PDF sent as `document_base64` is 6.7 MB of base64 (the limit stays 5 MB decoded). */
export const MAX_VALIDATE_BODY_BYTES = 7 * 1024 * 1024;

/** Each capability adds its routes here; a route group is a function of the deps and the app. */
const routeGroups: Array<(deps: AppDeps, app: OpenAPIHono<AppEnv>) => void> = [
  healthRoutes,
  formatRoutes,
  requirementRoutes,
  downloadRoutes,
  convertRoutes,
  parseRoutes,
  previewRoutes,
  validateRoutes,
  importRoutes,
  renderRoutes,
];

/** Hono path pattern → RegExp, to tell 405 (path known, method not) from 404. */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** The groups of operations in the API reference, in reading order. */
const API_TAGS = [
  { name: 'Convert', description: 'Canonical invoice → e-invoice (XML or PDF/A-3), download within 24 hours, the format catalogue' },
  { name: 'Validate', description: 'Official XSD and Schematron validation with a per-rule report' },
  {
    name: 'Render',
    description: 'Any invoice as a person reads it: an HTML page or a readable PDF, in English, German, French, Italian, Spanish, Dutch or Polish',
  },
  { name: 'Import', description: 'Received e-invoices (UBL, CII, Factur-X / ZUGFeRD PDF) → the canonical invoice, with what it could not hold' },
  { name: 'Intelligent', description: 'Free text → invoice through an AI model, after personal data is replaced by placeholders' },
  { name: 'Requirements', description: 'What each country requires, on a given day' },
  { name: 'Service', description: 'Health of the running service' },
];

/** Registers the OpenAPI document's route; returns how to build the document for an origin. */
function describeApi(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'ApiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: 'An API key (`eik_` + 40 characters) with the scope the endpoint names.',
  });
  const errorList = Object.entries(ERROR_CODES)
    .map(([code, info]) => `| ${info.status} | \`${code}\` | ${info.meaning} |`)
    .join('\n');
  const config = (origin: string) => ({
    openapi: '3.1.0',
    info: {
      title: 'E-invoicing API',
      version: '1.0.0',
      description:
        'Convert EN 16931 invoices to Peppol BIS 3, XRechnung, Factur-X, ZUGFeRD and UBL 2.1; validate e-invoices ' +
        'against the official XSD and Schematron; parse free text into invoices with personal data anonymized. ' +
        'Every response is `{data, metadata}` or `{error}`; every error carries a stable `code`:\n\n' +
        `| Status | Code | Meaning |\n|---|---|---|\n${errorList}`,
    },
    servers: [{ url: origin }],
    tags: API_TAGS,
  });
  app.doc31('/v1/openapi.json', (c) => config(new URL(c.req.url).origin));
  return config;
}

export function createApp(deps: AppDeps): OpenAPIHono<AppEnv> {
  // The hook names the fields a route's schema knows; the routes are registered below, so it looks them up lazily.
  let lookup: ReturnType<typeof requestSchemaLookup> | undefined;
  const app: OpenAPIHono<AppEnv> = new OpenAPIHono<AppEnv>({
    // `/v1/convert/` is the same route as `/v1/convert`.
    strict: false,
    defaultHook: createValidationHook((c, target) => (lookup ??= requestSchemaLookup(app))(c, target)),
  });

  app.use('*', requestId());
  app.use('*', accessLog(deps.logger));
  app.use('*', securityHeaders());
  // Anything but the public reference data (formats, requirements, the API description) can carry an
  // invoice or a name: no cache may keep it.
  app.use('*', async (c, next) => {
    await next();
    const publicData = c.req.method === 'GET' && /^\/(health$|docs|v1\/(formats|requirements|openapi\.json))/.test(c.req.path);
    if (!publicData && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  // CORS is off unless the operator names the browser origins that may call the API.
  if (deps.corsOrigins && deps.corsOrigins.length > 0) {
    app.use(
      '*',
      cors({
        origin: deps.corsOrigins,
        allowHeaders: ['X-API-Key', 'Content-Type', 'X-Request-Id'],
        exposeHeaders: ['X-Request-Id', 'Location', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After'],
        maxAge: 600,
      }),
    );
  }
  const limitTo = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${maxSize / (1024 * 1024)} MB.`);
      },
    });
  const defaultLimit = limitTo(MAX_BODY_BYTES);
  const validateLimit = limitTo(MAX_VALIDATE_BODY_BYTES);
  // Endpoints that take a 5 MB PDF as base64 get the larger limit (convert keeps 6 MB: a PDF sent to it is at most about 4.4 MB).
  const documentPaths = new Set(['/v1/validate', '/v1/import', '/v1/render']);
  app.use('/v1/*', (c, next) => (documentPaths.has(c.req.path) ? validateLimit(c, next) : defaultLimit(c, next)));
  app.use('/v1/*', jsonDepthLimit());
  app.onError(errorHandler(deps.logger));

  // Limited endpoints answer 503 when the counters store is down (docs/operating.md).
  const routeDeps: AppDeps = { ...deps, limiter: failClosed(deps.limiter) };
  for (const register of routeGroups) register(routeDeps, app);
  const openApiConfig = describeApi(app);
  docsRoutes(app, () => app.getOpenAPI31Document({ ...openApiConfig('') }) as unknown as Record<string, unknown>);

  app.notFound((c) => {
    const path = c.req.path;
    const allowed = [...new Set(app.routes.filter((r) => r.method !== 'ALL' && patternOf(r.path).test(path)).map((r) => r.method))];
    if (allowed.length > 0) {
      c.header('Allow', allowed.join(', '));
      return renderError(c, new ApiError(405, 'METHOD_NOT_ALLOWED', `This method is not allowed on this path; allowed: ${allowed.join(', ')}.`));
    }
    return renderError(c, new ApiError(404, 'ROUTE_NOT_FOUND', 'No endpoint at this path. The API reference is at /docs.'));
  });

  return app;
}
