// RenderRequest: what to show (a canonical invoice, or a received document) and how (HTML or PDF, the
// language, business term ids, a logo and an accent colour). The answer is the page itself, not an envelope.
import { describedRef } from '../../core/schemas/described-ref.js';
import { z } from '@hono/zod-openapi';
import { LANGUAGES } from '../../core/render/languages.js';
import { ACCENT_PATTERN, MAX_LOGO_BYTES } from '../../core/render/logo.js';
import { Invoice } from './invoice.js';

/** How the page looks; the same options as query parameters for a raw XML or PDF body. */
export const RenderOptions = z.strictObject({
  output: z.enum(['html', 'pdf']).optional().openapi({
    description:
      '`html` (a self-contained page) or `pdf` (a readable PDF/A-3, without attachment unless `attach_source`). When absent, `pdf` if the Accept header prefers application/pdf, else `html`.',
    example: 'html',
  }),
  language: z.enum(LANGUAGES).optional().openapi({
    description: "Language of labels, code names, numbers and dates; the seller country's language when absent (English for other countries).",
    example: 'de',
  }),
  show_business_terms: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional()
    .openapi({ type: 'boolean', description: 'Show each value with its EN 16931 business term id (BT-…), as KoSIT’s view does.', example: false }),
  attach_source: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional()
    .openapi({
      type: 'boolean',
      description:
        'With `output: "pdf"` and a received document: the PDF carries that document as an associated file named after the invoice number ' +
        '(`INV-002.xml`, /AFRelationship /Source: the pages are drawn from it; for a Factur-X / ZUGFeRD PDF its embedded XML). ' +
        'A canonical invoice gets 422: convert it to Factur-X or ZUGFeRD with `output: "pdf"` for a PDF that carries its XML.',
      example: false,
    }),
  accent_color: z.string().regex(ACCENT_PATTERN, 'must be a colour written #rrggbb').optional().openapi({
    description: 'Colour of the title, headings and rules, `#rrggbb`.',
    example: '#1f3a5f',
  }),
});

export function renderRequestFor(invoice: typeof Invoice) {
  return RenderOptions.extend({
    invoice: describedRef(invoice, 'A canonical invoice to show. Exactly one of invoice, document and document_base64.').optional(),
    document: z.string().optional().openapi({
      description: 'A received e-invoice to show: UBL 2.1 Invoice or CreditNote, or CII D16B XML. The totals are shown as the document states them.',
      example: '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">…</Invoice>',
    }),
    document_base64: z
      .string()
      .optional()
      .openapi({ description: 'A received Factur-X / ZUGFeRD PDF, base64-encoded: its embedded XML is shown.', example: 'JVBERi0xLjcKJeLjz9MK…' }),
    logo_base64: z
      .string()
      .optional()
      .openapi({
        description: `A PNG or JPEG logo, base64-encoded, at most ${MAX_LOGO_BYTES} bytes decoded; shown at the top left.`,
        example: 'iVBORw0KGgoAAAANSUhEUgAA…',
      }),
  })
    .superRefine((body, ctx) => {
      const given = (['invoice', 'document', 'document_base64'] as const).filter((k) => body[k] !== undefined);
      if (given.length !== 1) {
        ctx.addIssue({
          code: 'custom',
          path: [given[1] ?? 'invoice'],
          message:
            given.length === 0
              ? 'is required (or a received document as document or document_base64)'
              : `cannot be sent together with ${given[0]}: send one of invoice, document, document_base64`,
          params: { code: given.length === 0 ? 'required' : 'mutually_exclusive' },
        });
      }
    })
    .openapi('RenderRequest');
}

export const RenderRequest = renderRequestFor(Invoice);
export type RenderRequest = z.output<typeof RenderRequest>;
export type RenderOptions = z.output<typeof RenderOptions>;
