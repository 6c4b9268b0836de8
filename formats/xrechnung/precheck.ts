// XRechnung 3.0 requirements checked on the canonical invoice before any XML is written. The same checks
// apply to the UBL and the CII profile: XRechnung's rules are on the semantic model, not the syntax.
import type { FieldIssue, FormatContext } from '../../plugins/contracts.js';
import type { Invoice } from '../../core/en16931/invoice.js';
import { en16931Precheck } from '../../core/en16931/en16931-precheck.js';
import { germanRules } from './german-rules.js';
import { withCarriedValues } from '../../core/en16931/carried.js';
import { NO_COUNTRY_VALUES } from '../../core/en16931/carried-value.js';

export function xrechnungPrecheck(canonical: Invoice, context?: FormatContext): FieldIssue[] {
  // Checked as written: with the country extension values in their terms (e.g. a Leitweg-ID as BT-10 and BT-49).
  const invoice = withCarriedValues(canonical, context?.countries ?? NO_COUNTRY_VALUES).invoice;
  const issues = [...en16931Precheck(invoice), ...germanRules(invoice, 'BR-DE')];
  // XRechnung 3.0 merges the Peppol rules that make both electronic addresses mandatory.
  if (!invoice.seller.electronic_address) {
    issues.push({
      field: 'seller.electronic_address',
      code: 'required',
      message: 'the seller electronic address (BT-34) is required in XRechnung 3.0',
      rule: 'PEPPOL-EN16931-R020',
      suggestion: 'Add seller.electronic_address, e.g. {"scheme": "EM", "id": "invoices@seller.example"}.',
    });
  }
  if (!invoice.buyer.electronic_address) {
    issues.push({
      field: 'buyer.electronic_address',
      code: 'required',
      message: 'the buyer electronic address (BT-49) is required in XRechnung 3.0',
      rule: 'PEPPOL-EN16931-R010',
      suggestion: 'Add buyer.electronic_address, e.g. {"scheme": "0204", "id": "<Leitweg-ID>"}.',
    });
  }
  return issues;
}
