// ImportRequest and ImportResult: a received e-invoice (UBL, CII, or a Factur-X / ZUGFeRD PDF) read into
// the canonical invoice, with what the canonical invoice could not hold and how the stated totals compare.
import { z } from '@hono/zod-openapi';
import { Invoice } from './invoice.js';
import { RuleSetInfo, ValidationResult } from './validation.js';
import { describedRef, nullableRef } from '../../core/schemas/described-ref.js';

export const ImportRequest = z
  .object({
    document: z.string().optional().openapi({
      description:
        'The e-invoice XML as a string (UBL 2.1 Invoice or CreditNote, CII D16B CrossIndustryInvoice), at most 5 242 880 characters. Exactly one of document and document_base64.',
      example: '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">…</Invoice>',
    }),
    document_base64: z.string().optional().openapi({
      description:
        'A Factur-X / ZUGFeRD PDF, base64-encoded, at most 5 MB decoded: the embedded XML is imported. Exactly one of document and document_base64.',
      example: 'JVBERi0xLjcKJeLjz9MK…',
    }),
  })
  .superRefine((body, ctx) => {
    const given = Number(body.document !== undefined) + Number(body.document_base64 !== undefined);
    if (given !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: [body.document_base64 !== undefined ? 'document_base64' : 'document'],
        message: given === 0 ? 'is required (or document_base64 for a PDF)' : 'and document_base64 are mutually exclusive: send one',
        params: { code: given === 0 ? 'required' : 'mutually_exclusive' },
      });
    }
  })
  .openapi('ImportRequest', { description: 'A received e-invoice to read: XML as document, or a PDF as document_base64.' });

export const ImportLoss = z
  .object({
    xpath: z.string().openapi({
      description: 'Where the element is in the source (the embedded XML for a PDF); positions only where an element repeats',
      example: '/Invoice/cac:InvoicePeriod',
    }),
    business_term: z.string().nullable().openapi({
      description: 'EN 16931 business term or group it carries; null for content outside EN 16931 (e.g. UBL extensions)',
      example: 'BG-14',
    }),
    value: z
      .string()
      .optional()
      .openapi({ description: 'The text of a single value (first 200 characters); absent for a group', example: '2026-11-01' }),
  })
  .openapi('ImportLoss', { description: 'An element of a received document the canonical invoice cannot hold.' });

const amount = (bt: string, example: string) =>
  z
    .string()
    .optional()
    .openapi({ description: `${bt} as stated in the document, a decimal string; absent when the document states none`, example });

export const StatedTotals = z
  .object({
    line_net_total: amount('Sum of invoice line net amounts (BT-106)', '1000.00'),
    allowance_total: amount('Sum of allowances on document level (BT-107)', '10.00'),
    charge_total: amount('Sum of charges on document level (BT-108)', '0.00'),
    tax_exclusive: amount('Invoice total amount without VAT (BT-109)', '990.00'),
    vat_total: amount('Invoice total VAT amount (BT-110)', '188.10'),
    vat_total_in_accounting_currency: amount('Invoice total VAT amount in accounting currency (BT-111)', '188.10'),
    tax_inclusive: amount('Invoice total amount with VAT (BT-112)', '1178.10'),
    prepaid: amount('Paid amount (BT-113)', '0.00'),
    rounding: amount('Rounding amount (BT-114)', '-0.10'),
    payable: amount('Amount due for payment (BT-115)', '1178.00'),
    vat_breakdown: z
      .array(
        z.object({
          category: z
            .string()
            .openapi({ description: 'VAT category code (BT-118), UNTDID 5305 code list: S, Z, E, AE, K, G, O, L, M', example: 'S' }),
          rate: z
            .string()
            .optional()
            .openapi({ description: 'VAT category rate in percent (BT-119), a decimal string; absent when the document states none', example: '19' }),
          taxable_amount: z.string().optional().openapi({
            description: 'VAT category taxable amount (BT-116), a decimal string; absent when the document states none',
            example: '990.00',
          }),
          tax_amount: z
            .string()
            .optional()
            .openapi({ description: 'VAT category tax amount (BT-117), a decimal string; absent when the document states none', example: '188.10' }),
        }),
      )
      .openapi({ description: 'The VAT breakdown (BG-23) as stated, one entry per category and rate' }),
  })
  .openapi('StatedTotals', { description: 'The document totals (BG-22) and VAT breakdown (BG-23) exactly as the received document states them.' });

export const TotalsDifference = z
  .object({
    business_term: z.string().openapi({ description: 'The EN 16931 business term of the figure (BT-106 … BT-117)', example: 'BT-115' }),
    field: z.string().openapi({ description: 'The figure of `totals`, e.g. payable or vat_breakdown[S 19].tax_amount', example: 'payable' }),
    document: z
      .string()
      .nullable()
      .openapi({ description: 'As stated in the document, a decimal string; null when it states none', example: '1178.00' }),
    computed: z.string().nullable().openapi({
      description: 'As the EN 16931 model computes it from the imported invoice, a decimal string; null when it computes none',
      example: '1178.10',
    }),
  })
  .openapi('TotalsDifference', { description: 'A total the document states differently from the total the EN 16931 model computes.' });

export const ImportIssue = z
  .object({
    field: z.string().openapi({ description: 'The invoice field (dot path) the issue is about', example: 'seller.address.street' }),
    code: z.string().openapi({
      description:
        'What kind of issue: required, invalid_type, line_net_mismatch, too_many_decimals, … (a field that is absent or malformed, or a figure that breaks a calculation rule)',
      example: 'required',
    }),
    message: z
      .string()
      .openapi({ description: 'What is wrong, for a person', example: 'is required by the canonical invoice but absent in the document' }),
    rule: z
      .string()
      .optional()
      .openapi({ description: 'The official rule (EN 16931 business rule) the issue anticipates, where one does', example: 'BR-DEC-01' }),
  })
  .openapi('ImportIssue', { description: 'Where the imported invoice does not satisfy the canonical invoice or its calculation rules.' });

export const ImportResult = z
  .object({
    invoice: describedRef(Invoice, 'The canonical invoice read from the document (decimals as the document writes them)'),
    format_detected: z.string().openapi({ description: 'Format code of GET /v1/formats whose reader read the document', example: 'xrechnung' }),
    profile: z
      .string()
      .openapi({ description: 'The format profile the document belongs to (the target a round trip goes back to)', example: 'xrechnung_ubl' }),
    specification_id: z.string().nullable().openapi({
      description: 'Specification identifier (BT-24) as stated (CustomizationID / guideline id); null when the document states none',
      example: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
    }),
    rule_set: nullableRef(RuleSetInfo, 'The rule set that judged the document; null when its artefacts are not installed'),
    validation: nullableRef(
      ValidationResult,
      'The validation report of the document itself, as POST /v1/validate gives it; null when the rules are not installed',
    ),
    losses: z.array(ImportLoss).openapi({
      description:
        'Every element of the source that the canonical invoice does not hold, by XPath and business term; empty for a document within the canonical model',
    }),
    totals: describedRef(StatedTotals, 'The totals (BG-22) and VAT breakdown (BG-23) as the document states them'),
    totals_differences: z
      .array(TotalsDifference)
      .openapi({ description: 'Where the stated totals differ from the totals the model recomputes from the invoice; never corrected silently' }),
    invoice_issues: z.array(ImportIssue).openapi({
      description:
        'Where the imported invoice does not satisfy the canonical invoice or its calculation rules (it cannot then be converted); empty otherwise',
    }),
    processing_ms: z.number().openapi({ description: 'Time the import took on the server (reading and validating), in milliseconds', example: 64.2 }),
  })
  .openapi('ImportResult', {
    description: 'A received e-invoice read into the canonical invoice, with what it could not hold and its own validation.',
  });

export type ImportRequest = z.output<typeof ImportRequest>;
export type ImportResult = z.infer<typeof ImportResult>;
export type ImportLoss = z.infer<typeof ImportLoss>;
