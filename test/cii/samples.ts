// Canonical invoices for the CII tests: a rich one that fills every field CII can carry, a multi-rate one with
// allowances, reverse charge, a credit note and a generated n-line invoice (for the 1 000-line checks).
import { Invoice, type InvoiceInput } from '../../src/schemas/invoice.js';
import { buildModel, type InvoiceModel } from '../../core/en16931/model.js';

const seller = {
  name: 'Lieferant & Söhne GmbH',
  address: {
    street: 'Hauptstraße 1',
    street2: 'Hinterhaus',
    city: 'Berlin',
    postal_code: '10115',
    country_code: 'DE',
    country_subdivision: 'Berlin',
  },
  vat_id: 'DE123456789',
  tax_registration_id: '12/345/67890',
  legal_registration_id: 'HRB 12345',
  identifier: '4000001123452',
  identifier_scheme: '0088',
  electronic_address: { scheme: 'EM', id: 'billing@lieferant.example' },
  contact: { name: 'Erika Muster', phone: '+49 30 1234567', email: 'erika@lieferant.example' },
};

const buyer = {
  name: 'Client SARL <Paris>',
  address: { street: '12 rue de la Paix', city: 'Paris', postal_code: '75002', country_code: 'FR' },
  vat_id: 'FR12345678901',
  legal_registration_id: '123456789',
  electronic_address: { scheme: '0009', id: '12345678900012' },
  contact: { name: 'Jean Dupont', email: 'jean@client.example' },
};

export const richInvoice: InvoiceInput = {
  invoice_number: 'INV-2026-0042',
  issue_date: '2026-11-21',
  type_code: '380',
  currency_code: 'EUR',
  due_date: '2026-12-21',
  buyer_reference: 'PO-REF-7',
  purchase_order_reference: 'PO-7781',
  project_reference: 'PRJ-11',
  contract_reference: 'CT-2026-3',
  tax_point_date: '2026-11-20',
  note: 'Thank you for your order. Quotes: "fast" & <reliable>.',
  preceding_invoice_reference: 'INV-2026-0001',
  seller,
  buyer,
  delivery: {
    date: '2026-11-19',
    location: { name: 'Warehouse Nord', address: { street: 'Lagerweg 5', city: 'Hamburg', postal_code: '20095', country_code: 'DE' } },
  },
  payment: {
    means_code: '58',
    means_text: 'SEPA credit transfer',
    terms: 'Net 30 days',
    bank_account: { iban: 'DE02120300000000202051', bic: 'BYLADEM1001', account_name: 'Lieferant & Söhne' },
    payment_id: 'RF18539007547034',
  },
  lines: [
    {
      id: '1',
      description: 'Consulting hours',
      quantity: '10',
      unit: 'HUR',
      unit_price: '120.00',
      net_amount: '1200.00',
      vat_category: 'S',
      vat_rate: '19',
      note: 'Senior consultant',
      order_line_reference: '10',
      item_classification: { code: '72224000', scheme: 'STI' },
    },
    {
      id: '2',
      description: 'Travel costs',
      quantity: '1',
      unit: 'C62',
      unit_price: '250.5',
      net_amount: '240.50',
      vat_category: 'S',
      vat_rate: '19',
      allowance_amount: '10.00',
    },
    {
      id: '3',
      description: 'Book “E-Invoicing”',
      quantity: '3',
      unit: 'C62',
      unit_price: '19.9900',
      net_amount: '64.97',
      vat_category: 'S',
      vat_rate: '7',
      charge_amount: '5.00',
    },
  ],
  allowances: [
    { is_charge: false, amount: '50.00', vat_category: 'S', vat_rate: '19', reason: 'Loyalty discount', reason_code: '95' },
    { is_charge: true, amount: '15.00', vat_category: 'S', vat_rate: '19', reason: 'Packaging', reason_code: 'ABL' },
  ],
};

export const reverseChargeInvoice: InvoiceInput = {
  invoice_number: 'RC-1',
  issue_date: '2026-10-01',
  buyer_reference: 'RC-BUYER-REF',
  currency_code: 'EUR',
  due_date: '2026-10-31',
  seller,
  buyer,
  payment: { means_code: '30', bank_account: { iban: 'DE02120300000000202051' } },
  lines: [
    { id: '1', description: 'Machine part', quantity: '2', unit: 'C62', unit_price: '500', net_amount: '1000', vat_category: 'AE', vat_rate: '0' },
  ],
};

export const creditNote: InvoiceInput = {
  invoice_number: 'CN-9',
  issue_date: '2026-10-05',
  type_code: '381',
  currency_code: 'EUR',
  seller,
  buyer,
  buyer_reference: 'CN-BUYER-REF',
  preceding_invoice_reference: 'INV-2026-0042',
  payment: { means_code: '30', terms: 'Credited to your account', bank_account: { iban: 'DE02120300000000202051' } },
  lines: [
    { id: '1', description: 'Returned goods', quantity: '1', unit: 'C62', unit_price: '100', net_amount: '100', vat_category: 'S', vat_rate: '20' },
  ],
};

/** Country extensions carried in EN 16931 terms: Leitweg-ID (BT-10, BT-49) and French SIRETs (BT-30, BT-47). */
export const extensionsInvoice: InvoiceInput = {
  ...richInvoice,
  invoice_number: 'EXT-1',
  buyer_reference: undefined,
  seller: { ...seller, legal_registration_id: undefined },
  buyer: { ...buyer, legal_registration_id: undefined, electronic_address: undefined },
  country_extensions: { de: { leitweg_id: '04011000-12345-34' }, fr: { siret_seller: '73282932000074', siret_buyer: '35600000000048' } },
};

export function linesInvoice(count: number): InvoiceInput {
  const lines = Array.from({ length: count }, (_, i) => {
    const qty = (i % 7) + 1;
    const price = `${(i % 13) + 1}.${String(i % 100).padStart(2, '0')}`;
    const net = ((qty * Math.round(Number(price) * 100)) / 100).toFixed(2);
    return {
      id: String(i + 1),
      description: `Article ${i + 1} – widget`,
      quantity: String(qty),
      unit: 'C62',
      unit_price: price,
      net_amount: net,
      vat_category: 'S',
      vat_rate: i % 2 ? '19' : '7',
    };
  });
  return { ...richInvoice, invoice_number: `BIG-${count}`, lines, allowances: [] };
}

export const samples: Record<string, InvoiceInput> = {
  rich: richInvoice,
  reverseCharge: reverseChargeInvoice,
  creditNote,
  extensions: extensionsInvoice,
  tenLines: linesInvoice(10),
};

export function modelOf(input: InvoiceInput): InvoiceModel {
  const result = buildModel(Invoice.parse(input));
  if (!result.ok) throw new Error(`sample does not build: ${JSON.stringify(result.issues)}`);
  return result.model;
}
