// GET /v1/requirements/{country_code} and GET /v1/requirements: country mandates, informational.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/context.js';
import { ApiError } from '../http/errors.js';
import { ok } from '../http/envelope.js';
import { requireScope } from '../http/auth.js';
import { IsoDate } from '../../core/schemas/primitives.js';
import { RequirementInfo, RequirementSummary } from '../../core/schemas/requirement-info.js';
import { isoDay, requirementsAsOf, requirementsSummary } from '../../core/requirements/as-of.js';
import { apiKeySecurity, dataResponse, errorResponses } from './openapi-helpers.js';

const Params = z.object({
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { message: 'must be an ISO 3166-1 alpha-2 code (two letters)' })
    .openapi({
      param: { name: 'country_code', in: 'path' },
      description: 'The country, ISO 3166-1 alpha-2 code (either case); GET /v1/requirements lists the tracked countries',
      example: 'DE',
    }),
});

const Query = z.object({
  as_of: IsoDate.optional().openapi({
    param: { name: 'as_of', in: 'query' },
    description: 'Answer for this day instead of today: phases whose date has passed are in force.',
    example: '2027-01-01',
  }),
});

const CountryList = z
  .object({
    countries: z.array(RequirementSummary).openapi({ description: 'Every tracked country, by country code' }),
    total: z.number().int().openapi({ description: 'Number of entries in countries', example: 48 }),
    as_of: IsoDate.openapi({
      description: 'The day (YYYY-MM-DD) the mandatory flags and next phases apply to: as_of of the request, or today',
      example: '2026-11-25',
    }),
  })
  .openapi('CountryList', { description: "Every tracked country's headline e-invoicing status on one day." });

export function requirementRoutes(deps: AppDeps, app: OpenAPIHono<AppEnv>) {
  const today = () => isoDay(deps.clock());
  const auth = requireScope(deps, 'einvoice:convert');

  const one = createRoute({
    tags: ['Requirements'],
    security: apiKeySecurity,
    middleware: [auth] as const,
    method: 'get',
    path: '/v1/requirements/{country_code}',
    operationId: 'getCountryRequirements',
    summary: "A country's e-invoicing requirements",
    description: 'B2G and B2B mandates, phase-in dates, formats, thresholds and special rules. Informational, not legal advice.',
    request: { params: Params, query: Query },
    responses: { 200: dataResponse(RequirementInfo, 'The requirements'), ...errorResponses(404, 422) },
  });
  app.openapi(one, (c) => {
    const { country_code } = c.req.valid('param');
    const { as_of } = c.req.valid('query');
    const plugin = deps.countries.get(country_code.toUpperCase());
    if (!plugin) {
      throw new ApiError(404, 'COUNTRY_NOT_FOUND', `Country ${country_code.toUpperCase()} is not tracked.`);
    }
    const info = requirementsAsOf(plugin, as_of ?? today());
    return ok(c, info, { sources: info.source_url ? [{ name: info.country_name, url: info.source_url }] : undefined });
  });

  const list = createRoute({
    tags: ['Requirements'],
    security: apiKeySecurity,
    middleware: [auth] as const,
    method: 'get',
    path: '/v1/requirements',
    operationId: 'listCountryRequirements',
    summary: 'Tracked countries with their headline status',
    description: 'One line per tracked country: whether B2G and B2B e-invoicing are mandatory on the day asked for.',
    request: { query: Query },
    responses: { 200: dataResponse(CountryList, 'The tracked countries'), ...errorResponses(422) },
  });
  app.openapi(list, (c) => {
    const day = c.req.valid('query').as_of ?? today();
    const countries = deps.countries.all().map((p) => requirementsSummary(p, day));
    return ok(c, { countries, total: countries.length, as_of: day });
  });
}
