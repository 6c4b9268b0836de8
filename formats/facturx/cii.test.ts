// The CII writer on its own: element order and content per profile, dropped-field reports, guideline ids,
// escaping, and that the profile tables still match the XSDs they were generated from.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serializeCii, serializeXrechnungCii, ciiProfileFor, XRECHNUNG_CII_GUIDELINE } from './cii.js';
import { pruneToProfile } from '../../core/syntax/cii/prune.js';
import { el, leaf, renderXml } from '../../core/syntax/cii/xml-tree.js';
import { EN16931 } from './profile-schemas.generated.js';
import { generateProfileSchemas, GENERATED_PATH } from './scripts/generate-profile-schemas.js';
import { loadConfig } from '../../src/config.js';
import { creditNote, linesInvoice, modelOf, richInvoice } from '../../test/cii/samples.js';
import { builtinCountryValues } from '../../test/helpers/country-values.js';

const rich = modelOf(richInvoice);

/** Text of the first element with this local name (the writer uses fixed prefixes). */
function textOf(xml: string, qname: string): string | undefined {
  return new RegExp(`<${qname}(?: [^>]*)?>([^<]*)</${qname}>`).exec(xml)?.[1];
}

describe('profile tables', () => {
  it('match the Factur-X 1.09.2 XSDs in the artefacts directory', () => {
    expect(generateProfileSchemas(loadConfig().artefactsDir)).toBe(readFileSync(GENERATED_PATH, 'utf8'));
  });
});

describe('pruneToProfile', () => {
  it('orders children as the XSD sequence says and drops what the type does not allow, naming the fields', () => {
    const tree = el('rsm:CrossIndustryInvoice', [
      el('rsm:SupplyChainTradeTransaction', []),
      el('rsm:ExchangedDocument', [leaf('ram:TypeCode', '380'), leaf('ram:ID', 'A-1'), leaf('ram:Bogus', 'x', undefined, 'some.field')]),
      el('rsm:ExchangedDocumentContext', [el('ram:GuidelineSpecifiedDocumentContextParameter', [leaf('ram:ID', 'g')])]),
    ]);
    const { root, dropped } = pruneToProfile(tree, EN16931);
    // The empty transaction element had no children to lose, so it stays (in its XSD position).
    expect(root.children!.map((c) => c.name)).toEqual(['rsm:ExchangedDocumentContext', 'rsm:ExchangedDocument', 'rsm:SupplyChainTradeTransaction']);
    expect(root.children![1]!.children!.map((c) => c.name)).toEqual(['ram:ID', 'ram:TypeCode']);
    expect(dropped).toEqual(['some.field']);
  });

  it('drops an element whose children were all dropped, and reports their fields', () => {
    const tree = el('rsm:CrossIndustryInvoice', [
      el('rsm:ExchangedDocument', [leaf('ram:ID', '1'), el('ram:IncludedNote', [leaf('ram:Nope', 'x', undefined, 'note')])]),
    ]);
    const { root, dropped } = pruneToProfile(tree, EN16931);
    expect(root.children![0]!.children!.map((c) => c.name)).toEqual(['ram:ID']);
    expect(dropped).toEqual(['note']);
  });

  it('does not report a field that a kept element still carries', () => {
    const tree = el('rsm:CrossIndustryInvoice', [
      el('rsm:ExchangedDocument', [leaf('ram:ID', 'A-1', undefined, 'invoice_number'), leaf('ram:Nope', 'A-1', undefined, 'invoice_number')]),
    ]);
    expect(pruneToProfile(tree, EN16931).dropped).toEqual([]);
  });
});

describe('serializeCii', () => {
  it('writes the guideline id of each profile (Factur-X 1.09.2 code list 1, XRechnung 3.0)', () => {
    const ids = Object.fromEntries(
      ['minimum', 'basic_wl', 'basic', 'en16931', 'extended', 'xrechnung'].map((p) => [
        p,
        textOf(serializeCii(rich, `facturx_${p}`, builtinCountryValues).xml, 'ram:ID'),
      ]),
    );
    expect(ids).toEqual({
      minimum: 'urn:factur-x.eu:1p0:minimum',
      basic_wl: 'urn:factur-x.eu:1p0:basicwl',
      basic: 'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic',
      en16931: 'urn:cen.eu:en16931:2017',
      extended: 'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended',
      // XRechnung puts BT-23 first, so the first ram:ID is the business process.
      xrechnung: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
    });
    expect(serializeXrechnungCii(rich, builtinCountryValues).xml).toContain(`<ram:ID>${XRECHNUNG_CII_GUIDELINE}</ram:ID>`);
  });

  it('writes the same document for facturx and zugferd profiles', () => {
    for (const p of ['minimum', 'basic_wl', 'basic', 'en16931', 'extended', 'xrechnung']) {
      expect(serializeCii(rich, `zugferd_${p}`, builtinCountryValues)).toEqual(serializeCii(rich, `facturx_${p}`, builtinCountryValues));
    }
  });

  it('carries every CII field of the rich invoice in EN 16931 and reports only what CII has no place for', () => {
    const { xml, dropped_fields } = serializeCii(rich, 'facturx_en16931', builtinCountryValues);
    // The rich sample has no buyer tax number, bank name or foreign extensions, so nothing is dropped.
    expect(dropped_fields).toBeUndefined();
    for (const value of [
      'INV-2026-0042',
      '20261121',
      'PO-REF-7',
      'PO-7781',
      'PRJ-11',
      'CT-2026-3',
      'INV-2026-0001',
      'DE123456789',
      '12/345/67890',
      'HRB 12345',
      '4000001123452',
      'billing@lieferant.example',
      'Erika Muster',
      'Warehouse Nord',
      '20261119',
      'RF18539007547034',
      'DE02120300000000202051',
      'BYLADEM1001',
      'Net 30 days',
      '20261221',
      '20261120',
      '72224000',
      'Senior consultant',
      'Loyalty discount',
    ]) {
      expect(xml, value).toContain(value);
    }
    expect(xml).toContain('<ram:GlobalID schemeID="0088">4000001123452</ram:GlobalID>');
    expect(xml).toContain('<ram:ID schemeID="FC">12/345/67890</ram:ID>');
    expect(xml).toContain('<ram:ClassCode listID="STI">72224000</ram:ClassCode>');
    // Totals are the model's, placed unchanged.
    expect(textOf(xml, 'ram:GrandTotalAmount')).toBe(rich.totals.taxInclusive);
    expect(textOf(xml, 'ram:DuePayableAmount')).toBe(rich.totals.payable);
    expect(textOf(xml, 'ram:TaxBasisTotalAmount')).toBe(rich.totals.taxExclusive);
  });

  it('escapes XML special characters and keeps unicode', () => {
    const { xml } = serializeCii(rich, 'facturx_en16931', builtinCountryValues);
    expect(xml).toContain('Client SARL &lt;Paris&gt;');
    expect(xml).toContain('Quotes: &quot;fast&quot; &amp; &lt;reliable&gt;.');
    expect(xml).toContain('Book “E-Invoicing”');
    expect(xml).toContain('Lieferant &amp; Söhne GmbH');
  });

  it('MINIMUM drops the lines and everything else it cannot carry, and says so', () => {
    const { xml, dropped_fields } = serializeCii(rich, 'facturx_minimum', builtinCountryValues);
    expect(xml).not.toContain('IncludedSupplyChainTradeLineItem');
    expect(dropped_fields).toEqual(
      expect.arrayContaining(['lines', 'allowances', 'note', 'payment.means_code', 'seller.address.city', 'delivery.date']),
    );
    // What MINIMUM keeps is not reported.
    expect(dropped_fields).not.toContain('invoice_number');
    expect(dropped_fields).not.toContain('seller.vat_id');
    expect(dropped_fields).not.toContain('buyer_reference');
    expect(textOf(xml, 'ram:DuePayableAmount')).toBe(rich.totals.payable);
  });

  it('MINIMUM leaves out what its Schematron marks as not used although the XSD allows it (the buyer’s address)', () => {
    const { xml, dropped_fields } = serializeCii(rich, 'facturx_minimum', builtinCountryValues);
    const buyer = /<ram:BuyerTradeParty>[\s\S]*?<\/ram:BuyerTradeParty>/.exec(xml)![0];
    expect(buyer).not.toContain('PostalTradeAddress');
    expect(buyer).not.toContain('SpecifiedTaxRegistration');
    expect(/<ram:SellerTradeParty>[\s\S]*?<\/ram:SellerTradeParty>/.exec(xml)![0]).toContain('<ram:CountryID>DE</ram:CountryID>');
    expect(dropped_fields).toEqual(expect.arrayContaining(['buyer.address.country_code', 'buyer.vat_id']));
  });

  it('BASIC keeps lines but drops line fields it cannot carry, reported once per field, not per line', () => {
    const { xml, dropped_fields } = serializeCii(rich, 'facturx_basic', builtinCountryValues);
    expect(xml.match(/<ram:IncludedSupplyChainTradeLineItem>/g)).toHaveLength(3);
    expect(dropped_fields).toEqual(expect.arrayContaining(['lines.*.item_classification', 'lines.*.order_line_reference']));
    expect(dropped_fields).not.toContain('lines');
  });

  it('reports input fields no CII profile carries', () => {
    const input = {
      ...richInvoice,
      buyer: { ...richInvoice.buyer, tax_registration_id: 'B-TAX' },
      payment: { ...richInvoice.payment!, bank_account: { iban: 'DE02120300000000202051', bank_name: 'Bank' } },
    };
    const { dropped_fields } = serializeCii(modelOf(input), 'facturx_extended', builtinCountryValues);
    expect(dropped_fields).toEqual(['buyer.tax_registration_id', 'payment.bank_account.bank_name']);
  });

  it('keeps the credit note type code and the preceding invoice reference', () => {
    const { xml } = serializeCii(modelOf(creditNote), 'facturx_en16931', builtinCountryValues);
    expect(textOf(xml, 'ram:TypeCode')).toBe('381');
    expect(xml).toMatch(/<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>INV-2026-0042<\/ram:IssuerAssignedID>/);
  });

  it('writes one line item per input line, in order', () => {
    const { xml } = serializeCii(modelOf(linesInvoice(120)), 'facturx_en16931', builtinCountryValues);
    const ids = [...xml.matchAll(/<ram:LineID>(\d+)<\/ram:LineID>/g)].map((m) => Number(m[1]));
    expect(ids).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
  });

  it('knows the profile codes of the three plugins and nothing else', () => {
    expect(ciiProfileFor('xrechnung_cii')?.level).toBe('XRECHNUNG');
    expect(ciiProfileFor('zugferd_basic_wl')?.level).toBe('BASIC_WL');
    expect(ciiProfileFor('facturx_comfort')).toBeUndefined();
    expect(() => serializeCii(rich, 'ubl_en16931', builtinCountryValues)).toThrow();
  });

  it('renders a tree as XML with the namespaces on the root', () => {
    expect(renderXml(el('a:r', [leaf('a:x', '1 < 2', { k: '"q"' })]), { a: 'urn:a' })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<a:r xmlns:a="urn:a">\n  <a:x k="&quot;q&quot;">1 &lt; 2</a:x>\n</a:r>\n',
    );
  });
});

describe('country extensions', () => {
  const base = {
    ...richInvoice,
    buyer_reference: undefined,
    buyer: { ...richInvoice.buyer, legal_registration_id: undefined, electronic_address: undefined },
  };

  it('puts the Leitweg-ID in BT-10 and BT-49 (scheme 0204) and the SIRETs in BT-30/BT-47 (scheme 0009), as the UBL writer does', () => {
    const input = {
      ...base,
      seller: { ...richInvoice.seller, legal_registration_id: undefined },
      country_extensions: { de: { leitweg_id: '04011000-12345-34' }, fr: { siret_seller: '73282932000074', siret_buyer: '35600000000048' } },
    };
    const { xml, dropped_fields } = serializeCii(modelOf(input), 'facturx_en16931', builtinCountryValues);
    expect(textOf(xml, 'ram:BuyerReference')).toBe('04011000-12345-34');
    expect(xml).toContain('<ram:ID schemeID="0009">73282932000074</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="0009">35600000000048</ram:ID>');
    // The Leitweg-ID comes first for the free BT-49.
    expect(xml).toContain('<ram:URIID schemeID="0204">04011000-12345-34</ram:URIID>');
    expect(dropped_fields).toBeUndefined();
  });

  it('reports an extension value whose term is taken, and members no CII term carries', () => {
    const input = { ...richInvoice, country_extensions: { de: { leitweg_id: '04011000-12345-34' }, it: { codice_destinatario: 'ABC1234' } } };
    const { xml, dropped_fields } = serializeCii(modelOf(input), 'facturx_en16931', builtinCountryValues);
    expect(textOf(xml, 'ram:BuyerReference')).toBe('PO-REF-7');
    expect(dropped_fields).toEqual(expect.arrayContaining(['country_extensions.de.leitweg_id', 'country_extensions.it.codice_destinatario']));
  });

  it('keeps a SIRET that survives in one of its terms when the profile drops the other', () => {
    const input = { ...base, country_extensions: { fr: { siret_buyer: '35600000000048' } } };
    const minimum = serializeCii(modelOf(input), 'facturx_minimum', builtinCountryValues);
    expect(minimum.xml).toContain('<ram:ID schemeID="0009">35600000000048</ram:ID>');
    expect(minimum.dropped_fields).not.toContain('country_extensions.fr.siret_buyer');
  });

  it('reports the account name and BIC when there is no IBAN to hold them (CII-SR-470)', () => {
    const input = { ...richInvoice, payment: { means_code: '30', bank_account: { bic: 'BYLADEM1001', account_name: 'Holder' } } };
    const { xml, dropped_fields } = serializeCii(modelOf(input), 'facturx_en16931', builtinCountryValues);
    expect(xml).not.toContain('PayeePartyCreditorFinancialAccount');
    expect(dropped_fields).toEqual(expect.arrayContaining(['payment.bank_account.account_name', 'payment.bank_account.bic']));
  });
});
