// The CII D16B writer: turns the EN 16931 model into a rsm:CrossIndustryInvoice element tree carrying
// every field of the canonical invoice that CII can hold. The tree is the superset (EXTENDED/EN 16931 element names);
// prune.ts then fits it to one profile. Values are placed, never computed: totals come from the model.
import type { InvoiceModel, ModelLine, ModelAllowanceCharge, VatBreakdown, VatTag } from '../../en16931/model.js';
import type { Address, Invoice, Party, Period } from '../../en16931/invoice.js';
import type { EffectiveInvoice } from '../../en16931/carried.js';
import type { ProfileSchema } from './profile-schema.js';
import type { NotUsedTree } from './prune.js';
import { el, leaf, type XmlNode } from './xml-tree.js';
import { TAX_POINT_CODE_TO_CII } from './tax-point-code.js';

/** What the writer needs to know of a profile (the profile tables of a CIUS, e.g. Factur-X's, fill it in). */
export interface CiiProfile {
  /** BT-24, the specification identifier (GuidelineSpecifiedDocumentContextParameter). */
  guidelineId: string;
  /** BT-23, written only where the profile's community expects it. */
  businessProcess?: string;
  /** Element set the profile may carry, from its XSD. */
  schema: ProfileSchema;
  /** What the profile's Schematron marks as not used (e.g. the buyer's address in a header-only profile). */
  notUsed?: NotUsedTree;
  /** Every VAT breakdown states a rate, 0 for category O (XRechnung's BR-DE-14). */
  alwaysStateRate: boolean;
}

export const CII_NAMESPACES = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/** YYYY-MM-DD → CII date format 102 (YYYYMMDD). */
function date102(iso: string): string {
  return iso.replaceAll('-', '');
}

function dateTime(name: string, iso: string | undefined, from?: string): XmlNode | undefined {
  if (!iso) return undefined;
  return el(name, [leaf('udt:DateTimeString', date102(iso), { format: '102' })], undefined, from ? [from] : undefined);
}

function indicator(value: boolean): XmlNode {
  return el('ram:ChargeIndicator', [leaf('udt:Indicator', value ? 'true' : 'false')]);
}

/**
 * The full tree for one invoice. Country-extension values go where EN 16931 has a term for them (Leitweg-ID →
 * BT-10, SIRET → BT-30/BT-47, …) placed by the same helper the UBL writer uses (`effective`), so both syntaxes agree.
 */
export function buildCiiTree(model: InvoiceModel, profile: CiiProfile, effective: EffectiveInvoice): XmlNode {
  const { invoice: inv, legalIdSchemes } = effective;
  return el('rsm:CrossIndustryInvoice', [
    el('rsm:ExchangedDocumentContext', [
      profile.businessProcess && el('ram:BusinessProcessSpecifiedDocumentContextParameter', [leaf('ram:ID', profile.businessProcess)]),
      el('ram:GuidelineSpecifiedDocumentContextParameter', [leaf('ram:ID', profile.guidelineId)]),
    ]),
    el('rsm:ExchangedDocument', [
      leaf('ram:ID', inv.invoice_number, undefined, 'invoice_number'),
      leaf('ram:TypeCode', model.typeCode, undefined, 'type_code'),
      dateTime('ram:IssueDateTime', inv.issue_date, 'issue_date'),
      inv.note && el('ram:IncludedNote', [leaf('ram:Content', inv.note)], undefined, ['note']),
      ...(inv.notes ?? []).map((note, i) =>
        el(
          'ram:IncludedNote',
          [leaf('ram:Content', note.content), leaf('ram:SubjectCode', note.subject_code, undefined, `notes.${i}.subject_code`)],
          undefined,
          [`notes.${i}.content`],
        ),
      ),
    ]),
    el('rsm:SupplyChainTradeTransaction', [
      ...model.lines.map(lineItem),
      headerAgreement(inv, legalIdSchemes),
      headerDelivery(inv),
      headerSettlement(model, inv, profile),
    ]),
  ]);
}

/** VAT of a line or an allowance/charge: category O carries no rate there (BR-O-05…07), in every profile. */
function vatTag(tag: VatTag): XmlNode[] {
  return [leaf('ram:TypeCode', 'VAT')!, leaf('ram:CategoryCode', tag.category)!, leaf('ram:RateApplicablePercent', tag.rate)].filter(
    Boolean,
  ) as XmlNode[];
}

/** BG-14 / BG-26: start and end date in format 102. */
function period(period: Period | undefined, from: string): XmlNode | undefined {
  if (!period) return undefined;
  return el(
    'ram:BillingSpecifiedPeriod',
    [dateTime('ram:StartDateTime', period.start_date, `${from}.start_date`), dateTime('ram:EndDateTime', period.end_date, `${from}.end_date`)],
    undefined,
    [from],
  );
}

/** An identifier written as a global id when it has a scheme (ISO 6523 ICD), else as a plain id. */
function partyId(id: string | undefined, scheme: string | undefined, from: string): XmlNode | undefined {
  if (!id) return undefined;
  return scheme ? leaf('ram:GlobalID', id, { schemeID: scheme }, [from, `${from}_scheme`]) : leaf('ram:ID', id, undefined, from);
}

function lineItem(line: ModelLine): XmlNode {
  const src = line.source;
  const object = src.object_identifier;
  return el(
    'ram:IncludedSupplyChainTradeLineItem',
    [
      el('ram:AssociatedDocumentLineDocument', [
        leaf('ram:LineID', line.id),
        src.note && el('ram:IncludedNote', [leaf('ram:Content', src.note)], undefined, ['lines.*.note']),
      ]),
      el('ram:SpecifiedTradeProduct', [
        src.standard_item_id &&
          leaf('ram:GlobalID', src.standard_item_id.id, src.standard_item_id.scheme ? { schemeID: src.standard_item_id.scheme } : undefined, [
            'lines.*.standard_item_id',
          ]),
        leaf('ram:SellerAssignedID', src.sellers_item_id, undefined, 'lines.*.sellers_item_id'),
        leaf('ram:BuyerAssignedID', src.buyers_item_id, undefined, 'lines.*.buyers_item_id'),
        leaf('ram:Name', src.description),
        leaf('ram:Description', src.item_description, undefined, 'lines.*.item_description'),
        ...(src.item_attributes ?? []).map((attribute) =>
          el('ram:ApplicableProductCharacteristic', [leaf('ram:Description', attribute.name), leaf('ram:Value', attribute.value)], undefined, [
            'lines.*.item_attributes',
          ]),
        ),
        ...[
          ...(src.item_classification ? [[src.item_classification, 'lines.*.item_classification'] as const] : []),
          ...(src.item_classifications ?? []).map((c) => [c, 'lines.*.item_classifications'] as const),
        ].map(([c, from]) =>
          el(
            'ram:DesignatedProductClassification',
            [leaf('ram:ClassCode', c.code, { listID: c.scheme, ...(c.version ? { listVersionID: c.version } : {}) })],
            undefined,
            [from],
          ),
        ),
        src.origin_country && el('ram:OriginTradeCountry', [leaf('ram:ID', src.origin_country)], undefined, ['lines.*.origin_country']),
      ]),
      el('ram:SpecifiedLineTradeAgreement', [
        src.order_line_reference &&
          el('ram:BuyerOrderReferencedDocument', [leaf('ram:LineID', src.order_line_reference)], undefined, ['lines.*.order_line_reference']),
        src.gross_price !== undefined &&
          el(
            'ram:GrossPriceProductTradePrice',
            [
              leaf('ram:ChargeAmount', src.gross_price),
              src.price_discount !== undefined &&
                el('ram:AppliedTradeAllowanceCharge', [indicator(false), leaf('ram:ActualAmount', src.price_discount)], undefined, [
                  'lines.*.price_discount',
                ]),
            ],
            undefined,
            ['lines.*.gross_price'],
          ),
        el('ram:NetPriceProductTradePrice', [
          leaf('ram:ChargeAmount', line.unitPrice),
          leaf('ram:BasisQuantity', line.baseQuantity, src.base_quantity_unit ? { unitCode: src.base_quantity_unit } : undefined, [
            'lines.*.base_quantity',
            'lines.*.base_quantity_unit',
          ]),
        ]),
      ]),
      el('ram:SpecifiedLineTradeDelivery', [leaf('ram:BilledQuantity', line.quantity, { unitCode: line.unit })]),
      el('ram:SpecifiedLineTradeSettlement', [
        el('ram:ApplicableTradeTax', vatTag(line.vat)),
        period(src.period, 'lines.*.period'),
        ...line.allowanceCharges.map((ac) => {
          const kind = ac.isCharge ? 'charge' : 'allowance';
          // The input field each part came from: the short form (allowance_amount, …) or the allowances list.
          const listed = ac.listIndex === null ? null : 'lines.*.allowances.*';
          return el(
            'ram:SpecifiedTradeAllowanceCharge',
            [
              indicator(ac.isCharge),
              leaf('ram:CalculationPercent', ac.percentage, undefined, listed ? `${listed}.percentage` : undefined),
              leaf('ram:BasisAmount', ac.baseAmount, undefined, listed ? `${listed}.base_amount` : undefined),
              leaf('ram:ActualAmount', ac.amount),
              leaf('ram:ReasonCode', ac.reasonCode, undefined, listed ? `${listed}.reason_code` : `lines.*.${kind}_reason_code`),
              leaf('ram:Reason', ac.reason, undefined, listed ? `${listed}.reason` : `lines.*.${kind}_reason`),
            ],
            undefined,
            [listed ?? `lines.*.${kind}_amount`],
          );
        }),
        el('ram:SpecifiedTradeSettlementLineMonetarySummation', [leaf('ram:LineTotalAmount', line.netAmount)]),
        object &&
          el(
            'ram:AdditionalReferencedDocument',
            [leaf('ram:IssuerAssignedID', object.id), leaf('ram:TypeCode', '130'), leaf('ram:ReferenceTypeCode', object.scheme)],
            undefined,
            ['lines.*.object_identifier'],
          ),
        src.buyer_accounting_reference &&
          el('ram:ReceivableSpecifiedTradeAccountingAccount', [leaf('ram:ID', src.buyer_accounting_reference)], undefined, [
            'lines.*.buyer_accounting_reference',
          ]),
      ]),
    ],
    undefined,
    ['lines'],
  );
}

function postalAddress(address: Address, base: string): XmlNode {
  return el('ram:PostalTradeAddress', [
    leaf('ram:PostcodeCode', address.postal_code, undefined, `${base}.postal_code`),
    leaf('ram:LineOne', address.street, undefined, `${base}.street`),
    leaf('ram:LineTwo', address.street2, undefined, `${base}.street2`),
    leaf('ram:LineThree', address.street3, undefined, `${base}.street3`),
    leaf('ram:CityName', address.city, undefined, `${base}.city`),
    leaf('ram:CountryID', address.country_code, undefined, `${base}.country_code`),
    leaf('ram:CountrySubDivisionName', address.country_subdivision, undefined, `${base}.country_subdivision`),
  ]);
}

/** Seller or buyer (BG-4 / BG-7). `legalScheme` is BT-30-1 / BT-47-1 when the registration id came with one (e.g. SIRET 0009). */
function tradeParty(name: string, party: Party, base: 'seller' | 'buyer', legalScheme: string | undefined): XmlNode {
  const contact = party.contact;
  const scheme = party.legal_registration_id_scheme ?? legalScheme;
  const legal = leaf('ram:ID', party.legal_registration_id, scheme ? { schemeID: scheme } : undefined, [
    `${base}.legal_registration_id`,
    `${base}.legal_registration_id_scheme`,
  ]);
  const trading = leaf('ram:TradingBusinessName', party.trading_name, undefined, `${base}.trading_name`);
  return el(name, [
    // BT-29 / BT-46: with a scheme (ISO 6523 ICD) it is a global id, without one a plain id.
    partyId(party.identifier, party.identifier_scheme, `${base}.identifier`),
    // BT-29 repeats (the buyer has one identifier, BT-46: its further ones are reported as not carried).
    ...(base === 'seller' ? (party.additional_identifiers ?? []) : []).map((more) =>
      more.scheme
        ? leaf('ram:GlobalID', more.id, { schemeID: more.scheme }, 'seller.additional_identifiers')
        : leaf('ram:ID', more.id, undefined, 'seller.additional_identifiers'),
    ),
    leaf('ram:Name', party.name, undefined, `${base}.name`),
    // BT-33 exists for the seller only (the buyer's is reported as not carried).
    base === 'seller' && leaf('ram:Description', party.additional_legal_info, undefined, 'seller.additional_legal_info'),
    (legal || trading) && el('ram:SpecifiedLegalOrganization', [legal, trading]),
    contact &&
      (contact.name || contact.phone || contact.email) &&
      el('ram:DefinedTradeContact', [
        leaf('ram:PersonName', contact.name, undefined, `${base}.contact.name`),
        contact.phone && el('ram:TelephoneUniversalCommunication', [leaf('ram:CompleteNumber', contact.phone)], undefined, [`${base}.contact.phone`]),
        contact.email && el('ram:EmailURIUniversalCommunication', [leaf('ram:URIID', contact.email)], undefined, [`${base}.contact.email`]),
      ]),
    postalAddress(party.address, `${base}.address`),
    party.electronic_address &&
      el(
        'ram:URIUniversalCommunication',
        [leaf('ram:URIID', party.electronic_address.id, { schemeID: party.electronic_address.scheme })],
        undefined,
        [`${base}.electronic_address`],
      ),
    party.vat_id && el('ram:SpecifiedTaxRegistration', [leaf('ram:ID', party.vat_id, { schemeID: 'VA' })], undefined, [`${base}.vat_id`]),
    // BT-32 exists for the seller only (the buyer's is reported as not carried by the plugin).
    base === 'seller' &&
      party.tax_registration_id &&
      el('ram:SpecifiedTaxRegistration', [leaf('ram:ID', party.tax_registration_id, { schemeID: 'FC' })], undefined, ['seller.tax_registration_id']),
  ]);
}

/** A referenced document that carries only its identifier. */
function referenced(name: string, id: string | undefined, from: string): XmlNode | undefined {
  return id ? el(name, [leaf('ram:IssuerAssignedID', id)], undefined, [from]) : undefined;
}

/** BG-24 attachments (type 916), BT-17 tender or lot (type 50), BT-18 invoiced object (type 130). */
function additionalDocuments(inv: Invoice): XmlNode[] {
  const out: XmlNode[] = (inv.attachments ?? []).map((a, i) =>
    el(
      'ram:AdditionalReferencedDocument',
      [
        leaf('ram:IssuerAssignedID', a.id),
        leaf('ram:URIID', a.external_uri, undefined, `attachments.${i}.external_uri`),
        leaf('ram:TypeCode', '916'),
        leaf('ram:Name', a.description, undefined, `attachments.${i}.description`),
        a.content_base64 !== undefined &&
          leaf('ram:AttachmentBinaryObject', a.content_base64.replace(/\s+/g, ''), { mimeCode: a.mime_code ?? '', filename: a.filename ?? '' }, [
            `attachments.${i}.content_base64`,
            `attachments.${i}.mime_code`,
            `attachments.${i}.filename`,
          ]),
      ],
      undefined,
      [`attachments.${i}.id`],
    ),
  );
  if (inv.tender_or_lot_reference)
    out.push(
      el('ram:AdditionalReferencedDocument', [leaf('ram:IssuerAssignedID', inv.tender_or_lot_reference), leaf('ram:TypeCode', '50')], undefined, [
        'tender_or_lot_reference',
      ]),
    );
  const object = inv.invoiced_object_identifier;
  if (object)
    out.push(
      el(
        'ram:AdditionalReferencedDocument',
        [
          leaf('ram:IssuerAssignedID', object.id),
          leaf('ram:TypeCode', '130'),
          leaf('ram:ReferenceTypeCode', object.scheme, undefined, 'invoiced_object_identifier.scheme'),
        ],
        undefined,
        ['invoiced_object_identifier.id'],
      ),
    );
  return out;
}

function headerAgreement(inv: Invoice, legalIdSchemes: { seller?: string; buyer?: string }): XmlNode {
  const representative = inv.tax_representative;
  return el('ram:ApplicableHeaderTradeAgreement', [
    leaf('ram:BuyerReference', inv.buyer_reference, undefined, 'buyer_reference'),
    tradeParty('ram:SellerTradeParty', inv.seller, 'seller', legalIdSchemes.seller),
    tradeParty('ram:BuyerTradeParty', inv.buyer, 'buyer', legalIdSchemes.buyer),
    representative &&
      el(
        'ram:SellerTaxRepresentativeTradeParty',
        [
          leaf('ram:Name', representative.name),
          postalAddress(representative.address, 'tax_representative.address'),
          el('ram:SpecifiedTaxRegistration', [leaf('ram:ID', representative.vat_id, { schemeID: 'VA' })]),
        ],
        undefined,
        ['tax_representative.name', 'tax_representative.vat_id'],
      ),
    referenced('ram:SellerOrderReferencedDocument', inv.sales_order_reference, 'sales_order_reference'),
    referenced('ram:BuyerOrderReferencedDocument', inv.purchase_order_reference, 'purchase_order_reference'),
    referenced('ram:ContractReferencedDocument', inv.contract_reference, 'contract_reference'),
    ...additionalDocuments(inv),
    // CII requires a project name; the canonical invoice has only the reference (BT-11).
    inv.project_reference &&
      el('ram:SpecifiedProcuringProject', [leaf('ram:ID', inv.project_reference), leaf('ram:Name', 'Project reference')], undefined, [
        'project_reference',
      ]),
  ]);
}

function headerDelivery(inv: Invoice): XmlNode {
  const delivery = inv.delivery;
  const location = delivery?.location;
  return el('ram:ApplicableHeaderTradeDelivery', [
    location &&
      (location.name || location.address || location.id) &&
      el('ram:ShipToTradeParty', [
        partyId(location.id, location.id_scheme, 'delivery.location.id'),
        leaf('ram:Name', location.name, undefined, 'delivery.location.name'),
        location.address && postalAddress(location.address, 'delivery.location.address'),
      ]),
    delivery?.date && el('ram:ActualDeliverySupplyChainEvent', [dateTime('ram:OccurrenceDateTime', delivery.date)!], undefined, ['delivery.date']),
    referenced('ram:DespatchAdviceReferencedDocument', inv.despatch_advice_reference, 'despatch_advice_reference'),
    referenced('ram:ReceivingAdviceReferencedDocument', inv.receiving_advice_reference, 'receiving_advice_reference'),
  ]);
}

/** One BG-23 group. BT-7 and BT-8 exist once per invoice, so only the first group carries them (CII-SR-461). */
function breakdown(group: VatBreakdown, inv: Invoice, profile: CiiProfile, first: boolean): XmlNode {
  const taxPoint = first ? inv.tax_point_date : undefined;
  const taxPointCode = first && inv.tax_point_date_code ? (TAX_POINT_CODE_TO_CII[inv.tax_point_date_code] ?? inv.tax_point_date_code) : undefined;
  return el('ram:ApplicableTradeTax', [
    leaf('ram:CalculatedAmount', group.taxAmount),
    leaf('ram:TypeCode', 'VAT'),
    leaf('ram:ExemptionReason', group.exemptionReason),
    leaf('ram:BasisAmount', group.taxableAmount),
    leaf('ram:CategoryCode', group.category),
    leaf('ram:ExemptionReasonCode', group.exemptionReasonCode),
    taxPoint && el('ram:TaxPointDate', [leaf('udt:DateString', date102(taxPoint), { format: '102' })], undefined, ['tax_point_date']),
    leaf('ram:DueDateTypeCode', taxPointCode, undefined, 'tax_point_date_code'),
    leaf('ram:RateApplicablePercent', group.rate ?? (profile.alwaysStateRate ? '0' : null)),
  ]);
}

function documentAllowanceCharge(ac: ModelAllowanceCharge): XmlNode {
  const base = `allowances.*`;
  return el(
    'ram:SpecifiedTradeAllowanceCharge',
    [
      indicator(ac.isCharge),
      leaf('ram:ActualAmount', ac.amount),
      leaf('ram:CalculationPercent', ac.source.percentage, undefined, `${base}.percentage`),
      leaf('ram:BasisAmount', ac.source.base_amount, undefined, `${base}.base_amount`),
      leaf('ram:ReasonCode', ac.reasonCode, undefined, `${base}.reason_code`),
      leaf('ram:Reason', ac.reason, undefined, `${base}.reason`),
      el('ram:CategoryTradeTax', vatTag(ac.vat)),
    ],
    undefined,
    ['allowances'],
  );
}

/** BG-16 / BG-17. CII needs the IBAN (or a proprietary id) in an account (CII-SR-470), so without an IBAN the
 * account name and BIC have no place; they are then reported as dropped. */
function paymentMeans(inv: Invoice): XmlNode | undefined {
  const payment = inv.payment;
  if (!payment) return undefined;
  const bank = payment.bank_account;
  const card = payment.card;
  const debited = payment.direct_debit?.debited_account;
  return el('ram:SpecifiedTradeSettlementPaymentMeans', [
    leaf('ram:TypeCode', payment.means_code, undefined, 'payment.means_code'),
    leaf('ram:Information', payment.means_text, undefined, 'payment.means_text'),
    card &&
      el(
        'ram:ApplicableTradeSettlementFinancialCard',
        [leaf('ram:ID', card.account_number), leaf('ram:CardholderName', card.holder_name, undefined, 'payment.card.holder_name')],
        undefined,
        ['payment.card.account_number'],
      ),
    debited && el('ram:PayerPartyDebtorFinancialAccount', [leaf('ram:IBANID', debited)], undefined, ['payment.direct_debit.debited_account']),
    bank?.iban &&
      el('ram:PayeePartyCreditorFinancialAccount', [
        leaf('ram:IBANID', bank.iban, undefined, 'payment.bank_account.iban'),
        leaf('ram:AccountName', bank.account_name, undefined, 'payment.bank_account.account_name'),
      ]),
    bank?.iban &&
      bank.bic &&
      el('ram:PayeeSpecifiedCreditorFinancialInstitution', [leaf('ram:BICID', bank.bic)], undefined, ['payment.bank_account.bic']),
  ]);
}

/** BG-17 repeats: one more payment means of the same code per account; an account without IBAN is not written. */
function morePaymentMeans(inv: Invoice): XmlNode[] {
  const payment = inv.payment;
  return (payment?.bank_accounts ?? []).flatMap((account, i) =>
    account.iban
      ? [
          el(
            'ram:SpecifiedTradeSettlementPaymentMeans',
            [
              leaf('ram:TypeCode', payment!.means_code),
              el('ram:PayeePartyCreditorFinancialAccount', [
                leaf('ram:IBANID', account.iban),
                leaf('ram:AccountName', account.account_name, undefined, `payment.bank_accounts.${i}.account_name`),
              ]),
              account.bic &&
                el('ram:PayeeSpecifiedCreditorFinancialInstitution', [leaf('ram:BICID', account.bic)], undefined, [`payment.bank_accounts.${i}.bic`]),
            ],
            undefined,
            [`payment.bank_accounts.${i}`],
          ),
        ]
      : [],
  );
}

function carriesTaxCurrency(profile: CiiProfile): boolean {
  return profile.schema['ram:HeaderTradeSettlementType']?.c?.some(([name]) => name === 'ram:TaxCurrencyCode') ?? false;
}

function headerSettlement(model: InvoiceModel, inv: Invoice, profile: CiiProfile): XmlNode {
  const t = model.totals;
  const hasAllowances = model.allowanceCharges.some((ac) => !ac.isCharge);
  const hasCharges = model.allowanceCharges.some((ac) => ac.isCharge);
  const terms = inv.payment?.terms;
  const mandate = inv.payment?.direct_debit?.mandate_reference;
  const payee = inv.payee;
  return el('ram:ApplicableHeaderTradeSettlement', [
    leaf('ram:CreditorReferenceID', inv.payment?.direct_debit?.creditor_id, undefined, 'payment.direct_debit.creditor_id'),
    leaf('ram:PaymentReference', inv.payment?.payment_id, undefined, 'payment.payment_id'),
    model.vatAccountingCurrency && leaf('ram:TaxCurrencyCode', model.vatAccountingCurrency, undefined, 'vat_accounting_currency'),
    leaf('ram:InvoiceCurrencyCode', model.currency, undefined, 'currency_code'),
    payee &&
      el(
        'ram:PayeeTradeParty',
        [
          partyId(payee.identifier, payee.identifier_scheme, 'payee.identifier'),
          leaf('ram:Name', payee.name),
          payee.legal_registration_id &&
            el('ram:SpecifiedLegalOrganization', [
              leaf(
                'ram:ID',
                payee.legal_registration_id,
                payee.legal_registration_id_scheme ? { schemeID: payee.legal_registration_id_scheme } : undefined,
                ['payee.legal_registration_id', 'payee.legal_registration_id_scheme'],
              ),
            ]),
        ],
        undefined,
        ['payee.name'],
      ),
    paymentMeans(inv),
    ...morePaymentMeans(inv),
    ...model.vatBreakdown.map((group, i) => breakdown(group, inv, profile, i === 0)),
    period(inv.invoicing_period, 'invoicing_period'),
    ...model.allowanceCharges.map(documentAllowanceCharge),
    (terms || inv.due_date || mandate) &&
      el('ram:SpecifiedTradePaymentTerms', [
        leaf('ram:Description', terms, undefined, 'payment.terms'),
        dateTime('ram:DueDateDateTime', inv.due_date, 'due_date'),
        leaf('ram:DirectDebitMandateID', mandate, undefined, 'payment.direct_debit.mandate_reference'),
      ]),
    el('ram:SpecifiedTradeSettlementHeaderMonetarySummation', [
      leaf('ram:LineTotalAmount', t.lineNetTotal),
      hasCharges && leaf('ram:ChargeTotalAmount', t.chargeTotal),
      hasAllowances && leaf('ram:AllowanceTotalAmount', t.allowanceTotal),
      leaf('ram:TaxBasisTotalAmount', t.taxExclusive),
      leaf('ram:TaxTotalAmount', t.vatTotal, { currencyID: model.currency }),
      // BT-111 only where the profile also carries BT-6 (MINIMUM has no TaxCurrencyCode to tie it to).
      model.vatAccountingCurrency &&
        t.vatTotalInAccountingCurrency !== null &&
        carriesTaxCurrency(profile) &&
        leaf('ram:TaxTotalAmount', t.vatTotalInAccountingCurrency, { currencyID: model.vatAccountingCurrency }, 'vat_total_in_accounting_currency'),
      inv.rounding_amount !== undefined && leaf('ram:RoundingAmount', t.rounding, undefined, 'rounding_amount'),
      leaf('ram:GrandTotalAmount', t.taxInclusive),
      inv.prepaid_amount !== undefined && leaf('ram:TotalPrepaidAmount', t.prepaid, undefined, 'prepaid_amount'),
      leaf('ram:DuePayableAmount', t.payable),
    ]),
    inv.preceding_invoice_reference &&
      el(
        'ram:InvoiceReferencedDocument',
        [
          leaf('ram:IssuerAssignedID', inv.preceding_invoice_reference),
          inv.preceding_invoice_date &&
            el('ram:FormattedIssueDateTime', [leaf('qdt:DateTimeString', date102(inv.preceding_invoice_date), { format: '102' })], undefined, [
              'preceding_invoice_date',
            ]),
        ],
        undefined,
        ['preceding_invoice_reference'],
      ),
    ...(inv.preceding_invoices ?? []).map((p) =>
      el(
        'ram:InvoiceReferencedDocument',
        [
          leaf('ram:IssuerAssignedID', p.reference),
          p.date && el('ram:FormattedIssueDateTime', [leaf('qdt:DateTimeString', date102(p.date), { format: '102' })]),
        ],
        undefined,
        ['preceding_invoices'],
      ),
    ),
    inv.buyer_accounting_reference &&
      el('ram:ReceivableSpecifiedTradeAccountingAccount', [leaf('ram:ID', inv.buyer_accounting_reference)], undefined, [
        'buyer_accounting_reference',
      ]),
  ]);
}
