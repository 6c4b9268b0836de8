import { describe, expect, it } from 'vitest';
import type { Language } from '../../types.js';
import { recognizeSpokenNumbers } from './spoken-numbers.js';

const found = (text: string, language: Language) => recognizeSpokenNumbers(text, { language }).map((s) => [s.type, text.slice(s.start, s.end)]);

describe('dictated identifiers', () => {
  it('reads digit words, compounds and spelled letters, typed by the label before them', () => {
    expect(found('die Handynummer von ihm ist null eins fünf eins eins sieben drei null vier vier acht zwei.', 'de')).toEqual([
      ['PHONE_NUMBER', 'null eins fünf eins eins sieben drei null vier vier acht zwei'],
    ]);
    expect(found('Their VAT number is G B three eight two, oh one seven, five six seven.', 'en')).toEqual([
      ['VAT_ID', 'G B three eight two, oh one seven, five six seven'],
    ]);
    expect(found('Codice fiscale C come Como, R, T, S, M come Milano, N, nove zero, M, zero nove.', 'it')).toEqual([
      ['TAX_ID', 'C come Como, R, T, S, M come Milano, N, nove zero, M, zero nove'],
    ]);
    expect(found('nummer nul zes, vijftien, zesendertig, tweeënnegentig, achtentachtig', 'nl')).toHaveLength(1);
  });
  it('reads a spoken IBAN with its country code and bank letters as one account', () => {
    expect(found('ik zeg het nog even: NL negentien RABO nul drie twee twee vier vijf zes één acht, ten name van', 'nl')).toEqual([
      ['IBAN_CODE', 'NL negentien RABO nul drie twee twee vier vijf zes één acht'],
    ]);
    expect(found('das Konto ist DE zwei sieben null null eins zwei drei vier fünf.', 'de')).toEqual([
      ['IBAN_CODE', 'DE zwei sieben null null eins zwei drei vier fünf'],
    ]);
  });
  it('reads "double" and "triple" as the next digit repeated', () => {
    expect(found('phone me on oh seven seven double oh, nine triple one, two three six', 'en')).toEqual([
      ['PHONE_NUMBER', 'oh seven seven double oh, nine triple one, two three six'],
    ]);
    expect(found('a double room for two nights', 'en')).toEqual([]);
  });
  it('leaves a dictated reference with a spoken slash after a number label', () => {
    expect(found('Numer dwadzieścia cztery łamane przez cztery łamane przez dwa tysiące dwadzieścia pięć, proszę', 'pl')).toEqual([]);
    expect(found('son numéro, zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit', 'fr')).toHaveLength(1);
  });
  it('reads a spoken British postcode', () => {
    expect(found('the postcode is B S seven, one A Q thanks', 'en')).toEqual([['LOCATION', 'B S seven, one A Q']]);
  });
  it('reads Spanish letter names as letters of the run', () => {
    expect(found('el NIF es hache tres uno cinco cinco ocho siete dos nueve', 'es')).toEqual([
      ['TAX_ID', 'hache tres uno cinco cinco ocho siete dos nueve'],
    ]);
  });
  it('reads an article inside a run of digits as a one', () => {
    expect(found('notre SIRET, huit un deux, un neuf six, deux zéro zéro, zéro zéro un un.', 'fr')).toEqual([
      ['TAX_ID', 'huit un deux, un neuf six, deux zéro zéro, zéro zéro un un'],
    ]);
    expect(found('il a pris un café et un croissant', 'fr')).toEqual([]);
  });
  it('reads a postcode spoken as one number', () => {
    expect(found('à trente-quatre mille soixante-dix Montpellier', 'fr')).toEqual([['NAME', 'trente-quatre mille soixante-dix']]);
    expect(found('cuarenta y ocho mil once Bilbao', 'es')).toEqual([['NAME', 'cuarenta y ocho mil once']]);
  });
  it('makes a street with a spoken house number an address', () => {
    expect(found('address twelve Station Road, Kettering', 'en')).toEqual([['LOCATION', 'twelve Station Road']]);
    expect(found('Rechnung an Herrn Eder, Sonnenstraße dreiundzwanzig.', 'de')).toEqual([['LOCATION', 'Sonnenstraße dreiundzwanzig']]);
  });
  it('leaves amounts, quantities, years and invoice numbers', () => {
    expect(found("that's two hundred and fifty-five, total seven hundred and sixty-two pounds", 'en')).toEqual([]);
    expect(found('date third of March twenty twenty-five, sechs Komma fünf Stunden', 'en')).toEqual([]);
    expect(found('Rechnungsnummer zwei vier Schrägstrich null acht eins fünf', 'de')).toEqual([]);
    expect(found('data di oggi, diciotto luglio duemilaventiquattro', 'it')).toEqual([]);
  });
});

describe('a spoken house number before the street', () => {
  it('belongs to the address', () => {
    expect(found('monsieur Durand, douze chemin des Vignes, trente-quatre mille soixante-dix Montpellier', 'fr')).toEqual([
      ['LOCATION', 'douze chemin des Vignes, trente-quatre mille soixante-dix'],
    ]);
    expect(found('chez eux, au onze bis rue des Lilas, trente-trois mille Bordeaux', 'fr')).toContainEqual([
      'LOCATION',
      'onze bis rue des Lilas, trente-trois mille',
    ]);
  });
  it('is never a street word inside another word', () => {
    expect(found('apunta el código postal dos ocho cero uno cuatro. Su NIF es jota cuatro siete cero nueve seis uno', 'es')).toEqual([
      ['LOCATION', 'dos ocho cero uno cuatro'],
      ['TAX_ID', 'jota cuatro siete cero nueve seis uno'],
    ]);
  });
});

describe('letter names in a dictated identifier', () => {
  it('read a letter name that is also a word inside a run, and a letter named with a repeat word', () => {
    expect(found('Il codice fiscale è: emme erre a, cinque due di, tre otto u, elle due.', 'it')).toEqual([
      ['TAX_ID', 'emme erre a, cinque due di, tre otto u, elle due'],
    ]);
    expect(found('Mi NIE, equis uno nueve dos ocho siete tres cuatro uve doble.', 'es')).toEqual([
      ['TAX_ID', 'equis uno nueve dos ocho siete tres cuatro uve doble'],
    ]);
  });
  it('leave the same words outside a run alone', () => {
    expect(found('Ho parlato di a lungo con lui.', 'it')).toEqual([]);
  });
  it('take in the country code of an account spoken as letter names that are also words', () => {
    expect(
      found(
        "l'iban te lo leggo: i ti quaranta i lunga zero tre uno due zero uno sei zero zero zero zero zero uno due tre quattro cinque sei sette",
        'it',
      ),
    ).toEqual([['IBAN_CODE', 'i ti quaranta i lunga zero tre uno due zero uno sei zero zero zero zero zero uno due tre quattro cinque sei sette']]);
    expect(found('la cuenta es esta, e ese veinte, uno dos tres cuatro, cinco seis siete ocho, nueve cero uno dos', 'es')).toEqual([
      ['IBAN_CODE', 'e ese veinte, uno dos tres cuatro, cinco seis siete ocho, nueve cero uno dos'],
    ]);
  });
  it('read a code hyphenated letter by letter part by part, and a hyphenated number word as one', () => {
    expect(found('Deliver to Leeds, L-S-six, two-A-Z. Pay forty-two pounds.', 'en')).toEqual([['NAME', 'L-S-six, two-A-Z']]);
  });
});
