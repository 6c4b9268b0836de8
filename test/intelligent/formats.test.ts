// Phone formats of the seven languages' countries (and neighbours) are found; invoice facts that share
// their digits (amounts, dates, quantities, invoice and article numbers) are left exactly as written.
import { describe, expect, it } from 'vitest';
import { createAnonymizer } from '../../src/intelligent/anonymize/index.js';

const anonymizer = createAnonymizer();

const PHONES = [
  '+41 44 668 18 00',
  '0041 44 668 18 00',
  '+31 (0)20 123 4567',
  '+48 22 123 45 67',
  '(0 30) 12 34 56',
  '030/1234567',
  '0049 (0) 30 12345',
  '+39 347 123 4567',
  '+34 91 123 45 67',
  '+33 (0)1 42 68 53 00',
  '+44 (0) 20 7946 0958',
  '0800 123 4567',
  '+32 2 555 12 34',
  '+43 1 5880 123',
  '06-12345678',
  '+49-170-1234567',
  '0170/1234567',
  '(030) 123 456 78',
  '+1 212 555 0199',
  '91 123 45 67',
  '+48601234567',
];

const FACTS = [
  '1 234 567,00 zł',
  'EUR 1.234,56',
  "CHF 1'234.50",
  '3x 19,99',
  '2024-03-01',
  '01/02/2024',
  'Rechnung 2024-0815',
  'Invoice #100234',
  'Order 000123456',
  'Art.-Nr. 4012345678901',
  'EAN 4006381333931',
  'total 12.345.678,90',
  '10 000,00 EUR',
  'Menge: 1.000 Stück',
  'qty 250 pcs @ 0.12',
  'Fattura n. 123/2024 del 05/04/2024',
  'FV/2024/03/118',
  'ref 2024/11/0012',
  'EAN 4010780114992',
  'Tracking 276414976530784617',
  'Bestellnummer 4111111111111111',
  'Lieferschein 80012345',
  'kwota 12 345,67 zł',
  'Totaal € 1.234,56',
  'Importe: 1.234,56 €',
  '15.03.2024 - 31.03.2024',
  '24/7 Support',
  'Zahlung bis 30.11.2026',
  'Pos. 10 0,5 h 45,00',
  'Rechnung Nr. 0301234567',
];

describe('phone formats', () => {
  it.each(PHONES)('finds %s after a label and in running text, keeping its calling code', (phone) => {
    for (const text of [`Tel.: ${phone}`, `bitte rufen Sie ${phone} an`]) {
      const r = anonymizer.anonymize(text);
      expect(r.entityCounts, text).toEqual({ PHONE_NUMBER: 1 });
      const code = /^(?:\+|00)(\d{1,2})/.exec(phone)?.[0];
      if (code) expect(r.anonymizedText).toContain(code);
    }
  });

  it('needs a label for an ungrouped number without calling code', () => {
    expect(anonymizer.anonymize('Tel. 0612345678').entityCounts.PHONE_NUMBER).toBe(1);
    expect(anonymizer.anonymize('Auftrag 0612345678').entityCounts.PHONE_NUMBER).toBeUndefined();
  });
});

describe('invoice facts', () => {
  it.each(FACTS)('leaves %s unchanged', (fact) => {
    expect(anonymizer.anonymize(fact).anonymizedText).toBe(fact);
  });
});

const ADDRESSES = [
  'Königsallee 27, 40212 Düsseldorf',
  'An der Alster 12, 20099 Hamburg',
  'Schloßstr. 4a, 01067 Dresden',
  '10 Downing Street, London SW1A 2AA',
  '55 Queen St, Manchester M2 4LQ',
  'Flat 2, 14 Park Road, Bristol BS8 1TH',
  '12 bis rue Victor Hugo, 69002 Lyon',
  '3 place de la République, 75003 Paris',
  'Via Nazionale 12, 00184 Roma RM',
  'Corso Buenos Aires 33 - 20124 Milano (MI)',
  'Calle de Serrano 41, 28001 Madrid',
  'Avda. Diagonal 640, 08017 Barcelona',
  'C/ Mayor, 12, 2º A, 28013 Madrid',
  'Prinsengracht 263, 1016 GV Amsterdam',
  'Stationsweg 1 9726 AC Groningen',
  'ul. Marszałkowska 10/12, 00-590 Warszawa',
  'al. Jana Pawła II 23, 00-854 Warszawa',
  'A-1010 Wien, Stephansplatz 1',
  'CH-8001 Zürich, Bahnhofstrasse 10',
  'Rue de la Loi 16, 1000 Bruxelles',
];

describe('addresses', () => {
  it.each(ADDRESSES)('replaces street and postcode with town in %s, leaving only separators', (address) => {
    const r = anonymizer.anonymize(`Adresse: ${address}`);
    expect(r.entityCounts).toEqual({ LOCATION: 2 });
    expect(r.anonymizedText).toMatch(/^Adresse: \[LOCATION_1\],? [-–]? ?\[LOCATION_2\]$/);
  });
});

describe('names: hard cases', () => {
  const cases: Array<[string, string]> = [
    ['hi tomasz, can you send it?', 'hi [PERSON_1], can you send it?'],
    ['Sehr geehrter Herr Koch,', 'Sehr geehrter Herr [PERSON_1],'],
    ['la facture de rose pour le ménage', 'la facture de [PERSON_1] pour le ménage'],
    ['faktura dla Kasi za sprzątanie', 'faktura dla [PERSON_1] za sprzątanie'],
    ['Geachte mevrouw De Vries,', 'Geachte mevrouw [PERSON_1],'],
    ['Gentile Sig.ra Ferrari,', 'Gentile Sig.ra [PERSON_1],'],
    ['Estimada Sra. García:', 'Estimada Sra. [PERSON_1]:'],
    ['Herrn\nStefan Wagner\nLindenweg 7a', 'Herrn\n[PERSON_1]\n[LOCATION_1]'],
    ['Saludos cordiales,\nJavier Martínez', 'Saludos cordiales,\n[PERSON_1]'],
    ['Inh. Rüdiger Schäfer', 'Inh. [PERSON_1]'],
    ['Attn: Ms Hannah Price', 'Attn: Ms [PERSON_1]'],
    ['factuur naar Jan-Willem van der Linden', 'factuur naar [PERSON_1]'],
  ];
  it.each(cases)('%j', (text, expected) => {
    expect(anonymizer.anonymize(text).anonymizedText).toBe(expected);
  });

  it('treats a company around a person name as one company', () => {
    expect(anonymizer.anonymize('Anna Schmidt GmbH liefert').anonymizedText).toBe('[COMPANY_1] liefert');
  });

  it('finds later bare mentions of a found surname', () => {
    expect(anonymizer.anonymize('Kontakt: Anna Kowalczyk. Frau Kowalczyk ruft zurück, Kowalczyk hat Urlaub.').anonymizedText).toBe(
      'Kontakt: [PERSON_1]. Frau [PERSON_2] ruft zurück, [PERSON_2] hat Urlaub.',
    );
  });
});

describe('names do not swallow the next words', () => {
  it.each([
    ['Hi Anna quick question', 'Hi [PERSON_1] quick question'],
    ['Frau Berg ruft morgen an', 'Frau [PERSON_1] ruft morgen an'],
    ['hi anna kowalska', 'hi [PERSON_1]'],
  ])('%j', (text, expected) => {
    expect(anonymizer.anonymize(text).anonymizedText).toBe(expected);
  });
});

describe('tax and phone words before amounts', () => {
  it.each([
    'VAT: 123456.78 EUR',
    'VAT 20% 1,360.00',
    'TVA 1 234 567,00 €',
    'BTW 123.456,78',
    'MwSt 1234567,89 €',
    'VAT amount 1234567.00',
    'phone bill 1.234.567,89 EUR',
    'Tel: 1234,56 EUR',
  ])('%j stays as written and passes the residual check', (text) => {
    const r = anonymizer.anonymize(text);
    expect(r.anonymizedText).toBe(text);
    expect(anonymizer.residualCategories(r.anonymizedText)).toEqual([]);
  });
});

describe('the residual check does not refuse ordinary invoice references', () => {
  it.each([
    'Ref. FR2024031200123',
    'Auftrag DE-2024-000123',
    'VAT DE 136 695 976 2024',
    'NL-2024-11-0042',
    'PL 2024/11/0012',
    'Bestellnummer 3356164791143070 vom 12.03.2024',
  ])('%j', (text) => {
    expect(anonymizer.residualCategories(anonymizer.anonymize(text).anonymizedText)).toEqual([]);
  });

  it('still sees phones written with 00 and a calling code', () => {
    expect(anonymizer.residualCategories('Tel 0049 30 1234567')).toEqual(['phone']);
  });
});
