// ImportRequest and ImportResult: a received e-invoice (UBL, CII, or a Factur-X / ZUGFeRD PDF) read into
// the canonical invoice, with what the canonical invoice could not hold and how the stated totals compare.
import { z } from '@hono/zod-openapi';
import { Invoice } from './invoice.js';
import { RuleSetInfo, ValidationResult } from './validation.js';

export const ImportRequest = z
  .object({
    document: z.string().optional().openapi({
      description:
        'The e-invoice XML as a string (UBL 2.1 Invoice or CreditNote, CII D16B CrossIndustryInvoice), at most 5 242 880 characters. Exactly one of document and document_base64.',
    }),
    document_base64: z.string().optional().openapi({
      description:
        'A Factur-X / ZUGFeRD PDF, base64-encoded, at most 5 MB decoded: the embedded XML is imported. Exactly one of document and document_base64.',
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
  .openapi('ImportRequest');

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
    value: z.string().optional().openapi({ description: 'The text of a single value (first 200 characters); absent for a group' }),
  })
  .openapi('ImportLoss');

const amount = (bt: string) =>
  z
    .string()
    .optional()
    .openapi({ description: `${bt} as stated in the document` });

export const StatedTotals = z
  .object({
    line_net_total: amount('BT-106'),
    allowance_total: amount('BT-107'),
    charge_total: amount('BT-108'),
    tax_exclusive: amount('BT-109'),
    vat_total: amount('BT-110'),
    vat_total_in_accounting_currency: amount('BT-111'),
    tax_inclusive: amount('BT-112'),
    prepaid: amount('BT-113'),
    rounding: amount('BT-114'),
    payable: amount('BT-115'),
    vat_breakdown: z
      .array(
        z.object({ category: z.string(), rate: z.string().optional(), taxable_amount: z.string().optional(), tax_amount: z.string().optional() }),
      )
      .openapi({ description: 'BG-23 as stated: category (BT-118), rate (BT-119), taxable amount (BT-116), tax amount (BT-117)' }),
  })
  .openapi('StatedTotals');

export const TotalsDifference = z
  .object({
    business_term: z.string().openapi({ example: 'BT-115' }),
    field: z.string().openapi({ description: 'The figure of `totals`, e.g. payable or vat_breakdown[S 19].tax_amount', example: 'payable' }),
    document: z.string().nullable().openapi({ description: 'As stated in the document; null when it states none' }),
    computed: z.string().nullable().openapi({ description: 'As the EN 16931 model computes it from the imported invoice' }),
  })
  .openapi('TotalsDifference');

export const ImportIssue = z
  .object({ field: z.string().openapi({ example: 'seller.address.street' }), code: z.string(), message: z.string(), rule: z.string().optional() })
  .openapi('ImportIssue');

export const ImportResult = z
  .object({
    invoice: Invoice.openapi({ description: 'The canonical invoice read from the document (decimals as the document writes them)' }),
    format_detected: z.string().openapi({ description: 'Format code of GET /v1/formats whose reader read the document', example: 'xrechnung' }),
    profile: z
      .string()
      .openapi({ description: 'The format profile the document belongs to (the target a round trip goes back to)', example: 'xrechnung_ubl' }),
    specification_id: z.string().nullable().openapi({ description: 'BT-24 as stated (CustomizationID / guideline id)' }),
    rule_set: RuleSetInfo.nullable().openapi({ description: 'The rule set that judged the document; null when its artefacts are not installed' }),
    validation: ValidationResult.nullable().openapi({
      description: 'The validation report of the document itself, as POST /v1/validate gives it; null when the rules are not installed',
    }),
    losses: z.array(ImportLoss).openapi({
      description:
        'Every element of the source that the canonical invoice does not hold, by XPath and business term; empty for a document within the canonical model',
    }),
    totals: StatedTotals,
    totals_differences: z
      .array(TotalsDifference)
      .openapi({ description: 'Where the stated totals differ from the totals the model recomputes from the invoice; never corrected silently' }),
    invoice_issues: z.array(ImportIssue).openapi({
      description:
        'Where the imported invoice does not satisfy the canonical invoice or its calculation rules (it cannot then be converted); empty otherwise',
    }),
    processing_ms: z.number(),
  })
  .openapi('ImportResult');

export type ImportRequest = z.output<typeof ImportRequest>;
export type ImportResult = z.infer<typeof ImportResult>;
export type ImportLoss = z.infer<typeof ImportLoss>;
