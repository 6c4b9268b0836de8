import { describe, expect, it } from 'vitest';
import { extractParties } from './parties.js';

const buyerOf = (text: string) => extractParties(text.split('\n'), new Set()).buyer.name;

describe('party names in a sentence', () => {
  it('starts the name after a title that follows words of the sentence', () => {
    expect(buyerOf('kannst du mir noch schnell ne rechnung machen? kunde is die frau Helga Brenner, Lindenweg 2, 79098 Freiburg')).toBe(
      'Helga Brenner',
    );
    expect(buyerOf('Factuur voor de klus van gisteren, klant is meneer Joost Akkerman, Dorpsstraat 9, 3811 AB Amersfoort.')).toBe('Joost Akkerman');
    const { buyer } = extractParties(
      ['Factuur voor de klus van gisteren, klant is meneer Joost Akkerman, Dorpsstraat 9, 3811 AB Amersfoort.'],
      new Set(),
    );
    expect([buyer.street, buyer.city]).toEqual(['Dorpsstraat 9', 'Amersfoort']);
  });

  it('keeps a word in lower case that names what the business is', () => {
    expect(buyerOf('tu peux faire une facture à la librairie Page Blanche ? 12 livres à 9,50')).toBe('librairie Page Blanche');
  });
});

describe('an address on a line of its own', () => {
  it('reads a chat message that is one address line as the buyer, though no blank line sets it apart', () => {
    const chat = [
      'marco: ciao, mi fai la fattura per la signora di ieri?',
      'marco: Lucia Fabbri, via Po 12, 10123 Torino',
      'marco: pulizia caldaia 90 €',
      'giulia: ok!',
    ];
    const { buyer } = extractParties(
      chat.map((l) => l.replace(/^\w+: /, '')),
      new Set(),
    );
    expect(buyer.name).toBe('Lucia Fabbri');
    expect(buyer.postal_code).toBe('10123');
  });
});

describe('the seller from the letterhead and the signature', () => {
  const sellerOf = (text: string) => extractParties(text.split('\n'), new Set()).seller;

  it('reads a letterhead written on one line, its parts set apart by separators', () => {
    const seller = sellerOf(
      [
        'Buchbinderei Falk · Mühlgasse 7 · 93047 Regensburg · USt-IdNr. DE219876543',
        '',
        'Rechnung an: Verlag Ostwind GmbH, Domplatz 1, 93047 Regensburg',
      ].join('\n'),
    );
    expect(seller.name).toBe('Buchbinderei Falk');
    expect(seller.postal_code).toBe('93047');
  });

  it('reads the business under a closing that goes on with a few words, set apart from the person by "--"', () => {
    const text = [
      'Rechnung an: Praxis Dr. Lenz, Marktstraße 3, 93047 Regensburg',
      'Rahmung 3 Bilder à 40,00 € = 120,00 €',
      '',
      'Mit besten Grüßen aus der Oberpfalz',
      'Jana',
      '--',
      'Rahmenwerkstatt Sommer · Jana Sommer',
      'Bachgasse 4, 93047 Regensburg',
      'UID: ATU12345678',
    ].join('\n');
    expect(sellerOf(text).name).toBe('Rahmenwerkstatt Sommer');
  });

  it('takes the line under the signing person as the business when a VAT id below says so', () => {
    const text = [
      'Rechnung an: Praxis Dr. Lenz, Marktstraße 3, 93047 Regensburg',
      'Beratung 2 Std. à 80,00 € = 160,00 €',
      '',
      'Viele Grüße',
      '',
      'Dr. Paul Wendel',
      'Wendel Beratung',
      'Hafenweg 2, 28195 Bremen',
      'USt-IdNr. DE287654321',
    ].join('\n');
    const seller = sellerOf(text);
    expect(seller.name).toBe('Wendel Beratung');
    expect(seller.contact_name).toBe('Dr. Paul Wendel');
  });

  it('reads the business block set apart under a short signature, by its address, and a business on the line under the person', () => {
    const apart = [
      'Bill to: Orchard Dental LLC, 40 Elm St, Boise, ID 83702',
      'Consulting 10 hours at 150.00 = 1,500.00',
      '',
      'Thanks!',
      'Maya',
      '',
      'Maya Lindqvist',
      'Principal, Lindqvist Advisory Group LLC',
      'Rosenweg 3, 80331 München',
    ].join('\n');
    expect(sellerOf(apart).name).toBe('Lindqvist Advisory Group LLC');
    const oneLine = [
      'Facturé à : Mairie de Vertou, 1 place du Beau Verger, 44120 Vertou',
      'Réglage freins 2 h à 45,00 € = 90,00 €',
      '',
      'Bien cordialement,',
      'Paul Marec',
      'Cycles Marec – 4 rue de la Gare, 44120 Vertou – TVA FR12345678901',
    ].join('\n');
    expect(sellerOf(oneLine).name).toBe('Cycles Marec');
  });
});

describe('titles before a name', () => {
  it('drops the whole run of titles of a couple addressed together', () => {
    expect(buyerOf('la facture est au nom de m. et mme Castagnol, 4 rue des Lavandes 26000 Valence')).toBe('Castagnol');
    expect(buyerOf('Klant:\nDhr. en Mevr. Van Acker\nMolenstraat 3\n9000 Gent')).toBe('Van Acker');
  });

  it('keeps an academic title, which is part of the name', () => {
    expect(buyerOf('Rechnung an Frau Dr. Annelie Vosskamp, Lindenallee 3, 48149 Münster.')).toBe('Dr. Annelie Vosskamp');
  });
});

describe('legal forms', () => {
  it('keeps a legal form written after a comma or with a space after its dot', () => {
    expect(buyerOf('Le paso la factura a nombre de Conservas Albarracín, S.A. (CIF A12345678), Calle Real 4, 44001 Teruel.')).toBe(
      'Conservas Albarracín, S.A.',
    );
    expect(buyerOf('Rechnung an Schützenverein Talheim e. V., Vereinsweg 2, 74388 Talheim.')).toBe('Schützenverein Talheim e. V.');
  });

  it('joins a legal form set off by a dash in a letterhead as written', () => {
    const { seller } = extractParties(
      ['FROMAGERIE DES TROIS VALLÉES - GAEC', '12 chemin du Moulin', '73200 Albertville', '', 'Facture n° 12'],
      new Set(),
    );
    expect(seller.name).toBe('FROMAGERIE DES TROIS VALLÉES - GAEC');
  });

  it('takes the fuller name when the text writes the name read elsewhere with its legal form', () => {
    const text = [
      'Subject: invoice for Quillfeather Books please',
      '',
      'Could you invoice Quillfeather Books Ltd for the shelving? 2 x oak shelf at £80.00 each.',
    ];
    expect(buyerOf(text.join('\n'))).toBe('Quillfeather Books Ltd');
  });
});

describe('labels in a pasted table', () => {
  it('reads a label at the start of a cell, after the table bar', () => {
    const table = [
      '| Invoice | KB-77 | | Date | 02/12/2026 |',
      '| Bill to: Harewood Optics Ltd, 5 Mill Lane, York YO1 7HB | | |',
      '| Item | Qty | Price |',
      '| Lens cloth | 50 | 1.20 |',
      '| Supplier: Kestrel Brothers Ltd, 9 Canal Wharf, Leeds LS1 4BR | | |',
    ];
    const { seller, buyer } = extractParties(table, new Set());
    expect([seller.name, seller.postal_code]).toEqual(['Kestrel Brothers Ltd', 'LS1 4BR']);
    expect([buyer.name, buyer.city]).toEqual(['Harewood Optics Ltd', 'York']);
  });
});

describe('a trading name beside the legal entity', () => {
  it('takes the entity, the one with a legal form, whichever of the two stands in brackets', () => {
    expect(buyerOf('Customer:\nThe Salty Otter (Otterbay Leisure Ltd)\nHarbour Road, Dingle, Co. Kerry V92 X1Y2')).toBe('Otterbay Leisure Ltd');
    expect(buyerOf('Klant:\nVeldhoven Horeca BV (Café De Zwaan)\nMarkt 3\n5611 AB Eindhoven')).toBe('Veldhoven Horeca BV');
    expect(buyerOf('Klant:\nCafé De Zwaan (Markt)\nMarkt 3\n5611 AB Eindhoven')).toBe('Café De Zwaan (Markt)');
    expect(buyerOf('Rechnung an:\nHofladen Brinkmann UG (haftungsbeschränkt)\nDorfstr. 4\n49074 Osnabrück')).toBe(
      'Hofladen Brinkmann UG (haftungsbeschränkt)',
    );
  });
});

describe('a letterhead on one line under the signing person', () => {
  it('reads it as the business, right under the first name or set apart below it', () => {
    const under = ['Invoice 77 attached.', '', 'Cheers,', 'Rowan', 'Rowan Tillet Joinery | 4 Quarry Lane, Settle BD24 9AB | VAT GB123456789'];
    const { seller } = extractParties(under, new Set());
    expect([seller.name, seller.postal_code, seller.contact_name]).toEqual(['Rowan Tillet Joinery', 'BD24 9AB', 'Rowan']);
    const apart = ['Rechnung 12 anbei.', '', 'Viele Grüße', 'Jana', '', 'Atelier Brinkhaus · Jana Brinkhaus · Am Kamp 3 · 33602 Bielefeld'];
    expect(extractParties(apart, new Set()).seller.name).toBe('Atelier Brinkhaus');
  });
});
