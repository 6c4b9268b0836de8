// The UBL 2.1 reader (Invoice and CreditNote, every CIUS: Peppol BIS 3, XRechnung, plain EN 16931):
// a received document → the canonical invoice, the totals as stated, and the loss report. Pure: text in,
// data out. It takes each value from where the UBL writer (formats/ubl) places it, so a document the
// writer produced reads back to the invoice it came from.
import type { XDocument, XNode } from '../../../xml/xdm.js';
import type { Party } from '../../../en16931/invoice.js';
import { NO_COUNTRY_VALUES, type CountryValues } from '../../../en16931/carried-value.js';
import { collectLosses, termTable } from '../../common/read/losses.js';
import type { ReadResult, StatedTotals } from '../../common/read/read-result.js';
import { SourceReader } from '../../common/read/source-reader.js';
import { compact, isoDate, isZero } from '../../common/read/values.js';
import { UBL_TERMS, ublStep } from './terms.js';
import { groupKey, takeBreakdown, type BreakdownGroup } from '../../common/read/breakdown.js';
import { lineAllowanceSums, unitPriceOf } from '../../common/read/line-parts.js';

const NS = {
  inv: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cn: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
} as const;

const PREFIX_OF: Record<string, string> = { [NS.inv]: '', [NS.cn]: '', [NS.cac]: 'cac', [NS.cbc]: 'cbc', [NS.ext]: 'ext' };
const termOf = termTable(UBL_TERMS, ublStep);

type Obj = Record<string, unknown>;

/** `countries`: what the registered country plugins infer (a legal id's scheme), so it is not reported lost. */
export function readUbl(source: string | XDocument, countries: CountryValues = NO_COUNTRY_VALUES): ReadResult {
  const r = new SourceReader(source, NS);
  const root = r.root;
  if ((root.local !== 'Invoice' || root.ns !== NS.inv) && (root.local !== 'CreditNote' || root.ns !== NS.cn)) {
    throw new Error(`not a UBL Invoice or CreditNote: <${root.local}>`);
  }
  const credit = root.local === 'CreditNote';
  const lineName = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  const quantityName = credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity';

  r.take(r.at(root, 'cbc:UBLVersionID')); // syntax version: no business term
  const specification_id = r.textAt(root, 'cbc:CustomizationID') ?? null;
  const business_process = r.textAt(root, 'cbc:ProfileID') ?? null;
  const currency = r.textAt(root, 'cbc:DocumentCurrencyCode');
  const taxCurrency = r.textAt(root, 'cbc:TaxCurrencyCode');

  const invoice: Obj = {
    invoice_number: r.textAt(root, 'cbc:ID'),
    issue_date: dateAt(r, root, 'cbc:IssueDate'),
    type_code: r.textAt(root, credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode'),
    currency_code: currency,
    due_date: credit ? undefined : dateAt(r, root, 'cbc:DueDate'),
    buyer_reference: r.textAt(root, 'cbc:BuyerReference'),
    tax_point_date: dateAt(r, root, 'cbc:TaxPointDate'),
    // One note: further notes stay in the loss report.
    note: r.freeText(r.all(root, 'cbc:Note')[0]),
    vat_accounting_currency: taxCurrency,
    purchase_order_reference: r.textAt(root, 'cac:OrderReference/cbc:ID'),
    contract_reference: r.textAt(r.all(root, 'cac:ContractDocumentReference')[0], 'cbc:ID'),
    preceding_invoice_reference: r.textAt(r.all(root, 'cac:BillingReference')[0], 'cac:InvoiceDocumentReference/cbc:ID'),
    project_reference: r.textAt(root, 'cac:ProjectReference/cbc:ID'),
  };
  // A CreditNote has no ProjectReference: EN 16931 puts BT-11 in a document reference of type 50.
  if (credit && invoice.project_reference === undefined) {
    const project = r
      .all(root, 'cac:AdditionalDocumentReference')
      .find((d) => r.peek(r.at(d, 'cbc:DocumentTypeCode')) === '50' && !r.at(d, 'cac:Attachment'));
    if (project && r.at(project, 'cbc:ID')) {
      invoice.project_reference = r.textAt(project, 'cbc:ID');
      r.take(r.at(project, 'cbc:DocumentTypeCode'));
    }
  }

  invoice.seller = readParty(r, r.at(root, 'cac:AccountingSupplierParty/cac:Party'), 'seller', countries);
  invoice.buyer = readParty(r, r.at(root, 'cac:AccountingCustomerParty/cac:Party'), 'buyer', countries);
  invoice.delivery = readDelivery(r, r.all(root, 'cac:Delivery')[0]);
  const payment = readPayment(r, root, credit);
  invoice.payment = payment.payment;
  if (credit) invoice.due_date = payment.dueDate;

  invoice.allowances = r.all(root, 'cac:AllowanceCharge').map((ac) => {
    const indicator = r.textAt(ac, 'cbc:ChargeIndicator');
    const category = r.at(ac, 'cac:TaxCategory');
    takeVatScheme(r, category);
    return {
      is_charge: indicator === 'true',
      amount: r.textAt(ac, 'cbc:Amount'),
      vat_category: r.textAt(category, 'cbc:ID'),
      vat_rate: r.textAt(category, 'cbc:Percent'),
      reason: r.textAt(ac, 'cbc:AllowanceChargeReason'),
      reason_code: r.textAt(ac, 'cbc:AllowanceChargeReasonCode'),
    } as Obj;
  });

  const totals: StatedTotals = { vat_breakdown: [] };
  const groups: BreakdownGroup[] = [];
  for (const taxTotal of r.all(root, 'cac:TaxTotal')) {
    const amountNode = r.at(taxTotal, 'cbc:TaxAmount');
    const subtotals = r.all(taxTotal, 'cac:TaxSubtotal');
    const amountCurrency = r.peekAttr(amountNode, 'currencyID');
    // The TaxTotal in the VAT accounting currency (BT-111) has no subtotals and that currency.
    if (subtotals.length === 0 && taxCurrency !== undefined && amountCurrency === taxCurrency && amountCurrency !== currency) {
      totals.vat_total_in_accounting_currency = r.text(amountNode);
      invoice.vat_total_in_accounting_currency = totals.vat_total_in_accounting_currency;
      continue;
    }
    if (totals.vat_total !== undefined) continue; // a second TaxTotal in the invoice currency is not EN 16931: a loss
    totals.vat_total = r.text(amountNode);
    for (const sub of subtotals) {
      const category = r.at(sub, 'cac:TaxCategory');
      const [id, percent, taxable, tax, scheme] = [
        r.at(category, 'cbc:ID'),
        r.at(category, 'cbc:Percent'),
        r.at(sub, 'cbc:TaxableAmount'),
        r.at(sub, 'cbc:TaxAmount'),
        r.at(category, 'cac:TaxScheme/cbc:ID'),
      ];
      const code = r.peek(id) ?? '';
      const rate = r.peek(percent);
      totals.vat_breakdown.push(compact({ category: code, rate, taxable_amount: r.peek(taxable), tax_amount: r.peek(tax) }));
      groups.push({
        key: groupKey(code, rate),
        nodes: [id, percent, taxable, tax, r.peek(scheme) === 'VAT' ? scheme : undefined],
        reason: r.at(category, 'cbc:TaxExemptionReason'),
        code: r.at(category, 'cbc:TaxExemptionReasonCode'),
      });
    }
  }
  const monetary = r.at(root, 'cac:LegalMonetaryTotal');
  Object.assign(totals, {
    line_net_total: r.textAt(monetary, 'cbc:LineExtensionAmount'),
    tax_exclusive: r.textAt(monetary, 'cbc:TaxExclusiveAmount'),
    tax_inclusive: r.textAt(monetary, 'cbc:TaxInclusiveAmount'),
    allowance_total: r.textAt(monetary, 'cbc:AllowanceTotalAmount'),
    charge_total: r.textAt(monetary, 'cbc:ChargeTotalAmount'),
    payable: r.textAt(monetary, 'cbc:PayableAmount'),
  });
  // Prepaid amount and rounding have no field in the canonical invoice: stated, compared, and lost when not zero.
  for (const [name, key] of [
    ['cbc:PrepaidAmount', 'prepaid'],
    ['cbc:PayableRoundingAmount', 'rounding'],
  ] as const) {
    const node = r.at(monetary, name);
    const value = r.peek(node);
    if (value === undefined) continue;
    (totals as unknown as Obj)[key] = value;
    if (isZero(value)) r.take(node);
  }

  invoice.lines = r.all(root, lineName).map((line) => readLine(r, line, quantityName));

  takeBreakdown(r, groups, [...(invoice.lines as Obj[]), ...(invoice.allowances as Obj[])]);
  if ((invoice.allowances as Obj[]).length === 0) delete invoice.allowances;

  const losses = collectLosses(r, termOf, (ns) => PREFIX_OF[ns] ?? ns);
  return { invoice: compact(invoice) as never, totals: compact(totals), losses, specification_id, business_process, syntax: 'ubl' };
}

function dateAt(r: SourceReader, parent: XNode | undefined, path: string): string | undefined {
  const node = r.at(parent, path);
  const value = isoDate(r.peek(node));
  if (value !== undefined) r.take(node);
  return value;
}

/** cac:TaxScheme/cbc:ID = VAT is syntax: EN 16931 knows only VAT. */
function takeVatScheme(r: SourceReader, parent: XNode | undefined): void {
  const scheme = r.at(parent, 'cac:TaxScheme/cbc:ID');
  if (r.peek(scheme) === 'VAT') r.take(scheme);
}

function readAddress(r: SourceReader, node: XNode | undefined): Obj | undefined {
  if (!node) return undefined;
  return compact({
    street: r.textAt(node, 'cbc:StreetName'),
    street2: r.textAt(node, 'cbc:AdditionalStreetName'),
    city: r.textAt(node, 'cbc:CityName'),
    postal_code: r.textAt(node, 'cbc:PostalZone'),
    country_subdivision: r.textAt(node, 'cbc:CountrySubentity'),
    country_code: r.textAt(node, 'cac:Country/cbc:IdentificationCode'),
  });
}

function readParty(r: SourceReader, node: XNode | undefined, role: 'seller' | 'buyer', countries: CountryValues): Obj | undefined {
  if (!node) return undefined;
  const party: Obj = {};
  const endpoint = r.at(node, 'cbc:EndpointID');
  if (endpoint) party.electronic_address = compact({ scheme: r.attr(endpoint, 'schemeID'), id: r.text(endpoint) });
  // BT-29 (one is held); the seller's SEPA creditor identifier (BT-90) is not a party identifier.
  const identification = r.all(node, 'cac:PartyIdentification').find((p) => r.peekAttr(r.at(p, 'cbc:ID'), 'schemeID') !== 'SEPA');
  if (identification) {
    const id = r.at(identification, 'cbc:ID');
    party.identifier = r.text(id);
    party.identifier_scheme = r.attr(id, 'schemeID');
  }
  party.address = readAddress(r, r.at(node, 'cac:PostalAddress'));
  for (const taxScheme of r.all(node, 'cac:PartyTaxScheme')) {
    const scheme = r.peek(r.at(taxScheme, 'cac:TaxScheme/cbc:ID'));
    const key = scheme === 'VAT' ? 'vat_id' : role === 'seller' ? 'tax_registration_id' : null;
    if (key === null || party[key] !== undefined) continue;
    party[key] = r.textAt(taxScheme, 'cbc:CompanyID');
    r.take(r.at(taxScheme, 'cac:TaxScheme/cbc:ID'));
  }
  const legal = r.at(node, 'cac:PartyLegalEntity');
  party.name = r.textAt(legal, 'cbc:RegistrationName');
  const companyId = r.at(legal, 'cbc:CompanyID');
  party.legal_registration_id = r.text(companyId);
  const contact = r.at(node, 'cac:Contact');
  party.contact = compact({
    name: r.textAt(contact, 'cbc:Name'),
    phone: r.textAt(contact, 'cbc:Telephone'),
    email: r.textAt(contact, 'cbc:ElectronicMail'),
  });
  // BT-30-1 has no field: a scheme the writer infers again from the value and country is no loss.
  const scheme = r.peekAttr(companyId, 'schemeID');
  if (scheme !== undefined && scheme === countries.legalIdScheme(compact(party) as unknown as Party)) r.attr(companyId, 'schemeID');
  return compact(party);
}

function readDelivery(r: SourceReader, node: XNode | undefined): Obj | undefined {
  if (!node) return undefined;
  return compact({
    date: dateAt(r, node, 'cbc:ActualDeliveryDate'),
    location: {
      name: r.textAt(node, 'cac:DeliveryParty/cac:PartyName/cbc:Name'),
      address: readAddress(r, r.at(node, 'cac:DeliveryLocation/cac:Address')),
    },
  });
}

function readPayment(r: SourceReader, root: XNode, credit: boolean): { payment?: Obj; dueDate?: string } {
  const means = r.all(root, 'cac:PaymentMeans')[0]; // one is held; further means stay in the loss report
  if (!means) return {};
  const codeNode = r.at(means, 'cbc:PaymentMeansCode');
  const account = r.at(means, 'cac:PayeeFinancialAccount');
  const payment = compact({
    means_code: r.text(codeNode),
    means_text: r.attr(codeNode, 'name'),
    payment_id: r.text(r.all(means, 'cbc:PaymentID')[0]),
    terms: r.freeText(r.at(r.all(root, 'cac:PaymentTerms')[0], 'cbc:Note')),
    bank_account: {
      iban: r.textAt(account, 'cbc:ID'),
      account_name: r.textAt(account, 'cbc:Name'),
      bic: r.textAt(account, 'cac:FinancialInstitutionBranch/cbc:ID'),
    },
  });
  return { payment, dueDate: credit ? dateAt(r, means, 'cbc:PaymentDueDate') : undefined };
}

function readLine(r: SourceReader, line: XNode, quantityName: string): Obj {
  const quantity = r.at(line, quantityName);
  const item = r.at(line, 'cac:Item');
  const taxCategory = r.at(item, 'cac:ClassifiedTaxCategory');
  takeVatScheme(r, taxCategory);
  const classification = r.at(r.all(item, 'cac:CommodityClassification')[0], 'cbc:ItemClassificationCode');
  const out: Obj = {
    id: r.textAt(line, 'cbc:ID'),
    note: r.freeText(r.all(line, 'cbc:Note')[0]),
    quantity: r.text(quantity),
    unit: r.attr(quantity, 'unitCode'),
    net_amount: r.textAt(line, 'cbc:LineExtensionAmount'),
    order_line_reference: r.textAt(line, 'cac:OrderLineReference/cbc:LineID'),
    description: r.textAt(item, 'cbc:Name'),
    item_classification: classification ? { code: r.text(classification), scheme: r.attr(classification, 'listID') } : undefined,
    vat_category: r.textAt(taxCategory, 'cbc:ID'),
    vat_rate: r.textAt(taxCategory, 'cbc:Percent'),
  };
  Object.assign(
    out,
    lineAllowanceSums(r, r.all(line, 'cac:AllowanceCharge'), {
      indicator: 'cbc:ChargeIndicator',
      amount: 'cbc:Amount',
      reason: 'cbc:AllowanceChargeReason',
      reasonCode: 'cbc:AllowanceChargeReasonCode',
    }),
  );
  out.unit_price = unitPriceOf(r, r.at(line, 'cac:Price'), { amount: 'cbc:PriceAmount', baseQuantity: 'cbc:BaseQuantity' });
  return out;
}
