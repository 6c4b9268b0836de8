// The pipeline end to end on short texts: what is replaced, how placeholders look, the residual check
// and the way back.
import { describe, expect, it } from 'vitest';
import { createAnonymizer } from '../../src/intelligent/anonymize/index.js';
import { ibanChecksumValid } from '../../core/ids/index.js';

const anonymizer = createAnonymizer();

function placeholdersOf(text: string, type: string) {
  const result = anonymizer.anonymize(text);
  return [...result.mapping.entries].filter(([, e]) => e.type === type).map(([placeholder, e]) => ({ placeholder, original: e.original }));
}

describe('structured identifiers', () => {
  it('replaces an IBAN with a checksum-valid IBAN of the same country and grouping', () => {
    const [entry] = placeholdersOf('Bitte auf DE89 3704 0044 0532 0130 00 überweisen.', 'IBAN_CODE');
    expect(entry!.original).toBe('DE89 3704 0044 0532 0130 00');
    expect(entry!.placeholder).toMatch(/^DE\d\d 0000 0000 0000 0000 \d\d$/);
    expect(ibanChecksumValid(entry!.placeholder.replace(/\s/g, ''))).toBe(true);
  });

  it('finds an IBAN without spaces, in lower case, and one broken across a line', () => {
    for (const text of ['IBAN: NL91ABNA0417164300', 'iban nl91abna0417164300 thx', 'IBAN: PL61 1090 1014 0000 0712\n1981 2874 bitte']) {
      expect(anonymizer.anonymize(text).entityCounts.IBAN_CODE, text).toBe(1);
    }
  });

  it('keeps the VAT prefix and length, and finds unprefixed ids after a VAT label', () => {
    const [vat] = placeholdersOf('VAT: FR 40 303 265 045.', 'VAT_ID');
    expect(vat!.placeholder).toMatch(/^FR \d\d \d{3} \d{3} \d{3}$/);
    expect(vat!.placeholder.length).toBe('FR 40 303 265 045'.length);
    expect(anonymizer.anonymize('USt-IdNr.: 136695976').entityCounts.VAT_ID).toBe(1);
  });

  it('formats e-mails, URLs, phones and cards as reserved values', () => {
    const r = anonymizer.anonymize('Mail anna.berg@firma.de, www.firma.de, Tel. +49 30 1234567, Karte 4111 1111 1111 1111');
    expect(r.anonymizedText).toContain('person1@example.invalid');
    expect(r.anonymizedText).toContain('www.link1.example.invalid');
    expect(r.anonymizedText).toMatch(/\+49 00 0000001/);
    expect(r.anonymizedText).toContain('4000 0000 0000 0001');
  });

  it('finds national phone formats but leaves amounts, dates and invoice numbers alone', () => {
    const phones = [
      '030 1234567',
      '+33 6 12 34 56 78',
      '06 12 34 56 78',
      'tel. 612 345 678',
      'kom. 601 234 567',
      '347 123 4567',
      '(020) 123 4567',
      '0044 20 7946 0958',
    ];
    for (const p of phones) expect(anonymizer.anonymize(`Kontakt ${p} danke`).entityCounts.PHONE_NUMBER, p).toBe(1);
    const facts = [
      'Summe 1.234.567,89 EUR',
      'Rechnung Nr. 0301234567',
      'am 21.11.2026',
      '12 345 678 szt.',
      'Total: 600 000 000 zł',
      'invoice 2024-000123',
      'qty 1000, price 0.95',
    ];
    for (const f of facts) expect(anonymizer.anonymize(f).anonymizedText, f).toBe(f);
  });

  it('finds tax ids from labels and from distinctive shapes', () => {
    const texts = [
      'NIP: 856-734-62-15',
      'C.F. RSSMRA85T10A562S',
      'NIE X1234567L',
      'SIRET 732 829 320 00074',
      'KvK 12345678',
      'Steuernummer 21/815/08150',
      'ondernemingsnummer 0403.019.261',
      'PESEL 44051401359',
    ];
    for (const t of texts) expect(anonymizer.anonymize(t).entityCounts.TAX_ID, t).toBe(1);
  });

  it('finds e-invoicing identifiers', () => {
    const r = anonymizer.anonymize('Leitweg-ID 04011000-1234512345-06, Peppol 0208:0403019261, GLN 4012345000009');
    expect(r.entityCounts.EINVOICE_ID).toBe(3);
  });
});

describe('names, companies, places', () => {
  it('uses titles, greetings, signatures and legal forms', () => {
    const text =
      'Sehr geehrte Frau Dr. Weber,\nanbei die Rechnung der Müller & Söhne GmbH, Hauptstraße 5, 10115 Berlin.\n\nMit freundlichen Grüßen\nJan Kowalski';
    const r = anonymizer.anonymize(text);
    expect(r.anonymizedText).toBe(
      'Sehr geehrte Frau Dr. [PERSON_1],\nanbei die Rechnung der [COMPANY_1], [LOCATION_1], [LOCATION_2].\n\nMit freundlichen Grüßen\n[PERSON_2]',
    );
  });

  it('gives the same value the same placeholder and counts every occurrence', () => {
    const r = anonymizer.anonymize('Hi Anna Berg, ask Anna Berg or anna@x.de; again anna@x.de.');
    expect(r.anonymizedText).toBe('Hi [PERSON_1], ask [PERSON_1] or person1@example.invalid; again person1@example.invalid.');
    expect(r.entityCounts).toEqual({ PERSON: 2, EMAIL_ADDRESS: 2 });
  });

  it('does not reuse a placeholder that already occurs in the input', () => {
    const r = anonymizer.anonymize('Note [PERSON_1] from Mr Smith');
    expect(r.anonymizedText).toBe('Note [PERSON_1] from Mr [PERSON_2]');
  });
});

describe('language', () => {
  it('detects the seven languages and honours a hint', () => {
    const samples: Record<string, string> = {
      de: 'Bitte schicken Sie mir die Rechnung für die Lieferung von gestern.',
      en: 'Please send me the invoice for the delivery from yesterday.',
      fr: "Merci de m'envoyer la facture pour la livraison d'hier.",
      it: 'Per favore mandami la fattura per la consegna di ieri.',
      es: 'Por favor envíame la factura de la entrega de ayer.',
      nl: 'Stuur mij graag de factuur voor de levering van gisteren.',
      pl: 'Proszę przesłać mi fakturę za wczorajszą dostawę.',
    };
    for (const [language, text] of Object.entries(samples)) expect(anonymizer.anonymize(text).language, text).toBe(language);
    expect(anonymizer.anonymize(samples.de!, { language: 'nl' }).language).toBe('nl');
  });
});

describe('residual check', () => {
  it('is empty for anonymized output', () => {
    const r = anonymizer.anonymize('IBAN DE89370400440532013000, VAT DE136695976, anna@x.de, +49 30 1234567, 4111111111111111');
    expect(anonymizer.residualCategories(r.anonymizedText)).toEqual([]);
  });

  it('names categories, never values', () => {
    const categories = anonymizer.residualCategories(
      'IBAN DE89 3704 0044 0532 0130 00 VAT DE136695976 mail a@b.de tel +49 30 1234567 card 4111 1111 1111 1111',
    );
    expect(categories).toEqual(['vat_id', 'iban', 'email', 'phone', 'credit_card']);
  });

  it('catches things the recognizers would not replace (independent scan)', () => {
    expect(anonymizer.residualCategories('Ref. +49 (0)30 12345678')).toEqual(['phone']);
    expect(anonymizer.residualCategories('USt-IdNr 123456789')).toEqual(['vat_id']);
  });
});

describe('re-identification', () => {
  it('maps placeholders back, including compact spellings of grouped ones', () => {
    const r = anonymizer.anonymize('Hallo Herr Weber, IBAN DE89 3704 0044 0532 0130 00, Mail weber@firma.de');
    const iban = [...r.mapping.entries.keys()].find((p) => p.startsWith('DE'))!;
    const modelOutput = JSON.stringify({ buyer: '[PERSON_1]', iban: iban.replace(/\s/g, ''), email: 'person1@example.invalid' });
    const back = anonymizer.reidentify(modelOutput, r.mapping);
    expect(JSON.parse(back.value)).toEqual({ buyer: 'Weber', iban: 'DE89 3704 0044 0532 0130 00', email: 'weber@firma.de' });
    expect(back.unknownPlaceholders).toEqual([]);
  });

  it('reports altered and invented placeholders', () => {
    const r = anonymizer.anonymize('Hallo Herr Weber');
    const back = anonymizer.reidentify('[PERSON_1] [PERSON_7] [PERSN_1] person3@example.invalid', r.mapping);
    expect(back.value.startsWith('Weber ')).toBe(true);
    expect(back.unknownPlaceholders).toEqual(['[PERSON_7]', '[PERSN_1]', 'person3@example.invalid']);
  });
});

describe('residual check, more cases', () => {
  it('sees two IBANs in a row and a VAT id right after an IBAN', () => {
    const anonymizer = createAnonymizer();
    expect(anonymizer.residualCategories('DE09 0000 0000 0000 0000 01 und AT61 1904 3002 3457 3201')).toEqual(['iban']);
    expect(anonymizer.residualCategories('DE09 0000 0000 0000 0000 01 VAT DE136695976')).toEqual(['vat_id']);
    expect(anonymizer.residualCategories('Invoice 2024-0012, total 1.234,56 EUR, 12 pcs, due 21.11.2026')).toEqual([]);
  });
});

describe('VAT ids with a wrong check digit', () => {
  it('are still replaced, so strict mode does not refuse the common sample id DE123456789', () => {
    const anonymizer = createAnonymizer();
    const r = anonymizer.anonymize('USt-IdNr. DE123456789');
    expect(r.entityCounts.VAT_ID).toBe(1);
    expect(anonymizer.residualCategories(r.anonymizedText)).toEqual([]);
  });
});

describe('the placeholder map stays private', () => {
  it('shows no original value when serialised or printed', async () => {
    const { inspect } = await import('node:util');
    const r = createAnonymizer().anonymize('Hallo Herr Weber, IBAN DE89 3704 0044 0532 0130 00, weber@firma.de');
    for (const dump of [JSON.stringify(r), inspect(r, { depth: 10 }), String(r.mapping)]) {
      for (const original of ['Weber', '3704', 'weber@firma.de']) expect(dump).not.toContain(original);
    }
    expect(r.mapping.entries.size).toBe(3);
  });
});

describe('line endings and special spaces', () => {
  it('reads CRLF texts and no-break spaces like plain ones, and keeps them in the output', () => {
    const anonymizer = createAnonymizer();
    const text =
      'Bonjour,\r\nIBAN FR76\u00A03000\u00A06000\u00A00112\u00A03456\u00A07890\u00A0189, tél.\u202F+33\u00A06\u00A012\u00A034\u00A056\u00A078\r\n\r\nCordialement,\r\nJulien Moreau\r\n';
    const r = anonymizer.anonymize(text);
    expect(r.entityCounts).toEqual({ IBAN_CODE: 1, PHONE_NUMBER: 1, PERSON: 1 });
    expect(r.anonymizedText.endsWith('Cordialement,\r\n[PERSON_1]\r\n')).toBe(true);
    expect(r.anonymizedText).toContain('FR');
    expect(anonymizer.reidentify(r.anonymizedText, r.mapping).value).toBe(text);
  });
});

describe('residual check with special spaces', () => {
  it('sees a phone written with no-break spaces', () => {
    expect(createAnonymizer().residualCategories('tél.\u00A0+33\u00A06\u00A012\u00A034\u00A056\u00A078')).toEqual(['phone']);
  });
});

describe('re-identification of format-preserving placeholders', () => {
  it('flags reserved-range VAT ids and phones the request never issued', () => {
    const anonymizer = createAnonymizer();
    const r = anonymizer.anonymize('VAT DE136695976, Tel. +49 30 1234567');
    const issuedVat = [...r.mapping.entries].find(([, e]) => e.type === 'VAT_ID')![0];
    const issuedPhone = [...r.mapping.entries].find(([, e]) => e.type === 'PHONE_NUMBER')![0];
    const ok = anonymizer.reidentify(`${issuedVat} / ${issuedPhone}`, r.mapping);
    expect(ok).toEqual({ value: 'DE136695976 / +49 30 1234567', unknownPlaceholders: [] });
    const invented = anonymizer.reidentify('DE000000007 and +49 00 0000009', r.mapping);
    expect(invented.unknownPlaceholders).toEqual(['DE000000007', '+49 00 0000009']);
  });
});

describe('re-identification leaves real values alone', () => {
  it('does not take invoice numbers, amounts or dates in the model answer for placeholders', () => {
    const anonymizer = createAnonymizer();
    const r = anonymizer.anonymize('Hallo Herr Weber');
    const answer = 'RE00001, Order 0012000001, 1.000,00 EUR, 2026-01-01, PO000123, DE-00042';
    expect(anonymizer.reidentify(answer, r.mapping)).toEqual({ value: answer, unknownPlaceholders: [] });
  });
});
