// Every fixture converted to every UBL-family format: the document passes the format's official rule set
// (XSD + Schematron, through the validation engine), its totals and VAT breakdown equal an independent
// computation, and every input field is found where the BT → XPath table says (or is reported in
// dropped_fields).
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { BT_PLACEMENTS, valuesAt, xpathFor } from '../../core/syntax/ubl/index.js';
import { withCarriedValues } from '../../core/en16931/carried.js';
import { builtinCountryValues } from '../helpers/country-values.js';
import { Invoice, type InvoiceInput } from '../../src/schemas/invoice.js';
import { convertFor, UBL_TARGETS, type Converted } from './helpers/convert.js';
import { expectedTotals } from './helpers/expected-totals.js';
import { loadFixtures, manyLineInvoice } from './helpers/fixtures.js';
import { parseUbl, ublSchemaErrors } from './helpers/xml.js';
import { ruleErrors } from './helpers/engine.js';

const fixtures = loadFixtures();

function assertTotals(input: InvoiceInput, converted: Converted) {
  const expected = expectedTotals(input);
  const doc = parseUbl(converted.xml);
  try {
    const total = (name: string) => doc.value(`/*/cac:LegalMonetaryTotal/cbc:${name}`);
    expect(total('LineExtensionAmount')).toBe(expected.lineNetTotal);
    expect(total('TaxExclusiveAmount')).toBe(expected.taxExclusive);
    expect(total('TaxInclusiveAmount')).toBe(expected.taxInclusive);
    expect(total('PayableAmount')).toBe(expected.payable);
    expect(total('AllowanceTotalAmount') ?? '0.00').toBe(expected.allowanceTotal);
    expect(total('ChargeTotalAmount') ?? '0.00').toBe(expected.chargeTotal);
    expect(doc.value('/*/cac:TaxTotal[cac:TaxSubtotal]/cbc:TaxAmount')).toBe(expected.vatTotal);
    const lineElement = converted.model.kind === 'credit_note' ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
    expect(doc.values(`/*/${lineElement}/cbc:LineExtensionAmount`)).toEqual(expected.lineNets);
    const subtotals = doc.count('/*/cac:TaxTotal/cac:TaxSubtotal');
    expect(subtotals).toBe(expected.breakdown.size);
    for (let i = 1; i <= subtotals; i++) {
      const base = `/*/cac:TaxTotal/cac:TaxSubtotal[${i}]`;
      const category = doc.value(`${base}/cac:TaxCategory/cbc:ID`)!;
      const rate = category === 'O' ? '' : new Big(doc.value(`${base}/cac:TaxCategory/cbc:Percent`)!).toString();
      const want = expected.breakdown.get(`${category}|${rate}`);
      expect(want, `breakdown ${category} ${rate}`).toBeDefined();
      expect(doc.value(`${base}/cbc:TaxableAmount`)).toBe(want!.taxable);
      expect(doc.value(`${base}/cbc:TaxAmount`)).toBe(want!.tax);
    }
  } finally {
    doc.dispose();
  }
}

/** Values the writer leaves out by design (documented in bt-paths notes), so no XPath is expected. */
function notWrittenByDesign(field: string, value: unknown, invoice: Invoice, path: string): boolean {
  if ((field.endsWith('allowance_amount') || field.endsWith('charge_amount')) && new Big(String(value)).eq(0)) return true;
  if (field === 'vat_accounting_currency' || field === 'vat_total_in_accounting_currency')
    return invoice.vat_accounting_currency === invoice.currency_code;
  if (field.endsWith('.vat_rate')) {
    const owner = valuesAt(invoice, path.split('.').slice(0, 2).join('.'))[0]?.value as { vat_category?: string } | undefined;
    return owner?.vat_category === 'O';
  }
  return false;
}

function assertRoundTrip(input: InvoiceInput, converted: Converted) {
  const invoice = Invoice.parse(input);
  const doc = parseUbl(converted.xml);
  try {
    for (const placement of BT_PLACEMENTS) {
      const xpath = xpathFor(placement, converted.model.kind);
      for (const { path, position, value } of valuesAt(invoice, placement.field)) {
        if (xpath === null || converted.dropped.includes(path)) {
          expect(converted.dropped, `${path} has no place in UBL, so it must be reported as dropped`).toContain(path);
          continue;
        }
        if (notWrittenByDesign(placement.field, value, invoice, path)) continue;
        const found = doc.values(xpath.replaceAll('{i}', String(position ?? 1)));
        const label = `${path} (${placement.bt}) at ${xpath}`;
        if (placement.compare === 'decimal') {
          expect(found.length, label).toBeGreaterThan(0);
          expect(
            found.some((f) => new Big(f).eq(String(value))),
            `${label}: ${found.join(', ')} ≠ ${String(value)}`,
          ).toBe(true);
        } else if (placement.compare === 'boolean') {
          expect(found, label).toEqual([String(value)]);
        } else if (placement.compare === 'suffix-text') {
          expect(
            found.some((f) => f.endsWith(String(value))),
            `${label}: ${found.join(', ')}`,
          ).toBe(true);
        } else if (placement.field === 'attachments[].content_base64') {
          expect(found, label).toContain(String(value).replace(/\s+/g, ''));
        } else if (placement.field === 'notes[].subject_code') {
          expect(
            found.some((f) => f.startsWith(`#${String(value)}#`)),
            label,
          ).toBe(true);
        } else {
          expect(found, label).toContain(String(value));
        }
      }
    }
    assertCountryValues(invoice, converted, doc);
  } finally {
    doc.dispose();
  }
}

/**
 * Country extension values: each one a country plugin carries is in the document at the XPath of the term it
 * names (its scheme too); every other extension value (or a member no plugin carries) is reported as dropped.
 */
function assertCountryValues(invoice: Invoice, converted: Converted, doc: ReturnType<typeof parseUbl>) {
  const { carriedFrom, offered } = withCarriedValues(invoice, builtinCountryValues);
  for (const c of offered.filter((o) => carriedFrom.has(o.from))) {
    const target =
      c.invoice_field === 'buyer.electronic_address' || c.invoice_field === 'seller.electronic_address' ? `${c.invoice_field}.id` : c.invoice_field;
    const placement = BT_PLACEMENTS.find((p) => p.field === target)!;
    const xpath = xpathFor(placement, converted.model.kind)!;
    const label = `${c.from} carried as ${c.business_term} at ${xpath}`;
    expect(
      doc.values(xpath).map((v) => v.toUpperCase()),
      label,
    ).toContain(c.value.toUpperCase());
    if (c.scheme) expect(doc.values(`${xpath}/@schemeID`), `${label} (scheme)`).toContain(c.scheme);
  }
  for (const [key, member] of Object.entries(invoice.country_extensions ?? {})) {
    if (member === null || member === undefined) continue;
    const leaves = Object.keys(member).map((k) => `country_extensions.${key}.${k}`);
    const reported =
      leaves.every((leaf) => carriedFrom.has(leaf) || converted.dropped.includes(leaf)) || converted.dropped.includes(`country_extensions.${key}`);
    expect(reported, `country_extensions.${key}: every value carried or reported as dropped`).toBe(true);
  }
}

/** Every leaf of the input is covered by the table (a field or one of its parents). */
function uncoveredFields(input: InvoiceInput): string[] {
  const known = new Set(BT_PLACEMENTS.map((p) => p.field));
  const out: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (node === null || node === undefined) return;
    if (Array.isArray(node)) return node.forEach((item) => walk(item, [...path.slice(0, -1), `${path.at(-1)}[]`]));
    if (typeof node === 'object') return Object.entries(node).forEach(([k, v]) => walk(v, [...path, k]));
    const field = path.join('.');
    // Country extension values are placed by the country plugins (checked in assertCountryValues).
    if (field.startsWith('country_extensions.')) return;
    const covered = path.some((_, i) => known.has(path.slice(0, i + 1).join('.')));
    if (!covered) out.push(field);
  };
  walk(Invoice.parse(input), []);
  return out;
}

describe('UBL-family conversion of the fixture corpus', () => {
  it('has at least 40 fixtures covering every VAT category and credit notes', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(40);
    const categories = new Set(fixtures.flatMap((f) => f.invoice.lines.map((l) => l.vat_category)));
    expect([...categories].sort()).toEqual(['AE', 'E', 'G', 'K', 'L', 'M', 'O', 'S', 'Z']);
    expect(fixtures.some((f) => f.invoice.type_code === '381')).toBe(true);
  });

  for (const { name, invoice } of fixtures) {
    describe(name, () => {
      for (const target of UBL_TARGETS) {
        it(`converts to ${target.profile}: passes ${target.ruleSet}, totals, round trip`, async () => {
          const converted = convertFor(invoice, target);
          expect(await ruleErrors(converted.xml, target.ruleSet)).toEqual([]);
          expect(parseUbl(converted.xml).root).toBe(converted.model.kind === 'credit_note' ? 'CreditNote' : 'Invoice');
          assertTotals(invoice, converted);
          assertRoundTrip(invoice, converted);
        });
      }
      it('has every input field in the BT → XPath table', () => {
        expect(uncoveredFields(invoice)).toEqual([]);
      });
    });
  }

  // A 10 000-line invoice (about 4.5 MB of XML) through every UBL format: the official XSD and rule set, and
  // exact totals. The rule sets take about 20 s each here, so this is the slowest test of the suite.
  it('converts a 10 000-line invoice to every UBL format, passing XSD and rule set with exact totals', async () => {
    const invoice = manyLineInvoice(10_000);
    for (const target of UBL_TARGETS) {
      const converted = convertFor(invoice, target);
      expect(ublSchemaErrors(converted.xml)).toEqual([]);
      expect(await ruleErrors(converted.xml, target.ruleSet)).toEqual([]);
      assertTotals(invoice, converted);
    }
  }, 600_000);
});
