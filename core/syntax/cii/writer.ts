// The CII D16B writer: turns the EN 16931 model into a rsm:CrossIndustryInvoice element tree carrying
// every field of the canonical invoice that CII can hold. The tree is the superset (EXTENDED/EN 16931 element names);
// prune.ts then fits it to one profile. Values are placed, never computed: totals come from the model.
import type { InvoiceModel, ModelLine, ModelAllowanceCharge, VatBreakdown, VatTag } from '../../en16931/model.js';
import type { Address, Invoice, Party } from '../../en16931/invoice.js';
import type { EffectiveInvoice } from '../../en16931/carried.js';
import type { ProfileSchema } from './profile-schema.js';
import type { NotUsedTree } from './prune.js';
import { el, leaf, type XmlNode } from './xml-tree.js';

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

function lineItem(line: ModelLine): XmlNode {
  const src = line.source;
  return el(
    'ram:IncludedSupplyChainTradeLineItem',
    [
      el('ram:AssociatedDocumentLineDocument', [
        leaf('ram:LineID', line.id),
        src.note && el('ram:IncludedNote', [leaf('ram:Content', src.note)], undefined, ['lines.*.note']),
      ]),
      el('ram:SpecifiedTradeProduct', [
        leaf('ram:Name', src.description),
        src.item_classification &&
          el(
            'ram:DesignatedProductClassification',
            [leaf('ram:ClassCode', src.item_classification.code, { listID: src.item_classification.scheme })],
            undefined,
            ['lines.*.item_classification'],
          ),
      ]),
      el('ram:SpecifiedLineTradeAgreement', [
        src.order_line_reference &&
          el('ram:BuyerOrderReferencedDocument', [leaf('ram:LineID', src.order_line_reference)], undefined, ['lines.*.order_line_reference']),
        el('ram:NetPriceProductTradePrice', [leaf('ram:ChargeAmount', line.unitPrice)]),
      ]),
      el('ram:SpecifiedLineTradeDelivery', [leaf('ram:BilledQuantity', line.quantity, { unitCode: line.unit })]),
      el('ram:SpecifiedLineTradeSettlement', [
        el('ram:ApplicableTradeTax', vatTag(line.vat)),
        ...line.allowanceCharges.map((ac) =>
          el(
            'ram:SpecifiedTradeAllowanceCharge',
            [indicator(ac.isCharge), leaf('ram:ActualAmount', ac.amount), leaf('ram:Reason', ac.reason)],
            undefined,
            [ac.isCharge ? 'lines.*.charge_amount' : 'lines.*.allowance_amount'],
          ),
        ),
        el('ram:SpecifiedTradeSettlementLineMonetarySummation', [leaf('ram:LineTotalAmount', line.netAmount)]),
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
    leaf('ram:CityName', address.city, undefined, `${base}.city`),
    leaf('ram:CountryID', address.country_code, undefined, `${base}.country_code`),
    leaf('ram:CountrySubDivisionName', address.country_subdivision, undefined, `${base}.country_subdivision`),
  ]);
}

/** Seller or buyer (BG-4 / BG-7). `legalScheme` is BT-30-1 / BT-47-1 when the registration id came with one (e.g. SIRET 0009). */
function tradeParty(name: string, party: Party, base: 'seller' | 'buyer', legalScheme: string | undefined): XmlNode {
  const contact = party.contact;
  const legal = leaf('ram:ID', party.legal_registration_id, legalScheme ? { schemeID: legalScheme } : undefined, `${base}.legal_registration_id`);
  return el(name, [
    // BT-29 / BT-46: with a scheme (ISO 6523 ICD) it is a global id, without one a plain id.
    party.identifier && !party.identifier_scheme && leaf('ram:ID', party.identifier, undefined, `${base}.identifier`),
    party.identifier &&
      party.identifier_scheme &&
      leaf('ram:GlobalID', party.identifier, { schemeID: party.identifier_scheme }, [`${base}.identifier`, `${base}.identifier_scheme`]),
    leaf('ram:Name', party.name, undefined, `${base}.name`),
    legal && el('ram:SpecifiedLegalOrganization', [legal]),
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

function headerAgreement(inv: Invoice, legalIdSchemes: { seller?: string; buyer?: string }): XmlNode {
  return el('ram:ApplicableHeaderTradeAgreement', [
    leaf('ram:BuyerReference', inv.buyer_reference, undefined, 'buyer_reference'),
    tradeParty('ram:SellerTradeParty', inv.seller, 'seller', legalIdSchemes.seller),
    tradeParty('ram:BuyerTradeParty', inv.buyer, 'buyer', legalIdSchemes.buyer),
    inv.purchase_order_reference &&
      el('ram:BuyerOrderReferencedDocument', [leaf('ram:IssuerAssignedID', inv.purchase_order_reference)], undefined, ['purchase_order_reference']),
    inv.contract_reference &&
      el('ram:ContractReferencedDocument', [leaf('ram:IssuerAssignedID', inv.contract_reference)], undefined, ['contract_reference']),
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
      (location.name || location.address) &&
      el('ram:ShipToTradeParty', [
        leaf('ram:Name', location.name, undefined, 'delivery.location.name'),
        location.address && postalAddress(location.address, 'delivery.location.address'),
      ]),
    delivery?.date && el('ram:ActualDeliverySupplyChainEvent', [dateTime('ram:OccurrenceDateTime', delivery.date)!], undefined, ['delivery.date']),
  ]);
}

/** One BG-23 group. BT-7 (tax point date) exists once per invoice, so only the first group carries it (CII-SR-461). */
function breakdown(group: VatBreakdown, inv: Invoice, profile: CiiProfile, first: boolean): XmlNode {
  const taxPoint = first ? inv.tax_point_date : undefined;
  return el('ram:ApplicableTradeTax', [
    leaf('ram:CalculatedAmount', group.taxAmount),
    leaf('ram:TypeCode', 'VAT'),
    leaf('ram:ExemptionReason', group.exemptionReason),
    leaf('ram:BasisAmount', group.taxableAmount),
    leaf('ram:CategoryCode', group.category),
    leaf('ram:ExemptionReasonCode', group.exemptionReasonCode),
    taxPoint && el('ram:TaxPointDate', [leaf('udt:DateString', date102(taxPoint), { format: '102' })], undefined, ['tax_point_date']),
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
  return el('ram:SpecifiedTradeSettlementPaymentMeans', [
    leaf('ram:TypeCode', payment.means_code, undefined, 'payment.means_code'),
    leaf('ram:Information', payment.means_text, undefined, 'payment.means_text'),
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

function carriesTaxCurrency(profile: CiiProfile): boolean {
  return profile.schema['ram:HeaderTradeSettlementType']?.c?.some(([name]) => name === 'ram:TaxCurrencyCode') ?? false;
}

function headerSettlement(model: InvoiceModel, inv: Invoice, profile: CiiProfile): XmlNode {
  const t = model.totals;
  const hasAllowances = model.allowanceCharges.some((ac) => !ac.isCharge);
  const hasCharges = model.allowanceCharges.some((ac) => ac.isCharge);
  const terms = inv.payment?.terms;
  return el('ram:ApplicableHeaderTradeSettlement', [
    leaf('ram:PaymentReference', inv.payment?.payment_id, undefined, 'payment.payment_id'),
    model.vatAccountingCurrency && leaf('ram:TaxCurrencyCode', model.vatAccountingCurrency, undefined, 'vat_accounting_currency'),
    leaf('ram:InvoiceCurrencyCode', model.currency, undefined, 'currency_code'),
    paymentMeans(inv),
    ...model.vatBreakdown.map((group, i) => breakdown(group, inv, profile, i === 0)),
    ...model.allowanceCharges.map(documentAllowanceCharge),
    (terms || inv.due_date) &&
      el('ram:SpecifiedTradePaymentTerms', [
        leaf('ram:Description', terms, undefined, 'payment.terms'),
        dateTime('ram:DueDateDateTime', inv.due_date, 'due_date'),
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
      leaf('ram:GrandTotalAmount', t.taxInclusive),
      leaf('ram:DuePayableAmount', t.payable),
    ]),
    inv.preceding_invoice_reference &&
      el('ram:InvoiceReferencedDocument', [leaf('ram:IssuerAssignedID', inv.preceding_invoice_reference)], undefined, [
        'preceding_invoice_reference',
      ]),
  ]);
}
