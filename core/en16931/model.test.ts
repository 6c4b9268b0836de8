// The EN 16931 model: line net checks, totals, VAT breakdown grouping, exemption reasons and rate rules.
import { describe, expect, it } from 'vitest';
import { buildModel, type BuildModelResult } from './model.js';
import { Invoice, type InvoiceInput } from '../../src/schemas/invoice.js';
import { buyerDE, line, sellerDE } from '../../test/fixtures/invoices/generate.js';

function invoiceWith(overrides: Partial<InvoiceInput>): InvoiceInput {
  return {
    invoice_number: 'T-1',
    issue_date: '2026-11-02',
    currency_code: 'EUR',
    seller: sellerDE,
    buyer: buyerDE,
    lines: [line('1', 'Item', '1', '100.00', 'S', '19')],
    ...overrides,
  };
}

function build(overrides: Partial<InvoiceInput>): BuildModelResult {
  return buildModel(Invoice.parse(invoiceWith(overrides)));
}

function model(overrides: Partial<InvoiceInput>) {
  const result = build(overrides);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.model;
}

describe('buildModel', () => {
  it('refuses a line net amount that does not match quantity × price and names the expected value', () => {
    const result = build({ lines: [{ ...line('1', 'Item', '3', '1.005', 'S', '19'), net_amount: '3.01' }] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]).toMatchObject({ field: 'lines.0.net_amount', code: 'line_net_mismatch' });
    expect(result.issues[0]!.message).toContain('3.02');
    expect(result.issues[0]!.suggestion).toContain('3.02');
  });

  it('accepts a net amount that matches at two decimals and writes the computed value', () => {
    const m = model({ lines: [{ ...line('1', 'Item', '3', '1.005', 'S', '19'), net_amount: '3.015' }] });
    expect(m.lines[0]!.netAmount).toBe('3.02');
  });

  it('subtracts line allowances and adds line charges', () => {
    const m = model({ lines: [line('1', 'Item', '4', '33.33', 'S', '19', { allowance_amount: '3.32', charge_amount: '1' })] });
    expect(m.lines[0]!.netAmount).toBe('131.00');
    expect(m.lines[0]!.allowanceCharges).toEqual([
      { listIndex: null, isCharge: false, amount: '3.32', baseAmount: null, percentage: null, reason: 'Discount', reasonCode: null },
      { listIndex: null, isCharge: true, amount: '1.00', baseAmount: null, percentage: null, reason: 'Charge', reasonCode: null },
    ]);
  });

  it('takes any number of line allowances and charges from the list, after the short form', () => {
    // 100 × 2.00 = 200.00 − 3.00 (short form) − 20.00 − 5.00 + 4.00 = 176.00
    const m = model({
      lines: [
        {
          ...line('1', 'Item', '100', '2.00', 'S', '19'),
          net_amount: '176.00',
          allowance_amount: '3.00',
          allowances: [
            { is_charge: false, amount: '20.00', base_amount: '200.00', percentage: '10', reason_code: '95' },
            { is_charge: false, amount: '5', reason: 'Loyalty' },
            { is_charge: true, amount: '4.00', base_amount: '200', percentage: '2' },
          ],
        },
      ],
    });
    expect(m.lines[0]!.netAmount).toBe('176.00');
    expect(m.lines[0]!.allowanceCharges.map((a) => [a.listIndex, a.isCharge, a.amount, a.baseAmount, a.percentage, a.reason, a.reasonCode])).toEqual([
      [null, false, '3.00', null, null, 'Discount', null],
      [0, false, '20.00', '200.00', '10', null, '95'],
      [1, false, '5.00', null, null, 'Loyalty', null],
      [2, true, '4.00', '200', '2', 'Charge', null],
    ]);
    expect(m.totals.lineNetTotal).toBe('176.00');
    expect(m.vatBreakdown[0]).toMatchObject({ taxableAmount: '176.00', taxAmount: '33.44' });
  });

  it('refuses a line net amount that leaves out a listed allowance, and amounts in the list with more than two decimals', () => {
    const result = build({
      lines: [
        {
          ...line('1', 'Item', '1', '10.00', 'S', '19'),
          allowances: [
            { is_charge: false, amount: '1.00' },
            { is_charge: true, amount: '0.005', base_amount: '0.105' },
          ],
        },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => `${i.field} ${i.rule}`)).toEqual(
      expect.arrayContaining([
        'lines.0.allowances.1.amount BR-DEC-27',
        'lines.0.allowances.1.base_amount BR-DEC-28',
        'lines.0.net_amount PEPPOL-EN16931-R120',
      ]),
    );
  });

  it('computes BT-106 to BT-115 with document allowances and charges', () => {
    const m = model({
      lines: [line('1', 'A', '5', '20', 'S', '19'), line('2', 'B', '10', '4.50', 'S', '7')],
      allowances: [
        { is_charge: false, amount: '10', vat_category: 'S', vat_rate: '19', reason: 'Rabatt' },
        { is_charge: true, amount: '4.90', vat_category: 'S', vat_rate: '19' },
      ],
    });
    expect(m.totals).toEqual({
      lineNetTotal: '145.00',
      allowanceTotal: '10.00',
      chargeTotal: '4.90',
      taxExclusive: '139.90',
      vatTotal: '21.18', // (100 − 10 + 4.90) × 19 % = 18.031 → 18.03, plus 45 × 7 % = 3.15
      vatTotalInAccountingCurrency: null,
      taxInclusive: '161.08',
      prepaid: '0.00',
      rounding: '0.00',
      payable: '161.08',
    });
    expect(m.vatBreakdown.map((b) => [b.category, b.rate, b.taxableAmount, b.taxAmount])).toEqual([
      ['S', '19', '94.90', '18.03'],
      ['S', '7', '45.00', '3.15'],
    ]);
  });

  it('rounds the VAT of each group half-up to two decimals', () => {
    // 0.05 × 19 % = 0.0095 → 0.01; 0.5 × 7 % = 0.035 → 0.04 (half-up, not banker's rounding)
    const m = model({ lines: [line('1', 'A', '1', '0.05', 'S', '19'), line('2', 'B', '1', '0.50', 'S', '7')] });
    expect(m.vatBreakdown.map((b) => b.taxAmount)).toEqual(['0.01', '0.04']);
  });

  it('groups the breakdown by category and rate, merging equal rates written differently', () => {
    const m = model({ lines: [line('1', 'A', '1', '10', 'S', '19'), line('2', 'B', '1', '10', 'S', '19.00'), line('3', 'C', '1', '10', 'Z', '0')] });
    expect(m.vatBreakdown.map((b) => `${b.category}/${b.rate}/${b.taxableAmount}`)).toEqual(['S/19/20.00', 'Z/0/10.00']);
  });

  it('fills the standard VATEX code and text for AE, K, G, O and a text for E', () => {
    const reasons = (category: string, rate?: string) => {
      const m = model({
        seller: { ...sellerDE, vat_id: category === 'O' ? undefined : sellerDE.vat_id },
        buyer: { ...buyerDE, vat_id: category === 'O' ? undefined : buyerDE.vat_id },
        lines: [line('1', 'A', '1', '10', category, rate)],
      });
      const b = m.vatBreakdown[0]!;
      return [b.exemptionReasonCode, b.exemptionReason];
    };
    expect(reasons('AE', '0')).toEqual(['VATEX-EU-AE', 'Reverse charge']);
    expect(reasons('K', '0')).toEqual(['VATEX-EU-IC', 'Intra-Community supply']);
    expect(reasons('G', '0')).toEqual(['VATEX-EU-G', 'Export outside the EU']);
    expect(reasons('O')).toEqual(['VATEX-EU-O', 'Not subject to VAT']);
    expect(reasons('E', '0')).toEqual([null, 'Exempt from VAT']);
    expect(reasons('S', '19')).toEqual([null, null]);
  });

  it('lets the caller override the exemption reason', () => {
    const m = model({
      lines: [line('1', 'A', '1', '10', 'E', '0', { vat_exemption_reason: 'Steuerfrei nach § 4 UStG', vat_exemption_reason_code: 'VATEX-EU-132' })],
    });
    expect(m.vatBreakdown[0]).toMatchObject({ exemptionReason: 'Steuerfrei nach § 4 UStG', exemptionReasonCode: 'VATEX-EU-132' });
  });

  it('refuses rates the category does not allow, and exemption reasons on taxed categories', () => {
    const result = build({
      lines: [
        line('1', 'A', '1', '10', 'S'),
        line('2', 'B', '1', '10', 'Z', '7'),
        line('3', 'C', '1', '10', 'O', '19'),
        line('4', 'D', '1', '10', 'S', '19', { vat_exemption_reason: 'nope' }),
        line('5', 'E', '1', '10', 'X', '19'),
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => [i.field, i.code, i.rule])).toEqual([
      ['lines.0.vat_rate', 'vat_rate_required', 'BR-S-05'],
      ['lines.1.vat_rate', 'vat_rate_not_allowed', 'BR-Z-05'],
      ['lines.2.vat_rate', 'vat_rate_not_allowed', 'BR-O-05'],
      ['lines.3.vat_exemption_reason', 'exemption_reason_not_allowed', 'BR-S-10'],
      ['lines.4.vat_category', 'unknown_vat_category', 'BR-CL-17'],
    ]);
  });

  it('refuses amounts with more than two decimals where EN 16931 allows two', () => {
    const result = build({ allowances: [{ is_charge: false, amount: '1.005', vat_category: 'S', vat_rate: '19' }] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ field: 'allowances.0.amount', code: 'too_many_decimals', rule: 'BR-DEC-01' });
  });

  it('keeps unit prices with four decimals as given', () => {
    const m = model({ lines: [line('1', 'A', '1000', '0.0125', 'S', '19')] });
    expect(m.lines[0]).toMatchObject({ unitPrice: '0.0125', netAmount: '12.50' });
  });

  it('handles negative lines and totals', () => {
    const m = model({ lines: [line('1', 'A', '-3', '25', 'S', '19')] });
    expect(m.totals).toMatchObject({ lineNetTotal: '-75.00', vatTotal: '-14.25', payable: '-89.25' });
  });

  it('classifies the credit-note type codes of EN 16931 as credit notes', () => {
    for (const code of ['381', '81', '83', '261', '262', '296', '308', '396', '420', '458', '532'])
      expect(model({ type_code: code }).kind).toBe('credit_note');
    for (const code of ['380', '384', '389', '326']) expect(model({ type_code: code }).kind).toBe('invoice');
  });

  it('needs BT-111 when the VAT accounting currency differs, and ignores an equal one', () => {
    const missing = build({ vat_accounting_currency: 'USD' });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.issues[0]).toMatchObject({ field: 'vat_total_in_accounting_currency', rule: 'BR-53' });
    expect(model({ vat_accounting_currency: 'USD', vat_total_in_accounting_currency: '20.5' }).totals.vatTotalInAccountingCurrency).toBe('20.50');
    expect(model({ vat_accounting_currency: 'EUR' }).vatAccountingCurrency).toBeNull();
  });
});
