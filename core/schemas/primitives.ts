// Field types shared by every resource schema: decimals, texts, calendar dates, ISO codes.
// Each carries its own OpenAPI description so the generated document explains the accepted forms.
// Decimals and texts are refused here, at the request, when the XML writers could not carry them, so that
// every field gets the same 422 naming it instead of a failure later in conversion.
import { z } from '@hono/zod-openapi';

/**
 * Digits a decimal may have: XML Schema processors need support only 18 significant digits of an xs:decimal,
 * so a value beyond that may not survive the official rule check; 15 integer digits leave room for a fraction
 * on any amount an invoice can carry.
 */
export const MAX_DECIMAL_DIGITS = 18;
export const MAX_INTEGER_DIGITS = 15;

/** Why a well-formed decimal string is beyond the precision the formats allow, or null when it is not. */
function precisionProblem(text: string): string | null {
  const unsigned = text.replace(/^[+-]/, '');
  const [integer = '', fraction = ''] = unsigned.split('.');
  const integerDigits = integer.replace(/^0+/, '');
  const significant = (integerDigits + fraction).replace(/^0+/, '').replace(/0+$/, '');
  if (integerDigits.length > MAX_INTEGER_DIGITS) return `has more than ${MAX_INTEGER_DIGITS} digits before the decimal point`;
  if (significant.length > MAX_DECIMAL_DIGITS)
    return `has more than ${MAX_DECIMAL_DIGITS} significant digits, more than an XML decimal is guaranteed to carry`;
  return null;
}

/**
 * True when every character may appear in an XML 1.0 document: no control characters other than tab, line
 * feed and carriage return, no lone UTF-16 surrogate, not U+FFFE or U+FFFF.
 */
export function isXmlText(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML 1.0 cannot carry.
  return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/** A text an XML document can carry; the refusal names the problem, never the value. */
export const XmlText = z.string().refine(isXmlText, {
  message: 'contains a character an XML document cannot carry (a control character or an unpaired surrogate)',
  params: { code: 'invalid_character' },
});

/** A plain decimal: optional sign, digits, optional fraction. No exponent, no comma, no NaN/Infinity. */
export const DECIMAL_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Turns a JSON number into its decimal string without passing through exponent notation.
 * Numbers that JavaScript prints with an exponent (|n| >= 1e21 or tiny fractions) are refused:
 * such a value cannot be an invoice amount, and its exact decimal is not recoverable anyway.
 */
function numberToDecimal(n: number): string | null {
  if (!Number.isFinite(n)) return null;
  const text = String(n);
  return DECIMAL_PATTERN.test(text) ? text : null;
}

/** Normalises an accepted decimal string: drops a leading '+', adds a leading zero to '.5'. */
function normaliseDecimal(text: string): string {
  let t = text.startsWith('+') ? text.slice(1) : text;
  if (t.startsWith('.')) t = `0${t}`;
  else if (t.startsWith('-.')) t = `-0${t.slice(1)}`;
  if (t.endsWith('.')) t = t.slice(0, -1);
  return t;
}

/** Decimal accepted as a JSON number or a decimal string; the parsed value is always a decimal string. */
export const Decimal = z
  .union([z.string(), z.number()])
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? numberToDecimal(value) : value.trim();
    if (text === null || !DECIMAL_PATTERN.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a decimal number such as 12.50 (a dot as decimal separator, no exponent, no thousands separator)',
        params: { code: 'invalid_decimal' },
      });
      return z.NEVER;
    }
    const tooPrecise = precisionProblem(text);
    if (tooPrecise) {
      ctx.addIssue({ code: 'custom', message: tooPrecise, params: { code: 'decimal_precision' } });
      return z.NEVER;
    }
    return normaliseDecimal(text);
  })
  .openapi({
    description: `Decimal as a JSON number or string: optional sign, digits, optional fraction with a dot. No exponent, no comma. At most ${MAX_INTEGER_DIGITS} digits before the point and ${MAX_DECIMAL_DIGITS} significant digits in all.`,
    example: '12.50',
  });

/** A real calendar day written YYYY-MM-DD. */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date written YYYY-MM-DD' })
  .refine(isCalendarDate, { message: 'is not a day of the calendar' })
  .openapi({ description: 'Calendar date, YYYY-MM-DD', example: '2026-11-21' });

export function isCalendarDate(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** ISO 3166-1 alpha-2, upper case. */
export const CountryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, { message: 'must be an ISO 3166-1 alpha-2 code of two upper-case letters' })
  .openapi({ example: 'DE' });

/** ISO 4217 alphabetic code, upper case. */
export const CurrencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, { message: 'must be an ISO 4217 code of three upper-case letters' })
  .openapi({ example: 'EUR' });

/** Which shared field type a field schema is, also after a field gave it its own description. */
const PRIMITIVE_OF = new WeakMap<object, z.ZodType>();

/** A shared field type with the field's own OpenAPI description; primitiveOf() still knows its type. */
export function describedAs<T extends z.ZodType>(base: T, metadata: { description: string; example?: unknown }): T {
  const described = base.openapi(metadata) as T;
  PRIMITIVE_OF.set(described, primitiveOf(base));
  return described;
}

/** The shared field type (Decimal, IsoDate, CountryCode, CurrencyCode) a schema was made from, or the schema itself. */
export function primitiveOf(schema: z.ZodType): z.ZodType {
  return PRIMITIVE_OF.get(schema) ?? schema;
}
