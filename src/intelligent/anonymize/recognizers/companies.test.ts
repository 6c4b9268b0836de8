import { describe, expect, it } from 'vitest';
import { recognizeCompanies } from './companies.js';

const found = (text: string) => [...new Set(recognizeCompanies(text, { language: 'en' }).map((s) => text.slice(s.start, s.end)))];

describe('company names', () => {
  it('are found before a legal form and after a word that supplies goods', () => {
    expect(found('Please invoice Northwind Traders GmbH for the 40 chairs.')).toContain('Northwind Traders GmbH');
    expect(found('ordered 40 chairs from Oakridge Furnishings last week')).toEqual(['Oakridge Furnishings']);
  });
  it('are found after the phrases of every language that introduce a business or a partner', () => {
    expect(found('The name of our business is Blue Fern Studio.')).toContain('Blue Fern Studio');
    expect(found('Hallo, unsere Firma ist Holzbau Keller.')).toContain('Holzbau Keller');
    expect(found('Commande passée chez Durandeau la semaine dernière.')).toEqual(['Durandeau']);
    expect(found('Wie besprochen hat unser Lieferant Holzmann geliefert.')).toEqual(['Holzmann']);
  });
  it('are a business noun and the word after it in a chat written in lower case', () => {
    expect(found('oye has pagado lo de transportes miralta?? ha llamado otra vez')).toContain('transportes miralta');
    expect(found('Has pagado lo de transportes miralta? Ha llamado otra vez.')).toEqual([]);
  });
  it('take the name in a second language before a dash on the line of the legal form', () => {
    expect(found("Jan Peeters\nLa Cuillère d'Or – De Gouden Lepel BV\nGrote Markt 3")).toContain("La Cuillère d'Or – De Gouden Lepel BV");
  });
  it('are a lower-case name after the word for a name, a phrase after an elided article', () => {
    expect(found("sulla ricevuta c'è solo il nome trattoria l' antico forno. poi ti dico")).toContain("trattoria l' antico forno");
    expect(found('il nome del cliente è sbagliato')).toEqual([]);
  });
  it('are a public body named by its town', () => {
    expect(found('Im Auftrag\nStadt Musterhausen – Bauamt')).toContain('Musterhausen');
  });
  it('leave a sentence without a business alone', () => {
    expect(found('Total 300 EUR, due in 30 days. Thank you for your order.')).toEqual([]);
  });
  it('are a business noun, a word of its kind, a particle and the name after it', () => {
    expect(found('Cabinet vétérinaire des Trois Chênes\n12 rue des Lilas')).toContain('Cabinet vétérinaire des Trois Chênes');
    expect(found('marc: t as payé la boulangerie du vieux moulin ??\nlea: oui\nmarc: ok\nlea: top')).toContain('boulangerie du vieux moulin');
    expect(found('Nous avons réparé le garage du client hier.')).toEqual([]);
  });
  it('take a chain of titles inside a trade name before the name', () => {
    expect(found('Gabinet Stomatologiczny lek. dent. Anna Nowak\nul. Długa 3')).toContain('Gabinet Stomatologiczny lek. dent. Anna Nowak');
  });
  it('are a name before the Polish sole trader form JDG', () => {
    expect(found('2026-11-05;Hanna Kovalenko (JDG);sprzątanie')).toContain('Hanna Kovalenko (JDG)');
  });
  it('are read in lower case in a message written so, though the other speaker capitalises', () => {
    const chat = (line: string) => `Herr Brandt: Guten Tag, was fehlt noch?\n${line}\nHerr Brandt: Danke.`;
    expect(found(chat('mia: 1) malerbedarf süd re MB-4411 vom 3.11'))).toContain('malerbedarf süd');
    expect(found(chat('mia: die reparatur vom elektro-service nguyen, 80,00'))).toContain('elektro-service nguyen');
    expect(found('Mme Roux: Bonjour, il manque quoi ?\nzoé: le fauteuil chez deco maison mais en espagnol\nMme Roux: Merci.')).toContain(
      'deco maison',
    );
    expect(found(chat('Mia: Die Reparatur vom Elektriker, 80,00'))).toEqual([]);
  });
  it('are a legal form in lower case before a name in a message written so', () => {
    const chat = (line: string) => `M. Roux: Bonjour.\n${line}\nM. Roux: Merci.`;
    expect(found(chat('zoé: le loyer va à la sci de mon frère, sci les glycines'))).toEqual(['sci les glycines']);
  });
});
