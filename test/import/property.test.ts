// Property: a random valid canonical invoice (lines with rates, quantities, prices of up to four decimals,
// negative lines, line and document allowances and charges (several per line too), exemption reasons, notes, references, delivery,
// payment, credit notes) converted to each format and imported again gives the same invoice, with an empty
// loss report and totals that agree with the computation.
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCii } from '../../core/syntax/cii/read/reader.js';
import { readUbl } from '../../core/syntax/ubl/read/reader.js';
import { checkInvoice } from '../../src/import/service.js';
import { buildModel } from '../../core/en16931/model.js';
import { loadRegistries } from '../../src/plugins.js';
import { Invoice, type InvoiceInput } from '../../src/schemas/invoice.js';
import { buyerDE, line, sellerDE } from '../fixtures/invoices/generate.js';
import { comparable as normalised } from '../../core/syntax/common/read/comparable.js';

const TARGETS = [
  { format: 'peppol_bis_3', profile: 'peppol_bis_billing_3', read: readUbl },
  { format: 'xrechnung', profile: 'xrechnung_ubl', read: readUbl },
  { format: 'ubl_2_1', profile: 'ubl_en16931', read: readUbl },
  { format: 'xrechnung', profile: 'xrechnung_cii', read: readCii },
  { format: 'facturx', profile: 'facturx_en16931', read: readCii },
  { format: 'facturx', profile: 'facturx_extended', read: readCii },
] as const;

/** A decimal string with up to `scale` decimals in [min, max] (built from integers: no binary floats). */
const decimal = (min: number, max: number, scale: number) =>
  fc.integer({ min: min * 10 ** scale, max: max * 10 ** scale }).map((n) => {
    const sign = n < 0 ? '-' : '';
    const digits = String(Math.abs(n)).padStart(scale + 1, '0');
    return scale === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  });

const category = fc.constantFrom<[string, string]>(['S', '19'], ['S', '7'], ['Z', '0'], ['E', '0']);
const text = fc.constantFrom('Wartung', 'Lieferung & Montage', 'Ersatzteile <Satz 2>', 'Zeile eins\nZeile zwei', 'Prüfung "Q1"');
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const arbLine = fc.record({
  quantity: decimal(-20, 500, 3).filter((q) => !new Big(q).eq(0)),
  price: decimal(0, 2000, 4),
  vat: category,
  allowance: optional(decimal(1, 20, 2)),
  charge: optional(decimal(1, 20, 2)),
  note: optional(text),
  orderLine: optional(fc.constantFrom('10', '20', 'A-7')),
  classification: optional(fc.constantFrom({ code: '65434568', scheme: 'STI' }, { code: '12345678', scheme: 'TST' })),
  base: optional(fc.constantFrom('10', '100', '0.5')),
  discount: optional(decimal(0, 5, 2).filter((d) => !new Big(d).eq(0))),
  period: optional(fc.constantFrom({ start_date: '2026-10-01', end_date: '2026-10-15' }, { end_date: '2026-10-31' })),
  sellersId: optional(fc.constantFrom('ART-1', 'W 100/7')),
  allowanceCode: optional(fc.constantFrom('95', '100')),
  // Several allowances and charges in the list form; the first with base amount and percentage, so a reader
  // cannot take them for the short form.
  listed: optional(
    fc.array(
      fc.record({
        is_charge: fc.boolean(),
        amount: decimal(1, 20, 2),
        base_amount: optional(decimal(20, 400, 2)),
        percentage: optional(fc.constantFrom('2', '5', '12.5')),
        reason: optional(fc.constantFrom('Mengenrabatt', 'Fracht')),
        reason_code: optional(fc.constantFrom('95', 'FC')),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  ),
  moreClassifications: optional(fc.constantFrom([{ code: '8471', scheme: 'HS' }], [{ code: '99', scheme: 'TST', version: '2' }])),
  attributes: optional(
    fc.constantFrom(
      [{ name: 'Farbe', value: 'Blau' }],
      [
        { name: 'Größe', value: 'XL' },
        { name: 'Material', value: 'Holz' },
      ],
    ),
  ),
});
const arbAllowance = fc.record({
  is_charge: fc.boolean(),
  amount: decimal(1, 50, 2),
  vat: category,
  reason: fc.constantFrom('Rabatt', 'Fracht', 'Verpackung'),
});

const arbInvoice = fc
  .record({
    lines: fc.array(arbLine, { minLength: 1, maxLength: 12 }),
    allowances: fc.array(arbAllowance, { maxLength: 3 }),
    credit: fc.boolean(),
    note: optional(text),
    references: fc.record({
      order: optional(fc.constantFrom('PO-4711')),
      contract: optional(fc.constantFrom('K-2026-1')),
      project: optional(fc.constantFrom('PRJ-9')),
      preceding: optional(fc.constantFrom('RE-2026-0001')),
    }),
    delivery: optional(fc.record({ date: fc.constantFrom('2026-10-30', '2026-11-01'), name: optional(fc.constantFrom('Lager Nord')) })),
    taxPoint: optional(fc.constantFrom('2026-10-31')),
    prepaid: optional(decimal(0, 100, 2)),
    rounding: optional(fc.constantFrom('0.01', '-0.02')),
    period: fc.boolean(),
    secondNote: optional(fc.record({ content: text, subject_code: fc.constantFrom('AAI', 'REG') })),
    salesOrder: optional(fc.constantFrom('AB-118')),
    accounting: optional(fc.constantFrom('4711-300')),
  })
  .map((g): InvoiceInput => {
    const lines = g.lines.map((l, i) => {
      // With the list form the short form is left out: a reader puts them all in the list.
      const listed = l.listed?.map((ac, n) => (n === 0 ? { ...ac, base_amount: ac.base_amount ?? '100.00', percentage: ac.percentage ?? '5' } : ac));
      const generated = line(String(i + 1), `Artikel ${i + 1}`, l.quantity, l.price, l.vat[0], l.vat[1], {
        allowance_amount: listed ? undefined : l.allowance,
        allowance_reason_code: listed || l.allowance === undefined ? undefined : l.allowanceCode,
        charge_amount: listed ? undefined : l.charge,
        allowances: listed,
        item_classifications: l.classification && l.moreClassifications ? [...l.moreClassifications] : undefined,
        note: l.note,
        order_line_reference: l.orderLine,
        item_classification: l.classification,
        period: l.period,
        sellers_item_id: l.sellersId,
        item_attributes: l.attributes ? [...l.attributes] : undefined,
        gross_price: l.discount === undefined ? undefined : new Big(l.price).plus(l.discount).toFixed(),
        price_discount: l.discount,
      });
      if (l.base === undefined) return generated;
      // The price is per base quantity: the net is quantity × price ÷ base, half-up to two decimals.
      const adjustments = listed
        ? listed.reduce((acc, ac) => (ac.is_charge ? acc.plus(ac.amount) : acc.minus(ac.amount)), new Big(0))
        : new Big(l.charge ?? 0).minus(l.allowance ?? 0);
      const net = new Big(l.quantity).times(l.price).div(l.base).round(2, Big.roundHalfUp).plus(adjustments);
      return { ...generated, base_quantity: l.base, net_amount: net.toFixed(2) };
    });
    const allowances = g.allowances.map((a) => ({
      is_charge: a.is_charge,
      amount: a.amount,
      vat_category: a.vat[0],
      vat_rate: a.vat[1],
      reason: a.reason,
    }));
    // The exemption reason of the E group sits on its first line or allowance: where a reader puts it back.
    const firstExempt = [...lines, ...allowances].find((x) => x.vat_category === 'E');
    if (firstExempt)
      Object.assign(firstExempt, { vat_exemption_reason: 'Steuerfreie Umsätze nach § 4 UStG', vat_exemption_reason_code: 'VATEX-EU-132' });
    return {
      invoice_number: 'PROP-1',
      issue_date: '2026-11-02',
      type_code: g.credit ? '381' : '380',
      currency_code: 'EUR',
      due_date: '2026-12-02',
      buyer_reference: 'REF-1',
      note: g.note,
      // A note with a subject code after the first: a lone note reads back into `note`.
      notes: g.note !== undefined && g.secondNote ? [g.secondNote] : undefined,
      invoicing_period: g.period ? { start_date: '2026-10-01', end_date: '2026-10-31' } : undefined,
      sales_order_reference: g.salesOrder,
      buyer_accounting_reference: g.accounting,
      prepaid_amount: g.prepaid,
      rounding_amount: g.rounding,
      purchase_order_reference: g.references.order,
      contract_reference: g.references.contract,
      project_reference: g.references.project,
      preceding_invoice_reference: g.references.preceding,
      tax_point_date: g.taxPoint,
      seller: { ...sellerDE, tax_registration_id: '201/113/40209', identifier: '4000001123452', identifier_scheme: '0088' },
      buyer: buyerDE,
      delivery: g.delivery
        ? {
            date: g.delivery.date,
            location: { name: g.delivery.name, address: { street: 'Hafenweg 3', city: 'Hamburg', postal_code: '20457', country_code: 'DE' } },
          }
        : undefined,
      payment: {
        means_code: '58',
        means_text: 'SEPA credit transfer',
        payment_id: 'PROP-1',
        terms: 'Zahlbar innerhalb 30 Tagen',
        bank_account: { iban: 'DE02120300000000202051', bic: 'BYLADEM1001', account_name: 'Muster Maschinenbau GmbH' },
      },
      lines,
      allowances: allowances.length > 0 ? allowances : undefined,
    };
  });

const { formats } = await loadRegistries();

describe('random valid invoices', () => {
  it('convert to each format and import back to the same invoice, with no losses and agreeing totals', () => {
    fc.assert(
      fc.property(arbInvoice, fc.constantFrom(...TARGETS), (input, target) => {
        const invoice = Invoice.parse(input);
        const plugin = formats.get(target.format)!;
        expect(plugin.precheck?.(invoice, target.profile) ?? []).toEqual([]);
        const built = buildModel(invoice);
        if (!built.ok) throw new Error(JSON.stringify(built.issues));
        const { xml } = plugin.serialize!(built.model, target.profile);
        const read = target.read(xml);
        expect(read.losses).toEqual([]);
        const checked = checkInvoice(read);
        expect(checked.issues).toEqual([]);
        expect(checked.differences).toEqual([]);
        expect(normalised(checked.invoice)).toEqual(normalised(invoice));
      }),
      { numRuns: 150 },
    );
  });
});
