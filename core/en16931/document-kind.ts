// Invoice or credit note: UNTDID 1001 document type codes of the credit-note group become a UBL CreditNote
// (and CII's TypeCode keeps the code). The list is EN 16931's credit-note subset (BR-CL-01 for CreditNote).

export type DocumentKind = 'invoice' | 'credit_note';

export const CREDIT_NOTE_TYPE_CODES: ReadonlySet<string> = new Set(['81', '83', '261', '262', '296', '308', '381', '396', '420', '458', '532']);

export function documentKindOf(typeCode: string): DocumentKind {
  return CREDIT_NOTE_TYPE_CODES.has(typeCode) ? 'credit_note' : 'invoice';
}
