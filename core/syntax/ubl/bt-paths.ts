// Where each field of the canonical invoice lands in a UBL 2.1 document: business term and XPath.
// The writer reads this table to report the fields a document cannot carry (`dropped_fields`), and the
// round-trip tests evaluate every XPath on the produced XML and compare it with the input value.
//
// Path tokens: `{Line}` is cac:InvoiceLine or cac:CreditNoteLine, `{Quantity}` cbc:InvoicedQuantity or
// cbc:CreditedQuantity, `{TypeCode}` cbc:InvoiceTypeCode or cbc:CreditNoteTypeCode, `{i}` the 1-based
// position of the line or allowance. Field paths use `[]` for "every element of the array".
import type { DocumentKind } from '../../en16931/model.js';

/** How a test compares the XPath's string value with the input value. */
export type Comparison = 'text' | 'decimal' | 'boolean' | 'any-text' | 'suffix-text';

export interface BtPlacement {
  field: string;
  bt: string;
  /** XPath in an Invoice; null when UBL has no place for the field. */
  invoice: string | null;
  /** XPath in a CreditNote when it differs from `invoice`. */
  creditNote?: string | null;
  compare: Comparison;
  /** Why a field is not carried, or a condition on where it is carried. */
  note?: string;
}

export const UBL_NAMESPACES = {
  ubl: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cn: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

const SELLER = '/*/cac:AccountingSupplierParty/cac:Party';
const BUYER = '/*/cac:AccountingCustomerParty/cac:Party';

function address(field: string, base: string, bts: [string, string, string, string, string, string, string]): BtPlacement[] {
  return [
    { field: `${field}.street`, bt: bts[0], invoice: `${base}/cbc:StreetName`, compare: 'text' },
    { field: `${field}.street2`, bt: bts[1], invoice: `${base}/cbc:AdditionalStreetName`, compare: 'text' },
    { field: `${field}.street3`, bt: bts[6], invoice: `${base}/cac:AddressLine/cbc:Line`, compare: 'text' },
    { field: `${field}.city`, bt: bts[2], invoice: `${base}/cbc:CityName`, compare: 'text' },
    { field: `${field}.postal_code`, bt: bts[3], invoice: `${base}/cbc:PostalZone`, compare: 'text' },
    { field: `${field}.country_subdivision`, bt: bts[4], invoice: `${base}/cbc:CountrySubentity`, compare: 'text' },
    { field: `${field}.country_code`, bt: bts[5], invoice: `${base}/cac:Country/cbc:IdentificationCode`, compare: 'text' },
  ];
}

function party(field: 'seller' | 'buyer', base: string): BtPlacement[] {
  const seller = field === 'seller';
  return [
    { field: `${field}.name`, bt: seller ? 'BT-27' : 'BT-44', invoice: `${base}/cac:PartyLegalEntity/cbc:RegistrationName`, compare: 'text' },
    ...address(
      `${field}.address`,
      `${base}/cac:PostalAddress`,
      seller ? ['BT-35', 'BT-36', 'BT-37', 'BT-38', 'BT-39', 'BT-40', 'BT-162'] : ['BT-50', 'BT-51', 'BT-52', 'BT-53', 'BT-54', 'BT-55', 'BT-163'],
    ),
    { field: `${field}.trading_name`, bt: seller ? 'BT-28' : 'BT-45', invoice: `${base}/cac:PartyName/cbc:Name`, compare: 'text' },
    {
      field: `${field}.legal_registration_id_scheme`,
      bt: seller ? 'BT-30-1' : 'BT-47-1',
      invoice: `${base}/cac:PartyLegalEntity/cbc:CompanyID/@schemeID`,
      compare: 'text',
    },
    seller
      ? { field: 'seller.additional_legal_info', bt: 'BT-33', invoice: `${base}/cac:PartyLegalEntity/cbc:CompanyLegalForm`, compare: 'text' }
      : { field: 'buyer.additional_legal_info', bt: '-', invoice: null, compare: 'text', note: 'EN 16931 has no buyer additional legal information' },
    {
      field: `${field}.vat_id`,
      bt: seller ? 'BT-31' : 'BT-48',
      invoice: `${base}/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID='VAT']/cbc:CompanyID`,
      compare: 'text',
    },
    seller
      ? {
          field: 'seller.tax_registration_id',
          bt: 'BT-32',
          invoice: `${base}/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID!='VAT']/cbc:CompanyID`,
          compare: 'text',
        }
      : { field: 'buyer.tax_registration_id', bt: '-', invoice: null, compare: 'text', note: 'EN 16931 has no buyer tax registration identifier' },
    {
      field: `${field}.legal_registration_id`,
      bt: seller ? 'BT-30' : 'BT-47',
      invoice: `${base}/cac:PartyLegalEntity/cbc:CompanyID`,
      compare: 'text',
    },
    { field: `${field}.identifier`, bt: seller ? 'BT-29' : 'BT-46', invoice: `${base}/cac:PartyIdentification/cbc:ID`, compare: 'text' },
    {
      field: `${field}.identifier_scheme`,
      bt: seller ? 'BT-29-1' : 'BT-46-1',
      invoice: `${base}/cac:PartyIdentification/cbc:ID/@schemeID`,
      compare: 'text',
    },
    seller
      ? {
          field: 'seller.additional_identifiers[].id',
          bt: 'BT-29',
          invoice: `${base}/cac:PartyIdentification/cbc:ID`,
          compare: 'any-text',
        }
      : { field: 'buyer.additional_identifiers[].id', bt: '-', invoice: null, compare: 'text', note: 'EN 16931 has one buyer identifier (BT-46)' },
    seller
      ? {
          field: 'seller.additional_identifiers[].scheme',
          bt: 'BT-29-1',
          invoice: `${base}/cac:PartyIdentification/cbc:ID/@schemeID`,
          compare: 'any-text',
        }
      : {
          field: 'buyer.additional_identifiers[].scheme',
          bt: '-',
          invoice: null,
          compare: 'text',
          note: 'EN 16931 has one buyer identifier (BT-46)',
        },
    { field: `${field}.electronic_address.scheme`, bt: seller ? 'BT-34-1' : 'BT-49-1', invoice: `${base}/cbc:EndpointID/@schemeID`, compare: 'text' },
    { field: `${field}.electronic_address.id`, bt: seller ? 'BT-34' : 'BT-49', invoice: `${base}/cbc:EndpointID`, compare: 'text' },
    { field: `${field}.contact.name`, bt: seller ? 'BT-41' : 'BT-56', invoice: `${base}/cac:Contact/cbc:Name`, compare: 'text' },
    { field: `${field}.contact.phone`, bt: seller ? 'BT-42' : 'BT-57', invoice: `${base}/cac:Contact/cbc:Telephone`, compare: 'text' },
    { field: `${field}.contact.email`, bt: seller ? 'BT-43' : 'BT-58', invoice: `${base}/cac:Contact/cbc:ElectronicMail`, compare: 'text' },
  ];
}

const LINE = '/*/{Line}[{i}]';
const DOC_AC = '/*/cac:AllowanceCharge[{i}]';
const BREAKDOWN_CATEGORY = '/*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory';

export const BT_PLACEMENTS: readonly BtPlacement[] = [
  { field: 'invoice_number', bt: 'BT-1', invoice: '/*/cbc:ID', compare: 'text' },
  { field: 'issue_date', bt: 'BT-2', invoice: '/*/cbc:IssueDate', compare: 'text' },
  { field: 'type_code', bt: 'BT-3', invoice: '/*/{TypeCode}', compare: 'text' },
  { field: 'currency_code', bt: 'BT-5', invoice: '/*/cbc:DocumentCurrencyCode', compare: 'text' },
  {
    field: 'vat_accounting_currency',
    bt: 'BT-6',
    invoice: '/*/cbc:TaxCurrencyCode',
    compare: 'text',
    note: 'written only when it differs from currency_code',
  },
  { field: 'tax_point_date', bt: 'BT-7', invoice: '/*/cbc:TaxPointDate', compare: 'text' },
  {
    field: 'due_date',
    bt: 'BT-9',
    invoice: '/*/cbc:DueDate',
    creditNote: '/*/cac:PaymentMeans/cbc:PaymentDueDate',
    compare: 'text',
    note: 'a CreditNote carries it in the payment means, so it needs payment',
  },
  { field: 'buyer_reference', bt: 'BT-10', invoice: '/*/cbc:BuyerReference', compare: 'text' },
  {
    field: 'project_reference',
    bt: 'BT-11',
    invoice: '/*/cac:ProjectReference/cbc:ID',
    creditNote: "/*/cac:AdditionalDocumentReference[cbc:DocumentTypeCode='50']/cbc:ID",
    compare: 'text',
  },
  { field: 'contract_reference', bt: 'BT-12', invoice: '/*/cac:ContractDocumentReference/cbc:ID', compare: 'text' },
  { field: 'purchase_order_reference', bt: 'BT-13', invoice: '/*/cac:OrderReference/cbc:ID', compare: 'text' },
  { field: 'note', bt: 'BT-22', invoice: '/*/cbc:Note', compare: 'text' },
  { field: 'notes[].content', bt: 'BT-22', invoice: '/*/cbc:Note', compare: 'suffix-text', note: 'after a #CODE# prefix when it has a subject code' },
  { field: 'notes[].subject_code', bt: 'BT-21', invoice: '/*/cbc:Note', compare: 'any-text', note: 'the #CODE# prefix of the note text' },
  { field: 'tax_point_date_code', bt: 'BT-8', invoice: '/*/cac:InvoicePeriod/cbc:DescriptionCode', compare: 'text' },
  { field: 'invoicing_period.start_date', bt: 'BT-73', invoice: '/*/cac:InvoicePeriod/cbc:StartDate', compare: 'text' },
  { field: 'invoicing_period.end_date', bt: 'BT-74', invoice: '/*/cac:InvoicePeriod/cbc:EndDate', compare: 'text' },
  { field: 'sales_order_reference', bt: 'BT-14', invoice: '/*/cac:OrderReference/cbc:SalesOrderID', compare: 'text' },
  { field: 'receiving_advice_reference', bt: 'BT-15', invoice: '/*/cac:ReceiptDocumentReference/cbc:ID', compare: 'text' },
  { field: 'despatch_advice_reference', bt: 'BT-16', invoice: '/*/cac:DespatchDocumentReference/cbc:ID', compare: 'text' },
  { field: 'tender_or_lot_reference', bt: 'BT-17', invoice: '/*/cac:OriginatorDocumentReference/cbc:ID', compare: 'text' },
  {
    field: 'invoiced_object_identifier.id',
    bt: 'BT-18',
    invoice: "/*/cac:AdditionalDocumentReference[cbc:DocumentTypeCode='130']/cbc:ID",
    compare: 'text',
  },
  {
    field: 'invoiced_object_identifier.scheme',
    bt: 'BT-18-1',
    invoice: "/*/cac:AdditionalDocumentReference[cbc:DocumentTypeCode='130']/cbc:ID/@schemeID",
    compare: 'text',
  },
  { field: 'buyer_accounting_reference', bt: 'BT-19', invoice: '/*/cbc:AccountingCost', compare: 'text' },
  { field: 'preceding_invoice_reference', bt: 'BT-25', invoice: '/*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID', compare: 'text' },
  {
    field: 'preceding_invoices[].reference',
    bt: 'BT-25',
    invoice: '/*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID',
    compare: 'any-text',
  },
  {
    field: 'preceding_invoices[].date',
    bt: 'BT-26',
    invoice: '/*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate',
    compare: 'any-text',
  },
  { field: 'preceding_invoice_date', bt: 'BT-26', invoice: '/*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate', compare: 'text' },
  {
    field: 'attachments[].id',
    bt: 'BT-122',
    invoice: '/*/cac:AdditionalDocumentReference[cac:Attachment or not(cbc:DocumentTypeCode)]/cbc:ID',
    compare: 'any-text',
  },
  { field: 'attachments[].description', bt: 'BT-123', invoice: '/*/cac:AdditionalDocumentReference/cbc:DocumentDescription', compare: 'any-text' },
  {
    field: 'attachments[].external_uri',
    bt: 'BT-124',
    invoice: '/*/cac:AdditionalDocumentReference/cac:Attachment/cac:ExternalReference/cbc:URI',
    compare: 'any-text',
  },
  {
    field: 'attachments[].content_base64',
    bt: 'BT-125',
    invoice: '/*/cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject',
    compare: 'any-text',
    note: 'without whitespace',
  },
  {
    field: 'attachments[].mime_code',
    bt: 'BT-125-1',
    invoice: '/*/cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject/@mimeCode',
    compare: 'any-text',
  },
  {
    field: 'attachments[].filename',
    bt: 'BT-125-2',
    invoice: '/*/cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject/@filename',
    compare: 'any-text',
  },
  { field: 'vat_total_in_accounting_currency', bt: 'BT-111', invoice: '/*/cac:TaxTotal[not(cac:TaxSubtotal)]/cbc:TaxAmount', compare: 'decimal' },

  ...party('seller', SELLER),
  ...party('buyer', BUYER),

  { field: 'delivery.date', bt: 'BT-72', invoice: '/*/cac:Delivery/cbc:ActualDeliveryDate', compare: 'text' },
  { field: 'delivery.location.name', bt: 'BT-70', invoice: '/*/cac:Delivery/cac:DeliveryParty/cac:PartyName/cbc:Name', compare: 'text' },
  ...address('delivery.location.address', '/*/cac:Delivery/cac:DeliveryLocation/cac:Address', [
    'BT-75',
    'BT-76',
    'BT-77',
    'BT-78',
    'BT-79',
    'BT-80',
    'BT-165',
  ]),
  { field: 'delivery.location.id', bt: 'BT-71', invoice: '/*/cac:Delivery/cac:DeliveryLocation/cbc:ID', compare: 'text' },
  { field: 'delivery.location.id_scheme', bt: 'BT-71-1', invoice: '/*/cac:Delivery/cac:DeliveryLocation/cbc:ID/@schemeID', compare: 'text' },

  { field: 'payee.name', bt: 'BT-59', invoice: '/*/cac:PayeeParty/cac:PartyName/cbc:Name', compare: 'text' },
  { field: 'payee.identifier', bt: 'BT-60', invoice: "/*/cac:PayeeParty/cac:PartyIdentification/cbc:ID[not(@schemeID='SEPA')]", compare: 'text' },
  {
    field: 'payee.identifier_scheme',
    bt: 'BT-60-1',
    invoice: "/*/cac:PayeeParty/cac:PartyIdentification/cbc:ID[not(@schemeID='SEPA')]/@schemeID",
    compare: 'text',
  },
  { field: 'payee.legal_registration_id', bt: 'BT-61', invoice: '/*/cac:PayeeParty/cac:PartyLegalEntity/cbc:CompanyID', compare: 'text' },
  {
    field: 'payee.legal_registration_id_scheme',
    bt: 'BT-61-1',
    invoice: '/*/cac:PayeeParty/cac:PartyLegalEntity/cbc:CompanyID/@schemeID',
    compare: 'text',
  },
  { field: 'tax_representative.name', bt: 'BT-62', invoice: '/*/cac:TaxRepresentativeParty/cac:PartyName/cbc:Name', compare: 'text' },
  { field: 'tax_representative.vat_id', bt: 'BT-63', invoice: '/*/cac:TaxRepresentativeParty/cac:PartyTaxScheme/cbc:CompanyID', compare: 'text' },
  ...address('tax_representative.address', '/*/cac:TaxRepresentativeParty/cac:PostalAddress', [
    'BT-64',
    'BT-65',
    'BT-66',
    'BT-67',
    'BT-68',
    'BT-69',
    'BT-164',
  ]),

  { field: 'payment.means_code', bt: 'BT-81', invoice: '/*/cac:PaymentMeans/cbc:PaymentMeansCode', compare: 'text' },
  { field: 'payment.means_text', bt: 'BT-82', invoice: '/*/cac:PaymentMeans/cbc:PaymentMeansCode/@name', compare: 'text' },
  { field: 'payment.payment_id', bt: 'BT-83', invoice: '/*/cac:PaymentMeans/cbc:PaymentID', compare: 'text' },
  { field: 'payment.terms', bt: 'BT-20', invoice: '/*/cac:PaymentTerms/cbc:Note', compare: 'text' },
  { field: 'payment.bank_account.iban', bt: 'BT-84', invoice: '/*/cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID', compare: 'text' },
  { field: 'payment.bank_account.account_name', bt: 'BT-85', invoice: '/*/cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:Name', compare: 'text' },
  {
    field: 'payment.bank_account.bic',
    bt: 'BT-86',
    invoice: '/*/cac:PaymentMeans/cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID',
    compare: 'text',
  },
  { field: 'payment.bank_accounts[].iban', bt: 'BT-84', invoice: '/*/cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID', compare: 'any-text' },
  {
    field: 'payment.bank_accounts[].account_name',
    bt: 'BT-85',
    invoice: '/*/cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:Name',
    compare: 'any-text',
  },
  {
    field: 'payment.bank_accounts[].bic',
    bt: 'BT-86',
    invoice: '/*/cac:PaymentMeans/cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID',
    compare: 'any-text',
  },
  { field: 'payment.bank_accounts[].bank_name', bt: '-', invoice: null, compare: 'text', note: 'EN 16931 has no bank name; informational only' },
  { field: 'payment.bank_account.bank_name', bt: '-', invoice: null, compare: 'text', note: 'EN 16931 has no bank name; informational only' },
  { field: 'payment.card.account_number', bt: 'BT-87', invoice: '/*/cac:PaymentMeans/cac:CardAccount/cbc:PrimaryAccountNumberID', compare: 'text' },
  { field: 'payment.card.holder_name', bt: 'BT-88', invoice: '/*/cac:PaymentMeans/cac:CardAccount/cbc:HolderName', compare: 'text' },
  {
    field: 'payment.card.network',
    bt: '-',
    invoice: '/*/cac:PaymentMeans/cac:CardAccount/cbc:NetworkID',
    compare: 'text',
    note: 'UBL syntax, no EN 16931 term',
  },
  { field: 'payment.direct_debit.mandate_reference', bt: 'BT-89', invoice: '/*/cac:PaymentMeans/cac:PaymentMandate/cbc:ID', compare: 'text' },
  {
    field: 'payment.direct_debit.creditor_id',
    bt: 'BT-90',
    invoice: "(/*/cac:AccountingSupplierParty/cac:Party | /*/cac:PayeeParty)/cac:PartyIdentification/cbc:ID[@schemeID='SEPA']",
    compare: 'text',
    note: 'an identifier of the payee when there is one, else of the seller',
  },
  {
    field: 'payment.direct_debit.debited_account',
    bt: 'BT-91',
    invoice: '/*/cac:PaymentMeans/cac:PaymentMandate/cac:PayerFinancialAccount/cbc:ID',
    compare: 'text',
  },
  { field: 'prepaid_amount', bt: 'BT-113', invoice: '/*/cac:LegalMonetaryTotal/cbc:PrepaidAmount', compare: 'decimal' },
  { field: 'rounding_amount', bt: 'BT-114', invoice: '/*/cac:LegalMonetaryTotal/cbc:PayableRoundingAmount', compare: 'decimal' },

  { field: 'lines[].id', bt: 'BT-126', invoice: `${LINE}/cbc:ID`, compare: 'text' },
  { field: 'lines[].note', bt: 'BT-127', invoice: `${LINE}/cbc:Note`, compare: 'text' },
  { field: 'lines[].quantity', bt: 'BT-129', invoice: `${LINE}/{Quantity}`, compare: 'decimal' },
  { field: 'lines[].unit', bt: 'BT-130', invoice: `${LINE}/{Quantity}/@unitCode`, compare: 'text' },
  { field: 'lines[].net_amount', bt: 'BT-131', invoice: `${LINE}/cbc:LineExtensionAmount`, compare: 'decimal' },
  { field: 'lines[].order_line_reference', bt: 'BT-132', invoice: `${LINE}/cac:OrderLineReference/cbc:LineID`, compare: 'text' },
  { field: 'lines[].buyer_accounting_reference', bt: 'BT-133', invoice: `${LINE}/cbc:AccountingCost`, compare: 'text' },
  { field: 'lines[].period.start_date', bt: 'BT-134', invoice: `${LINE}/cac:InvoicePeriod/cbc:StartDate`, compare: 'text' },
  { field: 'lines[].period.end_date', bt: 'BT-135', invoice: `${LINE}/cac:InvoicePeriod/cbc:EndDate`, compare: 'text' },
  { field: 'lines[].object_identifier.id', bt: 'BT-128', invoice: `${LINE}/cac:DocumentReference/cbc:ID`, compare: 'text' },
  { field: 'lines[].object_identifier.scheme', bt: 'BT-128-1', invoice: `${LINE}/cac:DocumentReference/cbc:ID/@schemeID`, compare: 'text' },
  {
    field: 'lines[].allowance_reason',
    bt: 'BT-139',
    invoice: `${LINE}/cac:AllowanceCharge[cbc:ChargeIndicator='false']/cbc:AllowanceChargeReason`,
    compare: 'text',
  },
  {
    field: 'lines[].allowance_reason_code',
    bt: 'BT-140',
    invoice: `${LINE}/cac:AllowanceCharge[cbc:ChargeIndicator='false']/cbc:AllowanceChargeReasonCode`,
    compare: 'text',
  },
  {
    field: 'lines[].charge_reason',
    bt: 'BT-144',
    invoice: `${LINE}/cac:AllowanceCharge[cbc:ChargeIndicator='true']/cbc:AllowanceChargeReason`,
    compare: 'text',
  },
  {
    field: 'lines[].charge_reason_code',
    bt: 'BT-145',
    invoice: `${LINE}/cac:AllowanceCharge[cbc:ChargeIndicator='true']/cbc:AllowanceChargeReasonCode`,
    compare: 'text',
  },
  { field: 'lines[].price_discount', bt: 'BT-147', invoice: `${LINE}/cac:Price/cac:AllowanceCharge/cbc:Amount`, compare: 'decimal' },
  { field: 'lines[].gross_price', bt: 'BT-148', invoice: `${LINE}/cac:Price/cac:AllowanceCharge/cbc:BaseAmount`, compare: 'decimal' },
  { field: 'lines[].base_quantity', bt: 'BT-149', invoice: `${LINE}/cac:Price/cbc:BaseQuantity`, compare: 'decimal' },
  { field: 'lines[].base_quantity_unit', bt: 'BT-150', invoice: `${LINE}/cac:Price/cbc:BaseQuantity/@unitCode`, compare: 'text' },
  { field: 'lines[].item_description', bt: 'BT-154', invoice: `${LINE}/cac:Item/cbc:Description`, compare: 'text' },
  { field: 'lines[].sellers_item_id', bt: 'BT-155', invoice: `${LINE}/cac:Item/cac:SellersItemIdentification/cbc:ID`, compare: 'text' },
  { field: 'lines[].buyers_item_id', bt: 'BT-156', invoice: `${LINE}/cac:Item/cac:BuyersItemIdentification/cbc:ID`, compare: 'text' },
  { field: 'lines[].standard_item_id.id', bt: 'BT-157', invoice: `${LINE}/cac:Item/cac:StandardItemIdentification/cbc:ID`, compare: 'text' },
  {
    field: 'lines[].standard_item_id.scheme',
    bt: 'BT-157-1',
    invoice: `${LINE}/cac:Item/cac:StandardItemIdentification/cbc:ID/@schemeID`,
    compare: 'text',
  },
  { field: 'lines[].origin_country', bt: 'BT-159', invoice: `${LINE}/cac:Item/cac:OriginCountry/cbc:IdentificationCode`, compare: 'text' },
  {
    field: 'lines[].item_attributes[].name',
    bt: 'BT-160',
    invoice: '/*/{Line}/cac:Item/cac:AdditionalItemProperty/cbc:Name',
    compare: 'any-text',
  },
  {
    field: 'lines[].item_attributes[].value',
    bt: 'BT-161',
    invoice: '/*/{Line}/cac:Item/cac:AdditionalItemProperty/cbc:Value',
    compare: 'any-text',
  },
  {
    field: 'lines[].allowance_amount',
    bt: 'BT-136',
    invoice: `${LINE}/cac:AllowanceCharge[cbc:ChargeIndicator='false']/cbc:Amount`,
    compare: 'decimal',
    note: 'left out when zero',
  },
  {
    field: 'lines[].charge_amount',
    bt: 'BT-141',
    invoice: `${LINE}/cac:AllowanceCharge[cbc:ChargeIndicator='true']/cbc:Amount`,
    compare: 'decimal',
    note: 'left out when zero',
  },
  {
    field: 'lines[].allowances[].is_charge',
    bt: 'BG-27/BG-28',
    invoice: `/*/{Line}/cac:AllowanceCharge/cbc:ChargeIndicator`,
    compare: 'any-text',
  },
  { field: 'lines[].allowances[].amount', bt: 'BT-136/BT-141', invoice: `/*/{Line}/cac:AllowanceCharge/cbc:Amount`, compare: 'decimal' },
  {
    field: 'lines[].allowances[].base_amount',
    bt: 'BT-137/BT-142',
    invoice: `/*/{Line}/cac:AllowanceCharge/cbc:BaseAmount`,
    compare: 'decimal',
  },
  {
    field: 'lines[].allowances[].percentage',
    bt: 'BT-138/BT-143',
    invoice: `/*/{Line}/cac:AllowanceCharge/cbc:MultiplierFactorNumeric`,
    compare: 'decimal',
  },
  {
    field: 'lines[].allowances[].reason',
    bt: 'BT-139/BT-144',
    invoice: `/*/{Line}/cac:AllowanceCharge/cbc:AllowanceChargeReason`,
    compare: 'any-text',
  },
  {
    field: 'lines[].allowances[].reason_code',
    bt: 'BT-140/BT-145',
    invoice: `/*/{Line}/cac:AllowanceCharge/cbc:AllowanceChargeReasonCode`,
    compare: 'any-text',
  },
  { field: 'lines[].unit_price', bt: 'BT-146', invoice: `${LINE}/cac:Price/cbc:PriceAmount`, compare: 'decimal' },
  { field: 'lines[].vat_category', bt: 'BT-151', invoice: `${LINE}/cac:Item/cac:ClassifiedTaxCategory/cbc:ID`, compare: 'text' },
  {
    field: 'lines[].vat_rate',
    bt: 'BT-152',
    invoice: `${LINE}/cac:Item/cac:ClassifiedTaxCategory/cbc:Percent`,
    compare: 'decimal',
    note: 'absent for category O',
  },
  { field: 'lines[].description', bt: 'BT-153', invoice: `${LINE}/cac:Item/cbc:Name`, compare: 'text' },
  {
    field: 'lines[].item_classifications[].code',
    bt: 'BT-158',
    invoice: '/*/{Line}/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode',
    compare: 'any-text',
  },
  {
    field: 'lines[].item_classifications[].scheme',
    bt: 'BT-158-1',
    invoice: '/*/{Line}/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode/@listID',
    compare: 'any-text',
  },
  {
    field: 'lines[].item_classifications[].version',
    bt: 'BT-158-2',
    invoice: '/*/{Line}/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode/@listVersionID',
    compare: 'any-text',
  },
  {
    field: 'lines[].item_classification.code',
    bt: 'BT-158',
    invoice: `${LINE}/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode`,
    compare: 'text',
  },
  {
    field: 'lines[].item_classification.version',
    bt: 'BT-158-2',
    invoice: `${LINE}/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode/@listVersionID`,
    compare: 'text',
  },
  {
    field: 'lines[].item_classification.scheme',
    bt: 'BT-158-1',
    invoice: `${LINE}/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode/@listID`,
    compare: 'text',
  },
  {
    field: 'lines[].vat_exemption_reason',
    bt: 'BT-120',
    invoice: `${BREAKDOWN_CATEGORY}/cbc:TaxExemptionReason`,
    compare: 'any-text',
    note: "on the VAT breakdown of the line's category",
  },
  {
    field: 'lines[].vat_exemption_reason_code',
    bt: 'BT-121',
    invoice: `${BREAKDOWN_CATEGORY}/cbc:TaxExemptionReasonCode`,
    compare: 'any-text',
    note: "on the VAT breakdown of the line's category",
  },

  { field: 'allowances[].is_charge', bt: 'BG-20/BG-21', invoice: `${DOC_AC}/cbc:ChargeIndicator`, compare: 'boolean' },
  { field: 'allowances[].amount', bt: 'BT-92/BT-99', invoice: `${DOC_AC}/cbc:Amount`, compare: 'decimal' },
  { field: 'allowances[].vat_category', bt: 'BT-95/BT-102', invoice: `${DOC_AC}/cac:TaxCategory/cbc:ID`, compare: 'text' },
  {
    field: 'allowances[].vat_rate',
    bt: 'BT-96/BT-103',
    invoice: `${DOC_AC}/cac:TaxCategory/cbc:Percent`,
    compare: 'decimal',
    note: 'absent for category O',
  },
  { field: 'allowances[].base_amount', bt: 'BT-93/BT-100', invoice: `${DOC_AC}/cbc:BaseAmount`, compare: 'decimal' },
  { field: 'allowances[].percentage', bt: 'BT-94/BT-101', invoice: `${DOC_AC}/cbc:MultiplierFactorNumeric`, compare: 'decimal' },
  { field: 'allowances[].reason', bt: 'BT-97/BT-104', invoice: `${DOC_AC}/cbc:AllowanceChargeReason`, compare: 'text' },
  { field: 'allowances[].reason_code', bt: 'BT-98/BT-105', invoice: `${DOC_AC}/cbc:AllowanceChargeReasonCode`, compare: 'text' },
  {
    field: 'allowances[].vat_exemption_reason',
    bt: 'BT-120',
    invoice: `${BREAKDOWN_CATEGORY}/cbc:TaxExemptionReason`,
    compare: 'any-text',
    note: 'on the VAT breakdown of the category',
  },
  {
    field: 'allowances[].vat_exemption_reason_code',
    bt: 'BT-121',
    invoice: `${BREAKDOWN_CATEGORY}/cbc:TaxExemptionReasonCode`,
    compare: 'any-text',
    note: 'on the VAT breakdown of the category',
  },
];

/** The XPath of a placement for a document kind, with the kind's tokens replaced (`{i}` stays). */
export function xpathFor(placement: BtPlacement, kind: DocumentKind): string | null {
  const path = kind === 'credit_note' && placement.creditNote !== undefined ? placement.creditNote : placement.invoice;
  if (path === null) return null;
  const credit = kind === 'credit_note';
  return path
    .replaceAll('{Line}', credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine')
    .replaceAll('{Quantity}', credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity')
    .replaceAll('{TypeCode}', credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode');
}

/**
 * The values present in the invoice at a placement's field path, with the concrete path of each
 * (`lines[].quantity` → `lines.0.quantity`, …) and the 1-based array position for `{i}`.
 */
export function valuesAt(invoice: unknown, field: string): Array<{ path: string; position: number | null; value: unknown }> {
  const results: Array<{ path: string; position: number | null; value: unknown }> = [];
  const walk = (node: unknown, segments: string[], path: string[], position: number | null) => {
    if (node === undefined || node === null) return;
    if (segments.length === 0) {
      results.push({ path: path.join('.'), position, value: node });
      return;
    }
    const [head, ...rest] = segments as [string, ...string[]];
    if (head.endsWith('[]')) {
      const name = head.slice(0, -2);
      const list = (node as Record<string, unknown>)[name];
      if (Array.isArray(list)) list.forEach((item, i) => walk(item, rest, [...path, name, String(i)], i + 1));
      return;
    }
    walk((node as Record<string, unknown>)[head], rest, [...path, head], position);
  };
  walk(invoice, field.split('.'), [], null);
  return results;
}
