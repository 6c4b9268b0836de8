// Property: random valid invoices (negative lines, four-decimal prices, line and document allowances/charges,
// several VAT categories, credit notes) convert to every CII profile and pass its official rules, with the
// model's totals placed unchanged. Few runs: each Schematron run costs far more than a conversion.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeCii } from '../../formats/facturx/cii.js';
import { hybridProfiles } from '../../formats/facturx/profiles.js';
import { hybridPluginParts } from '../../formats/facturx/hybrid.js';
import type { InvoiceInput } from '../../src/schemas/invoice.js';
import { buyerDE, line, sellerDE } from '../fixtures/invoices/generate.js';
import { ciiEngine } from './fixtures.js';
import { modelOf } from './samples.js';
import { builtinContext, builtinCountryValues } from '../helpers/country-values.js';

const decimal = (min: number, max: number, scale: number) =>
  fc.integer({ min: min * 10 ** scale, max: max * 10 ** scale }).map((n) => {
    const sign = n < 0 ? '-' : '';
    const digits = String(Math.abs(n)).padStart(scale + 1, '0');
    return scale === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  });

const category = fc.constantFrom<[string, string | undefined]>(['S', '19'], ['S', '7'], ['Z', '0'], ['E', '0'], ['AE', '0'], ['O', undefined]);

const arbInvoice = fc
  .record({
    lines: fc.array(
      fc.record({
        quantity: decimal(-20, 300, 3).filter((q) => Number(q) !== 0),
        price: decimal(0, 2000, 4),
        vat: category,
        allowance: fc.option(decimal(0, 20, 2), { nil: undefined }),
        charge: fc.option(decimal(0, 20, 2), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 12 },
    ),
    allowances: fc.array(fc.record({ is_charge: fc.boolean(), amount: decimal(0, 50, 2), vat: category }), { maxLength: 3 }),
    credit: fc.boolean(),
  })
  // EN 16931: an invoice with category O carries no other category (BR-O-11…14).
  .filter(({ lines, allowances }) => {
    const cats = new Set([...lines.map((l) => l.vat[0]), ...allowances.map((a) => a.vat[0])]);
    return !cats.has('O') || cats.size === 1;
  })
  .map(({ lines, allowances, credit }): InvoiceInput => {
    // Outside the scope of VAT (O), neither party states a VAT id (BR-O-02…04).
    const outOfScope = lines.some((l) => l.vat[0] === 'O');
    const seller = outOfScope ? { ...sellerDE, vat_id: undefined } : sellerDE;
    const buyer = outOfScope ? { ...buyerDE, vat_id: undefined } : buyerDE;
    return {
      invoice_number: 'PROP-CII',
      issue_date: '2026-11-02',
      type_code: credit ? '381' : '380',
      currency_code: 'EUR',
      due_date: '2026-12-02',
      buyer_reference: 'REF-1',
      seller,
      buyer,
      payment: { means_code: '58', terms: 'net 30', bank_account: { iban: 'DE02120300000000202051' } },
      lines: lines.map((l, i) =>
        line(String(i + 1), `Item ${i + 1}`, l.quantity, l.price, l.vat[0], l.vat[1], { allowance_amount: l.allowance, charge_amount: l.charge }),
      ),
      allowances: allowances.map((a) => ({
        is_charge: a.is_charge,
        amount: a.amount,
        vat_category: a.vat[0],
        ...(a.vat[1] === undefined ? {} : { vat_rate: a.vat[1] }),
        reason: a.is_charge ? 'Fracht' : 'Rabatt',
      })),
    };
  });

const targets = [
  ...hybridProfiles('facturx', 'Factur-X').map((p) => ({ code: p.code, ruleSet: p.ruleSet })),
  { code: 'xrechnung_cii', ruleSet: 'xrechnung-3-cii' },
];

describe('random valid invoices', () => {
  it('pass the official rules of every CII profile, with the model’s totals', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(arbInvoice, async (input) => {
        const model = modelOf(input);
        for (const { code, ruleSet } of targets) {
          // What convert would refuse with a 422 before writing is not the writer's concern here.
          fc.pre(hybridPluginParts.precheck!(model.invoice, code === 'xrechnung_cii' ? 'facturx_xrechnung' : code, builtinContext).length === 0);
          const { xml } = serializeCii(model, code, builtinCountryValues);
          expect(xml).toContain(`<ram:DuePayableAmount>${model.totals.payable}</ram:DuePayableAmount>`);
          expect(xml).toContain(`<ram:TaxBasisTotalAmount>${model.totals.taxExclusive}</ram:TaxBasisTotalAmount>`);
          const result = await ciiEngine().validate({ xml, ruleSetId: ruleSet });
          const errors = result.rules.filter((r) => r.severity === 'error').map((r) => `${code}: ${r.rule_id} ${r.message.slice(0, 120)}`);
          expect(errors).toEqual([]);
        }
      }),
      { numRuns: Number(process.env.CII_PROPERTY_RUNS ?? 12), seed: Number(process.env.CII_PROPERTY_SEED ?? 20261121) },
    );
  });
});
