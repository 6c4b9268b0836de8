// The UBL 2.1 reader (Invoice and CreditNote, every CIUS: Peppol BIS 3, XRechnung, plain EN 16931):
// a received document → the canonical invoice, the totals as stated, and the loss report. Pure: text in,
// data out. It takes each value from where the UBL writer (formats/ubl) places it, so a document the
// writer produced reads back to the invoice it came from.
import { NodeKind, type XDocument, type XNode } from '../../../xml/xdm.js';
import type { Party } from '../../../en16931/invoice.js';
import { NO_COUNTRY_VALUES, type CountryValues } from '../../../en16931/carried-value.js';
import { collectLosses, termTable } from '../../common/read/losses.js';
import type { ReadResult, StatedTotals } from '../../common/read/read-result.js';
import { SourceReader } from '../../common/read/source-reader.js';
import { compact, isoDate } from '../../common/read/values.js';
import { CARD_NETWORK_UNKNOWN, NO_ORDER_ID } from '../placeholders.js';
import { UBL_TERMS, ublStep } from './terms.js';
import { groupKey, takeBreakdown, type BreakdownGroup } from '../../common/read/breakdown.js';
import { grossPriceOf, lineAllowanceCharges, priceOf } from '../../common/read/line-parts.js';
import { readNotes } from '../../common/read/notes.js';

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
    buyer_accounting_reference: r.textAt(root, 'cbc:AccountingCost'),
    tax_point_date: dateAt(r, root, 'cbc:TaxPointDate'),
    vat_accounting_currency: taxCurrency,
    contract_reference: r.textAt(r.all(root, 'cac:ContractDocumentReference')[0], 'cbc:ID'),
    despatch_advice_reference: r.textAt(r.all(root, 'cac:DespatchDocumentReference')[0], 'cbc:ID'),
    receiving_advice_reference: r.textAt(r.all(root, 'cac:ReceiptDocumentReference')[0], 'cbc:ID'),
    tender_or_lot_reference: r.textAt(r.all(root, 'cac:OriginatorDocumentReference')[0], 'cbc:ID'),
    project_reference: r.textAt(root, 'cac:ProjectReference/cbc:ID'),
  };
  // BT-21 has no element in UBL: a `#CODE#` prefix of the note text carries it.
  Object.assign(
    invoice,
    readNotes(
      r.all(root, 'cbc:Note').map((node) => {
        const text = r.freeText(node);
        const prefixed = text === undefined ? null : /^#([A-Za-z0-9]{1,3})#([\s\S]*)$/.exec(text);
        return prefixed ? { content: prefixed[2]!, subject_code: prefixed[1]! } : { content: text };
      }),
    ),
  );
  const period = r.at(root, 'cac:InvoicePeriod');
  invoice.invoicing_period = { start_date: dateAt(r, period, 'cbc:StartDate'), end_date: dateAt(r, period, 'cbc:EndDate') };
  invoice.tax_point_date_code = r.textAt(period, 'cbc:DescriptionCode');
  const order = r.at(root, 'cac:OrderReference');
  invoice.sales_order_reference = r.textAt(order, 'cbc:SalesOrderID');
  const orderId = r.at(order, 'cbc:ID');
  // "NA" is what UBL needs as the order id when there is only a sales order reference.
  if (invoice.sales_order_reference !== undefined && r.peek(orderId) === NO_ORDER_ID) r.take(orderId);
  else invoice.purchase_order_reference = r.text(orderId);
  const billing = r.at(r.all(root, 'cac:BillingReference')[0], 'cac:InvoiceDocumentReference');
  invoice.preceding_invoice_reference = r.textAt(billing, 'cbc:ID');
  invoice.preceding_invoice_date = dateAt(r, billing, 'cbc:IssueDate');
  // BG-3 repeats: the first is in the fields above, the others in the list.
  const morePreceding = r
    .all(root, 'cac:BillingReference')
    .slice(1)
    .map((b) => r.at(b, 'cac:InvoiceDocumentReference'))
    .filter((d) => r.peek(r.at(d, 'cbc:ID')) !== undefined)
    .map((d) => ({ reference: r.textAt(d, 'cbc:ID'), date: dateAt(r, d, 'cbc:IssueDate') }));
  if (morePreceding.length > 0) invoice.preceding_invoices = morePreceding;
  readAdditionalDocuments(r, root, credit, invoice);

  const sellerNode = r.at(root, 'cac:AccountingSupplierParty/cac:Party');
  const payeeNode = r.at(root, 'cac:PayeeParty');
  invoice.seller = readParty(r, sellerNode, 'seller', countries);
  invoice.buyer = readParty(r, r.at(root, 'cac:AccountingCustomerParty/cac:Party'), 'buyer', countries);
  invoice.payee = readPayee(r, payeeNode);
  invoice.tax_representative = readTaxRepresentative(r, r.at(root, 'cac:TaxRepresentativeParty'));
  invoice.delivery = readDelivery(r, r.all(root, 'cac:Delivery')[0]);
  const payment = readPayment(r, root, credit);
  // BT-90: the SEPA creditor id, an identifier of the payee when there is one, else of the seller (where the
  // writer puts it); one on the seller beside a payee stays in the loss report.
  const creditorId = payeeNode ? creditorIdOf(r, payeeNode) : creditorIdOf(r, sellerNode);
  if (creditorId !== undefined) {
    payment.payment ??= {};
    payment.payment.direct_debit = { ...(payment.payment.direct_debit as Obj | undefined), creditor_id: creditorId };
  }
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
      base_amount: r.textAt(ac, 'cbc:BaseAmount'),
      percentage: r.textAt(ac, 'cbc:MultiplierFactorNumeric'),
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
  totals.prepaid = r.textAt(monetary, 'cbc:PrepaidAmount');
  totals.rounding = r.textAt(monetary, 'cbc:PayableRoundingAmount');
  invoice.prepaid_amount = totals.prepaid;
  invoice.rounding_amount = totals.rounding;

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
    street3: r.textAt(r.all(node, 'cac:AddressLine')[0], 'cbc:Line'),
    country_code: r.textAt(node, 'cac:Country/cbc:IdentificationCode'),
  });
}

/** BG-24, BT-18 (type 130) and, in a CreditNote, BT-11 (type 50). */
function readAdditionalDocuments(r: SourceReader, root: XNode, credit: boolean, invoice: Obj): void {
  const attachments: Obj[] = [];
  for (const reference of r.all(root, 'cac:AdditionalDocumentReference')) {
    const typeNode = r.at(reference, 'cbc:DocumentTypeCode');
    const type = r.peek(typeNode);
    const attachment = r.at(reference, 'cac:Attachment');
    if (type === '130' && invoice.invoiced_object_identifier === undefined && !attachment) {
      const id = r.at(reference, 'cbc:ID');
      invoice.invoiced_object_identifier = { id: r.text(id), scheme: r.attr(id, 'schemeID') };
      r.take(typeNode);
      continue;
    }
    // A CreditNote has no ProjectReference: EN 16931 puts BT-11 in a document reference of type 50.
    if (credit && type === '50' && invoice.project_reference === undefined && !attachment) {
      invoice.project_reference = r.textAt(reference, 'cbc:ID');
      r.take(typeNode);
      continue;
    }
    if (type === '130' || type === '50') continue; // a second one: in the loss report
    // 916 ("reference paper") is the type code XRechnung gives a supporting document: no term of its own.
    if (type === '916') r.take(typeNode);
    const binary = r.at(attachment, 'cbc:EmbeddedDocumentBinaryObject');
    attachments.push({
      id: r.textAt(reference, 'cbc:ID'),
      description: r.freeText(r.at(reference, 'cbc:DocumentDescription')),
      external_uri: r.textAt(attachment, 'cac:ExternalReference/cbc:URI'),
      content_base64: r.text(binary),
      mime_code: r.attr(binary, 'mimeCode'),
      filename: r.attr(binary, 'filename'),
    });
  }
  if (attachments.length > 0) invoice.attachments = attachments;
}

function creditorIdOf(r: SourceReader, party: XNode | undefined): string | undefined {
  const sepa = r.all(party, 'cac:PartyIdentification').find((p) => r.peekAttr(r.at(p, 'cbc:ID'), 'schemeID') === 'SEPA');
  const id = r.at(sepa, 'cbc:ID');
  if (!id) return undefined;
  r.attr(id, 'schemeID');
  return r.text(id);
}

function readPayee(r: SourceReader, node: XNode | undefined): Obj | undefined {
  if (!node) return undefined;
  const identification = r.all(node, 'cac:PartyIdentification').find((p) => r.peekAttr(r.at(p, 'cbc:ID'), 'schemeID') !== 'SEPA');
  const id = r.at(identification, 'cbc:ID');
  const legal = r.at(node, 'cac:PartyLegalEntity/cbc:CompanyID');
  return compact({
    name: r.textAt(node, 'cac:PartyName/cbc:Name'),
    identifier: r.text(id),
    identifier_scheme: r.attr(id, 'schemeID'),
    legal_registration_id: r.text(legal),
    legal_registration_id_scheme: r.attr(legal, 'schemeID'),
  });
}

function readTaxRepresentative(r: SourceReader, node: XNode | undefined): Obj | undefined {
  if (!node) return undefined;
  const taxScheme = r.all(node, 'cac:PartyTaxScheme').find((t) => r.peek(r.at(t, 'cac:TaxScheme/cbc:ID')) === 'VAT');
  takeVatScheme(r, taxScheme);
  return compact({
    name: r.textAt(node, 'cac:PartyName/cbc:Name'),
    vat_id: r.textAt(taxScheme, 'cbc:CompanyID'),
    address: readAddress(r, r.at(node, 'cac:PostalAddress')),
  });
}

function readParty(r: SourceReader, node: XNode | undefined, role: 'seller' | 'buyer', countries: CountryValues): Obj | undefined {
  if (!node) return undefined;
  const party: Obj = {};
  const endpoint = r.at(node, 'cbc:EndpointID');
  if (endpoint) party.electronic_address = compact({ scheme: r.attr(endpoint, 'schemeID'), id: r.text(endpoint) });
  // BT-29 (one is held); the seller's SEPA creditor identifier (BT-90) is not a party identifier.
  const [identification, ...more] = r.all(node, 'cac:PartyIdentification').filter((p) => r.peekAttr(r.at(p, 'cbc:ID'), 'schemeID') !== 'SEPA');
  if (identification) {
    const id = r.at(identification, 'cbc:ID');
    party.identifier = r.text(id);
    party.identifier_scheme = r.attr(id, 'schemeID');
  }
  // BT-29 repeats (the buyer has one identifier, BT-46: a second one stays in the loss report).
  if (role === 'seller' && more.length > 0) {
    party.additional_identifiers = more.map((p) => r.at(p, 'cbc:ID')).map((id) => compact({ id: r.text(id), scheme: r.attr(id, 'schemeID') }));
  }
  party.trading_name = r.textAt(r.all(node, 'cac:PartyName')[0], 'cbc:Name');
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
  if (role === 'seller') party.additional_legal_info = r.freeText(r.at(legal, 'cbc:CompanyLegalForm'));
  const contact = r.at(node, 'cac:Contact');
  party.contact = compact({
    name: r.textAt(contact, 'cbc:Name'),
    phone: r.textAt(contact, 'cbc:Telephone'),
    email: r.textAt(contact, 'cbc:ElectronicMail'),
  });
  // BT-30-1: a scheme the writer infers again from the value and country is left to it.
  const scheme = r.peekAttr(companyId, 'schemeID');
  if (scheme !== undefined && scheme === countries.legalIdScheme(compact(party) as unknown as Party)) r.attr(companyId, 'schemeID');
  else party.legal_registration_id_scheme = r.attr(companyId, 'schemeID');
  return compact(party);
}

function readDelivery(r: SourceReader, node: XNode | undefined): Obj | undefined {
  if (!node) return undefined;
  const location = r.at(node, 'cac:DeliveryLocation');
  const id = r.at(location, 'cbc:ID');
  return compact({
    date: dateAt(r, node, 'cbc:ActualDeliveryDate'),
    location: {
      name: r.textAt(node, 'cac:DeliveryParty/cac:PartyName/cbc:Name'),
      id: r.text(id),
      id_scheme: r.attr(id, 'schemeID'),
      address: readAddress(r, r.at(location, 'cac:Address')),
    },
  });
}

function readPayment(r: SourceReader, root: XNode, credit: boolean): { payment?: Obj; dueDate?: string } {
  const means = r.all(root, 'cac:PaymentMeans')[0]; // one is held; further means stay in the loss report
  if (!means) return {};
  const codeNode = r.at(means, 'cbc:PaymentMeansCode');
  const account = r.at(means, 'cac:PayeeFinancialAccount');
  const card = r.at(means, 'cac:CardAccount');
  const network = r.at(card, 'cbc:NetworkID');
  const mandate = r.at(means, 'cac:PaymentMandate');
  const payment = compact({
    card: card && {
      account_number: r.textAt(card, 'cbc:PrimaryAccountNumberID'),
      holder_name: r.textAt(card, 'cbc:HolderName'),
      // "NA" is what the writer puts for a network it was not told.
      network: r.peek(network) === CARD_NETWORK_UNKNOWN ? void r.take(network) : r.text(network),
    },
    direct_debit: {
      mandate_reference: r.textAt(mandate, 'cbc:ID'),
      debited_account: r.textAt(mandate, 'cac:PayerFinancialAccount/cbc:ID'),
    },
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
  // BG-17 repeats: a further payment means of the same code with nothing but an account.
  const more = r
    .all(root, 'cac:PaymentMeans')
    .slice(1)
    .filter((m) => {
      const names = m.children.filter((c) => c.kind === NodeKind.Element).map((c) => c.local);
      const code = r.at(m, 'cbc:PaymentMeansCode');
      return (
        r.at(m, 'cac:PayeeFinancialAccount/cbc:ID') !== undefined &&
        names.every((n) => ['PaymentMeansCode', 'PayeeFinancialAccount'].includes(n)) &&
        r.peek(code) === payment?.means_code &&
        r.peekAttr(code, 'name') === undefined
      );
    })
    .map((m) => {
      r.take(r.at(m, 'cbc:PaymentMeansCode'));
      const account = r.at(m, 'cac:PayeeFinancialAccount');
      return compact({
        iban: r.textAt(account, 'cbc:ID'),
        account_name: r.textAt(account, 'cbc:Name'),
        bic: r.textAt(account, 'cac:FinancialInstitutionBranch/cbc:ID'),
      });
    });
  if (payment && more.length > 0) (payment as Obj).bank_accounts = more;
  return { payment, dueDate: credit ? dateAt(r, means, 'cbc:PaymentDueDate') : undefined };
}

function readLine(r: SourceReader, line: XNode, quantityName: string): Obj {
  const quantity = r.at(line, quantityName);
  const item = r.at(line, 'cac:Item');
  const taxCategory = r.at(item, 'cac:ClassifiedTaxCategory');
  takeVatScheme(r, taxCategory);
  const classification = r.at(r.all(item, 'cac:CommodityClassification')[0], 'cbc:ItemClassificationCode');
  const period = r.at(line, 'cac:InvoicePeriod');
  const objectReference = r.all(line, 'cac:DocumentReference').find((d) => r.peek(r.at(d, 'cbc:DocumentTypeCode')) === '130');
  const objectId = r.at(objectReference, 'cbc:ID');
  if (objectId) r.take(r.at(objectReference, 'cbc:DocumentTypeCode'));
  const standard = r.at(item, 'cac:StandardItemIdentification/cbc:ID');
  const out: Obj = {
    id: r.textAt(line, 'cbc:ID'),
    note: r.freeText(r.all(line, 'cbc:Note')[0]),
    quantity: r.text(quantity),
    unit: r.attr(quantity, 'unitCode'),
    net_amount: r.textAt(line, 'cbc:LineExtensionAmount'),
    buyer_accounting_reference: r.textAt(line, 'cbc:AccountingCost'),
    period: { start_date: dateAt(r, period, 'cbc:StartDate'), end_date: dateAt(r, period, 'cbc:EndDate') },
    order_line_reference: r.textAt(line, 'cac:OrderLineReference/cbc:LineID'),
    object_identifier: objectId && { id: r.text(objectId), scheme: r.attr(objectId, 'schemeID') },
    description: r.textAt(item, 'cbc:Name'),
    item_description: r.freeText(r.all(item, 'cbc:Description')[0]),
    buyers_item_id: r.textAt(item, 'cac:BuyersItemIdentification/cbc:ID'),
    sellers_item_id: r.textAt(item, 'cac:SellersItemIdentification/cbc:ID'),
    standard_item_id: standard && { id: r.text(standard), scheme: r.attr(standard, 'schemeID') },
    origin_country: r.textAt(item, 'cac:OriginCountry/cbc:IdentificationCode'),
    item_classification: classification
      ? { code: r.text(classification), scheme: r.attr(classification, 'listID'), version: r.attr(classification, 'listVersionID') }
      : undefined,
    vat_category: r.textAt(taxCategory, 'cbc:ID'),
    vat_rate: r.textAt(taxCategory, 'cbc:Percent'),
  };
  const attributes = r.all(item, 'cac:AdditionalItemProperty').map((p) => ({ name: r.textAt(p, 'cbc:Name'), value: r.textAt(p, 'cbc:Value') }));
  if (attributes.length > 0) out.item_attributes = attributes;
  // BT-158 repeats: the first is item_classification, the others in the list.
  const moreClassifications = r
    .all(item, 'cac:CommodityClassification')
    .slice(1)
    .map((c) => r.at(c, 'cbc:ItemClassificationCode'))
    .filter((code) => code !== undefined)
    .map((code) => ({ code: r.text(code), scheme: r.attr(code, 'listID'), version: r.attr(code, 'listVersionID') }));
  if (moreClassifications.length > 0) out.item_classifications = moreClassifications;
  Object.assign(
    out,
    lineAllowanceCharges(r, r.all(line, 'cac:AllowanceCharge'), {
      indicator: 'cbc:ChargeIndicator',
      amount: 'cbc:Amount',
      baseAmount: 'cbc:BaseAmount',
      percentage: 'cbc:MultiplierFactorNumeric',
      reason: 'cbc:AllowanceChargeReason',
      reasonCode: 'cbc:AllowanceChargeReasonCode',
    }),
  );
  const price = r.at(line, 'cac:Price');
  Object.assign(out, priceOf(r, price, { amount: 'cbc:PriceAmount', baseQuantity: 'cbc:BaseQuantity' }));
  // BT-147/BT-148: one price allowance; its indicator is false by definition (PEPPOL-EN16931-R044).
  const priceAllowance = r.at(price, 'cac:AllowanceCharge');
  // Without a gross price (BaseAmount) the allowance has no EN 16931 meaning: it stays in the loss report.
  if (priceAllowance && r.peek(r.at(priceAllowance, 'cbc:ChargeIndicator')) === 'false' && r.at(priceAllowance, 'cbc:BaseAmount')) {
    r.take(r.at(priceAllowance, 'cbc:ChargeIndicator'));
    Object.assign(out, grossPriceOf(r, r.at(priceAllowance, 'cbc:BaseAmount'), r.at(priceAllowance, 'cbc:Amount'), true));
  }
  return out;
}
