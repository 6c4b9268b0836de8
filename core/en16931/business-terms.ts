// The business terms (BT) and groups (BG) of the EN 16931-1 semantic model, with the cardinality the norm
// gives each within its group, and how the canonical invoice holds it: as a field the caller fills, computed
// from the lines (totals and VAT breakdown), or decided by the target format and profile (process control).
// Checked against the canonical invoice schema by business-terms.test.ts: every term held as a field is named
// by a field's description, and no description names a term that is not listed here.

export type Cardinality = '0..1' | '1..1' | '0..n' | '1..n';

/** How the canonical invoice holds a term: a field, computed (compute.ts), or set by the format and profile. */
export type Holding = 'field' | 'computed' | 'profile';

export interface BusinessTerm {
  id: string;
  name: string;
  cardinality: Cardinality;
  /** The group the term belongs to; null at the invoice level. */
  group: string | null;
  held: Holding;
  /** Where a syntax has no element of its own for the term: how the writers carry it. */
  syntaxNote?: string;
}

type Row = [id: string, name: string, cardinality: Cardinality, group: string | null, held?: Holding, syntaxNote?: string];

const ROWS: Row[] = [
  ['BT-1', 'Invoice number', '1..1', null],
  ['BT-2', 'Invoice issue date', '1..1', null],
  ['BT-3', 'Invoice type code', '1..1', null],
  ['BT-5', 'Invoice currency code', '1..1', null],
  ['BT-6', 'VAT accounting currency code', '0..1', null],
  ['BT-7', 'Value added tax point date', '0..1', null],
  ['BT-8', 'Value added tax point date code', '0..1', null, 'field', 'CII writes it in its own code list (UNTDID 2475: 5, 29, 72)'],
  ['BT-9', 'Payment due date', '0..1', null],
  ['BT-10', 'Buyer reference', '0..1', null],
  ['BT-11', 'Project reference', '0..1', null],
  ['BT-12', 'Contract reference', '0..1', null],
  ['BT-13', 'Purchase order reference', '0..1', null],
  ['BT-14', 'Sales order reference', '0..1', null],
  ['BT-15', 'Receiving advice reference', '0..1', null],
  ['BT-16', 'Despatch advice reference', '0..1', null],
  ['BT-17', 'Tender or lot reference', '0..1', null],
  ['BT-18', 'Invoiced object identifier', '0..1', null],
  ['BT-19', 'Buyer accounting reference', '0..1', null],
  ['BT-20', 'Payment terms', '0..1', null],
  ['BG-1', 'INVOICE NOTE', '0..n', null],
  ['BT-21', 'Invoice note subject code', '0..1', 'BG-1', 'field', 'UBL has no element: written as a #CODE# prefix of the note'],
  ['BT-22', 'Invoice note', '1..1', 'BG-1'],
  ['BG-2', 'PROCESS CONTROL', '1..1', null, 'profile'],
  ['BT-23', 'Business process type', '0..1', 'BG-2', 'profile'],
  ['BT-24', 'Specification identifier', '1..1', 'BG-2', 'profile'],
  ['BG-3', 'PRECEDING INVOICE REFERENCE', '0..n', null],
  ['BT-25', 'Preceding Invoice reference', '1..1', 'BG-3'],
  ['BT-26', 'Preceding Invoice issue date', '0..1', 'BG-3'],
  ['BG-4', 'SELLER', '1..1', null],
  ['BT-27', 'Seller name', '1..1', 'BG-4'],
  ['BT-28', 'Seller trading name', '0..1', 'BG-4'],
  ['BT-29', 'Seller identifier', '0..n', 'BG-4'],
  ['BT-30', 'Seller legal registration identifier', '0..1', 'BG-4'],
  ['BT-31', 'Seller VAT identifier', '0..1', 'BG-4'],
  ['BT-32', 'Seller tax registration identifier', '0..1', 'BG-4'],
  ['BT-33', 'Seller additional legal information', '0..1', 'BG-4'],
  ['BT-34', 'Seller electronic address', '0..1', 'BG-4'],
  ['BG-5', 'SELLER POSTAL ADDRESS', '1..1', 'BG-4'],
  ['BT-35', 'Seller address line 1', '0..1', 'BG-5'],
  ['BT-36', 'Seller address line 2', '0..1', 'BG-5'],
  ['BT-162', 'Seller address line 3', '0..1', 'BG-5'],
  ['BT-37', 'Seller city', '0..1', 'BG-5'],
  ['BT-38', 'Seller post code', '0..1', 'BG-5'],
  ['BT-39', 'Seller country subdivision', '0..1', 'BG-5'],
  ['BT-40', 'Seller country code', '1..1', 'BG-5'],
  ['BG-6', 'SELLER CONTACT', '0..1', 'BG-4'],
  ['BT-41', 'Seller contact point', '0..1', 'BG-6'],
  ['BT-42', 'Seller contact telephone number', '0..1', 'BG-6'],
  ['BT-43', 'Seller contact email address', '0..1', 'BG-6'],
  ['BG-7', 'BUYER', '1..1', null],
  ['BT-44', 'Buyer name', '1..1', 'BG-7'],
  ['BT-45', 'Buyer trading name', '0..1', 'BG-7'],
  ['BT-46', 'Buyer identifier', '0..1', 'BG-7'],
  ['BT-47', 'Buyer legal registration identifier', '0..1', 'BG-7'],
  ['BT-48', 'Buyer VAT identifier', '0..1', 'BG-7'],
  ['BT-49', 'Buyer electronic address', '0..1', 'BG-7'],
  ['BG-8', 'BUYER POSTAL ADDRESS', '1..1', 'BG-7'],
  ['BT-50', 'Buyer address line 1', '0..1', 'BG-8'],
  ['BT-51', 'Buyer address line 2', '0..1', 'BG-8'],
  ['BT-163', 'Buyer address line 3', '0..1', 'BG-8'],
  ['BT-52', 'Buyer city', '0..1', 'BG-8'],
  ['BT-53', 'Buyer post code', '0..1', 'BG-8'],
  ['BT-54', 'Buyer country subdivision', '0..1', 'BG-8'],
  ['BT-55', 'Buyer country code', '1..1', 'BG-8'],
  ['BG-9', 'BUYER CONTACT', '0..1', 'BG-7'],
  ['BT-56', 'Buyer contact point', '0..1', 'BG-9'],
  ['BT-57', 'Buyer contact telephone number', '0..1', 'BG-9'],
  ['BT-58', 'Buyer contact email address', '0..1', 'BG-9'],
  ['BG-10', 'PAYEE', '0..1', null],
  ['BT-59', 'Payee name', '1..1', 'BG-10'],
  ['BT-60', 'Payee identifier', '0..1', 'BG-10'],
  ['BT-61', 'Payee legal registration identifier', '0..1', 'BG-10'],
  ['BG-11', 'SELLER TAX REPRESENTATIVE PARTY', '0..1', null],
  ['BT-62', 'Seller tax representative name', '1..1', 'BG-11'],
  ['BT-63', 'Seller tax representative VAT identifier', '1..1', 'BG-11'],
  ['BG-12', 'SELLER TAX REPRESENTATIVE POSTAL ADDRESS', '1..1', 'BG-11'],
  ['BT-64', 'Tax representative address line 1', '0..1', 'BG-12'],
  ['BT-65', 'Tax representative address line 2', '0..1', 'BG-12'],
  ['BT-164', 'Tax representative address line 3', '0..1', 'BG-12'],
  ['BT-66', 'Tax representative city', '0..1', 'BG-12'],
  ['BT-67', 'Tax representative post code', '0..1', 'BG-12'],
  ['BT-68', 'Tax representative country subdivision', '0..1', 'BG-12'],
  ['BT-69', 'Tax representative country code', '1..1', 'BG-12'],
  ['BG-13', 'DELIVERY INFORMATION', '0..1', null],
  ['BT-70', 'Deliver to party name', '0..1', 'BG-13'],
  ['BT-71', 'Deliver to location identifier', '0..1', 'BG-13'],
  ['BT-72', 'Actual delivery date', '0..1', 'BG-13'],
  ['BG-14', 'INVOICING PERIOD', '0..1', 'BG-13'],
  ['BT-73', 'Invoicing period start date', '0..1', 'BG-14'],
  ['BT-74', 'Invoicing period end date', '0..1', 'BG-14'],
  ['BG-15', 'DELIVER TO ADDRESS', '0..1', 'BG-13'],
  ['BT-75', 'Deliver to address line 1', '0..1', 'BG-15'],
  ['BT-76', 'Deliver to address line 2', '0..1', 'BG-15'],
  ['BT-165', 'Deliver to address line 3', '0..1', 'BG-15'],
  ['BT-77', 'Deliver to city', '0..1', 'BG-15'],
  ['BT-78', 'Deliver to post code', '0..1', 'BG-15'],
  ['BT-79', 'Deliver to country subdivision', '0..1', 'BG-15'],
  ['BT-80', 'Deliver to country code', '1..1', 'BG-15'],
  ['BG-16', 'PAYMENT INSTRUCTIONS', '0..1', null],
  ['BT-81', 'Payment means type code', '1..1', 'BG-16'],
  ['BT-82', 'Payment means text', '0..1', 'BG-16'],
  ['BT-83', 'Remittance information', '0..1', 'BG-16'],
  ['BG-17', 'CREDIT TRANSFER', '0..n', 'BG-16', 'field', 'one payment means per account in both syntaxes'],
  ['BT-84', 'Payment account identifier', '1..1', 'BG-17'],
  ['BT-85', 'Payment account name', '0..1', 'BG-17'],
  ['BT-86', 'Payment service provider identifier', '0..1', 'BG-17'],
  ['BG-18', 'PAYMENT CARD INFORMATION', '0..1', 'BG-16'],
  ['BT-87', 'Payment card primary account number', '1..1', 'BG-18'],
  ['BT-88', 'Payment card holder name', '0..1', 'BG-18'],
  ['BG-19', 'DIRECT DEBIT', '0..1', 'BG-16'],
  ['BT-89', 'Mandate reference identifier', '0..1', 'BG-19'],
  [
    'BT-90',
    'Bank assigned creditor identifier',
    '0..1',
    'BG-19',
    'field',
    'UBL has no element: a party identifier (scheme SEPA) of the payee, else the seller',
  ],
  ['BT-91', 'Debited account identifier', '0..1', 'BG-19'],
  ['BG-20', 'DOCUMENT LEVEL ALLOWANCES', '0..n', null],
  ['BT-92', 'Document level allowance amount', '1..1', 'BG-20'],
  ['BT-93', 'Document level allowance base amount', '0..1', 'BG-20'],
  ['BT-94', 'Document level allowance percentage', '0..1', 'BG-20'],
  ['BT-95', 'Document level allowance VAT category code', '1..1', 'BG-20'],
  ['BT-96', 'Document level allowance VAT rate', '0..1', 'BG-20'],
  ['BT-97', 'Document level allowance reason', '0..1', 'BG-20'],
  ['BT-98', 'Document level allowance reason code', '0..1', 'BG-20'],
  ['BG-21', 'DOCUMENT LEVEL CHARGES', '0..n', null],
  ['BT-99', 'Document level charge amount', '1..1', 'BG-21'],
  ['BT-100', 'Document level charge base amount', '0..1', 'BG-21'],
  ['BT-101', 'Document level charge percentage', '0..1', 'BG-21'],
  ['BT-102', 'Document level charge VAT category code', '1..1', 'BG-21'],
  ['BT-103', 'Document level charge VAT rate', '0..1', 'BG-21'],
  ['BT-104', 'Document level charge reason', '0..1', 'BG-21'],
  ['BT-105', 'Document level charge reason code', '0..1', 'BG-21'],
  ['BG-22', 'DOCUMENT TOTALS', '1..1', null, 'computed'],
  ['BT-106', 'Sum of Invoice line net amount', '1..1', 'BG-22', 'computed'],
  ['BT-107', 'Sum of allowances on document level', '0..1', 'BG-22', 'computed'],
  ['BT-108', 'Sum of charges on document level', '0..1', 'BG-22', 'computed'],
  ['BT-109', 'Invoice total amount without VAT', '1..1', 'BG-22', 'computed'],
  ['BT-110', 'Invoice total VAT amount', '0..1', 'BG-22', 'computed'],
  ['BT-111', 'Invoice total VAT amount in accounting currency', '0..1', 'BG-22'],
  ['BT-112', 'Invoice total amount with VAT', '1..1', 'BG-22', 'computed'],
  ['BT-113', 'Paid amount', '0..1', 'BG-22'],
  ['BT-114', 'Rounding amount', '0..1', 'BG-22'],
  ['BT-115', 'Amount due for payment', '1..1', 'BG-22', 'computed'],
  ['BG-23', 'VAT BREAKDOWN', '1..n', null, 'computed'],
  ['BT-116', 'VAT category taxable amount', '1..1', 'BG-23', 'computed'],
  ['BT-117', 'VAT category tax amount', '1..1', 'BG-23', 'computed'],
  ['BT-118', 'VAT category code', '1..1', 'BG-23', 'computed'],
  ['BT-119', 'VAT category rate', '0..1', 'BG-23', 'computed'],
  ['BT-120', 'VAT exemption reason text', '0..1', 'BG-23'],
  ['BT-121', 'VAT exemption reason code', '0..1', 'BG-23'],
  ['BG-24', 'ADDITIONAL SUPPORTING DOCUMENTS', '0..n', null],
  ['BT-122', 'Supporting document reference', '1..1', 'BG-24'],
  ['BT-123', 'Supporting document description', '0..1', 'BG-24'],
  ['BT-124', 'External document location', '0..1', 'BG-24'],
  ['BT-125', 'Attached document', '0..1', 'BG-24'],
  ['BG-25', 'INVOICE LINE', '1..n', null],
  ['BT-126', 'Invoice line identifier', '1..1', 'BG-25'],
  ['BT-127', 'Invoice line note', '0..1', 'BG-25'],
  ['BT-128', 'Invoice line object identifier', '0..1', 'BG-25'],
  ['BT-129', 'Invoiced quantity', '1..1', 'BG-25'],
  ['BT-130', 'Invoiced quantity unit of measure code', '1..1', 'BG-25'],
  ['BT-131', 'Invoice line net amount', '1..1', 'BG-25'],
  ['BT-132', 'Referenced purchase order line reference', '0..1', 'BG-25'],
  ['BT-133', 'Invoice line Buyer accounting reference', '0..1', 'BG-25'],
  ['BG-26', 'INVOICE LINE PERIOD', '0..1', 'BG-25'],
  ['BT-134', 'Invoice line period start date', '0..1', 'BG-26'],
  ['BT-135', 'Invoice line period end date', '0..1', 'BG-26'],
  ['BG-27', 'INVOICE LINE ALLOWANCES', '0..n', 'BG-25'],
  ['BT-136', 'Invoice line allowance amount', '1..1', 'BG-27'],
  ['BT-137', 'Invoice line allowance base amount', '0..1', 'BG-27'],
  ['BT-138', 'Invoice line allowance percentage', '0..1', 'BG-27'],
  ['BT-139', 'Invoice line allowance reason', '0..1', 'BG-27'],
  ['BT-140', 'Invoice line allowance reason code', '0..1', 'BG-27'],
  ['BG-28', 'INVOICE LINE CHARGES', '0..n', 'BG-25'],
  ['BT-141', 'Invoice line charge amount', '1..1', 'BG-28'],
  ['BT-142', 'Invoice line charge base amount', '0..1', 'BG-28'],
  ['BT-143', 'Invoice line charge percentage', '0..1', 'BG-28'],
  ['BT-144', 'Invoice line charge reason', '0..1', 'BG-28'],
  ['BT-145', 'Invoice line charge reason code', '0..1', 'BG-28'],
  ['BG-29', 'PRICE DETAILS', '1..1', 'BG-25'],
  ['BT-146', 'Item net price', '1..1', 'BG-29'],
  ['BT-147', 'Item price discount', '0..1', 'BG-29'],
  ['BT-148', 'Item gross price', '0..1', 'BG-29'],
  ['BT-149', 'Item price base quantity', '0..1', 'BG-29'],
  ['BT-150', 'Item price base quantity unit of measure code', '0..1', 'BG-29'],
  ['BG-30', 'LINE VAT INFORMATION', '1..1', 'BG-25'],
  ['BT-151', 'Invoiced item VAT category code', '1..1', 'BG-30'],
  ['BT-152', 'Invoiced item VAT rate', '0..1', 'BG-30'],
  ['BG-31', 'ITEM INFORMATION', '1..1', 'BG-25'],
  ['BT-153', 'Item name', '1..1', 'BG-31'],
  ['BT-154', 'Item description', '0..1', 'BG-31'],
  ['BT-155', "Item Seller's identifier", '0..1', 'BG-31'],
  ['BT-156', "Item Buyer's identifier", '0..1', 'BG-31'],
  ['BT-157', 'Item standard identifier', '0..1', 'BG-31'],
  ['BT-158', 'Item classification identifier', '0..n', 'BG-31'],
  ['BT-159', 'Item country of origin', '0..1', 'BG-31'],
  ['BG-32', 'ITEM ATTRIBUTES', '0..n', 'BG-31'],
  ['BT-160', 'Item attribute name', '1..1', 'BG-32'],
  ['BT-161', 'Item attribute value', '1..1', 'BG-32'],
];

/** Every business term and group of EN 16931-1, in the norm's order. */
export const BUSINESS_TERMS: readonly BusinessTerm[] = ROWS.map(([id, name, cardinality, group, held = 'field', syntaxNote]) => ({
  id,
  name,
  cardinality,
  group,
  held,
  ...(syntaxNote ? { syntaxNote } : {}),
}));

/**
 * The qualifiers of identifiers and binary objects the norm numbers below their term (BT-29-1 the scheme of
 * BT-29; BT-125-1 and BT-125-2 the MIME code and file name of the attached document).
 */
export const TERM_QUALIFIERS: Readonly<Record<string, string>> = {
  'BT-18-1': 'Invoiced object identifier scheme identifier',
  'BT-29-1': 'Seller identifier scheme identifier',
  'BT-30-1': 'Seller legal registration identifier scheme identifier',
  'BT-34-1': 'Seller electronic address scheme identifier',
  'BT-46-1': 'Buyer identifier scheme identifier',
  'BT-47-1': 'Buyer legal registration identifier scheme identifier',
  'BT-49-1': 'Buyer electronic address scheme identifier',
  'BT-60-1': 'Payee identifier scheme identifier',
  'BT-61-1': 'Payee legal registration identifier scheme identifier',
  'BT-71-1': 'Deliver to location identifier scheme identifier',
  'BT-125-1': 'Attached document MIME code',
  'BT-125-2': 'Attached document filename',
  'BT-128-1': 'Invoice line object identifier scheme identifier',
  'BT-157-1': 'Item standard identifier scheme identifier',
  'BT-158-1': 'Item classification identifier scheme identifier',
  'BT-158-2': 'Item classification scheme version',
};

/**
 * Fields of the canonical invoice that are no EN 16931 term (field paths, `*` for every list item): shown on
 * PDFs or carried by one syntax, reported in dropped_fields where a document has no place for them.
 */
export const FIELDS_WITHOUT_TERM: readonly string[] = [
  'payment.bank_account.bank_name',
  'payment.bank_accounts.*.bank_name',
  'payment.card.network',
  'country_extensions',
];

const byId = new Map(BUSINESS_TERMS.map((t) => [t.id, t]));

/** The norm's name of a term, group or qualifier (`BT-61-1`), or undefined when the norm has none. */
export function termName(id: string): string | undefined {
  return TERM_QUALIFIERS[id] ?? byId.get(id)?.name;
}

/** The term or group with this id (`BT-29-1` gives its term, BT-29), or undefined when the norm has none. */
export function businessTerm(id: string): BusinessTerm | undefined {
  return byId.get(id) ?? (id in TERM_QUALIFIERS ? byId.get(id.replace(/-\d+$/, '')) : undefined);
}
