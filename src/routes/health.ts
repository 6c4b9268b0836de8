// GET /health: 200 `ok`, or 503 `degraded` with the problems when the service cannot do all it offers
// (a rule set not installed), plus what the operator needs to know (rule sets installed, formats, countries, and the
// rule versions: each rule set's newest known version and its date, and a warning when a release is overdue).
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/context.js';
import { RuleSetStatus } from '../../core/schemas/rule-set-status.js';
import { describedRef } from '../../core/schemas/described-ref.js';
import { ruleSetStatus, UPDATE_COMMAND } from '../validation/rules-status.js';
import { dayOf } from '../validation/versions.js';
import { REQUEST_ID_HEADER } from './openapi-helpers.js';

const RuleVersions = z
  .object({
    may_be_outdated: z
      .boolean()
      .openapi({ description: 'True when some rule set revised on a schedule has an overdue release this service does not know', example: false }),
    message: z.string().nullable().openapi({
      description: 'For the operator: which rule sets may be outdated and why; null when none is',
      example:
        'The rules may be outdated: Peppol BIS Billing 3.0 (UBL) is released every May and November; the newest version this service knows (3.0.21, published 2026-05-18) predates the release expected since 2026-11-01, so the rules may be outdated. Update the service and run …',
    }),
    update_command: z.string().nullable().openapi({
      description: 'The command to run after updating the service to a release with newer rules; null when the rules are current',
      example: 'npm run artefacts:install',
    }),
    rule_sets: z.array(RuleSetStatus).openapi({ description: 'Every rule set the validation engine knows, with its versions' }),
  })
  .openapi('RuleVersions', { description: 'Whether the official rule sets this service knows may be outdated.' });

const Health = z
  .object({
    status: z
      .enum(['ok', 'degraded'])
      .openapi({ description: '`degraded` (with HTTP 503) when the service cannot do all it offers, e.g. a rule set is not installed' }),
    time: z.string().openapi({ description: "The server's clock: ISO 8601 date-time, UTC", example: '2026-11-25T10:15:30.000Z' }),
    problems: z.array(z.string()).openapi({
      description: 'Why the status is degraded; empty when ok',
      example: ['1 rule set(s) not installed, so their formats cannot be validated or converted: peppol-bis-3-ubl'],
    }),
    rule_versions: describedRef(
      RuleVersions,
      'The rule versions this service knows and whether they may be outdated; absent when the server has no validation engine',
    ).optional(),
  })
  .passthrough()
  .openapi('Health', {
    description: 'Whether the service can do all it offers, and what an operator needs to know (formats, countries, rule versions, storage).',
  });

export function healthRoutes(deps: AppDeps, app: OpenAPIHono<AppEnv>) {
  const route = createRoute({
    method: 'get',
    path: '/health',
    operationId: 'getHealth',
    tags: ['Service'],
    summary: 'Service health (no key needed)',
    security: [],
    responses: {
      200: {
        description: 'The service is up and can do all it offers',
        headers: REQUEST_ID_HEADER,
        content: { 'application/json': { schema: Health } },
      },
      503: {
        description: 'The service is up but degraded: `problems` says what it cannot do (e.g. rule sets not installed)',
        headers: REQUEST_ID_HEADER,
        content: { 'application/json': { schema: Health } },
      },
    },
  });
  app.openapi(route, async (c) => {
    const checks = await Promise.all((deps.healthChecks ?? []).map((check) => check().catch(() => ({ problems: ['a health check failed'] }))));
    // Each check may give problems; they are gathered, the rest of each answer is shown as it is.
    const problems = checks.flatMap((check) => (Array.isArray(check.problems) ? (check.problems as string[]) : []));
    const details = Object.assign({}, ...checks.map(({ problems: _problems, ...rest }) => rest));
    const now = deps.clock();
    const body = {
      status: problems.length > 0 ? ('degraded' as const) : ('ok' as const),
      time: now.toISOString(),
      problems,
      formats: deps.formats.supportedCodes(),
      countries: deps.countries.all().length,
      ...(typeof deps.validation?.ruleSetVersions === 'function' ? { rule_versions: ruleVersions(deps, dayOf(now)) } : {}),
      ...details,
    };
    return problems.length > 0 ? c.json(body, 503) : c.json(body, 200);
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
