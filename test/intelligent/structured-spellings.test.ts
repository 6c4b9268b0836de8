// Structured identifiers whatever their spelling, and the residual check that stands behind the
// recognizers: written for the test (none comes from a corpus set).
import { describe, expect, it } from 'vitest';
import { createAnonymizer } from '../../src/intelligent/anonymize/index.js';
import { residualCategories } from '../../src/intelligent/anonymize/residual.js';

const anonymizer = createAnonymizer();
const sent = (text: string) => anonymizer.anonymize(text).anonymizedText;

describe('replaced whatever the spelling', () => {
  it.each([
    ['our vat number is gb 123 4567 89 thanks', '123 4567 89'],
    ['p.iva 01234567897 grazie', '01234567897'],
    ['NIP: 526-000-12-46', '526-000-12-46'],
    ['nip 5260001246', '5260001246'],
    ['cif b12345674 por favor', 'b12345674'],
    ['btw nl 8005 47263 b01', '47263'],
    ['IBAN de89 3704 0044\n0532 0130 00', '3704 0044'],
    ['org.nr 923 609 016 MVA', '923 609 016'],
    ['codice fiscale rssmra85t10a562s', 'rssmra85t10a562s'],
    ['moms se 5560360793 01', '5560360793'],
    ['USt-IdNr. DE 136\n695 976', '695 976'],
    ['el 094259216', '094259216'],
  ])('%s', (text, value) => {
    expect(sent(text)).not.toContain(value);
  });

  it('spelled-out e-mail addresses', () => {
    expect(sent('write to anna dot berg at firma dot de please')).toBe('write to person1@example.invalid please');
    expect(sent('mail: anna(at)firma.de')).toBe('mail: person1@example.invalid');
  });

  it('OCR phones after a label, cards after a card word, short UK bank labels', () => {
    expect(sent('Tél. 02 40 5l 32 18')).not.toMatch(/5l 32/);
    expect(sent('proszę obciążyć kartę 4485 2713 9904 6611')).not.toContain('9904');
    expect(sent('pay G Hughes sort 40-11-62 acc 71530094')).not.toMatch(/40-11-62|71530094/);
    expect(sent('S/C 30-94-12  A/C 26558719')).not.toMatch(/30-94-12|26558719/);
  });
});

describe('the residual check, independent of the recognizers', () => {
  it.each([
    ['vat_id', 'USt-IdNr.: 136 695 976'],
    ['vat_id', 'numero partita iva 0123456 7897'],
    ['tax_id', 'Steuernummer 2893 0817 45'],
    ['tax_id', 'PESEL 4405 1401 359'],
    ['iban', 'rekeningnummer 0417 1642 07'],
    ['iban', 'numer konta 12 1020 5558 1111 8702 3311 4476'],
    ['phone', 'llámame al 612 34 56 78'],
    ['phone', 'zadzwoń 601-234-567'],
    ['vat_id', 'the id is de136695976 (lower case)'],
    ['tax_id', 'cf rssmra85t10a562s'],
    ['tax_id', 'x1234567l es mi NIE'],
    ['tax_id', 'numer 526-000-12-46'],
    ['credit_card', 'card no. 4485 2713 9904 6611'],
  ])('refuses %s in %j', (category, text) => {
    expect(residualCategories(text)).toContain(category);
  });

  it.each([
    'VAT 19 %: 190,00 EUR',
    'Tel. +49 00 0000001',
    'VAT DE 000 000 001 2024',
    'Termin płatności: 14 dni, 2024-07-29',
    'FAKTURA VAT nr 0457/2024',
    'Rechnung 2024-0017 vom 12.03.2024, Betrag 1.234,56 EUR',
    'Adjunto la factura A-2026-0907.',
  ])('does not refuse %j', (text) => {
    expect(residualCategories(text)).toEqual([]);
  });
});
