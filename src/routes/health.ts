// GET /health: liveness plus what the operator needs to know (rule sets installed, formats, countries, and the
// rule versions: each rule set's newest known version and its date, and a warning when a release is overdue).
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/context.js';
import { RuleSetStatus } from '../schemas/rule-set-status.js';
import { ruleSetStatus, UPDATE_COMMAND } from '../validation/rules-status.js';
import { dayOf } from '../validation/versions.js';

const RuleVersions = z
  .object({
    may_be_outdated: z.boolean().openapi({ description: 'True when some rule set revised on a schedule has an overdue release this service does not know' }),
    message: z.string().nullable(),
    update_command: z.string().nullable(),
    rule_sets: z.array(RuleSetStatus),
  })
  .openapi('RuleVersions');

const Health = z.object({ status: z.literal('ok'), time: z.string(), rule_versions: RuleVersions.optional() }).passthrough().openapi('Health');

export function healthRoutes(deps: AppDeps, app: OpenAPIHono<AppEnv>) {
  const route = createRoute({
    method: 'get',
    path: '/health',
    tags: ['Service'],
    summary: 'Service health (no key needed)',
    responses: { 200: { description: 'The service is up', content: { 'application/json': { schema: Health } } } },
  });
  app.openapi(route, async (c) => {
    const extra = await Promise.all((deps.healthChecks ?? []).map((check) => check().catch(() => ({ check_failed: true }))));
    const now = deps.clock();
    return c.json(
      {
        status: 'ok' as const,
        time: now.toISOString(),
        formats: deps.formats.supportedCodes(),
        countries: deps.countries.all().length,
        ...(typeof deps.validation?.ruleSetVersions === 'function' ? { rule_versions: ruleVersions(deps, dayOf(now)) } : {}),
        ...Object.assign({}, ...extra),
      },
      200,
    );
  });
}

function ruleVersions(deps: AppDeps, today: string): z.infer<typeof RuleVersions> {
  const statuses = deps.validation!.ruleSetVersions().map((r) => ruleSetStatus(r, today));
  const outdated = statuses.filter((s) => s.may_be_outdated);
  return {
    may_be_outdated: outdated.length > 0,
    message: outdated.length > 0 ? `The rules may be outdated: ${outdated.map((s) => s.note).join(' ')}` : null,
    update_command: outdated.length > 0 ? UPDATE_COMMAND : null,
    rule_sets: statuses,
  };
}
