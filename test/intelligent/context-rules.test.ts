// The context rules that find names, companies and places without a legal form, a title or a street
// word: address parts in front of a postcode, a person's position in a sentence, lower-case trade names,
// short given names. Every text here is written for the test (none comes from the corpus).
import { describe, expect, it } from 'vitest';
import { detect, createAnonymizer } from '../../src/intelligent/anonymize/index.js';
import { resolveOverlaps } from '../../src/intelligent/anonymize/overlap.js';
import { span } from '../../src/intelligent/anonymize/span.js';
import type { Language } from '../../src/intelligent/types.js';

const anonymizer = createAnonymizer();

/** The detected values of one type, as written in the text. */
function found(text: string, type: string, language: Language = 'en'): string[] {
  return detect(text, language)
    .filter((s) => s.type === type)
    .map((s) => text.slice(s.start, s.end));
}

/** Every detected value, whatever its type. */
function replaced(text: string, language: Language = 'en'): string[] {
  return detect(text, language).map((s) => text.slice(s.start, s.end));
}

describe('address parts in front of a postcode and town', () => {
  it('takes a numbered part without a street word ("4 Harbourside")', () => {
    expect(found('Please send it to 4 Harbourside, Plymouth PL1 2AB by Friday.', 'LOCATION')).toEqual(['4 Harbourside', 'Plymouth PL1 2AB']);
  });

  it('takes a building or locality name right before the postcode, and a numbered unit before that', () => {
    expect(found('Ship to Unit 12, Orchard Works, Leeds LS9 8AA please', 'LOCATION')).toEqual(['Unit 12', 'Orchard Works', 'Leeds LS9 8AA']);
    expect(found('Adresse : Hameau Les Granges, 24200 Sarlat', 'LOCATION', 'fr')).toEqual(['Hameau Les Granges', '24200 Sarlat']);
  });

  it('prefers a building name to a given name at its start ("Rosa House")', () => {
    expect(found('Owner: Tim Platt, Rosa House, Exeter EX1 1AA', 'LOCATION')).toContain('Rosa House');
  });

  it('leaves earlier parts that are not numbered, and anything without a postcode', () => {
    expect(found('Invoice to Green Leaf Traders, 9 Mill Lane, Bath BA1 1AA', 'LOCATION')).not.toContain('Green Leaf Traders');
    expect(found('We met in Old Town, Hall 3 was full', 'LOCATION')).toEqual([]);
  });
});

describe('address blocks and other postcode shapes', () => {
  it('takes the numbered or building line right above a postcode line, not a plain name line', () => {
    expect(found('Lieferung an\nSonnenhof 3\n79098 Freiburg', 'LOCATION', 'de')).toEqual(['Sonnenhof 3', '79098 Freiburg']);
    expect(found('Deliver to\nKestrel Court\nYork YO1 7HH', 'LOCATION')).toEqual(['Kestrel Court', 'York YO1 7HH']);
    expect(found('Invoice for\nPriya Raman\nYork YO1 7HH', 'LOCATION')).toEqual(['York YO1 7HH']);
  });

  it('finds a four-digit postcode and town that stand as an address part on their own', () => {
    expect(found('Facturer à : Atelier Verhaegen, 1000 Bruxelles', 'LOCATION', 'fr')).toEqual(['1000 Bruxelles']);
    expect(found('Ordered 2024 Fittings for the depot', 'LOCATION')).toEqual([]);
  });

  it('takes "s/n" (sin número) as a house number', () => {
    expect(found('Entrega en Camino del Molino s/n, 41300 San José de la Rinconada', 'LOCATION', 'es')).toContain('Camino del Molino s/n');
  });

  it('finds an address a chat writes in lower case', () => {
    expect(found('she lives at flat 2, 19 harrow road, london w9 3rj', 'LOCATION')).toEqual(['flat 2', '19 harrow road', 'london w9 3rj']);
  });
});

describe('a person by position in the sentence', () => {
  it('finds the subject of a speech verb, also a given name that is a word ("will said")', () => {
    expect(found('sorry - will said the total is wrong', 'PERSON')).toEqual(['will']);
    expect(found('gestern meinte Anna, dass alles passt', 'PERSON', 'de')).toContain('Anna');
    expect(found('and then Okonkwo said we should wait', 'PERSON')).toEqual(['Okonkwo']);
  });

  it('does not take a thing as the speaker ("the bill says")', () => {
    expect(found('the bill says 40 euros', 'PERSON')).toEqual([]);
  });

  it('finds the value of "contact is", lower case included', () => {
    expect(found('for questions the contact is bill hartnell on site', 'PERSON')).toEqual(['bill hartnell']);
    expect(found('Referente è Bassani, ufficio acquisti', 'PERSON', 'it')).toEqual(['Bassani']);
  });

  it('finds the object of a verb addressed to a person, when capitals are not grammar', () => {
    expect(found('if it is late please call Wojtowicz directly', 'PERSON')).toEqual(['Wojtowicz']);
    expect(found('puoi chiedere conferma? chiama Bellandi domani', 'PERSON', 'it')).toEqual(['Bellandi']);
    expect(found('I spoke with Okafor and agreed with Lindqvist on the price', 'PERSON')).toEqual(['Okafor', 'Lindqvist']);
  });

  it('finds the addressee of an invoice in running text, not a heading', () => {
    expect(found('could you invoice Hartley for the oak table', 'PERSON')).toEqual(['Hartley']);
    expect(found('please raise an invoice to Kowalczyk for the repair', 'PERSON')).toEqual(['Kowalczyk']);
    expect(found('Invoice Date  09 Nov 2026', 'PERSON')).toEqual([]);
    expect(found('please invoice INV-2291 again', 'PERSON')).toEqual([]);
  });

  it('finds the Polish addressee of "fakturę" without a preposition', () => {
    expect(found('wystaw proszę fakturę Nowakom za okna', 'PERSON', 'pl')).toEqual(['Nowakom']);
  });

  it('finds a chat\'s lower-case addressee between "bill" and "for", not an adverb, pronoun or quantity', () => {
    expect(found('yo can u bill jenkins for the 2 tyres', 'PERSON')).toEqual(['jenkins']);
    expect(found('Please invoice 3D Print Hub for the prototypes', 'PERSON')).toEqual(['3D Print Hub']);
    expect(replaced('please invoice monthly for the service; invoice them for it; invoice 12 chairs for the hall')).toEqual([]);
  });

  it('finds a lower-case given name after a greeting when it is a function word only in another language', () => {
    expect(found('hey dan, the invoice is on its way', 'PERSON')).toEqual(['dan']);
  });

  it('reads Swiss sign-offs (ss for ß) and Polish "pana" in lower case', () => {
    expect(found('MIT FREUNDLICHEN GRÜSSEN\nGÜNTHER OBERHOLZER', 'PERSON', 'de')).toEqual(['GÜNTHER OBERHOLZER']);
    expect(found('wyślij fakturę do pana kowalczyka, dzięki', 'PERSON', 'pl')).toEqual(['kowalczyka']);
  });

  it('finds a given name that is also a word when capitalised mid-sentence, not a date or part of a longer name', () => {
    expect(found('please send it to Grace by Friday', 'PERSON')).toEqual(['Grace']);
    expect(replaced('due on 2 May, paid May 3; the Summer Sale ends soon')).toEqual([]);
  });

  it('finds a given name with a possessive in any case', () => {
    expect(found("can you add frank's hours to it", 'PERSON')).toEqual(['frank']);
  });

  it('finds a surname before "family" and the addressee of "addressed to"', () => {
    expect(found('Invoice for the Brennan family: 2 nights', 'PERSON')).toEqual(['Brennan']);
    expect(found('it should be addressed to grace, not me', 'PERSON')).toEqual(['grace']);
  });

  it('finds a German addressee after "geht an" without an article', () => {
    expect(found('Die Rechnung geht an Wendisch, der zahlt.', 'PERSON', 'de')).toEqual(['Wendisch']);
    expect(found('Die Rechnung geht an die Buchhaltung.', 'PERSON', 'de')).toEqual([]);
    expect(found('Rechnung an Bau-Fix Gerber, Lieferung 12 Säcke.', 'PERSON', 'de')).toEqual(['Bau-Fix Gerber']);
  });

  it('takes a capitalised function word of another language after a title as a surname ("dhr. Vos")', () => {
    expect(found('t.a.v. dhr. Vos en mevr. Smit', 'PERSON', 'nl')).toEqual(['Vos', 'Smit']);
    expect(found('Faktura do rąk p. Nowickiej, P. Sharma w kopii', 'PERSON', 'pl')).toContain('Nowickiej');
  });

  it('follows a name after a title across an OCR line break', () => {
    expect(found('Empfänger: Frau Annegret\nSchmidt-Wagner, Lindenstr. 4', 'PERSON', 'de')).toEqual(['Annegret\nSchmidt-Wagner']);
  });

  it('does not take a title for a name after another title ("Herr Herr …")', () => {
    expect(replaced('Herr Herr Herr Herr', 'de')).toEqual([]);
  });

  it('knows professional titles before a name ("rag.", "geom.", "mgr")', () => {
    expect(found('il commercialista, il rag. Ermes Tosatto, vuole una copia', 'PERSON', 'it')).toEqual(['Ermes Tosatto']);
    expect(found('proszę przekazać mgr Bielawskiej', 'PERSON', 'pl')).toEqual(['Bielawskiej']);
  });

  it('finds a person named by job or relation before the name, German included', () => {
    expect(found('Our technician Dufresne fitted 2 valves', 'PERSON')).toEqual(['Dufresne']);
    expect(found('Der Kollege Brandtner meinte, es passt.', 'PERSON', 'de')).toEqual(['Brandtner']);
    expect(found('Onze monteur Bakhuizen heeft 2 uur gewerkt.', 'PERSON', 'nl')).toEqual(['Bakhuizen']);
  });

  it('finds the signer after "Signed:" or "gez."', () => {
    expect(found('Signed: R. Okonkwo-Davies', 'PERSON')).toEqual(['R. Okonkwo-Davies']);
    expect(found('gez. J. de Boer\nDirecteur', 'PERSON', 'nl')).toEqual(['J. de Boer']);
  });

  it('finds a family named in the plural', () => {
    expect(found('can you invoice the Hendersons for the fence', 'PERSON')).toEqual(['Hendersons']);
    expect(found('invoice for: the Pattersons (no 12)', 'PERSON')).toEqual(['Pattersons']);
  });

  it('finds a colloquial self-introduction and a Spanish closing on the same line', () => {
    expect(found('ciao sono la fede, mi mandi la fattura?', 'PERSON', 'it')).toEqual(['fede']);
    expect(found('Gracias. Un cordial saludo, Aitor Zabala', 'PERSON', 'es')).toEqual(['Aitor Zabala']);
  });

  it('knows short forms of given names', () => {
    expect(found('Hi Bill, thanks', 'PERSON')).toEqual(['Bill']);
    expect(found('Cześć Zbyszek, przesyłam fakturę', 'PERSON', 'pl')).toEqual(['Zbyszek']);
  });

  it('does not make every later "will" a name after finding one', () => {
    const text = 'will said yes. will you send it?';
    expect(found(text, 'PERSON')).toEqual(['will']);
  });

  it('leaves month names alone even where they are given names elsewhere ("julio")', () => {
    expect(replaced('El pago vence el 5 de julio de 2026.', 'es')).toEqual([]);
  });
});

describe('trade names without a legal form', () => {
  it('finds a lower-case trade name after "the"', () => {
    expect(found('can u invoice the harbour bakery for 3 trays', 'COMPANY_NAME')).toEqual(['harbour bakery']);
  });

  it('finds trade names built on business words of the seven languages', () => {
    expect(found('Rechnung von Immobilien Krause, bitte prüfen', 'COMPANY_NAME', 'de')).toEqual(['Immobilien Krause']);
    expect(found('Presupuesto de Reformas Garrido para la cocina', 'COMPANY_NAME', 'es')).toEqual(['Reformas Garrido']);
    expect(found('Bestelling bij Bouwbedrijf Veenstra geplaatst', 'COMPANY_NAME', 'nl')).toEqual(['Bouwbedrijf Veenstra']);
    expect(found('Invoice from Northgate Digital for the website', 'COMPANY_NAME')).toEqual(['Northgate Digital']);
  });
});

describe('businesses named by context', () => {
  it('finds a business introduced as such', () => {
    expect(found('please put it in the name of my company, Blue Fern Studio, thanks', 'COMPANY_NAME')).toEqual(['Blue Fern Studio']);
    expect(found('La ragione sociale è Fratelli Oberti, grazie', 'COMPANY_NAME', 'it')).toEqual(['Fratelli Oberti']);
    expect(found('proszę o fakturę dla firmy Drewmax, dziękuję', 'COMPANY_NAME', 'pl')).toEqual(['Drewmax']);
  });

  it('finds a business partner named by its role after a possessive, in the seven languages', () => {
    expect(found('Our supplier Marchbank sent too many', 'COMPANY_NAME')).toEqual(['Marchbank']);
    expect(found('Unser Lieferant Brösel hat zu viel geliefert', 'COMPANY_NAME', 'de')).toEqual(['Brösel']);
    expect(found('Il nostro fornitore Zanardi ha consegnato', 'COMPANY_NAME', 'it')).toEqual(['Zanardi']);
    expect(found('Nasz dostawca Metalbud dostarczył', 'COMPANY_NAME', 'pl')).toEqual(['Metalbud']);
  });

  it('finds a business speaking of itself, and whose invoice it is', () => {
    expect(found('hi! we are Salt & Fern, a small deli', 'COMPANY_NAME')).toEqual(['Salt & Fern']);
    expect(found('Thanks from all of us at Kiln Yard!', 'COMPANY_NAME')).toEqual(['Kiln Yard']);
    expect(found("Brackwell's invoice is still open", 'COMPANY_NAME')).toEqual(['Brackwell']);
    expect(found('Factuur voor Koffiehuis De Molen, graag', 'COMPANY_NAME', 'nl')).toEqual(['Koffiehuis De Molen']);
  });

  it("finds the value of a party label, a person's recognizer winning over it", () => {
    expect(found('Leverancier: Zonnebloem Tuinen\nFactuur 12', 'COMPANY_NAME', 'nl')).toEqual(['Zonnebloem Tuinen']);
    expect(found('Customer: Anna Berg', 'PERSON')).toEqual(['Anna Berg']);
    expect(found('Customer: Anna Berg', 'COMPANY_NAME')).toEqual([]);
  });

  it('finds the supplier of goods after "ordered … from", "chez", "presso", "besteld bij"', () => {
    expect(found('we ordered 12 lamps from Copperfield Lighting on Monday', 'COMPANY_NAME')).toEqual(['Copperfield Lighting']);
    expect(found('Achat chez Boissonnade le 2 mai', 'COMPANY_NAME', 'fr')).toEqual(['Boissonnade']);
    expect(found('Besteld bij Van den Akker Techniek: 3 stuks', 'COMPANY_NAME', 'nl')).toEqual(['Van den Akker Techniek']);
    expect(found('Besteld bij Van der Heijden Techniek: 8 pompen', 'COMPANY_NAME', 'nl')).toEqual(['Van der Heijden Techniek']);
    expect(found('Dot here from the Crown & Anchor - can we get a bill', 'COMPANY_NAME')).toEqual(['Crown & Anchor']);
    expect(found('it came from the Accounts Team', 'COMPANY_NAME')).toEqual([]);
  });

  it('finds a lower-case partner firm after a preposition, and a business after an elided article', () => {
    expect(found('ask jo at harper & lowe about it', 'COMPANY_NAME')).toEqual(['harper & lowe']);
    expect(found("c'est Inès de l'atelier Fil Rouge, merci", 'COMPANY_NAME', 'fr')).toEqual(['Fil Rouge']);
  });

  it('does not take the next label of a column layout as a party', () => {
    expect(found('BILL TO:            SHIP TO:\n', 'COMPANY_NAME')).toEqual([]);
  });

  it('finds a business after a business noun in lower case, and a lower-case trade name after "from"', () => {
    expect(found('Kupione w hurtowni Stalmet, 20 sztuk.', 'COMPANY_NAME', 'pl')).toEqual(['Stalmet']);
    expect(found('its dan from lakeside plumbing, can u invoice us', 'COMPANY_NAME')).toEqual(['lakeside plumbing']);
  });

  it('finds a business name in quotation marks after a business noun or marker', () => {
    expect(found('Fattura al ristorante "Da Gigi" per 20 coperti', 'COMPANY_NAME', 'it')).toEqual(['ristorante "Da Gigi"']);
    expect(found('Rechnung an Gasthaus „Zur Linde“, 3 Fässer', 'COMPANY_NAME', 'de')).toEqual(['Gasthaus „Zur Linde“']);
  });

  it("finds names after business-type abbreviations and brothers' firms", () => {
    expect(found('Faktura dla P.H.U. Zalewski, 3 sztuki', 'COMPANY_NAME', 'pl')).toEqual(['P.H.U. Zalewski']);
    expect(found('Faktura dla F.H. "Marex", 3 sztuki', 'COMPANY_NAME', 'pl')).toEqual(['F.H. "Marex"']);
    expect(found('Fattura a F.lli Bonetti, 2 giorni', 'COMPANY_NAME', 'it')).toEqual(['F.lli Bonetti']);
  });

  it('finds the business line of a signature block, not a role or department', () => {
    const text = 'Thanks for the order.\n\nBest regards,\nOwen Pryce\nSales Manager\nHarbour Lights Catering\nTel. 01234 567890';
    expect(found(text, 'COMPANY_NAME')).toEqual(['Harbour Lights Catering']);
    expect(found('Danke!\n\nViele Grüße\nJana Roth | Roth Gartenpflege', 'COMPANY_NAME', 'de')).toEqual(['Roth Gartenpflege']);
    expect(found('Cordialement,\nLéa Morel\nComptabilité', 'COMPANY_NAME', 'fr')).toEqual([]);
  });
});

describe('address blocks: the addressee lines and building names', () => {
  it('takes the lines above street and postcode as the addressee, typed from their words', () => {
    const text = 'RECHNUNG\nKunde:\nTennisclub Blau-Weiß\nFrauke Brunsema\nDeichstraße 4\n26721 Emden';
    expect(found(text, 'COMPANY_NAME', 'de')).toEqual(['Tennisclub Blau-Weiß']);
    expect(found(text, 'PERSON', 'de')).toEqual(['Frauke Brunsema']);
  });

  it('stops at a document title, a label line or a block header', () => {
    expect(replaced('FACTURE\nBoulangerie Piquet\n4 rue Neuve\n21000 Dijon', 'fr')).not.toContain('FACTURE');
    expect(replaced('SPETT.LE\nTRATTORIA DA BEPPE\nVIA ROMA 3\n37121 VERONA VR', 'it')).not.toContain('SPETT.LE');
    expect(replaced('AAN\nHOVENIERSBEDRIJF DE LINDE\nDORPSSTRAAT 8\n7461 AB RIJSSEN', 'nl')).not.toContain('AAN');
  });

  it('finds a building name alone in its column or part, and a named estate or residence', () => {
    expect(found('SHIP TO:\nAnn Lowe          Fern Cottage\nLeeds LS1 1AA', 'LOCATION')).toContain('Fern Cottage');
    expect(found('Livraison à la Résidence Les Tilleuls, bât. B', 'LOCATION', 'fr')).toEqual(['Résidence Les Tilleuls']);
    expect(found('Entrega en Urbanización El Pinar', 'LOCATION', 'es')).toEqual(['Urbanización El Pinar']);
  });

  it('knows localities, estates and business parks of the seven languages, and street abbreviations', () => {
    expect(found('Sede: Loc. Case Sparse 12, Fraz. San Martino', 'LOCATION', 'it')).toEqual(['Loc. Case Sparse 12', 'Fraz. San Martino']);
    expect(found('Livraison ZA des Granges demain', 'LOCATION', 'fr')).toEqual(['ZA des Granges']);
    expect(found('Lieferung ins Gewerbegebiet Nord morgen', 'LOCATION', 'de')).toEqual(['Gewerbegebiet Nord']);
    expect(found('bezoekadres Laan van Meerdervoort 12, Den Haag', 'LOCATION', 'nl')).toEqual(['Laan van Meerdervoort 12']);
    expect(found('Adres: Rynek Główny 12, Kraków', 'LOCATION', 'pl')).toEqual(['Rynek Główny 12']);
    expect(found('Entrega en Pza. de España 1, Sevilla', 'LOCATION', 'es')).toEqual(['Pza. de España 1']);
  });

  it('takes marked place names further left in an address line ("The Old Rectory, Church Lane, …")', () => {
    expect(found('Customer: The Old Rectory, Church Lane, Upper Slaughter, Cheltenham GL54 2JB', 'LOCATION')).toEqual([
      'The Old Rectory',
      'Church Lane',
      'Upper Slaughter',
      'Cheltenham GL54 2JB',
    ]);
  });
});

describe('overlaps: no part of a name is left out', () => {
  it('prefers the longer of two spans of the same type', () => {
    const text = 'Price Joinery Ltd';
    const kept = resolveOverlaps([span(6, 17, 'COMPANY_NAME', 0.9), span(0, 17, 'COMPANY_NAME', 0.45)]);
    expect(kept.map((s) => text.slice(s.start, s.end))).toEqual(['Price Joinery Ltd']);
  });

  it('brings back a span set aside for a longer one that then lost', () => {
    // "Anna" (0.55) lies inside "Anna Berg Tours" (0.45, absorbs it), which loses to "Berg Tours Ltd" (0.9).
    const kept = resolveOverlaps([span(0, 4, 'PERSON', 0.55), span(0, 15, 'COMPANY_NAME', 0.45), span(5, 19, 'COMPANY_NAME', 0.9)]);
    expect(kept.map((s) => [s.start, s.end])).toEqual([
      [0, 4],
      [5, 19],
    ]);
  });
});

describe('departments and roles stay', () => {
  it('does not take a department or role for a person or business', () => {
    expect(replaced('Please invoice 3 licences. Ask Accounts if unclear, or call Support on Monday.')).toEqual([]);
    expect(replaced('Customer: Accounts Payable Department\nProject: Office Move')).toEqual([]);
    expect(replaced('Best regards,\nThe Finance Team\nCustomer Service\nOpening hours Mon-Fri')).toEqual([]);
    expect(replaced('Cordiali saluti, Amministrazione', 'it')).toEqual([]);
    expect(replaced("Merci d'envoyer la facture au Service Comptabilité.", 'fr')).toEqual([]);
    expect(found('Tell Marketing the Summer Sale starts soon.', 'COMPANY_NAME')).toEqual([]);
  });
});

describe('what reaches the text sent on', () => {
  it('replaces each of these with a placeholder', () => {
    const text = 'hey - will said to invoice the Hendersons at 4 Harbourside, Plymouth PL1 2AB; contact is bill hartnell from the harbour bakery';
    const { anonymizedText } = anonymizer.anonymize(text, { language: 'en' });
    for (const value of ['will said', 'Hendersons', '4 Harbourside', 'Plymouth', 'bill hartnell', 'harbour bakery']) {
      expect(anonymizedText, value).not.toContain(value);
    }
  });
});
