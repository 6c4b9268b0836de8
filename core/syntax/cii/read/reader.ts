// The CII D16B reader (Factur-X and ZUGFeRD in every profile, XRechnung CII, plain EN 16931 CII):
// a received rsm:CrossIndustryInvoice → the canonical invoice, the totals as stated, and the loss report.
// Pure: text in, data out. Each value is taken from where the CII writer (formats/cii) places it.
import { NodeKind, type XDocument, type XNode } from '../../../xml/xdm.js';
import { collectLosses, termTable } from '../../common/read/losses.js';
import type { ReadResult, StatedTotals } from '../../common/read/read-result.js';
import { SourceReader } from '../../common/read/source-reader.js';
import Big from 'big.js';
import { compact, date102, isDecimal } from '../../common/read/values.js';
import { CII_TERMS } from './terms.js';
import { groupKey, takeBreakdown, type BreakdownGroup } from '../../common/read/breakdown.js';
import { grossPriceOf, lineAllowanceCharges, priceOf } from '../../common/read/line-parts.js';
import { readNotes } from '../../common/read/notes.js';
import { TAX_POINT_CODE_FROM_CII } from '../tax-point-code.js';

const NS = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
} as const;

const PREFIX_OF: Record<string, string> = Object.fromEntries(Object.entries(NS).map(([p, ns]) => [ns, p]));
const termOf = termTable(CII_TERMS);

/** The project name the CII writer gives BT-11, which CII requires and EN 16931 does not have. */
const PROJECT_NAME = 'Project reference';

type Obj = Record<string, unknown>;

export function readCii(source: string | XDocument): ReadResult {
  const r = new SourceReader(source, NS);
  const root = r.root;
  if (root.local !== 'CrossIndustryInvoice' || root.ns !== NS.rsm) throw new Error(`not a CII CrossIndustryInvoice: <${root.local}>`);

  const context = r.at(root, 'rsm:ExchangedDocumentContext');
  const business_process = r.textAt(context, 'ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID') ?? null;
  const specification_id = r.textAt(context, 'ram:GuidelineSpecifiedDocumentContextParameter/ram:ID') ?? null;
  const header = r.at(root, 'rsm:ExchangedDocument');
  const transaction = r.at(root, 'rsm:SupplyChainTradeTransaction');
  const agreement = r.at(transaction, 'ram:ApplicableHeaderTradeAgreement');
  const delivery = r.at(transaction, 'ram:ApplicableHeaderTradeDelivery');
  const settlement = r.at(transaction, 'ram:ApplicableHeaderTradeSettlement');
  const currency = r.textAt(settlement, 'ram:InvoiceCurrencyCode');
  const taxCurrency = r.textAt(settlement, 'ram:TaxCurrencyCode');

  const invoice: Obj = {
    invoice_number: r.textAt(header, 'ram:ID'),
    type_code: r.textAt(header, 'ram:TypeCode'),
    issue_date: dateTime(r, r.at(header, 'ram:IssueDateTime')),
    currency_code: currency,
    vat_accounting_currency: taxCurrency,
    buyer_reference: r.textAt(agreement, 'ram:BuyerReference'),
    sales_order_reference: r.textAt(agreement, 'ram:SellerOrderReferencedDocument/ram:IssuerAssignedID'),
    purchase_order_reference: r.textAt(agreement, 'ram:BuyerOrderReferencedDocument/ram:IssuerAssignedID'),
    contract_reference: r.textAt(agreement, 'ram:ContractReferencedDocument/ram:IssuerAssignedID'),
    despatch_advice_reference: r.textAt(delivery, 'ram:DespatchAdviceReferencedDocument/ram:IssuerAssignedID'),
    receiving_advice_reference: r.textAt(delivery, 'ram:ReceivingAdviceReferencedDocument/ram:IssuerAssignedID'),
    buyer_accounting_reference: r.textAt(r.all(settlement, 'ram:ReceivableSpecifiedTradeAccountingAccount')[0], 'ram:ID'),
  };
  const preceding = r.all(settlement, 'ram:InvoiceReferencedDocument')[0];
  invoice.preceding_invoice_reference = r.textAt(preceding, 'ram:IssuerAssignedID');
  const precedingDate = r.at(preceding, 'ram:FormattedIssueDateTime/qdt:DateTimeString');
  invoice.preceding_invoice_date = date102(r.peek(precedingDate), r.peekAttr(precedingDate, 'format'));
  if (invoice.preceding_invoice_date !== undefined) r.take(precedingDate);
  // BG-3 repeats: the first is in the fields above, the others in the list.
  const morePreceding = r
    .all(settlement, 'ram:InvoiceReferencedDocument')
    .slice(1)
    .filter((d) => r.peek(r.at(d, 'ram:IssuerAssignedID')) !== undefined)
    .map((d) => {
      const dateNode = r.at(d, 'ram:FormattedIssueDateTime/qdt:DateTimeString');
      const date = date102(r.peek(dateNode), r.peekAttr(dateNode, 'format'));
      if (date !== undefined) r.take(dateNode);
      return { reference: r.textAt(d, 'ram:IssuerAssignedID'), date };
    });
  if (morePreceding.length > 0) invoice.preceding_invoices = morePreceding;
  Object.assign(
    invoice,
    readNotes(
      // A subject code without content says nothing the invoice can hold: it stays in the loss report.
      r.all(header, 'ram:IncludedNote').map((n) => {
        const content = r.freeText(r.at(n, 'ram:Content'));
        return { content, subject_code: content === undefined ? undefined : r.textAt(n, 'ram:SubjectCode') };
      }),
    ),
  );
  readAdditionalDocuments(r, agreement, invoice);
  const period = r.at(settlement, 'ram:BillingSpecifiedPeriod');
  invoice.invoicing_period = { start_date: dateTime(r, r.at(period, 'ram:StartDateTime')), end_date: dateTime(r, r.at(period, 'ram:EndDateTime')) };
  const project = r.at(agreement, 'ram:SpecifiedProcuringProject');
  invoice.project_reference = r.textAt(project, 'ram:ID');
  // CII requires a project name that EN 16931 does not have: only the writer's own placeholder is syntax.
  if (r.peek(r.at(project, 'ram:Name')) === PROJECT_NAME) r.take(r.at(project, 'ram:Name'));

  invoice.seller = readParty(r, r.at(agreement, 'ram:SellerTradeParty'), 'seller');
  invoice.buyer = readParty(r, r.at(agreement, 'ram:BuyerTradeParty'), 'buyer');
  invoice.payee = readPayee(r, r.at(settlement, 'ram:PayeeTradeParty'));
  const representative = r.at(agreement, 'ram:SellerTaxRepresentativeTradeParty');
  if (representative) {
    const vat = r.all(representative, 'ram:SpecifiedTaxRegistration').find((t) => r.peekAttr(r.at(t, 'ram:ID'), 'schemeID') === 'VA');
    const vatId = r.at(vat, 'ram:ID');
    r.attr(vatId, 'schemeID');
    invoice.tax_representative = compact({
      name: r.textAt(representative, 'ram:Name'),
      vat_id: r.text(vatId),
      address: readAddress(r, r.at(representative, 'ram:PostalTradeAddress')),
    });
  }
  invoice.delivery = readDelivery(r, delivery);

  const terms = r.all(settlement, 'ram:SpecifiedTradePaymentTerms')[0];
  invoice.due_date = dateTime(r, r.at(terms, 'ram:DueDateDateTime'));
  const means = r.all(settlement, 'ram:SpecifiedTradeSettlementPaymentMeans')[0];
  const directDebit = {
    mandate_reference: r.textAt(terms, 'ram:DirectDebitMandateID'),
    creditor_id: r.textAt(settlement, 'ram:CreditorReferenceID'),
    debited_account: r.textAt(means, 'ram:PayerPartyDebtorFinancialAccount/ram:IBANID'),
  };
  if (means) {
    const account = r.at(means, 'ram:PayeePartyCreditorFinancialAccount');
    const card = r.at(means, 'ram:ApplicableTradeSettlementFinancialCard');
    invoice.payment = compact({
      means_code: r.textAt(means, 'ram:TypeCode'),
      means_text: r.textAt(means, 'ram:Information'),
      payment_id: r.textAt(settlement, 'ram:PaymentReference'),
      terms: r.freeText(r.at(terms, 'ram:Description')),
      bank_account: {
        iban: r.textAt(account, 'ram:IBANID') ?? r.textAt(account, 'ram:ProprietaryID'),
        account_name: r.textAt(account, 'ram:AccountName'),
        // BT-86 belongs to the credit transfer account (BG-17): without one it stays in the loss report.
        bic: account ? r.textAt(means, 'ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID') : undefined,
      },
      card: card && { account_number: r.textAt(card, 'ram:ID'), holder_name: r.textAt(card, 'ram:CardholderName') },
      direct_debit: directDebit,
    });
    // BG-17 repeats: a further payment means of the same code with nothing but a payee account (the writer
    // keeps the means text on the first).
    const payment = invoice.payment as Obj;
    const more = r
      .all(settlement, 'ram:SpecifiedTradeSettlementPaymentMeans')
      .slice(1)
      .filter((m) => {
        const names = m.children.filter((c) => c.kind === NodeKind.Element).map((c) => c.local);
        return (
          r.at(m, 'ram:PayeePartyCreditorFinancialAccount/ram:IBANID') !== undefined &&
          names.every((n) => ['TypeCode', 'PayeePartyCreditorFinancialAccount', 'PayeeSpecifiedCreditorFinancialInstitution'].includes(n)) &&
          r.peek(r.at(m, 'ram:TypeCode')) === payment.means_code
        );
      })
      .map((m) => {
        r.take(r.at(m, 'ram:TypeCode'));
        const account = r.at(m, 'ram:PayeePartyCreditorFinancialAccount');
        return compact({
          iban: r.textAt(account, 'ram:IBANID'),
          account_name: r.textAt(account, 'ram:AccountName'),
          bic: r.textAt(m, 'ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID'),
        });
      });
    if (more.length > 0) payment.bank_accounts = more;
  } else if (Object.values(directDebit).some((v) => v !== undefined)) {
    // Without payment means the canonical invoice has no place for BG-19: the reader leaves payment to the
    // schema check (means_code is required), so the document is reported, not silently completed.
    invoice.payment = compact({ direct_debit: directDebit });
  }

  invoice.allowances = r.all(settlement, 'ram:SpecifiedTradeAllowanceCharge').map((ac) => {
    const tax = r.at(ac, 'ram:CategoryTradeTax');
    takeVatType(r, tax);
    return {
      is_charge: r.textAt(ac, 'ram:ChargeIndicator/udt:Indicator') === 'true',
      amount: r.textAt(ac, 'ram:ActualAmount'),
      vat_category: r.textAt(tax, 'ram:CategoryCode'),
      vat_rate: r.textAt(tax, 'ram:RateApplicablePercent'),
      reason: r.textAt(ac, 'ram:Reason'),
      reason_code: r.textAt(ac, 'ram:ReasonCode'),
      base_amount: r.textAt(ac, 'ram:BasisAmount'),
      percentage: r.textAt(ac, 'ram:CalculationPercent'),
    } as Obj;
  });

  const totals: StatedTotals = { vat_breakdown: [] };
  const groups: BreakdownGroup[] = [];
  for (const tax of r.all(settlement, 'ram:ApplicableTradeTax')) {
    const [type, id, percent, basis, calculated] = [
      r.at(tax, 'ram:TypeCode'),
      r.at(tax, 'ram:CategoryCode'),
      r.at(tax, 'ram:RateApplicablePercent'),
      r.at(tax, 'ram:BasisAmount'),
      r.at(tax, 'ram:CalculatedAmount'),
    ];
    const category = r.peek(id) ?? '';
    const rate = r.peek(percent);
    totals.vat_breakdown.push(compact({ category, rate, taxable_amount: r.peek(basis), tax_amount: r.peek(calculated) }));
    groups.push({
      key: groupKey(category, rate),
      nodes: [id, percent, basis, calculated, r.peek(type) === 'VAT' ? type : undefined],
      reason: r.at(tax, 'ram:ExemptionReason'),
      code: r.at(tax, 'ram:ExemptionReasonCode'),
    });
    // BT-7 is one date for the whole invoice, written on the first group.
    const taxPoint = r.at(tax, 'ram:TaxPointDate/udt:DateString');
    const taxPointDate = date102(r.peek(taxPoint), r.peekAttr(taxPoint, 'format'));
    if (taxPointDate !== undefined && invoice.tax_point_date === undefined) {
      invoice.tax_point_date = taxPointDate;
      r.take(taxPoint);
    }
    const dueDateCode = r.at(tax, 'ram:DueDateTypeCode');
    const code = r.peek(dueDateCode);
    if (code !== undefined && invoice.tax_point_date_code === undefined) {
      invoice.tax_point_date_code = TAX_POINT_CODE_FROM_CII[code] ?? code;
      r.take(dueDateCode);
    }
  }
  const sums = r.at(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  Object.assign(totals, {
    line_net_total: r.textAt(sums, 'ram:LineTotalAmount'),
    charge_total: r.textAt(sums, 'ram:ChargeTotalAmount'),
    allowance_total: r.textAt(sums, 'ram:AllowanceTotalAmount'),
    tax_exclusive: r.textAt(sums, 'ram:TaxBasisTotalAmount'),
    tax_inclusive: r.textAt(sums, 'ram:GrandTotalAmount'),
    payable: r.textAt(sums, 'ram:DuePayableAmount'),
  });
  // BT-110 in the invoice currency, BT-111 in the VAT accounting currency: told apart by currencyID.
  for (const node of r.all(sums, 'ram:TaxTotalAmount')) {
    const cur = r.peekAttr(node, 'currencyID');
    if (taxCurrency !== undefined && taxCurrency !== currency && cur === taxCurrency) {
      totals.vat_total_in_accounting_currency = r.text(node);
      invoice.vat_total_in_accounting_currency = totals.vat_total_in_accounting_currency;
    } else if (totals.vat_total === undefined) totals.vat_total = r.text(node);
  }
  totals.prepaid = r.textAt(sums, 'ram:TotalPrepaidAmount');
  totals.rounding = r.textAt(sums, 'ram:RoundingAmount');
  invoice.prepaid_amount = totals.prepaid;
  invoice.rounding_amount = totals.rounding;

  invoice.lines = r.all(transaction, 'ram:IncludedSupplyChainTradeLineItem').map((line) => readLine(r, line));

  takeBreakdown(r, groups, [...(invoice.lines as Obj[]), ...(invoice.allowances as Obj[])]);
  if ((invoice.allowances as Obj[]).length === 0) delete invoice.allowances;

  const losses = collectLosses(r, termOf, (ns) => PREFIX_OF[ns] ?? ns);
  return { invoice: compact(invoice) as never, totals: compact(totals), losses, specification_id, business_process, syntax: 'cii' };
}

/** udt:DateTimeString in format 102 under `node` → YYYY-MM-DD (consumed); other formats stay in the loss report. */
function dateTime(r: SourceReader, node: XNode | undefined): string | undefined {
  const text = r.at(node, 'udt:DateTimeString');
  const value = date102(r.peek(text), r.peekAttr(text, 'format'));
  if (value !== undefined) r.take(text);
  return value;
}

/** ram:TypeCode = VAT is syntax: EN 16931 knows only VAT. */
function takeVatType(r: SourceReader, tax: XNode | undefined): void {
  const type = r.at(tax, 'ram:TypeCode');
  if (r.peek(type) === 'VAT') r.take(type);
}

function readAddress(r: SourceReader, node: XNode | undefined): Obj | undefined {
  if (!node) return undefined;
  return compact({
    street: r.textAt(node, 'ram:LineOne'),
    street2: r.textAt(node, 'ram:LineTwo'),
    city: r.textAt(node, 'ram:CityName'),
    postal_code: r.textAt(node, 'ram:PostcodeCode'),
    street3: r.textAt(node, 'ram:LineThree'),
    country_subdivision: r.textAt(node, 'ram:CountrySubDivisionName'),
    country_code: r.textAt(node, 'ram:CountryID'),
  });
}

/** BG-24 (type 916), BT-17 (type 50), BT-18 (type 130), the first of the last two; others stay in the loss report. */
function readAdditionalDocuments(r: SourceReader, agreement: XNode | undefined, invoice: Obj): void {
  const attachments: Obj[] = [];
  for (const reference of r.all(agreement, 'ram:AdditionalReferencedDocument')) {
    const typeNode = r.at(reference, 'ram:TypeCode');
    const type = r.peek(typeNode);
    if (type === '50' && invoice.tender_or_lot_reference === undefined) {
      invoice.tender_or_lot_reference = r.textAt(reference, 'ram:IssuerAssignedID');
      r.take(typeNode);
    } else if (type === '130' && invoice.invoiced_object_identifier === undefined) {
      invoice.invoiced_object_identifier = { id: r.textAt(reference, 'ram:IssuerAssignedID'), scheme: r.textAt(reference, 'ram:ReferenceTypeCode') };
      r.take(typeNode);
    } else if (type === '916') {
      r.take(typeNode);
      const binary = r.at(reference, 'ram:AttachmentBinaryObject');
      attachments.push({
        id: r.textAt(reference, 'ram:IssuerAssignedID'),
        description: r.freeText(r.at(reference, 'ram:Name')),
        external_uri: r.textAt(reference, 'ram:URIID'),
        content_base64: r.text(binary),
        mime_code: r.attr(binary, 'mimeCode'),
        filename: r.attr(binary, 'filename'),
      });
    }
  }
  if (attachments.length > 0) invoice.attachments = attachments;
}

/** BT-29/BT-46/BT-60/BT-71: a global id with its scheme is preferred (what the writer writes for a scheme), else a plain id. */
function readPartyId(r: SourceReader, node: XNode | undefined): { id?: string; scheme?: string } {
  const globalId = r.all(node, 'ram:GlobalID')[0];
  const plainId = r.all(node, 'ram:ID')[0];
  if (globalId && r.peekAttr(globalId, 'schemeID') !== undefined) return { id: r.text(globalId), scheme: r.attr(globalId, 'schemeID') };
  if (plainId) return { id: r.text(plainId) };
  return {};
}

function readPayee(r: SourceReader, node: XNode | undefined): Obj | undefined {
  if (!node) return undefined;
  const { id, scheme } = readPartyId(r, node);
  const legal = r.at(node, 'ram:SpecifiedLegalOrganization/ram:ID');
  return compact({
    name: r.textAt(node, 'ram:Name'),
    identifier: id,
    identifier_scheme: scheme,
    legal_registration_id: r.text(legal),
    legal_registration_id_scheme: r.attr(legal, 'schemeID'),
  });
}

function readParty(r: SourceReader, node: XNode | undefined, role: 'seller' | 'buyer'): Obj | undefined {
  if (!node) return undefined;
  const party: Obj = {};
  const { id, scheme } = readPartyId(r, node);
  party.identifier = id;
  party.identifier_scheme = scheme;
  // BT-29 repeats: the global and plain ids the first did not take (the buyer has one identifier, BT-46).
  if (role === 'seller') {
    const more = [...r.all(node, 'ram:GlobalID').filter((g) => r.peekAttr(g, 'schemeID') !== undefined), ...r.all(node, 'ram:ID')]
      .filter((n) => !r.isConsumed(n))
      .map((n) => compact({ id: r.text(n), scheme: r.attr(n, 'schemeID') }));
    if (more.length > 0) party.additional_identifiers = more;
  }
  party.name = r.textAt(node, 'ram:Name');
  if (role === 'seller') party.additional_legal_info = r.freeText(r.at(node, 'ram:Description'));
  const organization = r.at(node, 'ram:SpecifiedLegalOrganization');
  const legal = r.at(organization, 'ram:ID');
  party.legal_registration_id = r.text(legal);
  party.legal_registration_id_scheme = r.attr(legal, 'schemeID');
  party.trading_name = r.textAt(organization, 'ram:TradingBusinessName');
  const contact = r.at(node, 'ram:DefinedTradeContact');
  party.contact = compact({
    // BT-41 is a person or a department.
    name: r.textAt(contact, 'ram:PersonName') ?? r.textAt(contact, 'ram:DepartmentName'),
    phone: r.textAt(contact, 'ram:TelephoneUniversalCommunication/ram:CompleteNumber'),
    email: r.textAt(contact, 'ram:EmailURIUniversalCommunication/ram:URIID'),
  });
  party.address = readAddress(r, r.at(node, 'ram:PostalTradeAddress'));
  const endpoint = r.at(node, 'ram:URIUniversalCommunication/ram:URIID');
  if (endpoint) party.electronic_address = compact({ scheme: r.attr(endpoint, 'schemeID'), id: r.text(endpoint) });
  for (const registration of r.all(node, 'ram:SpecifiedTaxRegistration')) {
    const id = r.at(registration, 'ram:ID');
    const scheme = r.peekAttr(id, 'schemeID');
    const key = scheme === 'VA' ? 'vat_id' : scheme === 'FC' && role === 'seller' ? 'tax_registration_id' : null;
    if (key === null || party[key] !== undefined) continue;
    party[key] = r.text(id);
    r.attr(id, 'schemeID');
  }
  return compact(party);
}

function readDelivery(r: SourceReader, node: XNode | undefined): Obj | undefined {
  if (!node) return undefined;
  const shipTo = r.at(node, 'ram:ShipToTradeParty');
  const { id, scheme } = readPartyId(r, shipTo);
  return compact({
    date: dateTime(r, r.at(node, 'ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime')),
    location: { name: r.textAt(shipTo, 'ram:Name'), id, id_scheme: scheme, address: readAddress(r, r.at(shipTo, 'ram:PostalTradeAddress')) },
  });
}

function readLine(r: SourceReader, line: XNode): Obj {
  const doc = r.at(line, 'ram:AssociatedDocumentLineDocument');
  const product = r.at(line, 'ram:SpecifiedTradeProduct');
  const agreement = r.at(line, 'ram:SpecifiedLineTradeAgreement');
  const settlement = r.at(line, 'ram:SpecifiedLineTradeSettlement');
  const quantity = r.at(line, 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity');
  const tax = r.at(settlement, 'ram:ApplicableTradeTax');
  takeVatType(r, tax);
  const classification = r.at(r.all(product, 'ram:DesignatedProductClassification')[0], 'ram:ClassCode');
  const note = r.all(doc, 'ram:IncludedNote').find((n) => !r.at(n, 'ram:SubjectCode'));
  const period = r.at(settlement, 'ram:BillingSpecifiedPeriod');
  const object = r.all(settlement, 'ram:AdditionalReferencedDocument').find((d) => r.peek(r.at(d, 'ram:TypeCode')) === '130');
  if (object) r.take(r.at(object, 'ram:TypeCode'));
  const standard = r.all(product, 'ram:GlobalID')[0];
  const out: Obj = {
    id: r.textAt(doc, 'ram:LineID'),
    note: r.freeText(r.at(note, 'ram:Content')),
    quantity: r.text(quantity),
    unit: r.attr(quantity, 'unitCode'),
    net_amount: r.textAt(settlement, 'ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount'),
    period: { start_date: dateTime(r, r.at(period, 'ram:StartDateTime')), end_date: dateTime(r, r.at(period, 'ram:EndDateTime')) },
    object_identifier: object && { id: r.textAt(object, 'ram:IssuerAssignedID'), scheme: r.textAt(object, 'ram:ReferenceTypeCode') },
    buyer_accounting_reference: r.textAt(r.all(settlement, 'ram:ReceivableSpecifiedTradeAccountingAccount')[0], 'ram:ID'),
    order_line_reference: r.textAt(agreement, 'ram:BuyerOrderReferencedDocument/ram:LineID'),
    description: r.textAt(product, 'ram:Name'),
    item_description: r.freeText(r.at(product, 'ram:Description')),
    sellers_item_id: r.textAt(product, 'ram:SellerAssignedID'),
    buyers_item_id: r.textAt(product, 'ram:BuyerAssignedID'),
    standard_item_id: standard && { id: r.text(standard), scheme: r.attr(standard, 'schemeID') },
    origin_country: r.textAt(product, 'ram:OriginTradeCountry/ram:ID'),
    item_classification: classification
      ? { code: r.text(classification), scheme: r.attr(classification, 'listID'), version: r.attr(classification, 'listVersionID') }
      : undefined,
    vat_category: r.textAt(tax, 'ram:CategoryCode'),
    vat_rate: r.textAt(tax, 'ram:RateApplicablePercent'),
  };
  const attributes = r
    .all(product, 'ram:ApplicableProductCharacteristic')
    .map((c) => ({ name: r.textAt(c, 'ram:Description'), value: r.textAt(c, 'ram:Value') }));
  if (attributes.length > 0) out.item_attributes = attributes;
  // BT-158 repeats: the first is item_classification, the others in the list.
  const moreClassifications = r
    .all(product, 'ram:DesignatedProductClassification')
    .slice(1)
    .map((c) => r.at(c, 'ram:ClassCode'))
    .filter((code) => code !== undefined)
    .map((code) => ({ code: r.text(code), scheme: r.attr(code, 'listID'), version: r.attr(code, 'listVersionID') }));
  if (moreClassifications.length > 0) out.item_classifications = moreClassifications;
  Object.assign(
    out,
    lineAllowanceCharges(r, r.all(settlement, 'ram:SpecifiedTradeAllowanceCharge'), {
      indicator: 'ram:ChargeIndicator/udt:Indicator',
      amount: 'ram:ActualAmount',
      baseAmount: 'ram:BasisAmount',
      percentage: 'ram:CalculationPercent',
      reason: 'ram:Reason',
      reasonCode: 'ram:ReasonCode',
    }),
  );
  Object.assign(out, priceOf(r, r.at(agreement, 'ram:NetPriceProductTradePrice'), { amount: 'ram:ChargeAmount', baseQuantity: 'ram:BasisQuantity' }));
  if (out.base_quantity_unit === undefined) delete out.base_quantity_unit;
  // BT-148 with its one price discount BT-147 (an allowance: a charge on the price is not EN 16931).
  const gross = r.at(agreement, 'ram:GrossPriceProductTradePrice');
  const discounts = r.all(gross, 'ram:AppliedTradeAllowanceCharge');
  const discount = discounts.length === 1 && r.peek(r.at(discounts[0], 'ram:ChargeIndicator/udt:Indicator')) === 'false' ? discounts[0] : undefined;
  if (discount) r.take(r.at(discount, 'ram:ChargeIndicator/udt:Indicator'));
  if (gross && (discounts.length === 0 || discount)) {
    Object.assign(out, grossPriceOf(r, r.at(gross, 'ram:ChargeAmount'), r.at(discount, 'ram:ActualAmount'), false));
    // The net price's base quantity is the one the line net is computed with; the gross price may state it
    // again, alike (BR-TMP-3). A base quantity of the gross price alone has no field: it stays in the loss report.
    const grossBase = r.at(gross, 'ram:BasisQuantity');
    if (grossBase && out.base_quantity !== undefined && isDecimal(r.peek(grossBase)) && new Big(r.peek(grossBase)!).eq(out.base_quantity as string)) {
      r.take(grossBase);
      const unit = r.attr(grossBase, 'unitCode');
      out.base_quantity_unit ??= unit;
    }
  }
  return out;
}
