// The EN 16931 semantic model computed from the canonical invoice. (Filled in by the UBL convert work.)
import type { Invoice } from '../schemas/invoice.js';

export interface InvoiceModel {
  invoice: Invoice;
}
