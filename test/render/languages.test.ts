// The rendered invoice as a person reads it, in each language: the text pdftotext reads off the PDF and the
// text of the HTML page hold the language's labels and its way of writing amounts, dates, units and codes.
// Page counts: ten lines fit one A4 page; a long invoice continues with the table header and the amount
// carried over on each page, and the totals never stand alone on the last page.
import { readFileSync } from 'node:fs';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { Invoice } from '../../core/en16931/invoice.js';
import { buildModel } from '../../core/en16931/model.js';
import { createInvoicePdf } from '../../core/pdf/hybrid-pdf.js';
import { LANGUAGES, buildView, readLogo, renderHtmlPage, sourceOfModel, type Language } from '../../core/render/index.js';
import { pdfPageCount, pdftotext, withTempPdf } from '../pdf/tools.js';
import { htmlText } from './html-text.js';

const example = JSON.parse(readFileSync('examples/requests/convert-facturx-pdf.json', 'utf8')).invoice;

/** The example invoice with `count` lines, as convert would model it. */
function modelWithLines(count: number, unitPrice = '50.00') {
  const line = example.lines[0];
  const lines = Array.from({ length: count }, (_, i) => ({
    ...line,
    id: String(i + 1),
    description: `Artikel ${i + 1}`,
    quantity: '2',
    unit_price: unitPrice,
    net_amount: new Big(unitPrice).times(2).toFixed(2),
  }));
  const built = buildModel(Invoice.parse({ ...example, lines }));
  if (!built.ok) throw new Error(JSON.stringify(built.issues));
  return built.model;
}

/** What a reader of each language expects on the page of the 10-line example (1 000,00 net, 19 % VAT, issued 2 November 2026). */
const EXPECTED: Record<Language, string[]> = {
  en: [
    'Invoice',
    'SELLER',
    'BUYER',
    'Unit price',
    'Amount due',
    '€1,190.00',
    '€50.00',
    '2 Nov 2026',
    'SEPA credit transfer',
    'Germany',
    'Page 1 of 1',
  ],
  de: [
    'Rechnung',
    'VERKÄUFER',
    'KÄUFER',
    'Einzelpreis',
    'Zahlbetrag',
    '1.190,00 €',
    '50,00 €',
    '02.11.2026',
    'SEPA-Überweisung',
    'Deutschland',
    'Seite 1 von 1',
  ],
  fr: [
    'Facture',
    'VENDEUR',
    'ACHETEUR',
    'Prix unitaire',
    'Net à payer',
    '1 190,00 €',
    '50,00 €',
    '2 nov. 2026',
    'Virement SEPA',
    'Allemagne',
    'Page 1 sur 1',
  ],
  it: [
    'Fattura',
    'VENDITORE',
    'ACQUIRENTE',
    'Prezzo unitario',
    'Importo da pagare',
    '1190,00 €',
    '50,00 €',
    '2 nov 2026',
    'Bonifico SEPA',
    'Germania',
    'Pagina 1 di 1',
  ],
  es: [
    'Factura',
    'VENDEDOR',
    'COMPRADOR',
    'Precio unitario',
    'Importe a pagar',
    '1190,00 €',
    '50,00 €',
    '2 nov 2026',
    'Transferencia SEPA',
    'Alemania',
    'Página 1 de 1',
  ],
  nl: [
    'Factuur',
    'VERKOPER',
    'KOPER',
    'Stukprijs',
    'Te betalen',
    '€ 1.190,00',
    '€ 50,00',
    '2 nov 2026',
    'SEPA-overschrijving',
    'Duitsland',
    'Pagina 1 van 1',
  ],
  pl: [
    'Faktura',
    'SPRZEDAWCA',
    'NABYWCA',
    'Cena jedn.',
    'Do zapłaty',
    '1190,00 €',
    '50,00 €',
    '2 lis 2026',
    'Przelew SEPA',
    'Niemcy',
    'Strona 1 z 1',
  ],
};

const pdfOf = async (model: ReturnType<typeof modelWithLines>, language: Language, extra = {}) =>
  createInvoicePdf({ view: buildView(sourceOfModel(model), { language }), ...extra });
const read = (bytes: Uint8Array) => withTempPdf(bytes, (path) => ({ text: pdftotext(path), pages: pdfPageCount(path) }));

describe.each(LANGUAGES)('%s', (language) => {
  const model = modelWithLines(10);

  it('the PDF of a 10-line invoice is one A4 page with the labels and formatted values of the language', async () => {
    const { text, pages } = read(await pdfOf(model, language));
    expect(pages).toBe(1);
    for (const expected of EXPECTED[language]) expect(text, expected).toContain(expected);
  });

  it('the HTML page says the same, with the language on <html lang>', () => {
    const html = renderHtmlPage(buildView(sourceOfModel(model), { language }));
    expect(html).toContain(`<html lang="${language}">`);
    const text = htmlText(html);
    // The PDF writes headings in capitals; the HTML leaves that to CSS. A page has no page numbers (the last entry).
    for (const expected of EXPECTED[language].slice(0, -1)) expect(text.toUpperCase(), expected).toContain(expected.toUpperCase());
  });
});

describe('page layout', () => {
  it('continues a long invoice with the header, page subtotal and carried amount, and keeps the totals with a line', async () => {
    const model = modelWithLines(120);
    const { text, pages } = read(await pdfOf(model, 'en'));
    expect(pages).toBeGreaterThan(2);
    const pageTexts = text.split('\f').slice(0, pages);
    pageTexts.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages}`);
      expect(page).toContain('Unit price');
      if (i < pages - 1) expect(page).toMatch(/Carried over: €[\d,]+\.\d\d/);
      if (i > 0) expect(page).toContain('Carried over');
    });
    const last = pageTexts[pages - 1]!;
    expect(last).toContain('Amount due');
    expect(last).toContain('Artikel 120');
    expect(last).toContain('IBAN');
    // The carried amount at the head of a page is the sum of the lines before it.
    const firstOnPage2 = Number(/Artikel (\d+)/.exec(pageTexts[1]!)![1]);
    expect(pageTexts[1]).toMatch(new RegExp(`Carried over\\s+€${((firstOnPage2 - 1) * 100).toLocaleString('en-GB')}\\.00`));
  });

  it('keeps the precision a unit price carries, and at least two decimals', async () => {
    const model = modelWithLines(1, '12.345');
    const view = buildView(sourceOfModel(model), { language: 'de' });
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(plain(view.lines[0]!.unitPrice)).toBe('12,345 €');
    expect(plain(buildView(sourceOfModel(modelWithLines(1, '12.9')), { language: 'de' }).lines[0]!.unitPrice)).toBe('12,90 €');
  });

  it('draws a PNG logo and keeps the page count', async () => {
    const png = new Uint8Array(
      Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
    );
    const logo = readLogo(png);
    if (!logo.ok) throw new Error(logo.reason);
    const bytes = await pdfOf(modelWithLines(10), 'en', { logo: logo.logo, accent: '#005a4e' });
    expect(read(bytes).pages).toBe(1);
    expect(new TextDecoder('latin1').decode(bytes)).toContain('/Subtype /Image');
  });
});
