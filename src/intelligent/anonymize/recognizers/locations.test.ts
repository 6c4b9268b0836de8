import { describe, expect, it } from 'vitest';
import { recognizeLocations } from './locations.js';

const found = (text: string) => [...new Set(recognizeLocations(text, { language: 'de' }).map((s) => text.slice(s.start, s.end)))];

describe('places', () => {
  it('are a street with its number and a postcode with its town', () => {
    expect(found('Lieferung an Musterstraße 12, 10115 Berlin. Menge 12 Stück.')).toEqual(['Musterstraße 12', '10115 Berlin']);
  });
  it('are a street named by a date, with its day', () => {
    expect(found('Nabywca: Jan Nowak, ul. 11 Listopada 7/3, 00-950 Warszawa')).toContain('ul. 11 Listopada 7/3');
  });
  it('are a US town with its state and ZIP code', () => {
    expect(found('Billing: 1400 Elm St, Boulder, CO 80302')).toContain('Boulder, CO 80302');
  });
  it('never read the last group of a slashed number as a postcode', () => {
    expect(found('mit unserer Steuernummer 227/245/30518 Punkt Ende Diktat')).toEqual([]);
  });
  it('are a street below a title line, which labels nothing on the next line', () => {
    expect(found('FACTUUR / FACTURE\nBrusselsesteenweg 104\n9000 Gent')).toContain('Brusselsesteenweg 104');
  });
  it('are a street of a chat in lower case before its postcode', () => {
    expect(found('envoie à 12 rue des lilas 69003 lyon stp')).toContain('12 rue des lilas');
    expect(found('il reste 3 place à 12 euros')).toEqual([]);
  });
  it('are a unit named by a letter, a Belgian chaussée, a Spanish floor and door, an estate hall', () => {
    expect(found('Jean Dupuis, bât. B, 8 rue Haute, 75011 Paris')).toContain('bât. B');
    expect(found('Chaussée de Wavre 120, 1050 Ixelles')).toContain('Chaussée de Wavre 120');
    expect(found('Domicilio: C/ Mayor 12, 2º dcha., 28013 Madrid')).toContain('C/ Mayor 12, 2º dcha.');
    expect(found('Polígono Industrial Los Llanos, pabellón 3 – 41500 Alcalá')).toContain('Polígono Industrial Los Llanos, pabellón 3');
  });
  it('are a South Tyrolean or Swiss business zone and a town with its abbreviated region', () => {
    expect(found('Gewerbezone Süd 4, 39100 Bozen')).toContain('Gewerbezone Süd');
    expect(found('Marktplatz 2\n92318 Neumarkt i. d. OPf.')).toContain('92318 Neumarkt i. d. OPf');
  });
  it('are a street without a number between the commas of an address', () => {
    expect(found('Post to Mr Ivor Pugh, Rose Cottage, Mill Road, Little Hadham please')).toContain('Mill Road');
    expect(found('We met on the road, Main Road works, then left')).toEqual([]);
  });
  it('are a postcode after its label, alone', () => {
    expect(found('Card ending 4412, billing zip 30318, thanks')).toEqual(['30318']);
    expect(found('PLZ: 80331, kod pocztowy 00-950')).toEqual(['80331', '00-950']);
  });
  it('leave quantities and amounts alone', () => {
    expect(found('Menge 12 Stück, Betrag 10115 EUR, Catering 10')).toEqual([]);
  });
  it('find a Portuguese postcode with its town, a Galician or Portuguese particle inside the town', () => {
    expect(found('Enviar a: Rua Nova 8 · 3810-193 Vila Nova da Barra')).toContain('3810-193 Vila Nova da Barra');
  });
});
