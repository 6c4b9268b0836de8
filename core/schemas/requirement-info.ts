// RequirementInfo: a country's e-invoicing mandates, as of one day (today unless `as_of` is asked).
// Dates are YYYY-MM-DD strings, thresholds {amount, currency}, phases a
// structured list, formats registry codes where one exists (GET /v1/formats) and plain names otherwise.
// `confidence` keeps the research's honesty where a fact is unconfirmed.
import { z } from '@hono/zod-openapi';
import { nullableRef } from './described-ref.js';
import { DECIMAL_PATTERN, IsoDate } from './primitives.js';

export const RolloutPhase = z
  .object({
    from: IsoDate.openapi({ description: 'First day the phase applies', example: '2027-01-01' }),
    scope: z.string().min(1).openapi({ description: 'Who the phase applies to', example: 'businesses with prior-year turnover above EUR 800,000' }),
    obligation: z.enum(['receive', 'issue', 'report']).openapi({
      description: 'receive: must be able to accept e-invoices; issue: must send them; report: must transmit invoice data to the tax authority',
    }),
    in_force: z
      .boolean()
      .optional()
      .openapi({ description: 'Whether the phase applies on the day asked for (as_of, default today)', example: false }),
  })
  .openapi('RolloutPhase', { description: 'One step of a phased e-invoicing obligation: from which day, for whom, what.' });

export const MoneyAmount = z
  .object({
    amount: z.string().regex(DECIMAL_PATTERN).openapi({ description: 'The amount as a decimal string (dot as separator)', example: '800000' }),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .openapi({ description: 'Currency of the amount, ISO 4217 code', example: 'EUR' }),
    description: z
      .string()
      .optional()
      .openapi({ description: 'What the threshold decides', example: 'prior-year turnover above which issuing is mandatory from 2027' }),
  })
  .openapi('MoneyAmount', { description: 'An amount of money in a currency.' });

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
      .openapi({ description: 'The country, ISO 3166-1 alpha-2 code', example: 'DE' }),
    country_name: z.string().min(1).openapi({ description: 'Name of the country in English', example: 'Germany' }),
    as_of: IsoDate.optional().openapi({ description: 'The day (YYYY-MM-DD) the mandatory flags and in_force marks apply to', example: '2026-11-25' }),
    b2g_mandatory: z
      .boolean()
      .openapi({ description: 'Suppliers must send e-invoices to (at least some) public buyers on the as_of day', example: true }),
    b2g_mandate_date: IsoDate.nullable().optional().openapi({
      description: 'First day (YYYY-MM-DD) of the supplier obligation towards public buyers; null when there is none',
      example: '2020-11-27',
    }),
    b2g_platform: z.string().nullable().optional().openapi({
      description: 'Where invoices to public buyers are delivered (portal or network); null when not known',
      example: 'ZRE and OZG-RE (federal); portals of the Länder; Peppol',
    }),
    b2b_mandatory: z
      .boolean()
      .openapi({ description: 'A domestic B2B obligation to issue or receive e-invoices is in force on the as_of day', example: true }),
    b2b_mandate_date: IsoDate.nullable().optional().openapi({
      description: 'First day (YYYY-MM-DD) of the first B2B issue or receive phase; null when no B2B obligation is decided',
      example: '2025-01-01',
    }),
    b2b_phased_rollout: z
      .array(RolloutPhase)
      .nullable()
      .optional()
      .openapi({ description: 'B2B phases in date order; null when there is no phased B2B obligation' }),
    required_formats: formatList(`Formats required by regulation. ${FORMATS_NOTE}`),
    accepted_formats: formatList(`Formats also accepted. ${FORMATS_NOTE}`).nullable().optional(),
    threshold_amount: nullableRef(MoneyAmount, 'The turnover threshold that decides who a phase applies to; null when there is none').optional(),
    special_requirements: z
      .array(z.string())
      .nullable()
      .optional()
      .openapi({
        description: 'Country rules beyond the format (routing ids, registration, clearance); null when none are known',
        example: ['Leitweg-ID mandatory in BT-10 (buyer reference) for invoices to public buyers; Peppol routes on it with scheme 0204'],
      }),
    source_url: z.string().url().nullable().optional().openapi({
      description: 'Official source (tax authority, ministry or official journal); null when none is known',
      example: 'https://www.bundesfinanzministerium.de/Content/DE/FAQ/e-rechnung.html',
    }),
    evidence_urls: z
      .array(z.string().url())
      .optional()
      .openapi({ description: 'Further pages the data was checked against (news, guidance, advisers)', example: ['https://en.e-rechnung-bund.de/'] }),
    last_verified: IsoDate.nullable()
      .optional()
      .openapi({ description: 'Day (YYYY-MM-DD) the data was last checked against its sources; null when not recorded', example: '2026-11-21' }),
    confidence: Confidence.optional(),
    unconfirmed_fields: z
      .array(z.string())
      .optional()
      .openapi({
        description: 'Fields whose value could not be confirmed by a source (sources conflict or are missing)',
        example: ['b2g_mandatory'],
      }),
    legal_disclaimer: z.string().openapi({
      description: 'That the data is guidance, not legal or tax advice',
      example:
        'Guidance only, not legal or tax advice. Mandates change; check the official source and a qualified adviser before relying on this data.',
    }),
  })
  .openapi('RequirementInfo', { description: "A country's e-invoicing obligations on one day (as_of, default today), with their sources." });

/** One line of GET /v1/requirements: a country's headline status, for a map or a picker. */
export const RequirementSummary = z
  .object({
    country_code: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .openapi({ description: 'The country, ISO 3166-1 alpha-2 code', example: 'DE' }),
    country_name: z.string().openapi({ description: 'Name of the country in English', example: 'Germany' }),
    b2g_mandatory: z
      .boolean()
      .openapi({ description: 'Suppliers must send e-invoices to (at least some) public buyers on the as_of day', example: true }),
    b2b_mandatory: z
      .boolean()
      .openapi({ description: 'A domestic B2B obligation to issue or receive e-invoices is in force on the as_of day', example: true }),
    next_phase: nullableRef(RolloutPhase, 'The earliest B2B phase not yet in force on the as_of day; null when none is announced'),
    required_formats: formatList(`Formats required by regulation. ${FORMATS_NOTE}`),
    confidence: Confidence.optional(),
    last_verified: IsoDate.nullable()
      .optional()
      .openapi({ description: 'Day (YYYY-MM-DD) the data was last checked against its sources; null when not recorded', example: '2026-11-21' }),
  })
  .openapi('RequirementSummary', { description: "A country's headline e-invoicing status, one line of GET /v1/requirements." });

export type RequirementInfo = z.infer<typeof RequirementInfo>;
export type RequirementSummary = z.infer<typeof RequirementSummary>;
export type RolloutPhase = z.infer<typeof RolloutPhase>;
export type MoneyAmount = z.infer<typeof MoneyAmount>;

/** Data of GET /v1/requirements/{cc} as a country plugin declares it; `legal_disclaimer` defaults to the kernel's text. */
export type CountryRequirements = Omit<RequirementInfo, 'legal_disclaimer'> & { legal_disclaimer?: string };
