// The renderer's parts alone: language data complete, exact decimal formatting, fields the groups do not
// name shown under their business term, omitted fields left out, logos checked by their bytes.
import { describe, expect, it } from 'vitest';
import { modelOf, richInvoice } from '../../test/cii/samples.js';
import { LABEL_KEYS, LANGUAGE_FILES, dictionaryFor } from './dictionary.js';
import { fieldTerm, termOf } from './field-terms.js';
import { formatterFor } from './format.js';
import { LANGUAGES, languageOfCountry } from './languages.js';
import { readLogo, MAX_LOGO_BYTES } from './logo.js';
import { sourceOfDocument, sourceOfModel } from './source.js';
import { buildView } from './view.js';
import { layoutInvoice } from '../pdf/layout.js';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('language data', () => {
  it('has every label in every language, and no label English lacks', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(LANGUAGE_FILES[language].labels).sort(), language).toEqual([...LABEL_KEYS].sort());
    }
  });

  it('names codes in the language, falls back to the English code list, and to nothing for unknown codes', () => {
    expect(dictionaryFor('de').code('untdid-4461', '58')).toBe('SEPA-Überweisung');
    expect(dictionaryFor('de').code('untdid-4461', '93')).toBe(dictionaryFor('en').code('untdid-4461', '93'));
    expect(dictionaryFor('en').code('vatex', 'VATEX-EU-AE')).toMatch(/reverse charge/i);
    expect(dictionaryFor('fr').code('rec20', 'NOPE')).toBeUndefined();
  });

  it("picks the seller country's language", () => {
    expect(languageOfCountry('AT')).toBe('de');
    expect(languageOfCountry('BE')).toBe('nl');
    expect(languageOfCountry('SE')).toBe('en');
    expect(languageOfCountry(undefined)).toBe('en');
  });
});

describe('formatting', () => {
  it('writes amounts digit for digit, beyond what a binary float holds', () => {
    expect(nbsp(formatterFor('de').money('99999999999999.99', 'EUR'))).toBe('99.999.999.999.999,99 €');
    expect(nbsp(formatterFor('fr').quantity('1234567.000125'))).toBe('1 234 567,000125');
    expect(nbsp(formatterFor('en').percent('7.5'))).toBe('7.5%');
  });

  it('keeps what it cannot read as it was written', () => {
    expect(formatterFor('de').money('n/a', 'EUR')).toBe('n/a EUR');
    expect(formatterFor('de').date('21.11.2026')).toBe('21.11.2026');
    expect(formatterFor('de').country('XX1')).toBe('XX1');
  });
});

describe('the schema as the source of labels', () => {
  it('finds the business term of a field for its role', () => {
    expect(fieldTerm('seller.address.city')?.bt).toBe('BT-37');
    expect(fieldTerm('buyer.address.city')?.bt).toBe('BT-52');
    expect(fieldTerm('lines.7.note')?.bt).toBe('BT-127');
    expect(termOf('Payee name: payee BT-59.', 'payee.name')).toBe('BT-59');
    expect(fieldTerm('tax_representative.address.street')?.bt).toBe('BT-64');
    expect(fieldTerm('lines.0.period.start_date')?.bt).toBe('BT-134');
    expect(fieldTerm('invoicing_period.start_date')?.bt).toBe('BT-73');
  });

  it("shows address line 3 in the party's address, and a term the language files lack by its name in the norm", () => {
    const model = modelOf(richInvoice);
    const invoice = {
      ...model.invoice,
      seller: { ...model.invoice.seller, address: { ...model.invoice.seller.address, street3: 'Gebäude C' } },
      tax_representative: { name: 'Steuervertretung GmbH', vat_id: 'DE111222333', address: { street3: '4. Etage', country_code: 'DE' } },
    } as Record<string, unknown>;
    const view = buildView({ ...sourceOfModel(model), invoice }, { language: 'de' });
    expect(view.seller.address).toContain('Gebäude C');
    expect(view.other).toContainEqual({ label: 'Tax representative address line 3', value: '4. Etage' });
  });

  it("labels a charge's fields with the charge's terms, an allowance's with the allowance's", () => {
    const model = modelOf(richInvoice);
    const invoice = {
      ...model.invoice,
      allowances: [
        { is_charge: true, amount: '10.00', base_amount: '200.00', vat_category: 'S', vat_rate: '19' },
        { is_charge: false, amount: '5.00', base_amount: '100.00', vat_category: 'S', vat_rate: '19' },
      ],
    } as Record<string, unknown>;
    const other = buildView({ ...sourceOfModel(model), invoice }, { language: 'en', showTerms: true }).other;
    expect(other).toContainEqual(expect.objectContaining({ bt: 'BT-100', label: 'Document level charge base amount' }));
    expect(other).toContainEqual(expect.objectContaining({ bt: 'BT-93' }));
  });

  it('shows fields no group names under "other details" (line fields at their line), with dates and countries formatted', () => {
    const model = modelOf(richInvoice);
    const invoice = { ...model.invoice, invoicing_period: { start_date: '2026-11-01' }, payee: { name: 'Factor AG' } } as Record<string, unknown>;
    (invoice.lines as Array<Record<string, unknown>>) = model.invoice.lines.map((l, i) => (i === 0 ? { ...l, origin_country_code: 'IT' } : l));
    const view = buildView({ ...sourceOfModel(model), invoice }, { language: 'de' });
    // Labelled by business term (BT-73, BT-59) from the German term names.
    expect(view.other).toContainEqual({ label: 'Beginn des Abrechnungszeitraums', value: '01.11.2026' });
    expect(view.other).toContainEqual({ label: 'Name des Zahlungsempfängers', value: 'Factor AG' });
    expect(view.lines[0]!.details).toContainEqual({ label: 'Origin country code', value: 'Italien' });
  });

  it('leaves out the omitted fields, such as what a document does not carry', () => {
    const model = modelOf(richInvoice);
    const withBank = {
      ...model.invoice,
      payment: { ...model.invoice.payment!, bank_account: { ...model.invoice.payment!.bank_account, bank_name: 'Beispielbank' } },
    };
    const source = { ...sourceOfModel(model), invoice: withBank };
    expect(buildView(source, { language: 'en' }).payment.map((f) => f.value)).toContain('Beispielbank');
    const omitted = buildView(source, { language: 'en', omit: ['payment.bank_account.bank_name', 'lines.*.note'] });
    expect(omitted.payment.map((f) => f.value)).not.toContain('Beispielbank');
    expect(omitted.lines.flatMap((l) => l.details.map((d) => d.value))).not.toContain(richInvoice.lines[0]!.note);
  });

  it('carries business term ids when asked', () => {
    const view = buildView(sourceOfModel(modelOf(richInvoice)), { language: 'en', showTerms: true });
    expect(view.facts[0]).toMatchObject({ label: 'Number', bt: 'BT-1' });
    expect(view.totals.at(-1)).toMatchObject({ label: 'Amount due', bt: 'BT-115', strong: true });
  });
});

describe('logos', () => {
  const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
    c.charCodeAt(0),
  );

  it('reads the pixel size of a PNG and a JPEG from their headers', () => {
    expect(readLogo(png)).toMatchObject({ ok: true, logo: { mimeType: 'image/png', width: 1, height: 1 } });
    // SOI, then a SOF0 segment: length 17, precision 8, height 2, width 3.
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x02, 0x00, 0x03, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(readLogo(jpeg)).toMatchObject({ ok: true, logo: { mimeType: 'image/jpeg', width: 3, height: 2 } });
  });

  it('refuses other images and logos over the size limit', () => {
    expect(readLogo(new TextEncoder().encode('GIF89a....'))).toMatchObject({ ok: false });
    const big = new Uint8Array(MAX_LOGO_BYTES + 1);
    big.set(png);
    expect(readLogo(big)).toMatchObject({ ok: false });
  });
});

describe('a received document', () => {
  it('shows what the canonical invoice cannot hold under other details, by business term, without bare attributes', () => {
    const model = modelOf(richInvoice);
    const stated = { payable: model.totals.payable, vat_breakdown: [] };
    const source = sourceOfDocument(model.invoice, stated, [
      { xpath: '/Invoice/cbc:AccountingCost', business_term: 'BT-19', value: '4217:2323:2323' },
      { xpath: '/Invoice/cac:LegalMonetaryTotal/cbc:PrepaidAmount', business_term: 'BT-113', value: '100.00' },
      { xpath: '/Invoice/cac:AccountingSupplierParty/cac:Party/cbc:EndpointID/@schemeID', business_term: null, value: '0184' },
      { xpath: '/Invoice/cac:InvoicePeriod', business_term: 'BG-14' },
    ]);
    const view = buildView(source, { language: 'de' });
    expect(view.other).toEqual([
      { label: 'Buchungsreferenz des Käufers', value: '4217:2323:2323' },
      { label: 'Bereits gezahlter Betrag', value: formatterFor('de').money('100.00', 'EUR') },
    ]);
  });
});

describe('what a person cannot read', () => {
  it('names an embedded file by its size instead of its base64, cuts overlong values, and lays out an unbroken 50 000-character value', () => {
    const model = modelOf(richInvoice);
    const content = 'A'.repeat(400_000);
    const long = 'x'.repeat(50_000);
    const invoice = {
      ...model.invoice,
      attachments: [{ reference: 'A-1', filename: 'scan.pdf', mime_code: 'application/pdf', content_base64: content }],
      buyer_reference: long,
    } as Record<string, unknown>;
    const view = buildView({ ...sourceOfModel(model), invoice }, { language: 'en' });
    const values = view.other.map((f) => f.value);
    expect(values).toContain('293 KiB');
    expect(values.some((v) => v.includes('AAAA'))).toBe(false);
    expect(values.every((v) => v.length <= 1_001)).toBe(true);
    // One character a unit wide: the layout cuts the value into pieces in one pass.
    const pages = layoutInvoice({ ...view, notes: [long] }, (text, size) => text.length * size * 0.5);
    expect(pages.length).toBeGreaterThan(0);
  });
});
