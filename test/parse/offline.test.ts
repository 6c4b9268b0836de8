// The offline extractor on anonymized text: labels, tables, chat sentences, signatures, letterheads.
import { describe, expect, it } from 'vitest';
import { extractInvoiceFacts } from '../../src/intelligent/parse/offline/index.js';
import { LEXICONS } from '../../src/intelligent/parse/offline/lexicon/index.js';

const facts = (text: string, language = 'en') => {
  const result = extractInvoiceFacts(text, language);
  expect(result.contains_invoice).toBe(true);
  return result.invoice as any;
};

describe('offline extractor', () => {
  it('reads labelled header fields, party blocks and an item line', () => {
    const inv = facts(
      [
        'Invoice number: INV-77',
        'Invoice date: 05.11.2026',
        'Due date: 05.12.2026',
        'Seller: [COMPANY_1], [LOCATION_1], [LOCATION_2], Germany, VAT DE000000001',
        'Buyer: [COMPANY_2], [LOCATION_3], [LOCATION_4]',
        '3 x Annual licence at 400.00 EUR = 1,200.00 EUR',
        'VAT 19%',
        'IBAN: DE09000000000000000001, BIC: COBADEFFXXX',
      ].join('\n'),
    );
    expect(inv).toMatchObject({
      invoice_number: 'INV-77',
      issue_date: '2026-11-05',
      due_date: '2026-12-05',
      currency_code: 'EUR',
      seller: { name: '[COMPANY_1]', vat_id: 'DE000000001', address: { street: '[LOCATION_1]', city: '[LOCATION_2]', country_code: 'DE' } },
      buyer: { name: '[COMPANY_2]', address: { street: '[LOCATION_3]', city: '[LOCATION_4]' } },
      payment: { bank_account: { iban: 'DE09000000000000000001', bic: 'COBADEFFXXX' } },
    });
    expect(inv.lines).toEqual([
      { description: 'Annual licence', quantity: '3', unit: null, unit_price: '400', net_amount: '1200.00', vat_category: null, vat_rate: '19' },
    ]);
  });

  it('reads an item table by its header, whatever the column order, and skips the totals', () => {
    const inv = facts(
      [
        'RECHNUNG',
        'Rechnungsnr.: 20261117      Datum: 17.11.2026',
        'Pos  Menge  Bezeichnung                 Einzelpreis   Gesamt',
        '1    12     LED-Panel 60x60 4000K       45,90         550,80',
        '2    1      Montagepauschale            180,00        180,00',
        'Nettobetrag 730,80  USt 19 % 138,85  Gesamt 869,65 EUR',
      ].join('\n'),
      'de',
    );
    expect(inv.lines.map((l: any) => [l.description, l.quantity, l.unit_price, l.net_amount])).toEqual([
      ['LED-Panel 60x60 4000K', '12', '45.9', '550.80'],
      ['Montagepauschale', '1', '180', '180.00'],
    ]);
    expect(inv.invoice_number).toBe('20261117');
  });

  it('reads items out of chat sentences and works out the due date from payment terms', () => {
    const inv = facts(
      'Invoice 2026/113 to [COMPANY_1]: 1 x teeth whitening kit 240.00 GBP, 4 x dental floss box at 3.50 GBP = 14.00 GBP. Date 20.11.2026. Payment within 14 days.',
    );
    expect(inv.lines.map((l: any) => [l.quantity, l.unit_price, l.net_amount])).toEqual([
      ['1', null, '240.00'],
      ['4', '3.5', '14.00'],
    ]);
    expect([inv.issue_date, inv.due_date, inv.currency_code]).toEqual(['2026-11-20', '2026-12-04', 'GBP']);
  });

  it('takes the seller from the signature of an email, and its person as the contact', () => {
    const inv = facts(
      [
        'Rechnung Nr. 2026-118 vom 3. November 2026',
        '10 Std. Beratung je 95,00 € = 950,00 €',
        '',
        'Mit freundlichen Grüßen',
        '[PERSON_1]',
        '[COMPANY_1]',
        'Lindenstraße 4',
        '[LOCATION_1]',
        'USt-IdNr.: DE 000 000 001',
      ].join('\n'),
      'de',
    );
    expect(inv.seller).toMatchObject({
      name: '[COMPANY_1]',
      vat_id: 'DE 000 000 001',
      contact: { name: '[PERSON_1]' },
      address: { street: 'Lindenstraße 4', city: '[LOCATION_1]' },
    });
    expect(inv.lines[0]).toMatchObject({ description: 'Beratung', quantity: '10', unit: 'HUR', unit_price: '95' });
  });

  it('takes the seller from the letterhead when nothing labels it', () => {
    const inv = facts(
      [
        'FACTURE',
        '[COMPANY_1]',
        '[LOCATION_1]',
        'N° TVA intracommunautaire : FR00000000001',
        '',
        'Facture n° : 000452',
        'Date de facture : 07/11/2026',
      ].join('\n'),
      'fr',
    );
    expect(inv.seller).toMatchObject({ name: '[COMPANY_1]', vat_id: 'FR00000000001' });
  });

  it('marks reverse-charge lines AE with rate 0', () => {
    const inv = facts(
      ['Facture n° CS-2026-115 du 03/11/2026', 'Mission de conseil : 5 jours à 1 200,00 € = 6 000,00 €', 'Autoliquidation'].join('\n'),
      'fr',
    );
    expect(inv.lines[0]).toMatchObject({ quantity: '5', unit: 'DAY', unit_price: '1200', net_amount: '6000.00', vat_category: 'AE', vat_rate: '0' });
  });

  it('turns an amount stated with VAT included into the net amount at the stated rate', () => {
    const inv = facts('Anbei die Rechnung RE-77812 vom 01.12.2026 über 1.190,00 EUR brutto für die Wartung der Anlage (inkl. 19 % MwSt.).', 'de');
    expect(inv.lines).toEqual([
      { description: 'Wartung der Anlage', quantity: null, unit: null, unit_price: null, net_amount: '1000.00', vat_category: null, vat_rate: '19' },
    ]);
  });

  it('says there is no invoice in small talk', () => {
    expect(extractInvoiceFacts('Hi all, the office is closed on Friday. Thanks, Mark', 'en')).toEqual({ contains_invoice: false, invoice: null });
  });

  it('makes an attention line the contact, never the street, and keeps each VAT id with the party it stands next to', () => {
    const inv = facts(
      [
        'Rechnung Nr. 2026-77 vom 03.11.2026',
        'Rechnungsempfänger:',
        'Stadtwerke Lindau GmbH',
        'z. Hd. Herrn Jürgen Ostermann',
        'Kemptener Str. 90',
        '88131 Lindau',
        'USt-IdNr. DE811111111',
        '',
        '2 Std. Beratung je 90,00 € = 180,00 €',
        '',
        'Mit freundlichen Grüßen',
        'Krämer Haustechnik GmbH',
        'Bodanstraße 7, 88131 Lindau',
        'USt-IdNr. DE287654321',
      ].join('\n'),
      'de',
    );
    expect(inv.buyer).toMatchObject({
      name: 'Stadtwerke Lindau GmbH',
      vat_id: 'DE811111111',
      contact: { name: 'Jürgen Ostermann' },
      address: { street: 'Kemptener Str. 90', city: 'Lindau' },
    });
    expect(inv.seller).toMatchObject({ name: 'Krämer Haustechnik GmbH', vat_id: 'DE287654321' });
  });

  it('takes the buyer from the direction of a request, in any of the languages, and no sentence as an item', () => {
    const cases: Array<[string, string, string]> = [
      ['can u invoice brookside dental for the 3 chairs we fixed, 180 quid each plus vat 20%. inv number 2026-88', 'en', 'brookside dental'],
      ['moin! schreib bitte ne rechnung an bäckerei sonnenschein, 2x wartung je 120€. nummer R-5512', 'de', 'bäckerei sonnenschein'],
      ["ciao, fai fattura a ferramenta rossi snc per 10 ore di consulenza a 55 euro l'ora, numero 2026-77", 'it', 'ferramenta rossi snc'],
      ['czesc, wystaw prosze fakture dla kwiaciarnia róża, 20 bukietów po 35 zł netto, numer 2026/301', 'pl', 'kwiaciarnia róża'],
    ];
    for (const [text, language, buyer] of cases) {
      const inv = facts(text, language);
      expect(inv.buyer.name, text).toBe(buyer);
      expect(inv.seller.name, text).toBeNull();
      expect(inv.lines, text).toHaveLength(1);
      expect(inv.lines[0].description.split(' ').length, text).toBeLessThanOrEqual(4);
    }
  });

  it('reads seller and buyer written side by side, each line cut where the second column starts', () => {
    const inv = facts(
      [
        'FAKTURA VAT nr 112/11/2026',
        'Sprzedawca:                          Nabywca:',
        'Elektro-Mont Sp. z o.o.              Hotel Zamkowy Sp. z o.o.',
        'ul. Polna 8, 20-001 Lublin           ul. Zamkowa 1, 20-117 Lublin',
        'NIP 7121234567                       NIP 7129876543',
      ].join('\n'),
      'pl',
    );
    expect(inv.seller).toMatchObject({ name: 'Elektro-Mont Sp. z o.o', vat_id: '7121234567', address: { postal_code: '20-001' } });
    expect(inv.buyer).toMatchObject({ name: 'Hotel Zamkowy Sp. z o.o', vat_id: '7129876543', address: { postal_code: '20-117' } });
  });

  it('reads both parties of one sentence and the addressee under a salutation line', () => {
    const sentence = facts(
      'Invoice INV-1 dated 2026-11-20 from Brightwater Supplies Ltd, 12 Harbour Road, Bristol BS1 4DJ, GB, to Northwind Trading GmbH, Hafenstraße 7, 20457 Hamburg, DE.\n2 x Pump at 150.00 EUR = 300.00 EUR',
    );
    expect(sentence.seller).toMatchObject({ name: 'Brightwater Supplies Ltd', address: { street: '12 Harbour Road', postal_code: 'BS1 4DJ' } });
    expect(sentence.buyer).toMatchObject({ name: 'Northwind Trading GmbH', address: { street: 'Hafenstraße 7', postal_code: '20457' } });
    const letter = facts(
      [
        'Malerbetrieb Schuster GmbH',
        'Gartenstr. 21 | 70173 Stuttgart',
        '',
        'Herrn',
        'Dr. Klaus Wiedemann',
        'Hölderlinweg 4',
        '70193 Stuttgart',
        '',
        'RECHNUNG Nr. 26-0731',
        'Abdeckarbeiten 120,00 EUR',
      ].join('\n'),
      'de',
    );
    expect([letter.seller.name, letter.buyer.name, letter.buyer.address.street]).toEqual([
      'Malerbetrieb Schuster GmbH',
      'Dr. Klaus Wiedemann',
      'Hölderlinweg 4',
    ]);
  });

  it('resolves VAT code letters by the legend, and reads no amount in words and no note under the sums as an item', () => {
    const inv = facts(
      [
        'Nordmark Foods GmbH',
        'Hafenstr. 11, 22113 Hamburg',
        'USt-IdNr. DE146881977',
        '',
        'Rechnungs-Nr. RF-4471',
        'Datum 18.09.2025',
        '',
        'Bezeichnung                   Menge   Preis      Betrag   USt',
        'Rapsöl 10 l Kanister          3       21,50       64,50    A',
        'Servietten 40x40 weiß         5        9,80       49,00    B',
        '',
        'A = 7 %   Netto 64,50   USt  4,52',
        'B = 19 %  Netto 49,00   USt  9,31',
        'Summe EUR      127,33',
        '',
        'Betrag in Worten: einhundertsiebenundzwanzig Euro 33/100',
        'Mahngebühr bei Verzug: 5,00 €',
      ].join('\n'),
      'de',
    );
    expect(inv.lines.map((l: any) => [l.quantity, l.unit_price, l.net_amount, l.vat_rate])).toEqual([
      ['3', '21.5', '64.50', '7'],
      ['5', '9.8', '49.00', '19'],
    ]);
  });

  it('takes the sender from evidence: a letterhead that states how to reach its author, a business block under a signature', () => {
    const letter = facts(
      [
        'FIETSPLUS VOS',
        'Hoofdstraat 54',
        '9401 EZ Assen',
        'KvK 41023587 | btw NL263923320B01',
        '',
        'Thuiszorg De Brink B.V.',
        't.a.v. afdeling inkoop',
        'Brink 12',
        '9401 HS Assen',
        '',
        'Factuurnummer: 2024-1187',
        'Fietsslot ART-2    2 x 69,95 = 139,90 EUR',
      ].join('\n'),
      'nl',
    );
    expect(letter.seller.name).toBe('FIETSPLUS VOS');
    expect(letter.buyer.name).toMatch(/^Thuiszorg De Brink B\.V/);
    const mail = facts(
      [
        'Invoice NJ-88',
        'Website maintenance, 3 h x 60.00 GBP = 180.00 GBP',
        '',
        'Kind regards,',
        'Daan Hoekstra',
        '',
        'Hoekstra Webdevelopment',
        'Kamp 40, 3811 AR Amersfoort',
        'VAT NL897482123B01',
      ].join('\n'),
    );
    expect([mail.seller.name, mail.seller.contact?.name]).toEqual(['Hoekstra Webdevelopment', 'Daan Hoekstra']);
  });

  it('finds every word in the lexicon of its language, one data file each', () => {
    for (const [language, lexicon] of Object.entries(LEXICONS)) {
      expect(lexicon.labels.invoiceNumber?.length, language).toBeGreaterThan(0);
      expect(lexicon.invoiceTo.length, language).toBeGreaterThan(0);
      expect(lexicon.attention.length, language).toBeGreaterThan(0);
    }
    expect(Object.keys(LEXICONS).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl', 'pl']);
  });

  it('answers a question about invoicing with one amount and no number or date as no invoice, and a single dated item as one', () => {
    const question = 'Quick question: for a job of about £2,400 net for a client in Austria, do I charge VAT? Or is it reverse charge?';
    expect(extractInvoiceFacts(question, 'en').contains_invoice).toBe(false);
    const dated = 'Please bill Harbour Lets on 02.06.2026: deep clean, 1 x £120. Can you send it today?';
    expect(extractInvoiceFacts(dated, 'en').contains_invoice).toBe(true);
    const told = 'Please bill Harbour Lets for the deep clean, 1 x £120.';
    expect(extractInvoiceFacts(told, 'en').contains_invoice).toBe(true);
  });
});
