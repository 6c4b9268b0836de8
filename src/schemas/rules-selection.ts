// Which version of the official rules a validate or convert request runs: by default the version in force
// today; `as_of` picks the one in force on another day, `rules_version` one by name.
import { z } from '@hono/zod-openapi';
import { IsoDate } from '../../core/schemas/primitives.js';

export const RulesSelection = z.object({
  as_of: IsoDate.optional().openapi({
    description: 'Run the version of the rule set in force on this day (YYYY-MM-DD) instead of today.',
    example: '2026-06-01',
  }),
  rules_version: z
    .string()
    .min(1)
    .max(40)
    .optional()
    .openapi({
      description:
        'Run this version of the rule set (e.g. `3.0.20` for Peppol BIS Billing), or `upcoming` for the newest known one, ' +
        'to check against an announced release before it is in force. Overrides as_of. An unknown version gives 422 naming the known ones.',
      example: 'upcoming',
    }),
});
