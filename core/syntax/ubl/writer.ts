// The UBL 2.1 writer shared by Peppol BIS 3, XRechnung (UBL) and plain UBL 2.1 (EN 16931): one function
// for Invoice and CreditNote. It only places values the model has computed; element order follows the
// UBL 2.1 XSD sequences, which differ between Invoice and CreditNote in a few places (noted inline).
import type { SerializeResult } from '../serialize-result.js';
import type { Address, Invoice, Party, Payee, Period, TaxRepresentative } from '../../en16931/invoice.js';
import type { InvoiceModel, ModelLine, VatTag } from '../../en16931/model.js';
import { BT_PLACEMENTS, UBL_NAMESPACES, valuesAt } from './bt-paths.js';
import { withCarriedValues } from '../../en16931/carried.js';
import { NO_COUNTRY_VALUES, type CountryValues } from '../../en16931/carried-value.js';
import { XmlWriter } from './xml-writer.js';
import { CARD_NETWORK_UNKNOWN, NO_ORDER_ID } from './placeholders.js';

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
  // BT-90 (SEPA creditor id) is a party identifier of the payee when there is one, else of the seller.
  const creditorId = invoice.payment?.direct_debit?.creditor_id;
  w.group('cac:AccountingSupplierParty', () =>
    writeParty(
      w,
      invoice.seller,
      'seller',
      invoice.seller.legal_registration_id_scheme ?? legalIdSchemes.seller ?? countries.legalIdScheme(invoice.seller),
      invoice.payee ? undefined : creditorId,
    ),
  );
  w.group('cac:AccountingCustomerParty', () =>
    writeParty(
      w,
      invoice.buyer,
      'buyer',
      invoice.buyer.legal_registration_id_scheme ?? legalIdSchemes.buyer ?? countries.legalIdScheme(invoice.buyer),
    ),
  );
  if (invoice.payee) writePayee(w, invoice.payee, creditorId);
  if (invoice.tax_representative) writeTaxRepresentative(w, invoice.tax_representative);
  writeDelivery(w, model);
  writePayment(w, model);
  for (const ac of model.allowanceCharges) {
    w.group('cac:AllowanceCharge', () => {
      w.leaf('cbc:ChargeIndicator', ac.isCharge ? 'true' : 'false');
      w.leaf('cbc:AllowanceChargeReasonCode', ac.reasonCode);
      w.leaf('cbc:AllowanceChargeReason', ac.reason);
      w.leaf('cbc:MultiplierFactorNumeric', ac.source.percentage);
      w.leaf('cbc:Amount', ac.amount, { currencyID: model.currency });
      w.leaf('cbc:BaseAmount', ac.source.base_amount, { currencyID: model.currency });
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
    writeNotes(w, inv);
  } else {
    w.leaf('cbc:DueDate', inv.due_date);
    w.leaf('cbc:InvoiceTypeCode', model.typeCode);
    writeNotes(w, inv);
    w.leaf('cbc:TaxPointDate', inv.tax_point_date);
  }
  w.leaf('cbc:DocumentCurrencyCode', model.currency);
  w.leaf('cbc:TaxCurrencyCode', model.vatAccountingCurrency);
  w.leaf('cbc:AccountingCost', inv.buyer_accounting_reference);
  w.leaf('cbc:BuyerReference', inv.buyer_reference);
  if (inv.invoicing_period || inv.tax_point_date_code) {
    w.group('cac:InvoicePeriod', () => {
      writePeriodDates(w, inv.invoicing_period);
      w.leaf('cbc:DescriptionCode', inv.tax_point_date_code);
    });
  }
}

/**
 * BG-1. UBL has no element for the subject code (BT-21): it is written as a `#CODE#` prefix of the text, the
 * convention of the EN 16931 UBL binding's users (XRechnung, Peppol), and read back from there.
 */
function writeNotes(w: XmlWriter, inv: Invoice): void {
  w.leaf('cbc:Note', inv.note);
  for (const note of inv.notes ?? []) w.leaf('cbc:Note', note.subject_code ? `#${note.subject_code}#${note.content}` : note.content);
}

function writePeriodDates(w: XmlWriter, period: Period | undefined): void {
  w.leaf('cbc:StartDate', period?.start_date);
  w.leaf('cbc:EndDate', period?.end_date);
}

/** BT-13, BT-14, BG-3, BT-16, BT-15, BT-17, BT-12, BG-24, BT-18, BT-11 (the two document kinds order them differently). */
function writeReferences(w: XmlWriter, model: InvoiceModel, inv: Invoice): void {
  const credit = model.kind === 'credit_note';
  if (inv.purchase_order_reference || inv.sales_order_reference) {
    w.group('cac:OrderReference', () => {
      w.leaf('cbc:ID', inv.purchase_order_reference ?? NO_ORDER_ID);
      w.leaf('cbc:SalesOrderID', inv.sales_order_reference);
    });
  }
  const preceding = [
    ...(inv.preceding_invoice_reference ? [{ reference: inv.preceding_invoice_reference, date: inv.preceding_invoice_date }] : []),
    ...(inv.preceding_invoices ?? []),
  ];
  for (const { reference, date } of preceding) {
    w.group('cac:BillingReference', () =>
      w.group('cac:InvoiceDocumentReference', () => {
        w.leaf('cbc:ID', reference);
        w.leaf('cbc:IssueDate', date);
      }),
    );
  }
  const idReference = (element: string, id: string | undefined) => {
    if (id) w.group(element, () => w.leaf('cbc:ID', id));
  };
  idReference('cac:DespatchDocumentReference', inv.despatch_advice_reference);
  idReference('cac:ReceiptDocumentReference', inv.receiving_advice_reference);
  if (!credit) idReference('cac:OriginatorDocumentReference', inv.tender_or_lot_reference);
  idReference('cac:ContractDocumentReference', inv.contract_reference);
  writeAdditionalDocuments(w, model, inv);
  if (credit) idReference('cac:OriginatorDocumentReference', inv.tender_or_lot_reference);
  else idReference('cac:ProjectReference', inv.project_reference);
}

/** BG-24 attachments, BT-18 (type 130) and, in a CreditNote, which has no ProjectReference, BT-11 (type 50). */
function writeAdditionalDocuments(w: XmlWriter, model: InvoiceModel, inv: Invoice): void {
  for (const attachment of inv.attachments ?? []) {
    w.group('cac:AdditionalDocumentReference', () => {
      w.leaf('cbc:ID', attachment.id);
      w.leaf('cbc:DocumentDescription', attachment.description);
      if (attachment.content_base64 === undefined && attachment.external_uri === undefined) return;
      w.group('cac:Attachment', () => {
        w.leaf('cbc:EmbeddedDocumentBinaryObject', attachment.content_base64?.replace(/\s+/g, ''), {
          mimeCode: attachment.mime_code,
          filename: attachment.filename,
        });
        if (attachment.external_uri) w.group('cac:ExternalReference', () => w.leaf('cbc:URI', attachment.external_uri));
      });
    });
  }
  const object = inv.invoiced_object_identifier;
  if (object) {
    w.group('cac:AdditionalDocumentReference', () => {
      w.leaf('cbc:ID', object.id, { schemeID: object.scheme });
      w.leaf('cbc:DocumentTypeCode', '130');
    });
  }
  if (model.kind === 'credit_note' && inv.project_reference) {
    w.group('cac:AdditionalDocumentReference', () => {
      w.leaf('cbc:ID', inv.project_reference);
      w.leaf('cbc:DocumentTypeCode', '50');
    });
  }
}

/** BG-22: BT-106, BT-109, BT-112, BT-107, BT-108 (when there are allowances / charges), BT-113, BT-114 (when given), BT-115. */
function writeMonetaryTotal(w: XmlWriter, model: InvoiceModel): void {
  const t = model.totals;
  const cur = { currencyID: model.currency };
  w.group('cac:LegalMonetaryTotal', () => {
    w.leaf('cbc:LineExtensionAmount', t.lineNetTotal, cur);
    w.leaf('cbc:TaxExclusiveAmount', t.taxExclusive, cur);
    w.leaf('cbc:TaxInclusiveAmount', t.taxInclusive, cur);
    if (model.allowanceCharges.some((a) => !a.isCharge)) w.leaf('cbc:AllowanceTotalAmount', t.allowanceTotal, cur);
    if (model.allowanceCharges.some((a) => a.isCharge)) w.leaf('cbc:ChargeTotalAmount', t.chargeTotal, cur);
    if (model.invoice.prepaid_amount !== undefined) w.leaf('cbc:PrepaidAmount', t.prepaid, cur);
    if (model.invoice.rounding_amount !== undefined) w.leaf('cbc:PayableRoundingAmount', t.rounding, cur);
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
    if (address.street3) w.group('cac:AddressLine', () => w.leaf('cbc:Line', address.street3));
    w.group('cac:Country', () => w.leaf('cbc:IdentificationCode', address.country_code));
  });
}

function writeParty(w: XmlWriter, party: Party, role: 'seller' | 'buyer', legalIdScheme: string | undefined, creditorId?: string): void {
  w.group('cac:Party', () => {
    if (party.electronic_address) w.leaf('cbc:EndpointID', party.electronic_address.id, { schemeID: party.electronic_address.scheme });
    if (party.identifier) w.group('cac:PartyIdentification', () => w.leaf('cbc:ID', party.identifier, { schemeID: party.identifier_scheme }));
    // BT-29 repeats; the buyer has one identifier (BT-46), so its further ones are reported as dropped.
    if (role === 'seller') {
      for (const more of party.additional_identifiers ?? [])
        w.group('cac:PartyIdentification', () => w.leaf('cbc:ID', more.id, { schemeID: more.scheme }));
    }
    if (creditorId) w.group('cac:PartyIdentification', () => w.leaf('cbc:ID', creditorId, { schemeID: 'SEPA' }));
    if (party.trading_name) w.group('cac:PartyName', () => w.leaf('cbc:Name', party.trading_name));
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
      // BT-33 exists for the seller only.
      if (role === 'seller') w.leaf('cbc:CompanyLegalForm', party.additional_legal_info);
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

/** BG-10. */
function writePayee(w: XmlWriter, payee: Payee, creditorId: string | undefined): void {
  w.group('cac:PayeeParty', () => {
    if (payee.identifier) w.group('cac:PartyIdentification', () => w.leaf('cbc:ID', payee.identifier, { schemeID: payee.identifier_scheme }));
    if (creditorId) w.group('cac:PartyIdentification', () => w.leaf('cbc:ID', creditorId, { schemeID: 'SEPA' }));
    w.group('cac:PartyName', () => w.leaf('cbc:Name', payee.name));
    if (payee.legal_registration_id) {
      w.group('cac:PartyLegalEntity', () => w.leaf('cbc:CompanyID', payee.legal_registration_id, { schemeID: payee.legal_registration_id_scheme }));
    }
  });
}

/** BG-11 with its address BG-12. */
function writeTaxRepresentative(w: XmlWriter, representative: TaxRepresentative): void {
  w.group('cac:TaxRepresentativeParty', () => {
    w.group('cac:PartyName', () => w.leaf('cbc:Name', representative.name));
    writeAddress(w, 'cac:PostalAddress', representative.address);
    w.group('cac:PartyTaxScheme', () => {
      w.leaf('cbc:CompanyID', representative.vat_id);
      w.group('cac:TaxScheme', () => w.leaf('cbc:ID', 'VAT'));
    });
  });
}

function writeDelivery(w: XmlWriter, model: InvoiceModel): void {
  const delivery = model.invoice.delivery;
  const location = delivery?.location;
  if (!delivery || (!delivery.date && !location?.name && !location?.address && !location?.id)) return;
  w.group('cac:Delivery', () => {
    w.leaf('cbc:ActualDeliveryDate', delivery.date);
    const address = location?.address;
    if (address || location?.id) {
      w.group('cac:DeliveryLocation', () => {
        w.leaf('cbc:ID', location?.id, { schemeID: location?.id_scheme });
        if (address) writeAddress(w, 'cac:Address', address);
      });
    }
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
    const card = payment.card;
    if (card) {
      w.group('cac:CardAccount', () => {
        w.leaf('cbc:PrimaryAccountNumberID', card.account_number);
        // UBL requires a network id, which EN 16931 does not have.
        w.leaf('cbc:NetworkID', card.network ?? CARD_NETWORK_UNKNOWN);
        w.leaf('cbc:HolderName', card.holder_name);
      });
    }
    const account = payment.bank_account;
    if (account?.iban) {
      w.group('cac:PayeeFinancialAccount', () => {
        w.leaf('cbc:ID', account.iban);
        w.leaf('cbc:Name', account.account_name);
        if (account.bic) w.group('cac:FinancialInstitutionBranch', () => w.leaf('cbc:ID', account.bic));
      });
    }
    const debit = payment.direct_debit;
    if (debit?.mandate_reference || debit?.debited_account) {
      w.group('cac:PaymentMandate', () => {
        w.leaf('cbc:ID', debit.mandate_reference);
        if (debit.debited_account) w.group('cac:PayerFinancialAccount', () => w.leaf('cbc:ID', debit.debited_account));
      });
    }
  });
  // BG-17 repeats: one more payment means of the same code per account (UBL has one account per payment means);
  // the means text and remittance information stay on the first (UBL-SR-46: one means text).
  for (const more of payment.bank_accounts ?? []) {
    if (!more.iban) continue;
    w.group('cac:PaymentMeans', () => {
      w.leaf('cbc:PaymentMeansCode', payment.means_code);
      w.group('cac:PayeeFinancialAccount', () => {
        w.leaf('cbc:ID', more.iban);
        w.leaf('cbc:Name', more.account_name);
        if (more.bic) w.group('cac:FinancialInstitutionBranch', () => w.leaf('cbc:ID', more.bic));
      });
    });
  }
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
    w.leaf('cbc:AccountingCost', src.buyer_accounting_reference);
    if (src.period) w.group('cac:InvoicePeriod', () => writePeriodDates(w, src.period));
    if (src.order_line_reference) w.group('cac:OrderLineReference', () => w.leaf('cbc:LineID', src.order_line_reference));
    const object = src.object_identifier;
    if (object) {
      w.group('cac:DocumentReference', () => {
        w.leaf('cbc:ID', object.id, { schemeID: object.scheme });
        w.leaf('cbc:DocumentTypeCode', '130');
      });
    }
    for (const ac of line.allowanceCharges) {
      w.group('cac:AllowanceCharge', () => {
        w.leaf('cbc:ChargeIndicator', ac.isCharge ? 'true' : 'false');
        w.leaf('cbc:AllowanceChargeReasonCode', ac.reasonCode);
        w.leaf('cbc:AllowanceChargeReason', ac.reason);
        w.leaf('cbc:MultiplierFactorNumeric', ac.percentage);
        w.leaf('cbc:Amount', ac.amount, cur);
        w.leaf('cbc:BaseAmount', ac.baseAmount, cur);
      });
    }
    w.group('cac:Item', () => {
      w.leaf('cbc:Description', src.item_description);
      w.leaf('cbc:Name', src.description);
      if (src.buyers_item_id) w.group('cac:BuyersItemIdentification', () => w.leaf('cbc:ID', src.buyers_item_id));
      if (src.sellers_item_id) w.group('cac:SellersItemIdentification', () => w.leaf('cbc:ID', src.sellers_item_id));
      const standard = src.standard_item_id;
      if (standard) w.group('cac:StandardItemIdentification', () => w.leaf('cbc:ID', standard.id, { schemeID: standard.scheme }));
      if (src.origin_country) w.group('cac:OriginCountry', () => w.leaf('cbc:IdentificationCode', src.origin_country));
      for (const classification of [...(src.item_classification ? [src.item_classification] : []), ...(src.item_classifications ?? [])]) {
        w.group('cac:CommodityClassification', () =>
          w.leaf('cbc:ItemClassificationCode', classification.code, { listID: classification.scheme, listVersionID: classification.version }),
        );
      }
      writeTaxCategory(w, 'cac:ClassifiedTaxCategory', line.vat);
      for (const attribute of src.item_attributes ?? []) {
        w.group('cac:AdditionalItemProperty', () => {
          w.leaf('cbc:Name', attribute.name);
          w.leaf('cbc:Value', attribute.value);
        });
      }
    });
    w.group('cac:Price', () => {
      w.leaf('cbc:PriceAmount', line.unitPrice, cur);
      w.leaf('cbc:BaseQuantity', line.baseQuantity, { unitCode: src.base_quantity_unit });
      if (src.gross_price !== undefined) {
        // BT-147 and BT-148 share one allowance; UBL requires its amount, so no discount is written as 0.
        w.group('cac:AllowanceCharge', () => {
          w.leaf('cbc:ChargeIndicator', 'false');
          w.leaf('cbc:Amount', src.price_discount ?? '0', cur);
          w.leaf('cbc:BaseAmount', src.gross_price, cur);
        });
      }
    });
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
  // Parts written only with the term they belong to.
  if (inv.preceding_invoice_date && !inv.preceding_invoice_reference) dropped.push('preceding_invoice_date');
  if (inv.delivery?.location?.id_scheme && !inv.delivery.location.id) dropped.push('delivery.location.id_scheme');
  model.lines.forEach((line) => {
    const src = line.source;
    if (src.base_quantity_unit && src.base_quantity === undefined) dropped.push(`lines.${line.index}.base_quantity_unit`);
    // A reason of an allowance or charge of zero, which is not written.
    if (src.allowance_amount === undefined || dec0(src.allowance_amount)) {
      for (const key of ['allowance_reason', 'allowance_reason_code'] as const) if (src[key]) dropped.push(`lines.${line.index}.${key}`);
    }
    if (src.charge_amount === undefined || dec0(src.charge_amount)) {
      for (const key of ['charge_reason', 'charge_reason_code'] as const) if (src[key]) dropped.push(`lines.${line.index}.${key}`);
    }
  });
  inv.payment?.bank_accounts?.forEach((account, i) => {
    if (!account.iban) dropped.push(`payment.bank_accounts.${i}`);
  });
  if (inv.payment?.bank_account && !inv.payment.bank_account.iban) {
    for (const key of ['bic', 'account_name'] as const) {
      if (inv.payment.bank_account[key]) dropped.push(`payment.bank_account.${key}`);
    }
  }
  return dropped;
}

function dec0(value: string): boolean {
  return /^[+-]?0*(\.0*)?$/.test(value);
}

/** Dot paths of the leaves under `node` that hold a value (arrays count as one leaf). */
export function leafPaths(node: unknown, path: string): string[] {
  if (node === undefined || node === null) return [];
  if (typeof node === 'object' && !Array.isArray(node)) return Object.entries(node).flatMap(([k, v]) => leafPaths(v, `${path}.${k}`));
  return [path];
}
