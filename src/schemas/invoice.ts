// The canonical invoice (SPEC §2.1–2.8): the input of convert and the shape of parse output.
// Field comments name the EN 16931 business term each field carries.
import { z } from '@hono/zod-openapi';
import { CountryCode, CurrencyCode, Decimal, IsoDate, XmlText } from './primitives.js';

const text = (max?: number) => (max === undefined ? XmlText.min(1) : XmlText.min(1).max(max));

export const Address = z
  .object({
    street: text(256), // BT-35 / BT-50
    street2: text().optional(), // BT-36 / BT-51
    city: text(128), // BT-37 / BT-52
    postal_code: text(16), // BT-38 / BT-53
    country_subdivision: text().optional(), // BT-39 / BT-54
    country_code: CountryCode, // BT-40 / BT-55
  })
  .openapi('Address');

export const ElectronicAddress = z
  .object({
    scheme: text(8).openapi({ description: 'Electronic Address Scheme (EAS), e.g. EM, 0088, 0184, 0204', example: '0088' }),
    id: text(256),
  })
  .openapi('ElectronicAddress');

export const Contact = z
  .object({
    name: text().optional(), // BT-41
    phone: text().optional(), // BT-42
    email: text().optional(), // BT-43
  })
  .openapi('Contact');

export const Party = z
  .object({
    name: text(256), // BT-27 / BT-44
    address: Address, // BG-5 / BG-8
    vat_id: text().optional(), // BT-31 / BT-48
    tax_registration_id: text().optional(), // BT-32
    legal_registration_id: text().optional(), // BT-30 / BT-47
    identifier: text().optional(), // BT-29 / BT-46
    identifier_scheme: text().optional(), // BT-29-1 / BT-46-1
    electronic_address: ElectronicAddress.nullable().optional(), // BT-34 / BT-49
    contact: Contact.nullable().optional(), // BG-6
  })
  .openapi('Party');

export const Delivery = z
  .object({
    date: IsoDate.optional(), // BT-72
    location: z
      .object({
        name: text().optional(), // BT-70
        address: Address.optional(), // BG-15
      })
      .optional(),
  })
  .openapi('Delivery');

export const BankAccount = z
  .object({
    iban: text().optional(), // BT-84
    bic: text().optional(), // BT-86
    bank_name: text().optional(), // informational
    account_name: text().optional(), // BT-85
  })
  .openapi('BankAccount');

export const Payment = z
  .object({
    means_code: text(4), // BT-81, UNTDID 4461
    means_text: text().optional(), // BT-82
    terms: text().optional(), // BT-20
    bank_account: BankAccount.optional(), // BG-17
    payment_id: text().optional(), // BT-83
  })
  .openapi('Payment');

/** VAT exemption reason (BT-120/BT-121 on the breakdown), given where a line or allowance sits. */
const exemption = {
  vat_exemption_reason: text().optional().openapi({
    description: 'BT-120. Filled with the standard VATEX text for categories E, AE, K, G, O when absent.',
  }),
  vat_exemption_reason_code: text(32).optional().openapi({
    description: 'BT-121, a VATEX code such as VATEX-EU-AE. Filled with the standard code for AE, K, G, O when absent.',
    example: 'VATEX-EU-AE',
  }),
};

export const InvoiceLine = z
  .object({
    id: text(32), // BT-126
    description: text(512), // BT-153
    quantity: Decimal, // BT-129
    unit: text(8).openapi({ description: 'UN/ECE Recommendation 20 unit code', example: 'C62' }), // BT-130
    unit_price: Decimal, // BT-146
    net_amount: Decimal, // BT-131
    vat_category: text(4).openapi({ description: 'UNTDID 5305 VAT category: S, Z, E, AE, K, G, O, L, M', example: 'S' }), // BT-151
    vat_rate: Decimal.optional(), // BT-152
    item_classification: z
      .object({ code: text(32), scheme: text(8) }) // BT-158, BT-158-1
      .nullable()
      .optional(),
    note: text().optional(), // BT-127
    order_line_reference: text().optional(), // BT-132
    allowance_amount: Decimal.optional(), // BT-136
    charge_amount: Decimal.optional(), // BT-141
    ...exemption,
  })
  .openapi('InvoiceLine');

export const DocumentAllowanceCharge = z
  .object({
    is_charge: z.boolean(), // true = BG-21 charge, false = BG-20 allowance
    amount: Decimal, // BT-92 / BT-99
    vat_category: text(4), // BT-95 / BT-102
    vat_rate: Decimal.optional(), // BT-96 / BT-103
    reason: text().optional(), // BT-97 / BT-104
    reason_code: text().optional(), // BT-98 / BT-105
    ...exemption,
  })
  .openapi('DocumentAllowanceCharge');

// Country extensions: within a present member the R fields of SPEC §2.8 are required.
// Content checks (checksums, formats) belong to the country plugins, which run on convert.
export const CountryExtensions = z
  .object({
    it: z
      .object({
        codice_destinatario: XmlText.min(6).max(7).openapi({
          description: 'SDI recipient code: 7 characters (0000000 for PEC delivery, XXXXXXX for foreign buyers), or the 6-character Codice Univoco Ufficio of a public administration (FatturaPA FPA12)',
          example: 'ABC1234',
        }),
        codice_fiscale_seller: text().optional(),
        codice_fiscale_buyer: text().optional(),
        regime_fiscale: text(4).default('RF01'),
        tipo_documento: text(4).default('TD01'),
      })
      .nullable()
      .optional(),
    de: z.object({ leitweg_id: text(64) }).nullable().optional(),
    pl: z
      .object({
        nip_seller: text(10),
        nip_buyer: text().optional(),
        gtu_codes: z.array(XmlText).optional(),
        split_payment: z.boolean().default(false),
      })
      .nullable()
      .optional(),
    es: z
      .object({
        nif_seller: text(16),
        face_oficina_contable: text().optional(),
        face_organo_gestor: text().optional(),
        face_unidad_tramitadora: text().optional(),
      })
      .nullable()
      .optional(),
    fr: z
      .object({
        siret_seller: text().optional(),
        siret_buyer: text().optional(),
        service_code: text().optional(),
      })
      .nullable()
      .optional(),
  })
  .openapi('CountryExtensions');

export const Invoice = z
  .object({
    invoice_number: text(64), // BT-1
    issue_date: IsoDate, // BT-2
    type_code: text(4).default('380').openapi({ description: 'UNTDID 1001 document type; 381 = credit note', example: '380' }), // BT-3
    currency_code: CurrencyCode, // BT-5
    due_date: IsoDate.optional(), // BT-9
    buyer_reference: text().optional(), // BT-10
    purchase_order_reference: text().optional(), // BT-13
    project_reference: text().optional(), // BT-11
    contract_reference: text().optional(), // BT-12
    vat_accounting_currency: CurrencyCode.optional(), // BT-6
    vat_total_in_accounting_currency: Decimal.optional().openapi({ description: 'BT-111, the VAT total in vat_accounting_currency; required when that currency differs from currency_code (BR-53).' }), // BT-111
    tax_point_date: IsoDate.optional(), // BT-7
    note: text().optional(), // BT-22
    preceding_invoice_reference: text().optional(), // BT-25
    seller: Party, // BG-4
    buyer: Party, // BG-7
    delivery: Delivery.optional(), // BG-13
    payment: Payment.optional(), // BG-16
    lines: z.array(InvoiceLine).min(1).max(10_000), // BG-25
    allowances: z.array(DocumentAllowanceCharge).optional(), // BG-20 / BG-21
    country_extensions: CountryExtensions.optional(),
  })
  .openapi('Invoice');

/** The invoice after parsing: decimals are strings, defaults applied. */
export type Invoice = z.output<typeof Invoice>;
/** The invoice as a client may send it (numbers allowed for decimals, defaults optional). */
export type InvoiceInput = z.input<typeof Invoice>;
export type Party = z.output<typeof Party>;
export type Address = z.output<typeof Address>;
export type InvoiceLine = z.output<typeof InvoiceLine>;
export type DocumentAllowanceCharge = z.output<typeof DocumentAllowanceCharge>;
export type CountryExtensions = z.output<typeof CountryExtensions>;
