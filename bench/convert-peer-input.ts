// The same invoice in @e-invoice-eu/core's internal format (UBL element names as keys, attributes as
// `element@attr`), with the totals it expects precomputed — taken from our model, so both sides write
// the same document content. Used only by the benchmark.
import type { InvoiceModel } from '../core/en16931/model.js';

export function peerInputOf(model: InvoiceModel): Record<string, unknown> {
  const inv = model.invoice;
  const cur = model.currency;
  const taxScheme = (vatId: string) => ({ 'cbc:CompanyID': vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } });
  // The peer's schema wants the seller's tax schemes as an array and the buyer's as one object.
  const party = (p: typeof inv.seller, role: 'seller' | 'buyer') => ({
    'cac:Party': {
      ...(p.electronic_address ? { 'cbc:EndpointID': p.electronic_address.id, 'cbc:EndpointID@schemeID': p.electronic_address.scheme } : {}),
      'cac:PostalAddress': {
        'cbc:StreetName': p.address.street,
        'cbc:CityName': p.address.city,
        'cbc:PostalZone': p.address.postal_code,
        'cac:Country': { 'cbc:IdentificationCode': p.address.country_code },
      },
      ...(p.vat_id ? { 'cac:PartyTaxScheme': role === 'seller' ? [taxScheme(p.vat_id)] : taxScheme(p.vat_id) } : {}),
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': p.name },
      ...(p.contact
        ? { 'cac:Contact': { 'cbc:Name': p.contact.name, 'cbc:Telephone': p.contact.phone, 'cbc:ElectronicMail': p.contact.email } }
        : {}),
    },
  });
  return {
    'ubl:Invoice': {
      'cbc:ID': inv.invoice_number,
      'cbc:IssueDate': inv.issue_date,
      ...(inv.due_date ? { 'cbc:DueDate': inv.due_date } : {}),
      'cbc:InvoiceTypeCode': model.typeCode,
      'cbc:DocumentCurrencyCode': cur,
      ...(inv.buyer_reference ? { 'cbc:BuyerReference': inv.buyer_reference } : {}),
      'cac:AccountingSupplierParty': party(inv.seller, 'seller'),
      'cac:AccountingCustomerParty': party(inv.buyer, 'buyer'),
      ...(inv.payment
        ? {
            'cac:PaymentMeans': [
              {
                'cbc:PaymentMeansCode': inv.payment.means_code,
                ...(inv.payment.bank_account?.iban ? { 'cac:PayeeFinancialAccount': { 'cbc:ID': inv.payment.bank_account.iban } } : {}),
              },
            ],
          }
        : {}),
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': model.totals.vatTotal,
          'cbc:TaxAmount@currencyID': cur,
          'cac:TaxSubtotal': model.vatBreakdown.map((b) => ({
            'cbc:TaxableAmount': b.taxableAmount,
            'cbc:TaxableAmount@currencyID': cur,
            'cbc:TaxAmount': b.taxAmount,
            'cbc:TaxAmount@currencyID': cur,
            'cac:TaxCategory': { 'cbc:ID': b.category, ...(b.rate !== null ? { 'cbc:Percent': b.rate } : {}), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
          })),
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': model.totals.lineNetTotal,
        'cbc:LineExtensionAmount@currencyID': cur,
        'cbc:TaxExclusiveAmount': model.totals.taxExclusive,
        'cbc:TaxExclusiveAmount@currencyID': cur,
        'cbc:TaxInclusiveAmount': model.totals.taxInclusive,
        'cbc:TaxInclusiveAmount@currencyID': cur,
        'cbc:PayableAmount': model.totals.payable,
        'cbc:PayableAmount@currencyID': cur,
      },
      'cac:InvoiceLine': model.lines.map((l) => ({
        'cbc:ID': l.id,
        'cbc:InvoicedQuantity': l.quantity,
        'cbc:InvoicedQuantity@unitCode': l.unit,
        'cbc:LineExtensionAmount': l.netAmount,
        'cbc:LineExtensionAmount@currencyID': cur,
        'cac:Item': {
          'cbc:Name': l.source.description,
          'cac:ClassifiedTaxCategory': {
            'cbc:ID': l.vat.category,
            ...(l.vat.rate !== null ? { 'cbc:Percent': l.vat.rate } : {}),
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        },
        'cac:Price': { 'cbc:PriceAmount': l.unitPrice, 'cbc:PriceAmount@currencyID': cur },
      })),
    },
  };
}
