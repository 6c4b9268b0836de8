// The canonical invoice: the input of convert and the shape of parse output, one field per EN 16931 term.
// Each field's OpenAPI description names the EN 16931 business term (BT) or group (BG) it carries.
import { describedRef, nullableRef } from '../schemas/described-ref.js';
import { z } from '@hono/zod-openapi';
import { CountryCode, CurrencyCode, Decimal, IsoDate, XmlText, describedAs } from '../schemas/primitives.js';
import { Attachments } from './attachment.js';

/** A non-empty string, at most `max` characters when given. */
export const text = (max?: number) => (max === undefined ? XmlText.min(1) : XmlText.min(1).max(max));

/** OpenAPI metadata of a field: what it holds (with its EN 16931 business term) and an example. */
const doc = (description: string, example?: unknown) => (example === undefined ? { description } : { description, example });

export const Address = z
  .strictObject({
    street: text(256)
      .optional()
      .openapi(doc('Street name and number: seller BT-35, buyer BT-50, tax representative BT-64, deliver-to BT-75.', 'Hauptstraße 12')),
    street2: text()
      .optional()
      .openapi(doc('Additional street line: seller BT-36, buyer BT-51, tax representative BT-65, deliver-to BT-76.', 'Hinterhaus, 2. OG')),
    street3: text()
      .optional()
      .openapi(doc('Address line 3: seller BT-162, buyer BT-163, tax representative BT-164, deliver-to BT-165.', 'Gebäude C')),
    city: text(128).optional().openapi(doc('City: seller BT-37, buyer BT-52, tax representative BT-66, deliver-to BT-77.', 'Berlin')),
    postal_code: text(16).optional().openapi(doc('Post code: seller BT-38, buyer BT-53, tax representative BT-67, deliver-to BT-78.', '10115')),
    country_subdivision: text()
      .optional()
      .openapi(doc('Region or state: seller BT-39, buyer BT-54, tax representative BT-68, deliver-to BT-79.', 'Bayern')),
    country_code: describedAs(
      CountryCode,
      doc('Country, ISO 3166-1 alpha-2 in upper case: seller BT-40, buyer BT-55, tax representative BT-69, deliver-to BT-80.', 'DE'),
    ),
  })
  .openapi('Address', {
    description:
      'Postal address: seller BG-5, buyer BG-8, tax representative BG-12, deliver-to BG-15. Only the country is required by EN 16931; formats may require more (e.g. the seller city and post code in XRechnung).',
  });

export const ElectronicAddress = z
  .strictObject({
    scheme: text(8).openapi(
      doc(
        'Electronic Address Scheme (EAS code list), e.g. EM (e-mail), 0088 (GLN), 0184 (Danish CVR), 0204 (Leitweg-ID), 9930 (German VAT): seller BT-34-1, buyer BT-49-1.',
        '0088',
      ),
    ),
    id: text(256).openapi(doc('The electronic address in that scheme: seller BT-34, buyer BT-49.', '4000001123452')),
  })
  .openapi('ElectronicAddress', { description: 'Where the party receives e-invoices (e.g. its Peppol participant id).' });

export const Contact = z
  .strictObject({
    name: text().optional().openapi(doc('Contact point: seller BT-41, buyer BT-56.', 'Accounts payable')),
    phone: text().optional().openapi(doc('Contact telephone number: seller BT-42, buyer BT-57.', '+49 30 1234567')),
    email: text().optional().openapi(doc('Contact e-mail address: seller BT-43, buyer BT-58.', 'billing@example.com')),
  })
  .openapi('Contact', { description: 'Contact: seller BG-6, buyer BG-9.' });

export const Party = z
  .strictObject({
    name: text(256).openapi(doc('Registered name: seller BT-27, buyer BT-44.', 'Muster GmbH')),
    address: Address,
    vat_id: text().optional().openapi(doc('VAT identifier with its country prefix: seller BT-31, buyer BT-48.', 'DE123456789')),
    tax_registration_id: text()
      .optional()
      .openapi(
        doc(
          'Seller tax registration identifier (BT-32), e.g. a German Steuernummer; EN 16931 has none for the buyer, so a buyer value is reported in dropped_fields.',
          '201/113/40209',
        ),
      ),
    legal_registration_id: text()
      .optional()
      .openapi(doc('Legal registration identifier, e.g. a trade register number or SIREN: seller BT-30, buyer BT-47.', 'HRB 12345')),
    identifier: text().optional().openapi(doc('Party identifier, e.g. a GLN: seller BT-29, buyer BT-46.', '4000001123452')),
    identifier_scheme: text().optional().openapi(doc('Scheme of the identifier (ISO 6523 ICD code list): seller BT-29-1, buyer BT-46-1.', '0088')),
    additional_identifiers: z
      .array(
        z
          .strictObject({
            id: text().openapi(doc('A further seller identifier (BT-29).', 'SUP-4711')),
            scheme: text(8).optional().openapi(doc('Its scheme (BT-29-1), ISO 6523 ICD code list.', '0088')),
          })
          .openapi(doc('A further seller identifier (BT-29) with its scheme (BT-29-1).')),
      )
      .optional()
      .openapi(
        doc(
          'Further seller identifiers (BT-29 repeats, 0..n), written after identifier; a reader puts the first in identifier. EN 16931 has one buyer identifier (BT-46), so buyer values are reported in dropped_fields.',
        ),
      ),
    legal_registration_id_scheme: text(8)
      .optional()
      .openapi(
        doc(
          'Scheme of the legal registration identifier (ISO 6523 ICD code list, e.g. 0002 SIRENE, 0106 Dutch KvK): seller BT-30-1, buyer BT-47-1. Inferred from the value and country when absent where a format requires it.',
          '0002',
        ),
      ),
    trading_name: text().optional().openapi(doc('Trading name, a name other than the registered one: seller BT-28, buyer BT-45.', 'Muster Shop')),
    additional_legal_info: text()
      .optional()
      .openapi(
        doc(
          'Seller additional legal information (BT-33), e.g. share capital or legal form; EN 16931 has none for the buyer, so a buyer value is reported in dropped_fields.',
          'GmbH, Stammkapital 25 000 EUR',
        ),
      ),
    electronic_address: nullableRef(ElectronicAddress, 'Electronic address: seller BT-34, buyer BT-49; null or absent when none.').optional(),
    contact: nullableRef(Contact, 'Contact: seller BG-6, buyer BG-9; null or absent when none.').optional(),
  })
  .openapi('Party', { description: 'A party: the seller (BG-4) or the buyer (BG-7).' });

export const Delivery = z
  .strictObject({
    date: describedAs(IsoDate, doc('Actual delivery date (BT-72), YYYY-MM-DD.', '2026-11-20')).optional(),
    location: z
      .strictObject({
        name: text().optional().openapi(doc('Deliver-to party name (BT-70).', 'Lager Nord')),
        id: text().optional().openapi(doc('Deliver-to location identifier (BT-71), e.g. a GLN.', '4000001987658')),
        id_scheme: text(8).optional().openapi(doc('Scheme of the location identifier (BT-71-1), ISO 6523 ICD code list.', '0088')),
        address: Address.optional(),
      })
      .optional()
      .openapi(doc('Where the goods or services went: the deliver-to name, location identifier and address (BG-15).')),
  })
  .openapi('Delivery', { description: 'Delivery information (BG-13).' });

export const BankAccount = z
  .strictObject({
    iban: text().optional().openapi(doc('Payment account identifier (BT-84), usually an IBAN.', 'DE89370400440532013000')),
    bic: text().optional().openapi(doc('Payment service provider identifier (BT-86), a BIC.', 'COBADEFFXXX')),
    bank_name: text()
      .optional()
      .openapi(doc("The bank's name. Not an EN 16931 business term: shown on PDFs, reported in dropped_fields by XML formats.", 'Commerzbank')),
    account_name: text().optional().openapi(doc('Payment account name (BT-85).', 'Muster GmbH')),
  })
  .openapi('BankAccount', { description: 'Credit transfer account (BG-17).' });

export const PaymentCard = z
  .strictObject({
    account_number: text().openapi(
      doc('Payment card primary account number (BT-87): only the last 4 to 6 digits, never the full number (PCI DSS).', '1234'),
    ),
    holder_name: text().optional().openapi(doc('Payment card holder name (BT-88).', 'Erika Mustermann')),
    network: text()
      .optional()
      .openapi(
        doc(
          'The card network, e.g. VISA. Not an EN 16931 business term: UBL requires one and writes "NA" when absent; CII formats report it in dropped_fields.',
          'VISA',
        ),
      ),
  })
  .openapi('PaymentCard', { description: 'Payment card information (BG-18), with payment means 48, 54 or 55.' });

export const DirectDebit = z
  .strictObject({
    mandate_reference: text().optional().openapi(doc('Mandate reference identifier (BT-89).', 'MANDATE-2026-42')),
    creditor_id: text().optional().openapi(doc('Bank assigned creditor identifier (BT-90), the SEPA creditor id.', 'DE98ZZZ09999999999')),
    debited_account: text().optional().openapi(doc('Debited account identifier (BT-91), usually an IBAN.', 'DE02120300000000202051')),
  })
  .openapi('DirectDebit', { description: 'Direct debit (BG-19), with payment means 59 (SEPA direct debit) or 49.' });

export const Payment = z
  .strictObject({
    means_code: text(4).openapi(
      doc('Payment means type code (BT-81), UNTDID 4461: 30 credit transfer, 58 SEPA credit transfer, 59 SEPA direct debit, 48 card, 10 cash.', '58'),
    ),
    means_text: text().optional().openapi(doc('Payment means text (BT-82).', 'SEPA credit transfer')),
    terms: text().optional().openapi(doc('Payment terms (BT-20).', 'Net 30 days')),
    bank_account: BankAccount.optional(),
    bank_accounts: z
      .array(BankAccount)
      .optional()
      .openapi(
        doc(
          'Further credit transfer accounts (BG-17 repeats, 0..n), each with its IBAN, written after bank_account with the same payment means code; a reader puts the first in bank_account. An account without IBAN has no place and is reported in dropped_fields.',
        ),
      ),
    payment_id: text().optional().openapi(doc('Remittance information (BT-83): the reference the payer quotes.', 'RE-2026-1187')),
    card: PaymentCard.optional(),
    direct_debit: DirectDebit.optional(),
  })
  .openapi('Payment', { description: 'Payment instructions (BG-16).' });

/** VAT exemption reason (BT-120/BT-121 on the breakdown), given where a line or allowance sits. */
const exemption = {
  vat_exemption_reason: text().optional().openapi({
    description:
      'VAT exemption reason text (BT-120 on the VAT breakdown). Filled with the standard VATEX text for categories E, AE, K, G, O when absent.',
    example: 'Reverse charge',
  }),
  vat_exemption_reason_code: text(32).optional().openapi({
    description:
      'VAT exemption reason code (BT-121 on the VAT breakdown), VATEX code list. Filled with the standard code for AE, K, G, O when absent.',
    example: 'VATEX-EU-AE',
  }),
};

const DECIMAL_FORM = 'A decimal as a JSON number or a string (dot as separator, no exponent).';

/** An identifier with the scheme it is issued in (ISO 6523 ICD for items, UNTDID 1153 for invoiced objects). */
const SchemedId = (what: string, bt: string, schemeList: string, example: [string, string]) =>
  z.strictObject({
    id: text().openapi(doc(`${what} (${bt}).`, example[0])),
    scheme: text(8)
      .optional()
      .openapi(doc(`Its scheme identifier (${bt}-1), ${schemeList}.`, example[1])),
  });

/**
 * A period with a start and/or an end date: invoicing period BG-14 (BT-73/BT-74) or line period BG-26
 * (BT-134/BT-135). At least one date is needed (BR-CO-19, BR-CO-20), and the end is not before the start (BR-29, BR-30).
 */
export const Period = z
  .strictObject({
    start_date: describedAs(IsoDate, doc('Start date: invoicing period BT-73, line period BT-134. YYYY-MM-DD.', '2026-11-01')).optional(),
    end_date: describedAs(IsoDate, doc('End date: invoicing period BT-74, line period BT-135. YYYY-MM-DD.', '2026-11-30')).optional(),
  })
  .refine((p) => p.start_date !== undefined || p.end_date !== undefined, {
    message: 'a period needs a start_date, an end_date or both',
    params: { code: 'period_empty' },
  })
  .refine((p) => p.start_date === undefined || p.end_date === undefined || p.start_date <= p.end_date, {
    message: 'end_date is before start_date',
    params: { code: 'period_reversed' },
  })
  .openapi('Period', { description: 'A period: invoicing period BG-14 or invoice line period BG-26.' });

/** A free-text line allowance (BG-27) or charge (BG-28) reason and code of the line. */
const lineReasons = {
  allowance_reason: text()
    .optional()
    .openapi(doc('Invoice line allowance reason (BT-139). When neither reason nor code is given, "Discount" is written.', 'Volume discount')),
  allowance_reason_code: text(4)
    .optional()
    .openapi(doc('Invoice line allowance reason code (BT-140), UNTDID 5189, e.g. 95 discount, 100 special agreement.', '95')),
  charge_reason: text()
    .optional()
    .openapi(doc('Invoice line charge reason (BT-144). When neither reason nor code is given, "Charge" is written.', 'Packing')),
  charge_reason_code: text(4)
    .optional()
    .openapi(doc('Invoice line charge reason code (BT-145), UNTDID 7161, e.g. ABL packaging, FC freight.', 'ABL')),
};

/** One line allowance (BG-27) or charge (BG-28) of the list form, which holds any number of them per line. */
export const LineAllowanceCharge = z
  .strictObject({
    is_charge: z.boolean().openapi(doc('true: an invoice line charge (BG-28); false: an invoice line allowance (BG-27).', false)),
    amount: describedAs(
      Decimal,
      doc(
        `Invoice line allowance amount (BT-136) or charge amount (BT-141), without VAT; deducted from or added to net_amount. ${DECIMAL_FORM}`,
        '5.00',
      ),
    ),
    base_amount: describedAs(
      Decimal,
      doc(
        `Invoice line allowance base amount (BT-137) or charge base amount (BT-142): the amount the percentage is applied to. ${DECIMAL_FORM}`,
        '100.00',
      ),
    ).optional(),
    percentage: describedAs(
      Decimal,
      doc(
        `Invoice line allowance percentage (BT-138) or charge percentage (BT-143), with base_amount: amount = base_amount × percentage / 100. ${DECIMAL_FORM}`,
        '5',
      ),
    ).optional(),
    reason: text()
      .optional()
      .openapi(
        doc(
          'Invoice line allowance reason (BT-139) or charge reason (BT-144). When neither reason nor code is given, "Discount" or "Charge" is written.',
          'Volume discount',
        ),
      ),
    reason_code: text(4)
      .optional()
      .openapi(
        doc(
          'Invoice line allowance reason code (BT-140, UNTDID 5189, e.g. 95 discount) or charge reason code (BT-145, UNTDID 7161, e.g. ABL packaging).',
          '95',
        ),
      ),
  })
  .openapi('LineAllowanceCharge', { description: 'An invoice line allowance (BG-27) or charge (BG-28).' });

/** An item classification (BT-158) with its scheme and version. */
export const ItemClassification = z
  .strictObject({
    code: text(32).openapi(doc('Item classification identifier (BT-158).', '72224000')),
    scheme: text(8).openapi(doc('Its scheme (BT-158-1), UNTDID 7143: STI (CPV), HS, TSP, …', 'STI')),
    version: text().optional().openapi(doc('Scheme version (BT-158-2).', '2008')),
  })
  .openapi('ItemClassification', { description: 'Item classification (BT-158), e.g. a CPV or HS code.' });

/** A preceding invoice reference (BG-3). */
export const PrecedingInvoice = z
  .strictObject({
    reference: text().openapi(doc('Preceding invoice reference (BT-25).', 'RE-2026-1050')),
    date: describedAs(IsoDate, doc('Preceding invoice issue date (BT-26), YYYY-MM-DD.', '2026-09-30')).optional(),
  })
  .openapi('PrecedingInvoice', { description: 'A preceding invoice reference (BG-3): the invoice this one corrects or follows.' });

export const InvoiceLine = z
  .strictObject({
    id: text(32).openapi(doc('Invoice line identifier (BT-126), unique within the invoice.', '1')),
    description: text(512).openapi(doc('Item name (BT-153).', 'Consulting, November')),
    quantity: describedAs(Decimal, doc(`Invoiced quantity (BT-129). ${DECIMAL_FORM}`, '10')),
    unit: text(8).openapi(
      doc(
        'Unit of measure of the quantity (BT-130), UN/ECE Recommendation 20 (with Rec 21): C62 one (piece), HUR hour, DAY day, KGM kilogram, MTR metre, LTR litre.',
        'C62',
      ),
    ),
    unit_price: describedAs(Decimal, doc(`Item net price (BT-146), per one unit, after price discounts. ${DECIMAL_FORM}`, '95.00')),
    net_amount: describedAs(
      Decimal,
      doc(`Invoice line net amount (BT-131): quantity × unit price − line allowances + line charges. ${DECIMAL_FORM}`, '950.00'),
    ),
    vat_category: text(4).openapi(
      doc(
        'Invoiced item VAT category code (BT-151), UNTDID 5305 subset: S standard, Z zero, E exempt, AE reverse charge, K intra-community, G export, O outside scope, L Canary Islands IGIC, M Ceuta and Melilla IPSI.',
        'S',
      ),
    ),
    vat_rate: describedAs(
      Decimal,
      doc(`Invoiced item VAT rate in percent (BT-152); 0 for Z, E, AE, K, G; absent for O. ${DECIMAL_FORM}`, '19'),
    ).optional(),
    item_classification: z
      .strictObject({
        code: text(32).openapi(doc('Item classification identifier (BT-158).', '72224000')),
        scheme: text(8).openapi(doc('Its scheme (BT-158-1), UNTDID 7143: STI (CPV), HS, TSP, …', 'STI')),
        version: text().optional().openapi(doc('Scheme version (BT-158-2).', '2008')),
      })
      .nullable()
      .optional()
      .openapi(doc('Item classification (BT-158), e.g. a CPV or HS code.')),
    item_classifications: z
      .array(ItemClassification)
      .optional()
      .openapi(
        doc('Further item classifications (BT-158, 0..n), written after item_classification; a reader puts the first in item_classification.'),
      ),
    item_description: text().optional().openapi(doc('Item description (BT-154), beside the item name.', 'Senior consultant, on site, 10 days')),
    sellers_item_id: text().optional().openapi(doc("Item Seller's identifier (BT-155), the seller's article number.", 'ART-100-27')),
    buyers_item_id: text().optional().openapi(doc("Item Buyer's identifier (BT-156), the buyer's article number.", 'B-4711')),
    standard_item_id: SchemedId('Item standard identifier', 'BT-157', 'ISO 6523 ICD code list, e.g. 0160 GTIN', ['4012345678901', '0160'])
      .optional()
      .openapi(doc('Item standard identifier (BT-157) with its scheme (BT-157-1), e.g. a GTIN.')),
    origin_country: describedAs(CountryCode, doc('Item country of origin (BT-159), ISO 3166-1 alpha-2.', 'DE')).optional(),
    item_attributes: z
      .array(
        z
          .strictObject({
            name: text().openapi(doc('Item attribute name (BT-160).', 'Colour')),
            value: text().openapi(doc('Item attribute value (BT-161).', 'Blue')),
          })
          .openapi(doc('An item attribute (BG-32): its name (BT-160) and value (BT-161).')),
      )
      .optional()
      .openapi(doc('Item attributes (BG-32): name and value pairs.')),
    gross_price: describedAs(
      Decimal,
      doc(`Item gross price (BT-148), before the price discount; unit_price must equal gross_price − price_discount. ${DECIMAL_FORM}`, '100.00'),
    ).optional(),
    price_discount: describedAs(
      Decimal,
      doc(`Item price discount (BT-147), per base quantity, already deducted in unit_price; needs gross_price. ${DECIMAL_FORM}`, '5.00'),
    ).optional(),
    base_quantity: describedAs(
      Decimal,
      doc(
        `Item price base quantity (BT-149): the number of units unit_price and gross_price are for (net = quantity × unit_price ÷ base_quantity); 1 when absent. ${DECIMAL_FORM}`,
        '1',
      ),
    ).optional(),
    base_quantity_unit: text(8)
      .optional()
      .openapi(doc('Item price base quantity unit of measure (BT-150), UN/ECE Recommendation 20 with 21; the line unit when absent.', 'C62')),
    period: describedRef(Period, 'Invoice line period (BG-26): start (BT-134) and end (BT-135).').optional(),
    object_identifier: SchemedId('Invoice line object identifier', 'BT-128', 'UNTDID 1153 code list, e.g. AAA order number', ['AB-12345', 'ABZ'])
      .optional()
      .openapi(doc('Invoice line object identifier (BT-128) with its scheme (BT-128-1), e.g. a subscription or meter number.')),
    buyer_accounting_reference: text()
      .optional()
      .openapi(doc("Invoice line Buyer accounting reference (BT-133), the buyer's cost centre or account.", '4711-300')),
    note: text().optional().openapi(doc('Invoice line note (BT-127).', 'Delivered in two parts')),
    order_line_reference: text().optional().openapi(doc('Referenced purchase order line (BT-132).', '10')),
    allowance_amount: describedAs(
      Decimal,
      doc(`Invoice line allowance amount (BT-136), already deducted in net_amount. ${DECIMAL_FORM}`, '5.00'),
    ).optional(),
    charge_amount: describedAs(Decimal, doc(`Invoice line charge amount (BT-141), already added in net_amount. ${DECIMAL_FORM}`, '2.50')).optional(),
    ...lineReasons,
    allowances: z
      .array(LineAllowanceCharge)
      .optional()
      .openapi(
        doc(
          'Invoice line allowances (BG-27) and charges (BG-28), any number, each with its base amount, percentage, reason and code; written after allowance_amount and charge_amount, which stay as the short form of one of each.',
        ),
      ),
    ...exemption,
  })
  .openapi('InvoiceLine', {
    description:
      'An invoice line (BG-25). Its price details (BG-29), line VAT information (BG-30) and item information (BG-31) are fields of the line itself.',
  });

export const Payee = z
  .strictObject({
    name: text().openapi(doc('Payee name (BT-59).', 'Factoring AG')),
    identifier: text().optional().openapi(doc('Payee identifier (BT-60), e.g. a GLN or a SEPA creditor id.', '4000001000005')),
    identifier_scheme: text(8).optional().openapi(doc('Scheme of the payee identifier (BT-60-1), ISO 6523 ICD code list, or SEPA.', '0088')),
    legal_registration_id: text().optional().openapi(doc('Payee legal registration identifier (BT-61).', 'HRB 98765')),
    legal_registration_id_scheme: text(8).optional().openapi(doc('Its scheme (BT-61-1), ISO 6523 ICD code list.', '0002')),
  })
  .openapi('Payee', { description: 'The payee (BG-10), when someone other than the seller receives the payment.' });

export const TaxRepresentative = z
  .strictObject({
    name: text().openapi(doc('Seller tax representative name (BT-62).', 'Steuervertretung GmbH')),
    vat_id: text().openapi(doc('Seller tax representative VAT identifier (BT-63), with its country prefix.', 'DE987654321')),
    address: Address,
  })
  .openapi('TaxRepresentative', { description: "The seller's tax representative party (BG-11)." });

export const Note = z
  .strictObject({
    content: text().openapi(doc('Invoice note (BT-22).', 'Delivery as agreed on 2026-11-02.')),
    subject_code: text(3)
      .optional()
      .openapi(doc('Invoice note subject code (BT-21), UNTDID 4451, e.g. AAI general information, REG regulatory, ABL legal.', 'AAI')),
  })
  .openapi('Note', { description: 'An invoice note (BG-1) with an optional subject code.' });

export const DocumentAllowanceCharge = z
  .strictObject({
    is_charge: z.boolean().openapi(doc('true: a document level charge (BG-21); false: an allowance (BG-20).', false)),
    amount: describedAs(Decimal, doc(`Allowance amount (BT-92) or charge amount (BT-99), without VAT. ${DECIMAL_FORM}`, '10.00')),
    vat_category: text(4).openapi(doc('VAT category code of the allowance (BT-95) or charge (BT-102), UNTDID 5305 subset as on lines.', 'S')),
    vat_rate: describedAs(Decimal, doc(`VAT rate of the allowance (BT-96) or charge (BT-103) in percent. ${DECIMAL_FORM}`, '19')).optional(),
    base_amount: describedAs(
      Decimal,
      doc(`Allowance base amount (BT-93) or charge base amount (BT-100): the amount a percentage is applied to. ${DECIMAL_FORM}`, '200.00'),
    ).optional(),
    percentage: describedAs(
      Decimal,
      doc(
        `Allowance percentage (BT-94) or charge percentage (BT-101), with base_amount: amount = base_amount × percentage / 100. ${DECIMAL_FORM}`,
        '5',
      ),
    ).optional(),
    reason: text().optional().openapi(doc('Allowance reason (BT-97) or charge reason (BT-104).', 'Loyalty discount')),
    reason_code: text()
      .optional()
      .openapi(
        doc('Allowance reason code (BT-98, UNTDID 5189, e.g. 95 discount) or charge reason code (BT-105, UNTDID 7161, e.g. FC freight).', '95'),
      ),
    ...exemption,
  })
  .openapi('DocumentAllowanceCharge', { description: 'A document level allowance (BG-20) or charge (BG-21).' });

/**
 * invoice.country_extensions as the core sees it: one member per country, each a set of fields the country's
 * plugin owns. The kernel checks each member with its plugin's schema (invoiceSchemaWith); here any member
 * passes through unchanged, so the model and the writers carry what the kernel accepted.
 */
export const AnyCountryExtensions = z
  .record(z.string(), z.record(z.string(), z.unknown()).nullable().optional())
  .openapi({ description: 'Country-specific fields, one member per country plugin (not EN 16931 terms; a plugin may carry a value into one).' });

/** The canonical invoice with the given schema for country_extensions (the kernel passes its plugins' members). */
export function invoiceSchemaWith<Extensions extends z.ZodType>(countryExtensions: Extensions) {
  return z
    .strictObject({
      invoice_number: text(64).openapi(doc('Invoice number (BT-1), unique for the seller.', 'RE-2026-1187')),
      issue_date: describedAs(IsoDate, doc('Invoice issue date (BT-2), YYYY-MM-DD.', '2026-11-21')),
      type_code: text(4)
        .default('380')
        .openapi(
          doc(
            'Invoice type code (BT-3), UNTDID 1001: 380 commercial invoice, 381 credit note, 384 corrected invoice, 389 self-billed invoice, 326 partial invoice.',
            '380',
          ),
        ),
      currency_code: describedAs(CurrencyCode, doc('Invoice currency code (BT-5), ISO 4217.', 'EUR')),
      due_date: describedAs(IsoDate, doc('Payment due date (BT-9), YYYY-MM-DD.', '2026-12-21')).optional(),
      buyer_reference: text().optional().openapi(doc('Buyer reference (BT-10); for XRechnung the Leitweg-ID.', '04011000-12345-34')),
      purchase_order_reference: text().optional().openapi(doc('Purchase order reference (BT-13).', 'PO-4711')),
      project_reference: text().optional().openapi(doc('Project reference (BT-11).', 'PRJ-2026-07')),
      contract_reference: text().optional().openapi(doc('Contract reference (BT-12).', 'CT-2025-001')),
      vat_accounting_currency: describedAs(
        CurrencyCode,
        doc('VAT accounting currency code (BT-6), ISO 4217, when VAT is accounted in another currency.', 'DKK'),
      ).optional(),
      vat_total_in_accounting_currency: describedAs(
        Decimal,
        doc(
          `Invoice total VAT amount in accounting currency (BT-111); required when vat_accounting_currency differs from currency_code (BR-53). ${DECIMAL_FORM}`,
          '1412.00',
        ),
      ).optional(),
      tax_point_date: describedAs(IsoDate, doc('Value added tax point date (BT-7), YYYY-MM-DD.', '2026-11-20')).optional(),
      tax_point_date_code: text(3)
        .optional()
        .openapi(
          doc(
            'Value added tax point date code (BT-8), UNTDID 2005 subset: 3 invoice document issue date, 35 actual delivery date, 432 paid to date. Not together with tax_point_date (BR-CO-3).',
            '35',
          ),
        ),
      invoicing_period: describedRef(Period, 'Invoicing period (BG-14): start (BT-73) and end (BT-74).').optional(),
      note: text().optional().openapi(doc('Invoice note (BT-22), without a subject code; further notes go in notes.', 'Thank you for your order.')),
      notes: z.array(Note).optional().openapi(doc('Invoice notes (BG-1), each with an optional subject code (BT-21); written after note.')),
      sales_order_reference: text().optional().openapi(doc('Sales order reference (BT-14), the seller’s order number.', 'SO-2026-118')),
      receiving_advice_reference: text().optional().openapi(doc('Receiving advice reference (BT-15).', 'RA-0815')),
      despatch_advice_reference: text().optional().openapi(doc('Despatch advice reference (BT-16), the delivery note number.', 'DN-2026-3311')),
      tender_or_lot_reference: text().optional().openapi(doc('Tender or lot reference (BT-17).', 'LOT-3')),
      invoiced_object_identifier: z
        .strictObject({
          id: text().openapi(doc('Invoiced object identifier (BT-18), e.g. a subscription, meter or vehicle number.', 'METER-99871')),
          scheme: text(3).optional().openapi(doc('Its scheme identifier (BT-18-1), UNTDID 1153, e.g. AAA, ABZ.', 'ABZ')),
        })
        .optional()
        .openapi(doc('Invoiced object identifier (BT-18) with its scheme (BT-18-1).')),
      buyer_accounting_reference: text()
        .optional()
        .openapi(doc("Buyer accounting reference (BT-19), the buyer's cost centre or account to book the invoice on.", '4711-300')),
      preceding_invoice_reference: text()
        .optional()
        .openapi(doc('Preceding invoice reference (BT-25), e.g. the invoice a credit note corrects.', 'RE-2026-1100')),
      preceding_invoice_date: describedAs(
        IsoDate,
        doc('Preceding invoice issue date (BT-26), YYYY-MM-DD; with preceding_invoice_reference.', '2026-10-21'),
      ).optional(),
      preceding_invoices: z
        .array(PrecedingInvoice)
        .optional()
        .openapi(
          doc(
            'Further preceding invoice references (BG-3, 0..n), written after preceding_invoice_reference; a reader puts the first in preceding_invoice_reference and preceding_invoice_date.',
          ),
        ),
      attachments: Attachments.optional(),
      seller: Party,
      buyer: Party,
      payee: Payee.optional(),
      tax_representative: TaxRepresentative.optional(),
      delivery: Delivery.optional(),
      payment: Payment.optional(),
      prepaid_amount: describedAs(
        Decimal,
        doc(
          `Paid amount (BT-113): the sum already paid, deducted from the amount due (BT-115 = BT-112 − BT-113 + BT-114). ${DECIMAL_FORM}`,
          '100.00',
        ),
      ).optional(),
      rounding_amount: describedAs(
        Decimal,
        doc(`Rounding amount (BT-114): added to the amount due to round it, e.g. to 0.05 for cash payment in CHF. ${DECIMAL_FORM}`, '0.02'),
      ).optional(),
      lines: z.array(InvoiceLine).min(1).max(10_000).openapi(doc('Invoice lines (BG-25): at least one, at most 10 000.')),
      allowances: z.array(DocumentAllowanceCharge).optional().openapi(doc('Document level allowances (BG-20) and charges (BG-21).')),
      country_extensions: countryExtensions.optional(),
    })
    .openapi('Invoice', {
      description:
        'An EN 16931 invoice or credit note in the canonical form: the input of convert and the invoice of parse. Totals (BT-106…BT-115) and the VAT breakdown (BG-23) are computed, never sent.',
    });
}

/** The canonical invoice (the input of convert, the shape of parse output) with any country extension member. */
export const Invoice = invoiceSchemaWith(AnyCountryExtensions);

/** The invoice after parsing: decimals are strings, defaults applied. */
export type Invoice = z.output<typeof Invoice>;
/** The invoice as a client may send it (numbers allowed for decimals, defaults optional). */
export type InvoiceInput = z.input<typeof Invoice>;
export type Party = z.output<typeof Party>;
export type Address = z.output<typeof Address>;
export type InvoiceLine = z.output<typeof InvoiceLine>;
export type DocumentAllowanceCharge = z.output<typeof DocumentAllowanceCharge>;
export type LineAllowanceChargeInput = z.output<typeof LineAllowanceCharge>;
export type Period = z.output<typeof Period>;
export type Payee = z.output<typeof Payee>;
export type TaxRepresentative = z.output<typeof TaxRepresentative>;
