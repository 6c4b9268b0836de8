import { describe, expect, it } from 'vitest';
import { recognizeTaxIds } from './tax-ids.js';

const found = (text: string) => [...new Set(recognizeTaxIds(text, { language: 'pl' }).map((s) => text.slice(s.start, s.end)))];

describe('tax ids and register numbers', () => {
  it('are found after a label, bare with a valid check digit, and as register numbers', () => {
    expect(found('NIP: 5260250274, HRB 104873')).toEqual(['5260250274', 'HRB 104873']);
  });
  it('type an Italian partita IVA as the VAT number it is, a codice fiscale as a tax id', () => {
    const typed = (text: string) => [...new Set(recognizeTaxIds(text, { language: 'it' }).map((s) => `${s.type} ${text.slice(s.start, s.end)}`))];
    expect(typed('P.IVA 01234567897')).toEqual(['VAT_ID 01234567897']);
    expect(typed('Fornitore 01234567897 Roma')).toEqual(['VAT_ID 01234567897']);
    expect(typed('C.F. RSSMRA85T10A562S')).toEqual(['TAX_ID RSSMRA85T10A562S']);
  });
  it('find the Polish BDO number after its label', () => {
    expect(found('KRS: 0000123456\nNr BDO: 000123987')).toEqual(['0000123456', '000123987']);
  });
  it('find a Spanish register entry as one value', () => {
    expect(found('Inscrita en el Registro Mercantil de Valencia, Tomo 9.876, Libro 6.543, Folio 21, Sección 8, Hoja V-123.456')).toEqual([
      'Tomo 9.876, Libro 6.543, Folio 21, Sección 8, Hoja V-123.456',
    ]);
  });
  it('find a Spanish register entry abbreviated, or its sheet alone', () => {
    expect(found('Inscrita R.M. Soria T. 123, F. 45, H. SO-6789')).toEqual(['123, F. 45, H. SO-6789']);
    expect(found('Registro Mercantil de Soria, hoja SO-12345')).toEqual(['hoja SO-12345']);
  });
  it('read a scanned "N0." as "No." after a register label', () => {
    expect(found('Reg. in Scotland N0. SC123456')).toEqual(['SC123456']);
  });
  it('find a Belgian national number by its shape and check, a SIRET in a French text by its Luhn check', () => {
    expect(found('rijksregisternummer 85.07.30-033.28')).toEqual(['85.07.30-033.28']);
    expect(found('rijksregisternummer 85.07.30-033.29')).toEqual([]);
    const french = (text: string) => recognizeTaxIds(text, { language: 'fr' }).map((s) => text.slice(s.start, s.end));
    expect(french('| Dupont SARL | 732 829 320 00074 |')).toEqual(['732 829 320 00074']);
    expect(french('| Dupont SARL | 732 829 320 00075 |')).toEqual([]);
  });
  it('find a UK National Insurance number with or without spaces', () => {
    expect(found('NI number AB 12 34 56 C, or JZ123456D')).toEqual(['AB 12 34 56 C', 'JZ123456D']);
    expect(found('GB 12 34 56 A')).toEqual([]);
  });
  it('find a UK company number after "Co. No.", a French association number after "RNA"', () => {
    expect(found('Fenwick Removals Ltd · Co. No. 09837162')).toEqual(['09837162']);
    expect(found('N° RNA W751234567 – association loi 1901')).toEqual(['W751234567']);
  });
  it("find a local unit's REGON in a Polish text, a BSN in a Dutch one, bare, by their check digits", () => {
    expect(found('punkt sprzedaży: 12345678512347')).toEqual(['12345678512347']);
    expect(found('punkt sprzedaży: 12345678512348')).toEqual([]);
    const dutch = (text: string) => recognizeTaxIds(text, { language: 'nl' }).map((s) => text.slice(s.start, s.end));
    expect(dutch("gewoon onder z'n naam: 111222333")).toEqual(['111222333']);
    expect(dutch("gewoon onder z'n naam: 111222334")).toEqual([]);
    expect(dutch('factuurnummer 111222333')).toEqual([]);
  });
  it('leave invoice numbers alone', () => {
    expect(found('faktura nr 1234567890 z dnia 2024-11-15')).toEqual([]);
  });
  it('find a US EIN after its label in capitals, not after the German article', () => {
    expect(found('Sole proprietor, EIN 12-3456789, no VAT')).toEqual(['12-3456789']);
    expect(found('Das ist ein 12-3456789 Teil')).toEqual([]);
  });
  it('read a scanned "C.l.F." as the label, and a NIE or CIF written with dashes and a space', () => {
    const spanish = (text: string) => recognizeTaxIds(text, { language: 'es' }).map((s) => text.slice(s.start, s.end));
    expect(spanish('C.l.F. B-123456 74   Tfno.')).toEqual(['B-123456 74']);
    expect(spanish('| Inquilino | X-1234567-L | alquiler |')).toEqual(['X-1234567-L']);
    expect(spanish('| Inquilino | X-1234567-M | alquiler |')).toEqual([]);
  });
  it('find ten digits in a text that names the UTR, sentences away from the label', () => {
    const english = (text: string) => recognizeTaxIds(text, { language: 'en' }).map((s) => text.slice(s.start, s.end));
    expect(english('About your UTR: the letter got wet. I believe it reads 1234567890, or 12345 67890?')).toEqual(['1234567890', '12345 67890']);
    expect(english('Order 1234567890 shipped; tracking 9876543210.')).toEqual([]);
  });
});
