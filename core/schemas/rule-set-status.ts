// RuleSetStatus: the versions of one rule set as GET /v1/formats and GET /health show them (known versions with
// their dates, the one in force today, the newest known one, and whether that may be outdated).
import { z } from '@hono/zod-openapi';

export const RuleVersion = z
  .object({
    version: z.string().nullable().openapi({ example: '3.0.21' }),
    valid_from: z.string().nullable().openapi({ description: 'First day in force; null when no earlier version is known', example: '2026-08-17' }),
    valid_until: z.string().nullable().openapi({ description: 'Last day in force once a successor is known; null while current' }),
    published_on: z.string().nullable().openapi({ description: 'Day the publisher released it, where known', example: '2026-05-18' }),
  })
  .openapi('RuleVersion');

export const RuleSetStatus = z
  .object({
    id: z.string().openapi({ example: 'peppol-bis-3-ubl' }),
    name: z.string(),
    versions: z.array(RuleVersion).openapi({ description: 'Every version this service knows, oldest first' }),
    in_force: z.string().nullable().openapi({ description: 'The version in force today (null before the first known one)', example: '3.0.21' }),
    newest: RuleVersion.openapi({ description: 'The newest version this service knows' }),
    upcoming: z.string().nullable().openapi({
      description: 'A known version that is announced but not yet in force (validate with `rules_version: "upcoming"` to check against it)',
    }),
    may_be_outdated: z.boolean().openapi({
      description: 'True when the publisher releases on a schedule and a release expected since `expected_since` is not known to this service',
    }),
    expected_since: z.string().nullable().optional(),
    note: z.string().nullable().optional(),
  })
  .openapi('RuleSetStatus');

export type RuleVersion = z.infer<typeof RuleVersion>;
export type RuleSetStatus = z.infer<typeof RuleSetStatus>;
