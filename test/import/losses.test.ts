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
    expect(ubl).not.toMatch(/<cbc:Note>.*<cbc:DocumentCurrencyCode>/);
    const extended = ubl
      .replace('<cbc:DocumentCurrencyCode>', '<cbc:Note>first note</cbc:Note><cbc:Note>second note</cbc:Note><cbc:DocumentCurrencyCode>')
      .replace('<cbc:BuyerReference>', '<cbc:AccountingCost>4711</cbc:AccountingCost><cbc:BuyerReference>')
      .replace(
        '<cac:AccountingSupplierParty>',
        '<cac:InvoicePeriod><cbc:StartDate>2026-10-01</cbc:StartDate><cbc:EndDate>2026-10-31</cbc:EndDate></cac:InvoicePeriod><cac:AccountingSupplierParty>',
      )
      .replace(
        '<cac:PaymentMeans>',
        '<cac:PayeeParty><cac:PartyName><cbc:Name>Factor AG</cbc:Name></cac:PartyName></cac:PayeeParty><cac:PaymentMeans>',
      )
      .replace('<cac:Item><cbc:Name>', '<cac:Item><cbc:Description>long text</cbc:Description><cbc:Name>')
      .replace('</cac:Item>', '<cac:FutureThing><cbc:Code>X</cbc:Code></cac:FutureThing></cac:Item>');
    const losses = readUbl(extended).losses;
    expect(losses).toEqual(
      expect.arrayContaining([
        { xpath: '/Invoice/cbc:Note[2]', business_term: 'BT-22', value: 'second note' },
        { xpath: '/Invoice/cbc:AccountingCost', business_term: 'BT-19', value: '4711' },
        { xpath: '/Invoice/cac:InvoicePeriod', business_term: 'BG-14' },
        { xpath: '/Invoice/cac:PayeeParty', business_term: 'BG-10' },
        { xpath: '/Invoice/cac:InvoiceLine[1]/cac:Item/cbc:Description', business_term: 'BT-154', value: 'long text' },
        { xpath: '/Invoice/cac:InvoiceLine[1]/cac:Item/cac:FutureThing', business_term: 'BG-31' },
      ]),
    );
    expect(losses).toHaveLength(6);
  });

  it('lists CII values the model cannot hold, with the identifier scheme as its own sub-term', () => {
    const extended = cii
      .replace('</ram:SellerTradeParty>', '<ram:Description>Kapital 25 000 EUR</ram:Description></ram:SellerTradeParty>')
      .replace(
        /(<ram:SellerTradeParty>(?:(?!<\/ram:Name>).)*<\/ram:Name>)/s,
        '$1<ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">552100554</ram:ID></ram:SpecifiedLegalOrganization>',
      );
    const losses = readCii(extended).losses;
    expect(losses).toContainEqual({
      xpath: '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement/ram:SellerTradeParty/ram:Description',
      business_term: 'BT-33',
      value: 'Kapital 25 000 EUR',
    });
    expect(extended).toContain('<ram:ID schemeID="0002">');
    expect(losses).toContainEqual(expect.objectContaining({ business_term: 'BT-30-1', value: '0002' }));
    expect(readCii(extended).invoice.seller.legal_registration_id).toBe('552100554');
  });

  it('reports a prepaid amount (BT-113) as lost and as a stated total', () => {
    const prepaid = ubl.replace(
      /<cbc:PayableAmount currencyID="EUR">([^<]*)<\/cbc:PayableAmount>/,
      '<cbc:PrepaidAmount currencyID="EUR">10.00</cbc:PrepaidAmount><cbc:PayableAmount currencyID="EUR">$1</cbc:PayableAmount>',
    );
    const read = readUbl(prepaid);
    expect(read.totals.prepaid).toBe('10.00');
    expect(read.losses).toEqual([{ xpath: '/Invoice/cac:LegalMonetaryTotal/cbc:PrepaidAmount', business_term: 'BT-113', value: '10.00' }]);
  });
});
