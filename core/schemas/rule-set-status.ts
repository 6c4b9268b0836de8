// RuleSetStatus: the versions of one rule set as GET /v1/formats and GET /health show them (known versions with
// their dates, the one in force today, the newest known one, and whether that may be outdated).
import { z } from '@hono/zod-openapi';
import { describedRef } from './described-ref.js';

export const RuleVersion = z
  .object({
    version: z
      .string()
      .nullable()
      .openapi({ description: 'Version name as the publisher writes it; null when the publisher gives none', example: '3.0.21' }),
    valid_from: z
      .string()
      .nullable()
      .openapi({ description: 'First day in force (YYYY-MM-DD); null when no earlier version is known', example: '2026-08-17' }),
    valid_until: z
      .string()
      .nullable()
      .openapi({ description: 'Last day in force (YYYY-MM-DD) once a successor is known; null while current', example: '2026-08-16' }),
    published_on: z
      .string()
      .nullable()
      .openapi({ description: 'Day the publisher released it (YYYY-MM-DD); null where not known', example: '2026-05-18' }),
  })
  .openapi('RuleVersion', { description: 'One version of an official rule set, with the days it is in force.' });

export const RuleSetStatus = z
  .object({
    id: z
      .string()
      .openapi({ description: 'Id of the rule set (the official XSD and Schematron files of one format profile)', example: 'peppol-bis-3-ubl' }),
    name: z.string().openapi({ description: 'Name of the rule set', example: 'Peppol BIS Billing 3.0 (UBL)' }),
    versions: z.array(RuleVersion).openapi({ description: 'Every version this service knows, oldest first' }),
    in_force: z.string().nullable().openapi({ description: 'The version in force today (null before the first known one)', example: '3.0.21' }),
    newest: describedRef(RuleVersion, 'The newest version this service knows'),
    upcoming: z.string().nullable().openapi({
      description:
        'A known version that is announced but not yet in force (validate with `rules_version: "upcoming"` to check against it); null when none is',
      example: '3.0.22',
    }),
    may_be_outdated: z.boolean().openapi({
      description: 'True when the publisher releases on a schedule and a release expected since `expected_since` is not known to this service',
      example: false,
    }),
    expected_since: z.string().nullable().optional().openapi({
      description: 'First day (YYYY-MM-DD) of the scheduled release month whose release this service does not know; null when no release is overdue',
      example: '2026-11-01',
    }),
    note: z.string().nullable().optional().openapi({
      description: 'Why the rules may be outdated and the command that updates them; null when they are not',
      example:
        'Peppol BIS Billing 3.0 is released every May and November; the newest version this service knows (3.0.21, published 2026-05-18) predates the release expected since 2026-11-01, so the rules may be outdated. Update the service and run …',
    }),
  })
  .openapi('RuleSetStatus', { description: 'The versions of one official rule set this service knows, and which one is in force today.' });

export type RuleVersion = z.infer<typeof RuleVersion>;
export type RuleSetStatus = z.infer<typeof RuleSetStatus>;
