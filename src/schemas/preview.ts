// POST /v1/intelligent/preview: the anonymization step of parse on its own.
import { z } from '@hono/zod-openapi';
import { LANGUAGES } from '../intelligent/types.js';

export const PREVIEW_TEXT_MIN = 1;
export const PREVIEW_TEXT_MAX = 10_000;

export const PreviewRequest = z
  .strictObject({
    text: z
      .string()
      .min(PREVIEW_TEXT_MIN, { message: `must be at least ${PREVIEW_TEXT_MIN} character` })
      .max(PREVIEW_TEXT_MAX, { message: `must be at most ${PREVIEW_TEXT_MAX} characters` })
      .openapi({
        description: 'The free text parse would receive: an e-mail body, a chat message, OCR output.',
        example: 'Hallo Frau Berger, Rechnung RE-2026-17 über 1.190,00 EUR, bitte auf DE89 3704 0044 0532 0130 00 überweisen.',
      }),
    language: z
      .enum(LANGUAGES)
      .nullable()
      .optional()
      .openapi({ description: 'ISO 639-1 hint; when absent the language is detected from the text.', example: 'de' }),
  })
  .openapi('PreviewRequest', { description: 'Free text to anonymize as parse would.' });

export const PreviewResult = z
  .object({
    anonymized_text: z.string().openapi({
      description: 'Exactly the text parse would send to the AI model: personal data replaced by typed, format-preserving placeholders.',
      example: 'Hallo Frau [PERSON_1], Rechnung RE-2026-17 über 1.190,00 EUR, bitte auf DE09 0000 0000 0000 0000 01 überweisen.',
    }),
    detected_entity_counts: z
      .record(z.string(), z.number().int())
      .optional()
      .openapi({
        description:
          'Replaced occurrences per entity type (PERSON, COMPANY_NAME, LOCATION, VAT_ID, IBAN_CODE, BIC, EMAIL_ADDRESS, PHONE_NUMBER, TAX_ID, CREDIT_CARD, URL, EINVOICE_ID). No values.',
        example: { PERSON: 1, IBAN_CODE: 1 },
      }),
    language_used: z.enum(LANGUAGES).openapi({ description: 'The language pipeline used: the hint, or the detected language.', example: 'de' }),
  })
  .openapi('PreviewResult', { description: 'The text parse would send to the AI model, with what was replaced.' });

export type PreviewRequest = z.infer<typeof PreviewRequest>;
export type PreviewResult = z.infer<typeof PreviewResult>;
