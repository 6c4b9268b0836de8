// The format pre-checks: each requirement becomes a field issue naming the input field and the rule.
import { describe, expect, it } from 'vitest';
import peppol from '../../formats/peppol-bis-3/index.js';
import xrechnung from '../../formats/xrechnung/index.js';
import ubl21 from '../../formats/ubl-2-1/index.js';
import { Invoice, type InvoiceInput } from '../../src/schemas/invoice.js';
import { loadFixtures } from './helpers/fixtures.js';
import { line } from '../fixtures/invoices/generate.js';
import { builtinContext } from '../helpers/country-values.js';

const fixtures = new Map(loadFixtures().map((f) => [f.name, f.invoice]));

function rulesOf(plugin: typeof peppol, profile: string, input: InvoiceInput): Array<[string, string | undefined]> {
  return plugin.precheck!(Invoice.parse(input), profile, builtinContext).map((i) => [i.field, i.rule]);
}

describe('pre-checks', () => {
  const base = fixtures.get('standard-rate-single-line')!;

  it('pass every fixture for every UBL format', () => {
    for (const [name, invoice] of fixtures) {
      expect(rulesOf(peppol, 'peppol_bis_billing_3', invoice), name).toEqual([]);
      expect(rulesOf(xrechnung, 'xrechnung_ubl', invoice), name).toEqual([]);
      expect(rulesOf(ubl21, 'ubl_en16931', invoice), name).toEqual([]);
    }
  });

  it('refuse an electronic address scheme outside the Peppol EAS list only for Peppol', () => {
    const invoice = { ...base, seller: { ...base.seller, electronic_address: { scheme: 'EM', id: 'a@b.example' } } };
    expect(rulesOf(peppol, 'peppol_bis_billing_3', invoice)).toEqual([['seller.electronic_address.scheme', 'PEPPOL-EN16931-CL008']]);
    expect(rulesOf(xrechnung, 'xrechnung_ubl', invoice)).toEqual([]);
  });

  it('allow 326/384 in Peppol only between German parties', () => {
    const corrected = { ...base, type_code: '384', preceding_invoice_reference: 'INV-1' };
    expect(rulesOf(peppol, 'peppol_bis_billing_3', corrected)).toEqual([]);
    const foreign = { ...corrected, buyer: fixtures.get('reverse-charge')!.buyer };
    expect(rulesOf(peppol, 'peppol_bis_billing_3', foreign)).toContainEqual(['type_code', 'PEPPOL-EN16931-P0112']);
  });

  it('apply the German rules in Peppol when both parties are German', () => {
    const invoice = { ...base, seller: { ...base.seller, contact: undefined }, buyer_reference: undefined, purchase_order_reference: 'PO-1' };
    expect(rulesOf(peppol, 'peppol_bis_billing_3', invoice)).toEqual([
      ['buyer_reference', 'DE-R-015'],
      ['seller.contact', 'DE-R-002'],
    ]);
  });

  it('apply the Dutch rules in Peppol for a Dutch supplier', () => {
    const dutch = fixtures.get('dutch-supplier-and-buyer')!;
    const invoice = {
      ...dutch,
      type_code: '381',
      purchase_order_reference: undefined,
      seller: { ...dutch.seller, legal_registration_id: 'KVK-123' },
      payment: { ...dutch.payment!, means_code: '31' },
    };
    expect(rulesOf(peppol, 'peppol_bis_billing_3', invoice)).toEqual([
      ['preceding_invoice_reference', 'NL-R-001'],
      ['seller.legal_registration_id', 'NL-R-003'],
      ['payment.means_code', 'NL-R-008'],
      ['purchase_order_reference', 'NL-R-009'],
    ]);
  });

  it('name the party identifiers VAT categories need', () => {
    const k = fixtures.get('intra-community-supply')!;
    const invoice = { ...k, buyer: { ...k.buyer, vat_id: undefined }, delivery: undefined };
    expect(rulesOf(ubl21, 'ubl_en16931', invoice)).toEqual([
      ['buyer.vat_id', 'BR-IC-02'],
      ['delivery.date', 'BR-IC-11'],
      ['delivery.location.address', 'BR-IC-12'],
    ]);
  });

  it('refuse category O with other categories or VAT ids', () => {
    const invoice = { ...base, lines: [line('1', 'A', '1', '10', 'O'), line('2', 'B', '1', '10', 'S', '19')] };
    expect(rulesOf(ubl21, 'ubl_en16931', invoice)).toEqual([
      ['lines.1.vat_category', 'BR-O-11'],
      ['seller.vat_id', 'BR-O-02'],
      ['buyer.vat_id', 'BR-O-02'],
    ]);
  });

  it('accept a Leitweg-ID as buyer reference and buyer address for XRechnung and Peppol', () => {
    const invoice = fixtures.get('leitweg-id-as-buyer-address')!;
    expect(invoice.buyer.electronic_address).toBeUndefined();
    expect(rulesOf(xrechnung, 'xrechnung_ubl', invoice)).toEqual([]);
    expect(rulesOf(peppol, 'peppol_bis_billing_3', invoice)).toEqual([]);
  });

  it('apply the Swedish standard rates and the Danish CVR rule in Peppol', () => {
    const swedish = { ...base, seller: { ...base.seller, vat_id: 'SE556677889901', address: { ...base.seller.address, country_code: 'SE' } } };
    expect(rulesOf(peppol, 'peppol_bis_billing_3', swedish)).toEqual([['lines.0.vat_rate', 'SE-R-006']]);
    const danish = fixtures.get('danish-supplier-cvr')!;
    expect(rulesOf(peppol, 'peppol_bis_billing_3', { ...danish, seller: { ...danish.seller, legal_registration_id: 'CVR 1234' } })).toEqual([
      ['seller.legal_registration_id', 'DK-R-014'],
    ]);
  });
});
