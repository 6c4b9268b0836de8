// Generated documents for the validation benchmark (no side effects, importable from scripts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Big from 'big.js';
import { sharedPath } from '../src/shared-dir.js';

const CORPUS = sharedPath('corpus');
const read = (...parts: string[]) => readFileSync(join(CORPUS, ...parts), 'utf8');

/** A valid Peppol BIS 3 invoice with `lines` identical lines and matching totals. */
export function generatePeppolInvoice(lines: number): string {
  const base = read('examples/peppol/examples/base-example.xml');
  const line = (id: number) =>
    `<cac:InvoiceLine><cbc:ID>${id}</cbc:ID><cbc:InvoicedQuantity unitCode="C62">1</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="EUR">10.00</cbc:LineExtensionAmount>` +
    `<cac:Item><cbc:Name>Item ${id}</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>25.0</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>` +
    `<cac:Price><cbc:PriceAmount currencyID="EUR">10.00</cbc:PriceAmount></cac:Price></cac:InvoiceLine>\n`;
  const lineTotal = new Big(10).times(lines);
  const taxable = lineTotal.plus(25);
  const tax = taxable.times('0.25').round(2);
  const inclusive = taxable.plus(tax);
  const amount = (name: string, value: Big) => (xml: string) =>
    xml.replace(new RegExp(`(<cbc:${name} currencyID="EUR">)[^<]*`, 'g'), `$1${value.toFixed(2)}`);
  let xml = base.replace(/<cac:InvoiceLine>[\s\S]*<\/cac:InvoiceLine>\s*/, Array.from({ length: lines }, (_, i) => line(i + 1)).join(''));
  for (const edit of [
    amount('TaxAmount', tax),
    amount('TaxableAmount', taxable),
    amount('LineExtensionAmount', lineTotal),
    amount('TaxExclusiveAmount', taxable),
    amount('TaxInclusiveAmount', inclusive),
    amount('PayableAmount', inclusive),
  ]) {
    const head = xml.slice(0, xml.indexOf('<cac:InvoiceLine>'));
    xml = edit(head) + xml.slice(head.length);
  }
  return xml;
}
