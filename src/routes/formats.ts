// GET /v1/formats: every registered format, supported or roadmap, and per profile the versions of the rule
// set that checks it (dates, the one in force today, the newest, whether that may be outdated).
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { requireScope } from '../http/auth.js';
import { FormatList, type FormatInfo } from '../../core/schemas/format-info.js';
import { ruleSetStatus } from '../validation/rules-status.js';
import { dayOf } from '../validation/versions.js';
import { apiKeySecurity, dataResponse, errorResponses } from './openapi-helpers.js';

export function formatRoutes(deps: AppDeps, app: OpenAPIHono<AppEnv>) {
  const route = createRoute({
    method: 'get',
    path: '/v1/formats',
    operationId: 'listFormats',
    tags: ['Convert'],
    summary: 'List supported and roadmap e-invoicing formats',
    description:
      'Formats with `supported: true` can be used as `target_format` of convert; the others are on the roadmap. Each profile ' +
      'names its rule set with every known version and its dates, the version in force today (`version` of the format is that ' +
      'of its default profile), the newest known one and whether it may be outdated.',
    security: apiKeySecurity,
    middleware: [requireScope(deps, 'einvoice:convert')] as const,
    responses: { 200: dataResponse(FormatList, 'The format catalogue'), ...errorResponses() },
  });
  app.openapi(route, (c) => {
    const formats = withRuleVersions(deps, deps.formats.list());
    return ok(c, { formats, total: formats.length });
  });
}

function withRuleVersions(deps: AppDeps, formats: FormatInfo[]): FormatInfo[] {
  // A stand-in engine without versions (tests) leaves the catalogue as the registry gives it.
  if (typeof deps.validation?.ruleSetVersions !== 'function') return formats;
  const today = dayOf(deps.clock());
  const byId = new Map(deps.validation.ruleSetVersions().map((r) => [r.id, r]));
  return formats.map((info) => {
    const plugin = deps.formats.get(info.code);
    if (!info.profiles || !plugin) return info;
    const profiles = info.profiles.map((p) => {
      const versions = byId.get(plugin.profiles.find((pp) => pp.code === p.code)?.ruleSet ?? '');
      return versions ? { ...p, rule_set: ruleSetStatus(versions, today) } : p;
    });
    // A versioned rule set decides the format's version: the one in force today.
    const ruleSet = profiles.find((p) => p.default)?.rule_set;
    const dated = ruleSet?.in_force && ruleSet.versions.some((v) => v.valid_from !== null);
    return { ...info, ...(dated ? { version: ruleSet.in_force! } : {}), profiles };
  });
}
