// POST /v1/intelligent/parse: the request, the ParseResult, and the schema the AI model fills in.
// The model-facing schema is derived from the convert Invoice schema, so the two can never drift apart:
// same members, same nesting, but every value is a string or null (the model writes text; the kernel parses it).
import { z } from '@hono/zod-openapi';
import { Decimal, IsoDate, primitiveOf } from '../../core/schemas/primitives.js';
import { Invoice } from './invoice.js';
import { nullableRef } from '../../core/schemas/described-ref.js';
import { unwrapSchema } from '../../core/schemas/layers.js';

export const PARSE_TEXT_MIN = 10;
export const PARSE_TEXT_MAX = 10_000;

const nullableCode = (pattern: RegExp, message: string, description: string, example: string) =>
  z.string().regex(pattern, { message }).nullable().optional().openapi({ description, example });

export const ParseContext = z
  .strictObject({
    seller_country: nullableCode(
      /^[A-Z]{2}$/,
      'must be an ISO 3166-1 alpha-2 code of two upper-case letters',
      "Seller's country (BT-40), ISO 3166-1 alpha-2, used when the text names none; null or absent: none",
      'DE',
    ),
    buyer_country: nullableCode(
      /^[A-Z]{2}$/,
      'must be an ISO 3166-1 alpha-2 code of two upper-case letters',
      "Buyer's country (BT-55), ISO 3166-1 alpha-2, used when the text names none; null or absent: none",
      'FR',
    ),
    currency: nullableCode(
      /^[A-Z]{3}$/,
      'must be an ISO 4217 code of three upper-case letters',
      "Invoice currency (BT-5), ISO 4217, used when the text names none; null or absent: the seller's home currency",
      'EUR',
    ),
    language: nullableCode(
      /^[a-z]{2}$/,
      'must be an ISO 639-1 code of two lower-case letters',
      'Language of the text, ISO 639-1, for anonymization and reading; null or absent: detected from the text',
      'de',
    ),
    target_format: z.string().max(64).nullable().optional().openapi({
      description:
        "The convert target_format ready_to_convert and missing_fields are judged for; by default the format the seller's country requires, else the generic EN 16931 format",
      example: 'peppol_bis_3',
    }),
  })
  .openapi('ParseContext', { description: 'Defaults used where the text says nothing, and the target format; each member optional.' });

export const ParseRequest = z
  .strictObject({
    text: z
      .string()
      .min(PARSE_TEXT_MIN, { message: `must be at least ${PARSE_TEXT_MIN} characters` })
      .max(PARSE_TEXT_MAX, { message: `must be at most ${PARSE_TEXT_MAX} characters` })
      .openapi({ description: 'Free text: an email body, a chat message, OCR output.', example: 'Invoice INV-2026-001 dated 21.11.2026 ...' }),
    context: nullableRef(ParseContext, 'Defaults for what the text does not say, and the target format; null or absent: none').optional(),
  })
  .openapi('ParseRequest', { description: 'Free text holding an invoice, and defaults for what it does not say.' });

export type ParseContext = z.infer<typeof ParseContext>;
export type ParseRequest = z.infer<typeof ParseRequest>;

// ---- The model-facing invoice: the Invoice schema with every leaf turned into string | null ----

/** Hints the model gets for leaves whose written form matters. */
function leafDescription(field: z.ZodType): string | undefined {
  const leaf = primitiveOf(field);
  if (leaf === Decimal) return 'Decimal written with a dot as decimal separator and no thousands separator, e.g. 1234.50';
  if (leaf === IsoDate) return 'Calendar date written YYYY-MM-DD';
  if (leaf instanceof z.ZodBoolean) return '"true" or "false"';
  return undefined;
}

/**
 * Builds the string-or-null twin of a schema. Every member stays present (structured output modes of
 * several providers need every key required); members the convert schema makes optional become nullable.
 */
export function toModelSchema(schema: z.ZodType): z.ZodType {
  const { inner, optional } = unwrapSchema(schema, { pipes: false });
  let twin: z.ZodType;
  if (inner instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, member] of Object.entries(inner.shape as Record<string, z.ZodType>)) shape[key] = toModelSchema(member);
    twin = z.object(shape);
  } else if (inner instanceof z.ZodArray) {
    twin = z.array(toModelSchema(inner.element as z.ZodType));
  } else {
    const description = leafDescription(inner);
    const leaf = z.string().nullable();
    return description ? leaf.describe(description) : leaf;
  }
  return optional ? twin.nullable() : twin;
}

/** The invoice as the model returns it: Invoice's shape, all values string | null. */
export const ModelInvoice = toModelSchema(Invoice);

/** What the model is asked to produce: whether the text holds an invoice at all, and the invoice. */
export const ModelExtraction = z.object({
  contains_invoice: z.boolean().describe('false when the text holds no invoice data at all'),
  invoice: ModelInvoice.nullable(),
});

/**
 * The reader of model answers: the same shape, but forgiving where models commonly slip without changing the
 * meaning: a missing member is null, a number or boolean leaf becomes its string, a missing list is empty.
 */
export function toLenientSchema(schema: z.ZodType): z.ZodType {
  const { inner } = unwrapSchema(schema, { pipes: false });
  if (inner instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, member] of Object.entries(inner.shape as Record<string, z.ZodType>)) shape[key] = toLenientSchema(member);
    return z
      .object(shape)
      .nullable()
      .optional()
      .transform((v) => v ?? null);
  }
  if (inner instanceof z.ZodArray) {
    return z
      .array(toLenientSchema(inner.element as z.ZodType))
      .nullable()
      .optional()
      .transform((v) => v ?? []);
  }
  return z
    .union([z.string(), z.number(), z.boolean(), z.null()])
    .optional()
    .transform((v) => (v === undefined || v === null ? null : String(v)));
}

export const ModelExtractionReader = z.object({
  contains_invoice: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
  invoice: toLenientSchema(Invoice),
});

/** A JSON tree whose leaves are strings or null: the shape of ModelInvoice values. */
export type StringTree = string | null | StringTree[] | { [key: string]: StringTree };
export type ModelExtraction = { contains_invoice: boolean; invoice: { [key: string]: StringTree } | null };

// ---- ParseResult ----

export const FIELD_STATUSES = ['extracted', 'inferred', 'default', 'missing', 'invalid'] as const;
export const FieldStatus = z.enum(FIELD_STATUSES);
export type FieldStatus = z.infer<typeof FieldStatus>;

export const DEFAULT_LEGAL_NOTICE =
  'This invoice was generated by an automated (AI) extraction from free text. It may contain errors or omissions and ' +
  'must be verified by a person before it is submitted or sent.';

// The invoice of a parse result: the Invoice shape with string-or-null values (OpenAPI: any JSON object of that shape).
const ParsedInvoice = z.record(z.string(), z.unknown()).openapi('ParsedInvoice', {
  description:
    'The Invoice shape of convert with optional members null; amounts, quantities and rates are decimal strings. ' +
    'When ready_to_convert is true it can be sent unchanged as the invoice of POST /v1/convert.',
});

export const Span = z
  .object({
    start: z
      .number()
      .int()
      .min(0)
      .openapi({ description: 'Offset of the first character (a JavaScript string index: UTF-16 code units from 0)', example: 8 }),
    end: z.number().int().min(0).openapi({ description: 'Offset just after the last character (exclusive)', example: 21 }),
  })
  .openapi('TextSpan', { description: 'A span of the request text: start and end offsets, end exclusive.' });

export const ParseResult = z
  .object({
    invoice: ParsedInvoice,
    field_status: z.record(z.string(), FieldStatus).openapi({
      description: 'Status of every field path (dot notation, e.g. seller.name, lines.0.quantity).',
      example: { invoice_number: 'extracted', currency_code: 'default', due_date: 'inferred', buyer_reference: 'missing' },
    }),
    evidence: z.record(z.string(), Span).openapi({
      description:
        'For every extracted field (keyed like field_status), where the request text writes it: start and end offsets ' +
        '(JavaScript string indexes, i.e. UTF-16 code units; end exclusive). A field is extracted only with a span.',
      example: { invoice_number: { start: 8, end: 21 } },
    }),
    ready_to_convert: z.boolean().openapi({ description: 'true when invoice, unchanged, passes convert for target_format.', example: false }),
    target_format: z.string().nullable().openapi({
      description: 'The format ready_to_convert and missing_fields were judged for; null when the server judges readiness without a target format.',
      example: 'ubl_2_1',
    }),
    missing_fields: z.array(z.string()).openapi({
      description: 'Fields (dot paths) convert needs for target_format that the invoice lacks.',
      example: ['due_date', 'buyer.address.city'],
    }),
    confidence: z.number().min(0).max(1).openapi({
      description:
        'Overall confidence from 0 (none) to 1: the provider, how many required fields were extracted rather than inferred, defaulted or missing, and how consistent the amounts are; see the parse documentation for the formula.',
      example: 0.82,
    }),
    legal_notice: z.string().openapi({
      description: 'That the invoice comes from an automated extraction and must be checked by a person before it is sent',
      example: DEFAULT_LEGAL_NOTICE,
    }),
    anonymized_text: z.string().openapi({
      description: 'Exactly the text sent to the model after anonymization: personal data replaced by typed placeholders.',
      example: 'Invoice INV-2026-001 dated 21.11.2026, [COMPANY_1], [LOCATION_1] …',
    }),
    detected_entity_counts: z.record(z.string(), z.number().int()).openapi({
      description:
        'Replaced occurrences per entity type (PERSON, COMPANY_NAME, LOCATION, VAT_ID, IBAN_CODE, BIC, EMAIL_ADDRESS, PHONE_NUMBER, TAX_ID, CREDIT_CARD, URL, EINVOICE_ID). No values.',
      example: { PERSON: 1, IBAN_CODE: 1 },
    }),
    provider: z.string().openapi({ description: 'Which extraction provider answered (offline, openai, anthropic, ...).', example: 'offline' }),
  })
  .openapi('ParseResult', { description: 'The invoice read from free text, with the status and evidence of every field.' });

export type ParseResult = z.infer<typeof ParseResult>;
