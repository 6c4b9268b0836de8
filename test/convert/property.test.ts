// Property: any valid invoice (random lines, rates, quantities, prices with up to four decimals, negative
// lines, line and document allowances/charges, credit notes) converts to every UBL-family format, the
// document is XSD-valid, its totals equal the independent computation, and it passes the official rule
// sets (checked on fewer runs: a Schematron run costs far more than a conversion).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InvoiceInput } from '../../src/schemas/invoice.js';
import { buyerDE, line, sellerDE } from '../fixtures/invoices/generate.js';
import { convertFor, UBL_TARGETS } from './helpers/convert.js';
import { expectedTotals } from './helpers/expected-totals.js';
import { parseUbl, ublSchemaErrors } from './helpers/xml.js';
import { ruleErrors } from './helpers/engine.js';

/** A decimal string with up to `scale` decimals in [min, max] (built from integers: no binary floats). */
const decimal = (min: number, max: number, scale: number) =>
  fc.integer({ min: min * 10 ** scale, max: max * 10 ** scale }).map((n) => {
    const sign = n < 0 ? '-' : '';
    const digits = String(Math.abs(n)).padStart(scale + 1, '0');
    return scale === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  });

const category = fc.constantFrom<[string, string]>(['S', '19'], ['S', '7'], ['S', '16'], ['Z', '0'], ['E', '0'], ['AE', '0']);

const arbLine = fc.record({
  quantity: decimal(-20, 500, 3).filter((q) => Number(q) !== 0),
  price: decimal(0, 2000, 4),
  vat: category,
  allowance: fc.option(decimal(0, 20, 2), { nil: undefined }),
  charge: fc.option(decimal(0, 20, 2), { nil: undefined }),
});

const arbAllowance = fc.record({ is_charge: fc.boolean(), amount: decimal(0, 50, 2), vat: category });

const arbInvoice = fc
  .record({ lines: fc.array(arbLine, { minLength: 1, maxLength: 25 }), allowances: fc.array(arbAllowance, { maxLength: 4 }), credit: fc.boolean() })
  .map(
    ({ lines, allowances, credit }): InvoiceInput => ({
      invoice_number: 'PROP-1',
      issue_date: '2026-11-02',
      type_code: credit ? '381' : '380',
      currency_code: 'EUR',
      due_date: '2026-12-02',
      buyer_reference: 'REF-1',
      seller: sellerDE,
      buyer: buyerDE,
      payment: { means_code: '58', terms: 'net 30', bank_account: { iban: 'DE02120300000000202051' } },
      lines: lines.map((l, i) =>
        line(String(i + 1), `Item ${i + 1}`, l.quantity, l.price, l.vat[0], l.vat[1], { allowance_amount: l.allowance, charge_amount: l.charge }),
      ),
      allowances: allowances.map((a) => ({
        is_charge: a.is_charge,
        amount: a.amount,
        vat_category: a.vat[0],
        vat_rate: a.vat[1],
        reason: a.is_charge ? 'Fracht' : 'Rabatt',
      })),
    }),
  );

describe('random valid invoices', () => {
  it('convert to every UBL format, XSD-valid, with independently computed totals', () => {
    fc.assert(
      fc.property(arbInvoice, (invoice) => {
        const expected = expectedTotals(invoice);
        for (const target of UBL_TARGETS) {
          const { xml } = convertFor(invoice, target);
          expect(ublSchemaErrors(xml)).toEqual([]);
          const doc = parseUbl(xml);
          try {
            expect(doc.value('/*/cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount')).toBe(expected.taxExclusive);
            expect(doc.value('/*/cac:TaxTotal/cbc:TaxAmount')).toBe(expected.vatTotal);
            expect(doc.value('/*/cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(expected.payable);
            expect(doc.count('/*/cac:TaxTotal/cac:TaxSubtotal')).toBe(expected.breakdown.size);
          } finally {
            doc.dispose();
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('pass the official rule set of every UBL format', async () => {
    await fc.assert(
      fc.asyncProperty(arbInvoice, async (invoice) => {
        for (const target of UBL_TARGETS) {
          const { xml } = convertFor(invoice, target);
          expect(await ruleErrors(xml, target.ruleSet)).toEqual([]);
        }
      }),
      { numRuns: 8 },
    );
  });
});
