// One finding of a validation: the official rule that fired (or a container clause), how severe, where.
// Plugins return it from checkPdf; the kernel lists it in ValidationResult.
import { z } from '@hono/zod-openapi';

export const Severity = z.enum(['error', 'warning', 'info']).openapi({
  description:
    'From the flag the rule set gives the rule: `error` (fatal or error: the document is not valid), `warning` (the rule advises a change; the document stays valid) or `info` (information)',
});

export const ValidationRule = z
  .object({
    rule_id: z.string().openapi({
      description:
        'Id of the rule that fired: the Schematron rule id of the official rule set (BR-…, PEPPOL-…, BR-DE-…), XSD for a schema error, XML-WELLFORMED or XML-DOCTYPE for the document itself, or the id of a PDF/A-3 or container clause',
      example: 'BR-CO-15',
    }),
    severity: Severity,
    message: z.string().openapi({
      description: 'The rule text as the official rule set words it',
      example: '[BR-CO-15]-Invoice total amount with VAT (BT-112) = Invoice total amount without VAT (BT-109) + Invoice total VAT amount (BT-110).',
    }),
    location: z.string().nullable().optional().openapi({
      description: 'XPath of the failing node, or line:column for XSD and well-formedness errors; null when the rule is about the whole document',
      example: '/ubl:Invoice[1]/cac:LegalMonetaryTotal[1]',
    }),
    suggestion: z.string().nullable().optional().openapi({
      description: 'How to fix it, where a hint exists; null otherwise',
      example: 'Total with VAT (BT-112) must equal total without VAT (BT-109) plus total VAT (BT-110).',
    }),
    business_term: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'EN 16931 business term (BT) or group (BG) named by the rule; null when it names none', example: 'BT-112' }),
  })
  .openapi('ValidationRule', { description: 'One finding of a validation: the rule that fired, how severe, where, and how to fix it.' });

export type Severity = z.infer<typeof Severity>;
export type ValidationRule = z.infer<typeof ValidationRule>;
