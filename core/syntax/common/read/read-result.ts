// What a reader returns: the canonical invoice, the totals exactly as the document states them, and the
// elements of the document the canonical invoice cannot hold.
import type { InvoiceInput } from '../../../en16931/invoice.js';

/** One element or attribute of the source that is not in the canonical invoice. */
export interface Loss {
  /** Where it is in the source, e.g. `/Invoice/cac:InvoicePeriod` or `/Invoice/cac:InvoiceLine[2]/cac:Item/cbc:Description`. */
  xpath: string;
  /** The EN 16931 business term or group it carries (BT-73, BG-14), or null for content outside EN 16931 (extensions). */
  business_term: string | null;
  /** The text of a leaf (first 200 characters), absent for a group. */
  value?: string;
}

/** The document totals as stated (BG-22, BT-110/BT-111), decimal strings; absent where the document has none. */
export interface StatedTotals {
  line_net_total?: string; // BT-106
  allowance_total?: string; // BT-107
  charge_total?: string; // BT-108
  tax_exclusive?: string; // BT-109
  vat_total?: string; // BT-110
  vat_total_in_accounting_currency?: string; // BT-111
  tax_inclusive?: string; // BT-112
  prepaid?: string; // BT-113
  rounding?: string; // BT-114
  payable?: string; // BT-115
  /** BG-23 as stated: category, rate, taxable amount (BT-116), tax amount (BT-117). */
  vat_breakdown: Array<{ category: string; rate?: string; taxable_amount?: string; tax_amount?: string }>;
}

export interface ReadResult {
  /** The canonical invoice; decimals are the document's strings, dates YYYY-MM-DD. */
  invoice: InvoiceInput;
  totals: StatedTotals;
  losses: Loss[];
  /** BT-24 (UBL CustomizationID, CII guideline id) and BT-23, when present. */
  specification_id: string | null;
  business_process: string | null;
  syntax: 'ubl' | 'cii';
}

/** A format's profile code for a document by its specification id (BT-24); undefined = not this format's. */
export type ProfileBySpecification = (specificationId: string | null) => string | undefined;
