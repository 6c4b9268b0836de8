// RequirementInfo: a country's e-invoicing mandates, as of one day (today unless `as_of` is asked).
// Dates are YYYY-MM-DD strings, thresholds {amount, currency}, phases a
// structured list, formats registry codes where one exists (GET /v1/formats) and plain names otherwise.
// `confidence` keeps the research's honesty where a fact is unconfirmed.
import { z } from '@hono/zod-openapi';
import { DECIMAL_PATTERN, IsoDate } from './primitives.js';

export const RolloutPhase = z
  .object({
    from: IsoDate.openapi({ description: 'First day the phase applies', example: '2027-01-01' }),
    scope: z.string().min(1).openapi({ example: 'businesses with prior-year turnover above EUR 800,000' }),
    obligation: z.enum(['receive', 'issue', 'report']).openapi({
      description: 'receive: must be able to accept e-invoices; issue: must send them; report: must transmit invoice data to the tax authority',
    }),
    in_force: z.boolean().optional().openapi({ description: 'Whether the phase applies on the day asked for (as_of, default today)' }),
  })
  .openapi('RolloutPhase');

export const MoneyAmount = z
  .object({
    amount: z.string().regex(DECIMAL_PATTERN).openapi({ description: 'Decimal string', example: '800000' }),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .openapi({ description: 'ISO 4217 code', example: 'EUR' }),
    description: z
      .string()
      .optional()
      .openapi({ description: 'What the threshold decides', example: 'prior-year turnover above which issuing is mandatory from 2027' }),
  })
  .openapi('MoneyAmount');

export const Confidence = z.enum(['confirmed', 'partly_confirmed', 'unconfirmed']).openapi({
  description: 'How well the data is confirmed by official sources: partly_confirmed means some dates or details rest on secondary sources',
});

const formatList = (description: string) => z.array(z.string().min(1)).openapi({ description, example: ['xrechnung', 'zugferd', 'facturx'] });

const FORMATS_NOTE =
  'Codes of GET /v1/formats where the format has one (roadmap formats included), otherwise the format name (names contain an upper-case letter, a space or punctuation).';

export const RequirementInfo = z
  .object({
    country_code: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .openapi({ example: 'DE' }),
    country_name: z.string().min(1).openapi({ example: 'Germany' }),
    as_of: IsoDate.optional().openapi({ description: 'The day the mandatory flags and in_force marks apply to' }),
    b2g_mandatory: z.boolean().openapi({ description: 'Suppliers must send e-invoices to (at least some) public buyers on the as_of day' }),
    b2g_mandate_date: IsoDate.nullable().optional().openapi({ description: 'First day of the supplier obligation towards public buyers' }),
    b2g_platform: z.string().nullable().optional().openapi({ example: 'ZRE / OZG-RE (federal), Peppol' }),
    b2b_mandatory: z.boolean().openapi({ description: 'A domestic B2B obligation to issue or receive e-invoices is in force on the as_of day' }),
    b2b_mandate_date: IsoDate.nullable().optional().openapi({ description: 'First day of the first B2B issue or receive phase' }),
    b2b_phased_rollout: z.array(RolloutPhase).nullable().optional().openapi({ description: 'B2B phases in date order' }),
    required_formats: formatList(`Formats required by regulation. ${FORMATS_NOTE}`),
    accepted_formats: formatList(`Formats also accepted. ${FORMATS_NOTE}`).nullable().optional(),
    threshold_amount: MoneyAmount.nullable().optional(),
    special_requirements: z.array(z.string()).nullable().optional(),
    source_url: z.string().url().nullable().optional().openapi({ description: 'Official source (tax authority, ministry or official journal)' }),
    evidence_urls: z
      .array(z.string().url())
      .optional()
      .openapi({ description: 'Further pages the data was checked against (news, guidance, advisers)' }),
    last_verified: IsoDate.nullable().optional().openapi({ description: 'Day the data was last checked against its sources' }),
    confidence: Confidence.optional(),
    unconfirmed_fields: z
      .array(z.string())
      .optional()
      .openapi({
        description: 'Fields whose value could not be confirmed by a source (sources conflict or are missing)',
        example: ['b2g_mandatory'],
      }),
    legal_disclaimer: z.string(),
  })
  .openapi('RequirementInfo');

/** One line of GET /v1/requirements: a country's headline status, for a map or a picker. */
export const RequirementSummary = z
  .object({
    country_code: z.string().regex(/^[A-Z]{2}$/),
    country_name: z.string(),
    b2g_mandatory: z.boolean(),
    b2b_mandatory: z.boolean(),
    next_phase: RolloutPhase.nullable().openapi({ description: 'The earliest B2B phase not yet in force on the as_of day' }),
    required_formats: z.array(z.string()),
    confidence: Confidence.optional(),
    last_verified: IsoDate.nullable().optional(),
  })
  .openapi('RequirementSummary');

export type RequirementInfo = z.infer<typeof RequirementInfo>;
export type RequirementSummary = z.infer<typeof RequirementSummary>;
export type RolloutPhase = z.infer<typeof RolloutPhase>;
export type MoneyAmount = z.infer<typeof MoneyAmount>;

/** Data of GET /v1/requirements/{cc} as a country plugin declares it; `legal_disclaimer` defaults to the kernel's text. */
export type CountryRequirements = Omit<RequirementInfo, 'legal_disclaimer'> & { legal_disclaimer?: string };
