// Convert from a received document: the document is imported as POST /v1/import reads it, and its invoice
// goes on to the convert service only when it is complete and its stated totals are the computed ones —
// converting an invoice whose figures the model would change would correct the sender silently.
import { validationError } from '../http/errors.js';
import type { FieldError } from '../schemas/envelope.js';
import type { ConversionResult } from '../schemas/conversion.js';
import type { Invoice } from '../schemas/invoice.js';
import { sourceOfJson } from './source.js';
import { importDocument, type ImportDeps } from './service.js';

export interface ImportedInvoice {
  invoice: Invoice;
  source: NonNullable<ConversionResult['source']>;
}

export async function invoiceOfDocument(deps: ImportDeps, body: { document?: string; document_base64?: string }): Promise<ImportedInvoice> {
  const field = body.document_base64 !== undefined ? 'document_base64' : 'document';
  const imported = await importDocument(deps, sourceOfJson(body));
  const errors: FieldError[] = [
    ...imported.invoice_issues.map((i) => ({
      field,
      code: i.code,
      message: `gives an invoice whose ${i.field} ${i.message}${i.rule ? ` (${i.rule})` : ''}`,
    })),
    ...imported.totals_differences.map((d) => ({
      field,
      code: 'totals_differ',
      message: `states ${d.business_term} ${d.field} = ${d.document ?? '(none)'}, but the invoice computes to ${d.computed ?? '(none)'}`,
    })),
  ];
  if (errors.length > 0) {
    throw validationError(
      errors,
      'POST /v1/import shows the imported invoice, its issues and the totals as stated; correct the document, or convert the corrected invoice.',
    );
  }
  return {
    invoice: imported.invoice as Invoice,
    source: { format_detected: imported.format_detected, profile: imported.profile, losses: imported.losses },
  };
}
