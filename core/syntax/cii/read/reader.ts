// The CII D16B reader (Factur-X and ZUGFeRD in every profile, XRechnung CII, plain EN 16931 CII):
// a received rsm:CrossIndustryInvoice → the canonical invoice, the totals as stated, and the loss report.
// Pure: text in, data out. Each value is taken from where the CII writer (formats/cii) places it.
import type { XDocument, XNode } from '../../../xml/xdm.js';
import { collectLosses, termTable } from '../../common/read/losses.js';
import type { ReadResult, StatedTotals } from '../../common/read/read-result.js';
import { SourceReader } from '../../common/read/source-reader.js';
import { compact, date102, isZero } from '../../common/read/values.js';
import { CII_TERMS } from './terms.js';
import { groupKey, takeBreakdown, type BreakdownGroup } from '../../common/read/breakdown.js';
import { lineAllowanceSums, unitPriceOf } from '../../common/read/line-parts.js';

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
    purchase_order_reference: r.textAt(agreement, 'ram:BuyerOrderReferencedDocument/ram:IssuerAssignedID'),
    contract_reference: r.textAt(agreement, 'ram:ContractReferencedDocument/ram:IssuerAssignedID'),
    preceding_invoice_reference: r.textAt(r.all(settlement, 'ram:InvoiceReferencedDocument')[0], 'ram:IssuerAssignedID'),
  };
  // One note (BT-22) without a subject code is held; further notes stay in the loss report.
  const note = r.all(header, 'ram:IncludedNote').find((n) => !r.at(n, 'ram:SubjectCode'));
  invoice.note = r.freeText(r.at(note, 'ram:Content'));
  const project = r.at(agreement, 'ram:SpecifiedProcuringProject');
  invoice.project_reference = r.textAt(project, 'ram:ID');
  // CII requires a project name that EN 16931 does not have: only the writer's own placeholder is syntax.
  if (r.peek(r.at(project, 'ram:Name')) === PROJECT_NAME) r.take(r.at(project, 'ram:Name'));

  invoice.seller = readParty(r, r.at(agreement, 'ram:SellerTradeParty'), 'seller');
  invoice.buyer = readParty(r, r.at(agreement, 'ram:BuyerTradeParty'), 'buyer');
  invoice.delivery = readDelivery(r, delivery);

  const terms = r.all(settlement, 'ram:SpecifiedTradePaymentTerms')[0];
  invoice.due_date = dateTime(r, r.at(terms, 'ram:DueDateDateTime'));
  const means = r.all(settlement, 'ram:SpecifiedTradeSettlementPaymentMeans')[0];
  if (means) {
    const account = r.at(means, 'ram:PayeePartyCreditorFinancialAccount');
    invoice.payment = compact({
      means_code: r.textAt(means, 'ram:TypeCode'),
      means_text: r.textAt(means, 'ram:Information'),
      payment_id: r.textAt(settlement, 'ram:PaymentReference'),
      terms: r.freeText(r.at(terms, 'ram:Description')),
      bank_account: {
        iban: r.textAt(account, 'ram:IBANID') ?? r.textAt(account, 'ram:ProprietaryID'),
        account_name: r.textAt(account, 'ram:AccountName'),
        bic: r.textAt(means, 'ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID'),
      },
    });
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
  for (const [name, key] of [
    ['ram:TotalPrepaidAmount', 'prepaid'],
    ['ram:RoundingAmount', 'rounding'],
  ] as const) {
    const node = r.at(sums, name);
    const value = r.peek(node);
    if (value === undefined) continue;
    (totals as unknown as Obj)[key] = value;
    if (isZero(value)) r.take(node);
  }

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
    country_subdivision: r.textAt(node, 'ram:CountrySubDivisionName'),
    country_code: r.textAt(node, 'ram:CountryID'),
  });
}

function readParty(r: SourceReader, node: XNode | undefined, role: 'seller' | 'buyer'): Obj | undefined {
  if (!node) return undefined;
  const party: Obj = {};
  // BT-29 / BT-46: a global id with its scheme is preferred (it is what the writer writes for a scheme), else a plain id.
  const globalId = r.all(node, 'ram:GlobalID')[0];
  const plainId = r.all(node, 'ram:ID')[0];
  if (globalId && r.peekAttr(globalId, 'schemeID') !== undefined) {
    party.identifier = r.text(globalId);
    party.identifier_scheme = r.attr(globalId, 'schemeID');
  } else if (plainId) {
    party.identifier = r.text(plainId);
  }
  party.name = r.textAt(node, 'ram:Name');
  const legal = r.at(node, 'ram:SpecifiedLegalOrganization/ram:ID');
  party.legal_registration_id = r.text(legal);
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
  return compact({
    date: dateTime(r, r.at(node, 'ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime')),
    location: { name: r.textAt(shipTo, 'ram:Name'), address: readAddress(r, r.at(shipTo, 'ram:PostalTradeAddress')) },
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
  const out: Obj = {
    id: r.textAt(doc, 'ram:LineID'),
    note: r.freeText(r.at(note, 'ram:Content')),
    quantity: r.text(quantity),
    unit: r.attr(quantity, 'unitCode'),
    net_amount: r.textAt(settlement, 'ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount'),
    order_line_reference: r.textAt(agreement, 'ram:BuyerOrderReferencedDocument/ram:LineID'),
    description: r.textAt(product, 'ram:Name'),
    item_classification: classification ? { code: r.text(classification), scheme: r.attr(classification, 'listID') } : undefined,
    vat_category: r.textAt(tax, 'ram:CategoryCode'),
    vat_rate: r.textAt(tax, 'ram:RateApplicablePercent'),
  };
  Object.assign(
    out,
    lineAllowanceSums(r, r.all(settlement, 'ram:SpecifiedTradeAllowanceCharge'), {
      indicator: 'ram:ChargeIndicator/udt:Indicator',
      amount: 'ram:ActualAmount',
      reason: 'ram:Reason',
      reasonCode: 'ram:ReasonCode',
    }),
  );
  out.unit_price = unitPriceOf(r, r.at(agreement, 'ram:NetPriceProductTradePrice'), {
    amount: 'ram:ChargeAmount',
    baseQuantity: 'ram:BasisQuantity',
  });
  return out;
}
