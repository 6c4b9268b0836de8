// The loss report: what the canonical invoice cannot hold is listed by XPath and business term, including
// elements the readers know nothing about; a document within the canonical model has none.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCii } from '../../core/syntax/cii/read/reader.js';
import { readUbl } from '../../core/syntax/ubl/read/reader.js';
import peppol from '../../formats/peppol-bis-3/index.js';
import facturx from '../../formats/facturx/index.js';
import { buildModel } from '../../core/en16931/model.js';
import { Invoice } from '../../src/schemas/invoice.js';

const invoice = Invoice.parse(JSON.parse(readFileSync('test/fixtures/invoices/standard-rate-two-rates.json', 'utf8')));
const built = buildModel(invoice);
if (!built.ok) throw new Error('fixture refused');
const ubl = peppol.serialize!(built.model, 'peppol_bis_billing_3').xml;
const cii = facturx.serialize!(built.model, 'facturx_en16931').xml;

describe('loss report', () => {
  it('is empty for documents within the canonical model', () => {
    expect(readUbl(ubl).losses).toEqual([]);
    expect(readCii(cii).losses).toEqual([]);
  });

  it('lists UBL groups and values the model cannot hold, and elements no reader knows', () => {
    const extended = ubl
      .replace(
        '<cac:AccountingSupplierParty>',
        '<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>RE-1</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference>' +
          '<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>RE-2</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference>' +
          '<cac:AccountingSupplierParty>',
      )
      .replace('</cac:PaymentMeans>', '</cac:PaymentMeans><cac:PaymentMeans><cbc:PaymentMeansCode>10</cbc:PaymentMeansCode></cac:PaymentMeans>')
      .replace('</cac:Item>', '<cac:FutureThing><cbc:Code>X</cbc:Code></cac:FutureThing></cac:Item>');
    const read = readUbl(extended);
    expect(read.invoice.preceding_invoice_reference).toBe('RE-1');
    expect(read.invoice.preceding_invoices).toEqual([{ reference: 'RE-2' }]);
    expect(read.losses).toEqual([
      { xpath: '/Invoice/cac:PaymentMeans[2]', business_term: 'BG-16' },
      { xpath: '/Invoice/cac:InvoiceLine[1]/cac:Item/cac:FutureThing', business_term: 'BG-31' },
    ]);
  });

  it('holds a second preceding invoice and lists CII values the model cannot hold: a line note with a subject code', () => {
    const extended = cii
      .replace(
        '</ram:ApplicableHeaderTradeSettlement>',
        '<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>RE-1</ram:IssuerAssignedID></ram:InvoiceReferencedDocument>' +
          '<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>RE-2</ram:IssuerAssignedID></ram:InvoiceReferencedDocument></ram:ApplicableHeaderTradeSettlement>',
      )
      .replace(
        '<ram:LineID>1</ram:LineID>',
        '<ram:LineID>1</ram:LineID><ram:IncludedNote><ram:Content>Teillieferung</ram:Content><ram:SubjectCode>AAI</ram:SubjectCode></ram:IncludedNote>',
      );
    expect(extended).toContain('<ram:SubjectCode>AAI</ram:SubjectCode>');
    const read = readCii(extended);
    expect(read.invoice.preceding_invoice_reference).toBe('RE-1');
    expect(read.invoice.preceding_invoices).toEqual([{ reference: 'RE-2' }]);
    const T = '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction';
    expect(read.losses).toEqual([
      expect.objectContaining({ xpath: `${T}/ram:IncludedSupplyChainTradeLineItem[1]/ram:AssociatedDocumentLineDocument/ram:IncludedNote` }),
    ]);
  });

  it('holds a paid amount (BT-113) and a rounding amount (BT-114), and states them as totals', () => {
    const prepaid = ubl.replace(
      /<cbc:PayableAmount currencyID="EUR">([^<]*)<\/cbc:PayableAmount>/,
      '<cbc:PrepaidAmount currencyID="EUR">10.00</cbc:PrepaidAmount><cbc:PayableRoundingAmount currencyID="EUR">0.02</cbc:PayableRoundingAmount><cbc:PayableAmount currencyID="EUR">$1</cbc:PayableAmount>',
    );
    const read = readUbl(prepaid);
    expect(read.totals).toMatchObject({ prepaid: '10.00', rounding: '0.02' });
    expect(read.invoice).toMatchObject({ prepaid_amount: '10.00', rounding_amount: '0.02' });
    expect(read.losses).toEqual([]);
  });
});
