// The recall-first layer: a word reaches the model only when it is known to be safe. Each rule of
// safe-words/ and of unknown-words.ts, proven on text written for the test (none comes from a corpus set),
// with what it must still replace.
import { describe, expect, it } from 'vitest';
import { anonymize, detect } from '../../src/intelligent/anonymize/index.js';
import { isKnownCompound } from '../../src/intelligent/anonymize/safe-words/compounds.js';
import { isLineItem } from '../../src/intelligent/anonymize/safe-words/line-items.js';
import { followsCapitalisation } from '../../src/intelligent/anonymize/safe-words/orthography.js';
import { isPostcodePair } from '../../src/intelligent/anonymize/safe-words/postcodes.js';
import { hasCommonWordShape } from '../../src/intelligent/anonymize/safe-words/word-shapes.js';
import { isKnownWord } from '../../src/intelligent/anonymize/lexicons/index.js';
import type { Language } from '../../src/intelligent/types.js';

const sent = (text: string, language: Language = 'en') => anonymize(text, { language }).anonymizedText;
const replaced = (text: string, language: Language = 'en') => detect(text, language).map((s) => text.slice(s.start, s.end));

describe('what passes as written', () => {
  it('lets common words, invoice vocabulary, numbers, dates, amounts and references through', () => {
    const text = 'Please pay invoice RE-2024-17 of 1.190,00 EUR (19 % VAT) by 15 April 2024, 3 x 12,50 €.';
    expect(sent(text)).toBe(text);
  });

  it('replaces a word no list knows, capitalised or not, glued or a handle', () => {
    expect(replaced('Please ask Zbrowsky about it.')).toEqual(['Zbrowsky']);
    expect(sent('thx, ping @qwertzuiop or bäckerei-zimmerhuber', 'de')).not.toMatch(/qwertzuiop|zimmerhuber/);
  });

  it('gives an unknown word beside a found name that name, and a neutral NAME otherwise', () => {
    const spans = detect('Sehr geehrter Herr Zbrowsky,', 'de');
    expect(spans.map((s) => s.type)).toEqual(['PERSON']);
    expect(detect('The Zbrowsky file is attached.', 'en').map((s) => s.type)).toEqual(['NAME']);
  });

  it('keeps a placeholder the text already holds', () => {
    expect(sent('Note [PERSON_1] attached.')).toBe('Note [PERSON_1] attached.');
  });

  it('knows the words of the text language, the invoice words of every language, and codes', () => {
    expect(isKnownWord('rechnung', ['en'])).toBe(true); // invoice vocabulary of any language
    expect(isKnownWord('eur', ['pl'])).toBe(true);
    expect(isKnownWord('thomas', ['en'])).toBe(false); // a given name is no common word
    expect(isKnownWord('chicago', ['en'])).toBe(false); // the English dictionary writes it only with a capital
  });
});

describe('safe-word rules', () => {
  it('compounds: two known words, not a name-like head', () => {
    const known = (w: string) => ['kopier', 'papier', 'heizung', 'wartung', 'haus', 'mann', 'neu'].includes(w);
    expect(isKnownCompound('kopierpapier', known)).toBe(true);
    expect(isKnownCompound('heizungswartung', known)).toBe(true);
    expect(isKnownCompound('hausmann', known)).toBe(false);
    expect(isKnownCompound('neumann', known)).toBe(false);
  });

  it('word shapes: lower-case common-noun endings, capitalised only in German', () => {
    expect(hasCommonWordShape('reparación', 'es')).toBe(true);
    expect(hasCommonWordShape('strzyżenie', 'pl')).toBe(true);
    expect(hasCommonWordShape('Heizungswartung', 'de')).toBe(true);
    expect(hasCommonWordShape('Kowalska', 'pl')).toBe(false);
    expect(hasCommonWordShape('fleming', 'en')).toBe(false);
  });

  it('line items: a price or quantity on a short or tabular line, not a sentence', () => {
    expect(isLineItem('2 x Siebträgermaschine entkalkt   45,00 €')).toBe(true);
    expect(isLineItem('- espresso blend 1kg\t19.90')).toBe(true);
    expect(isLineItem('Dear Ms Price, as agreed on the phone the total for the works at your house comes to 1.200,00 EUR.')).toBe(false);
    // A chat's time stamp is no price: the words of the message are judged as words.
    expect(isLineItem('[12.04, 19:02] Ola: ZBROW-POL Anna Nowak')).toBe(false);
    expect(isLineItem('12.04.25, 19:02 - Ola: ZBROW-POL Anna Nowak')).toBe(false);
  });

  it('line items: a name-shaped word next to a found person stays replaced', () => {
    expect(sent('0101 – Zbrowsky, Tomasz – cake – £75.00')).not.toContain('Zbrowsky');
    expect(sent('2 x Siebträgermaschine entkalkt   45,00 €', 'de')).toContain('Siebträgermaschine');
  });

  it('line items: a name-shaped word in a table cell with a found business stays replaced', () => {
    const row = 'Jardinería Olmo S.L. (Adaeze Okonkwo) | 14 | 10/03/2025 | 350,00 €';
    expect(sent(row, 'es')).not.toMatch(/Adaeze|Okonkwo/);
    expect(sent('Poda de Olivos | 14 | 350,00 €', 'es')).toContain('Olivos');
  });

  it('orthography: a short lower-case word no list knows right after a found name is the rest of it', () => {
    expect(sent('Getekend voor ontvangst: Mevr. J. Kr ouw. Bedankt!', 'nl')).not.toContain('ouw');
    expect(sent('Mevr. Jansen betaalde gisteren.', 'nl')).toContain('betaalde');
  });

  it('an e-mail address of a given name and a surname names that person elsewhere in the text', () => {
    expect(sent('mandala a orsini? luca.orsini chiocciola gmail punto com', 'it')).not.toContain('orsini');
  });

  it('a common word or a foreign particle between two replaced words of one name is part of it', () => {
    expect(sent('Payee: Tŷ Coed yr Ynys, Zbrowsky Castle Zwerling')).not.toMatch(/ yr |Castle/);
    expect(sent('Dublin 8 D08 VF8H, Ireland')).not.toMatch(/ 8 /);
  });

  it('German: the noun right after a count or a measure is the counted thing, not a name', () => {
    const text = 'Geliefert wurden 12 Kisten Zwetschgenmost und 2,5 m Kupferrohr.';
    expect(sent(text, 'de')).toContain('12 Kisten');
    expect(sent(text, 'de')).toContain('2,5 m Kupferrohr');
    expect(sent('Lieferadresse 80331 Zbrowskihausen', 'de')).not.toContain('Zbrowskihausen');
  });

  it('orthography: lower-case words pass in a capitalised text, not in a lower-case chat', () => {
    expect(followsCapitalisation('Dear Anna. The invoice is attached.')).toBe(true);
    expect(followsCapitalisation('hey bill. can u send the invoice')).toBe(false);
    expect(sent('The antifouling is done.')).toContain('antifouling');
    expect(sent('hey, antifouling done by zbrowsky')).not.toContain('zbrowsky');
  });

  it('postcodes: British, Irish and Dutch pairs, and a postcode before a replaced town', () => {
    expect(isPostcodePair('BT8', '7BS')).toBe(true);
    expect(isPostcodePair('W91', 'X2P4')).toBe(true);
    expect(isPostcodePair('2691', 'KR')).toBe(true);
    expect(isPostcodePair('RE', '2024')).toBe(false);
    expect(sent('Faktura FV/KR/2025/0211 z dnia 26 lutego.', 'pl')).toContain('FV/KR/2025/0211 z dnia 26 lutego');
    expect(sent('Lisburn Road, Belfast BT9 7GX')).not.toMatch(/BT9|7GX/);
    expect(sent('Bahnhofstrasse 3, 3600 Zbrowskistadt', 'de')).not.toMatch(/3600/);
    // A lower-case town after a postcode no quantity has is a town, in a capitalised text too.
    expect(sent('Dzień dobry. Proszę o fakturę na adres ul. Polna 3, 05-800 zbrowice. Dziękuję.', 'pl')).not.toMatch(/zbrowice|05-800/);
    expect(sent('Bitte 1000 flyer drucken. Danke.', 'de')).toContain('1000 flyer');
    expect(sent("The invoice RP-0042 isn't due yet. Thanks.")).toContain("RP-0042 isn't");
  });
});

describe('rules around the recall-first layer', () => {
  it('replaces a word everywhere once it is replaced somewhere (a town again in a table row)', () => {
    const text = 'Hauptstrasse 3, 3600 Zbrowskistadt\n\nBetrag   CHF 120.00   Zbrowskistadt';
    expect(sent(text, 'de')).not.toContain('Zbrowskistadt');
  });

  it('takes a short capitalised line of an address block as an address part or addressee', () => {
    const text = 'My details:\nMrs Judith Clarkson\nThe Old Mill\n5 Church Lane\nChelmsford CM3 4BA\n\nThe Old Mill is fine.';
    const spans = detect(text, 'en').map((s) => text.slice(s.start, s.end));
    expect(spans).toContain('The Old Mill');
    // Outside the block the same common words are ordinary words.
    expect(sent(text)).toMatch(/\nThe Old Mill is fine\.$/);
  });

  it('takes a family firm written with "& Söhne", "& Sons", "& Partner" as a company, common words or not', () => {
    const text = 'Bitte an Koch & Söhne überweisen. Rechnung von Schmidt & Partner.';
    expect(
      detect(text, 'de')
        .filter((s) => s.type === 'COMPANY_NAME')
        .map((s) => text.slice(s.start, s.end)),
    ).toEqual(['Koch & Söhne', 'Schmidt & Partner']);
  });
});
