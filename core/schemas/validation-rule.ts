// One finding of a validation: the official rule that fired (or a container clause), how severe, where.
// Plugins return it from checkPdf; the kernel lists it in ValidationResult.
import { z } from '@hono/zod-openapi';

export const Severity = z.enum(['error', 'warning', 'info']);

export const ValidationRule = z
  .object({
    rule_id: z.string().openapi({ example: 'BR-CO-15' }),
    severity: Severity,
    message: z.string(),
    location: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'XPath of the failing node, or line:column for XSD and well-formedness errors' }),
    suggestion: z.string().nullable().optional().openapi({ description: 'How to fix it, where a hint exists' }),
    business_term: z.string().nullable().optional().openapi({ description: 'EN 16931 term named by the rule, e.g. BT-112', example: 'BT-112' }),
  })
  .openapi('ValidationRule');

export type Severity = z.infer<typeof Severity>;
export type ValidationRule = z.infer<typeof ValidationRule>;
