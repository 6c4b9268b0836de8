// The UBL 2.1 writer shared by Peppol BIS 3, XRechnung (UBL) and plain UBL 2.1 (EN 16931): one function
// for Invoice and CreditNote. It only places values the model has computed; element order follows the
// UBL 2.1 XSD sequences, which differ between Invoice and CreditNote in a few places (noted inline).
import type { SerializeResult } from '../serialize-result.js';
import type { Address, Invoice, Party } from '../../en16931/invoice.js';
import type { InvoiceModel, ModelLine, VatTag } from '../../en16931/model.js';
import { BT_PLACEMENTS, UBL_NAMESPACES, valuesAt } from './bt-paths.js';
import { withCarriedValues } from '../../en16931/carried.js';
import { NO_COUNTRY_VALUES, type CountryValues } from '../../en16931/carried-value.js';
import { XmlWriter } from './xml-writer.js';

/** What distinguishes the UBL-based formats in the document itself. */
export interface UblProfile {
  /** BT-24 specification identifier (cbc:CustomizationID). */
  customizationId: string;
  /** BT-23 business process (cbc:ProfileID); null to leave it out. */
  profileId: string | null;
}

/** `countries` places the country extension values in their EN 16931 terms (the kernel passes its registry's). */
export function writeUbl(model: InvoiceModel, profile: UblProfile, countries: CountryValues = NO_COUNTRY_VALUES): SerializeResult {
  const w = new XmlWriter();
  const root = model.kind === 'credit_note' ? 'CreditNote' : 'Invoice';
  // The invoice with the country extension values placed in their EN 16931 terms.
  const { invoice, legalIdSchemes } = withCarriedValues(model.invoice, countries);

  w.open(root, {
    xmlns: root === 'CreditNote' ? UBL_NAMESPACES.cn : UBL_NAMESPACES.ubl,
    'xmlns:cac': UBL_NAMESPACES.cac,
    'xmlns:cbc': UBL_NAMESPACES.cbc,
  });
  writeHeader(w, model, invoice, profile);
  writeReferences(w, model, invoice);
  w.group('cac:AccountingSupplierParty', () =>
    writeParty(w, invoice.seller, 'seller', legalIdSchemes.seller ?? countries.legalIdScheme(invoice.seller)),
  );
  w.group('cac:AccountingCustomerParty', () => writeParty(w, invoice.buyer, 'buyer', legalIdSchemes.buyer ?? countries.legalIdScheme(invoice.buyer)));
  writeDelivery(w, model);
  writePayment(w, model);
  for (const ac of model.allowanceCharges) {
    w.group('cac:AllowanceCharge', () => {
      w.leaf('cbc:ChargeIndicator', ac.isCharge ? 'true' : 'false');
      w.leaf('cbc:AllowanceChargeReasonCode', ac.reasonCode);
      w.leaf('cbc:AllowanceChargeReason', ac.reason);
      w.leaf('cbc:Amount', ac.amount, { currencyID: model.currency });
      writeTaxCategory(w, 'cac:TaxCategory', ac.vat);
    });
  }
  writeTaxTotals(w, model);
  writeMonetaryTotal(w, model);
  for (const line of model.lines) writeLine(w, line, model);
  w.close(root);
  return { xml: w.toString(), dropped_fields: droppedFields(model, countries) };
}

/** Specification ids, number, dates, type code, note, currencies (BT-24, BT-23, BT-1…BT-9, BT-22). */
function writeHeader(w: XmlWriter, model: InvoiceModel, inv: Invoice, profile: UblProfile): void {
  w.leaf('cbc:CustomizationID', profile.customizationId);
  w.leaf('cbc:ProfileID', profile.profileId);
  w.leaf('cbc:ID', inv.invoice_number);
  w.leaf('cbc:IssueDate', inv.issue_date);
  if (model.kind === 'credit_note') {
    // CreditNote: TaxPointDate precedes the type code, and there is no DueDate (it goes to PaymentMeans).
    w.leaf('cbc:TaxPointDate', inv.tax_point_date);
    w.leaf('cbc:CreditNoteTypeCode', model.typeCode);
    w.leaf('cbc:Note', inv.note);
  } else {
    w.leaf('cbc:DueDate', inv.due_date);
    w.leaf('cbc:InvoiceTypeCode', model.typeCode);
    w.leaf('cbc:Note', inv.note);
    w.leaf('cbc:TaxPointDate', inv.tax_point_date);
  }
  w.leaf('cbc:DocumentCurrencyCode', model.currency);
  w.leaf('cbc:TaxCurrencyCode', model.vatAccountingCurrency);
}

/** BT-10, BT-13, BT-25, BT-12, BT-11. */
function writeReferences(w: XmlWriter, model: InvoiceModel, inv: Invoice): void {
  w.leaf('cbc:BuyerReference', inv.buyer_reference);
  if (inv.purchase_order_reference) w.group('cac:OrderReference', () => w.leaf('cbc:ID', inv.purchase_order_reference));
  if (inv.preceding_invoice_reference) {
    w.group('cac:BillingReference', () => w.group('cac:InvoiceDocumentReference', () => w.leaf('cbc:ID', inv.preceding_invoice_reference)));
  }
  if (inv.contract_reference) w.group('cac:ContractDocumentReference', () => w.leaf('cbc:ID', inv.contract_reference));
  if (!inv.project_reference) return;
  if (model.kind === 'credit_note') {
    // CreditNote has no ProjectReference: EN 16931 maps BT-11 to a document reference of type 50.
    w.group('cac:AdditionalDocumentReference', () => {
      w.leaf('cbc:ID', inv.project_reference);
      w.leaf('cbc:DocumentTypeCode', '50');
    });
  } else {
    w.group('cac:ProjectReference', () => w.leaf('cbc:ID', inv.project_reference));
  }
}

/** BG-22: BT-106, BT-109, BT-112, BT-107, BT-108 (when there are allowances / charges), BT-115. */
function writeMonetaryTotal(w: XmlWriter, model: InvoiceModel): void {
  const t = model.totals;
  const cur = { currencyID: model.currency };
  w.group('cac:LegalMonetaryTotal', () => {
    w.leaf('cbc:LineExtensionAmount', t.lineNetTotal, cur);
    w.leaf('cbc:TaxExclusiveAmount', t.taxExclusive, cur);
    w.leaf('cbc:TaxInclusiveAmount', t.taxInclusive, cur);
    if (model.allowanceCharges.some((a) => !a.isCharge)) w.leaf('cbc:AllowanceTotalAmount', t.allowanceTotal, cur);
    if (model.allowanceCharges.some((a) => a.isCharge)) w.leaf('cbc:ChargeTotalAmount', t.chargeTotal, cur);
    w.leaf('cbc:PayableAmount', t.payable, cur);
  });
}

function writeAddress(w: XmlWriter, element: string, address: Address): void {
  w.group(element, () => {
    w.leaf('cbc:StreetName', address.street);
    w.leaf('cbc:AdditionalStreetName', address.street2);
    w.leaf('cbc:CityName', address.city);
    w.leaf('cbc:PostalZone', address.postal_code);
    w.leaf('cbc:CountrySubentity', address.country_subdivision);
    w.group('cac:Country', () => w.leaf('cbc:IdentificationCode', address.country_code));
  });
}

function writeParty(w: XmlWriter, party: Party, role: 'seller' | 'buyer', legalIdScheme: string | undefined): void {
  w.group('cac:Party', () => {
    if (party.electronic_address) w.leaf('cbc:EndpointID', party.electronic_address.id, { schemeID: party.electronic_address.scheme });
    if (party.identifier) w.group('cac:PartyIdentification', () => w.leaf('cbc:ID', party.identifier, { schemeID: party.identifier_scheme }));
    writeAddress(w, 'cac:PostalAddress', party.address);
    if (party.vat_id) {
      w.group('cac:PartyTaxScheme', () => {
        w.leaf('cbc:CompanyID', party.vat_id);
        w.group('cac:TaxScheme', () => w.leaf('cbc:ID', 'VAT'));
      });
    }
    // BT-32 exists for the seller only; "FC" (fiscal code) marks a tax scheme other than VAT.
    if (role === 'seller' && party.tax_registration_id) {
      w.group('cac:PartyTaxScheme', () => {
        w.leaf('cbc:CompanyID', party.tax_registration_id);
        w.group('cac:TaxScheme', () => w.leaf('cbc:ID', 'FC'));
      });
    }
    w.group('cac:PartyLegalEntity', () => {
      w.leaf('cbc:RegistrationName', party.name);
      w.leaf('cbc:CompanyID', party.legal_registration_id, { schemeID: legalIdScheme });
    });
    const contact = party.contact;
    if (contact && (contact.name || contact.phone || contact.email)) {
      w.group('cac:Contact', () => {
        w.leaf('cbc:Name', contact.name);
        w.leaf('cbc:Telephone', contact.phone);
        w.leaf('cbc:ElectronicMail', contact.email);
      });
    }
  });
}

function writeDelivery(w: XmlWriter, model: InvoiceModel): void {
  const delivery = model.invoice.delivery;
  if (!delivery || (!delivery.date && !delivery.location?.name && !delivery.location?.address)) return;
  w.group('cac:Delivery', () => {
    w.leaf('cbc:ActualDeliveryDate', delivery.date);
    const address = delivery.location?.address;
    if (address) w.group('cac:DeliveryLocation', () => writeAddress(w, 'cac:Address', address));
    const name = delivery.location?.name;
    if (name) w.group('cac:DeliveryParty', () => w.group('cac:PartyName', () => w.leaf('cbc:Name', name)));
  });
}

function writePayment(w: XmlWriter, model: InvoiceModel): void {
  const payment = model.invoice.payment;
  if (!payment) return;
  w.group('cac:PaymentMeans', () => {
    w.leaf('cbc:PaymentMeansCode', payment.means_code, { name: payment.means_text });
    if (model.kind === 'credit_note') w.leaf('cbc:PaymentDueDate', model.invoice.due_date);
    w.leaf('cbc:PaymentID', payment.payment_id);
    const account = payment.bank_account;
    if (account?.iban) {
      w.group('cac:PayeeFinancialAccount', () => {
        w.leaf('cbc:ID', account.iban);
        w.leaf('cbc:Name', account.account_name);
        if (account.bic) w.group('cac:FinancialInstitutionBranch', () => w.leaf('cbc:ID', account.bic));
      });
    }
  });
  if (payment.terms) w.group('cac:PaymentTerms', () => w.leaf('cbc:Note', payment.terms));
}

function writeTaxCategory(w: XmlWriter, element: string, vat: VatTag): void {
  w.group(element, () => {
    w.leaf('cbc:ID', vat.category);
    w.leaf('cbc:Percent', vat.rate);
    w.group('cac:TaxScheme', () => w.leaf('cbc:ID', 'VAT'));
  });
}

function writeTaxTotals(w: XmlWriter, model: InvoiceModel): void {
  const cur = { currencyID: model.currency };
  w.group('cac:TaxTotal', () => {
    w.leaf('cbc:TaxAmount', model.totals.vatTotal, cur);
    for (const b of model.vatBreakdown) {
      w.group('cac:TaxSubtotal', () => {
        w.leaf('cbc:TaxableAmount', b.taxableAmount, cur);
        w.leaf('cbc:TaxAmount', b.taxAmount, cur);
        w.group('cac:TaxCategory', () => {
          w.leaf('cbc:ID', b.category);
          // The breakdown states a rate even for O (0): XRechnung requires BT-119 on every group (BR-DE-14).
          w.leaf('cbc:Percent', b.rate ?? '0');
          w.leaf('cbc:TaxExemptionReasonCode', b.exemptionReasonCode);
          w.leaf('cbc:TaxExemptionReason', b.exemptionReason);
          w.group('cac:TaxScheme', () => w.leaf('cbc:ID', 'VAT'));
        });
      });
    }
  });
  const accounting = model.totals.vatTotalInAccountingCurrency;
  if (model.vatAccountingCurrency && accounting !== null) {
    w.group('cac:TaxTotal', () => w.leaf('cbc:TaxAmount', accounting, { currencyID: model.vatAccountingCurrency }));
  }
}

function writeLine(w: XmlWriter, line: ModelLine, model: InvoiceModel): void {
  const credit = model.kind === 'credit_note';
  const cur = { currencyID: model.currency };
  const src = line.source;
  w.group(credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine', () => {
    w.leaf('cbc:ID', line.id);
    w.leaf('cbc:Note', src.note);
    w.leaf(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', line.quantity, { unitCode: line.unit });
    w.leaf('cbc:LineExtensionAmount', line.netAmount, cur);
    if (src.order_line_reference) w.group('cac:OrderLineReference', () => w.leaf('cbc:LineID', src.order_line_reference));
    for (const ac of line.allowanceCharges) {
      w.group('cac:AllowanceCharge', () => {
        w.leaf('cbc:ChargeIndicator', ac.isCharge ? 'true' : 'false');
        w.leaf('cbc:AllowanceChargeReason', ac.reason);
        w.leaf('cbc:Amount', ac.amount, cur);
      });
    }
    w.group('cac:Item', () => {
      w.leaf('cbc:Name', src.description);
      const classification = src.item_classification;
      if (classification) {
        w.group('cac:CommodityClassification', () => w.leaf('cbc:ItemClassificationCode', classification.code, { listID: classification.scheme }));
      }
      writeTaxCategory(w, 'cac:ClassifiedTaxCategory', line.vat);
    });
    w.group('cac:Price', () => w.leaf('cbc:PriceAmount', line.unitPrice, cur));
  });
}

/** Fields UBL never carries. */
const NEVER_CARRIED = BT_PLACEMENTS.filter((p) => p.invoice === null);

/**
 * Input fields present in the invoice that this document does not carry. A country extension member whose
 * plugin places none of its values in EN 16931 terms is reported as one path (`country_extensions.it`);
 * of the others, each value that found no free term.
 */
export function droppedFields(model: InvoiceModel, countries: CountryValues = NO_COUNTRY_VALUES): string[] {
  const inv = model.invoice;
  const { carriedFrom } = withCarriedValues(inv, countries);
  const dropped: string[] = [];
  for (const placement of NEVER_CARRIED) {
    for (const { path } of valuesAt(inv, placement.field)) dropped.push(path);
  }
  for (const [key, member] of Object.entries(inv.country_extensions ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (member === null || member === undefined) continue;
    if (!countries.carriesMember(key)) dropped.push(`country_extensions.${key}`);
    else for (const leaf of leafPaths(member, `country_extensions.${key}`)) if (!carriedFrom.has(leaf)) dropped.push(leaf);
  }
  if (model.kind === 'credit_note' && inv.due_date && !inv.payment) dropped.push('due_date');
  if (inv.vat_accounting_currency && model.vatAccountingCurrency === null) dropped.push('vat_accounting_currency');
  if (inv.vat_total_in_accounting_currency && model.vatAccountingCurrency === null) dropped.push('vat_total_in_accounting_currency');
  model.lines.forEach((line) => {
    if (line.vat.rate === null && line.source.vat_rate !== undefined) dropped.push(`lines.${line.index}.vat_rate`);
  });
  model.allowanceCharges.forEach((ac) => {
    if (ac.vat.rate === null && ac.source.vat_rate !== undefined) dropped.push(`allowances.${ac.index}.vat_rate`);
  });
  if (inv.payment?.bank_account && !inv.payment.bank_account.iban) {
    for (const key of ['bic', 'account_name'] as const) {
      if (inv.payment.bank_account[key]) dropped.push(`payment.bank_account.${key}`);
    }
  }
  return dropped;
}

/** Dot paths of the leaves under `node` that hold a value (arrays count as one leaf). */
export function leafPaths(node: unknown, path: string): string[] {
  if (node === undefined || node === null) return [];
  if (typeof node === 'object' && !Array.isArray(node)) return Object.entries(node).flatMap(([k, v]) => leafPaths(v, `${path}.${k}`));
  return [path];
}
