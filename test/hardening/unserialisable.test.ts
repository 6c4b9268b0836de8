// Values the XML writers cannot carry are refused at the request, with 422 naming the field, and no submitted
// value comes back beyond a short excerpt: lone surrogates and control characters XML forbids in any text
// field, decimals beyond the precision an XML decimal is guaranteed to keep, a 100 001-digit quantity, and
// thousands of faulty lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { basicInvoice, passingValidator } from './helpers.js';
import { isXmlText, MAX_DECIMAL_DIGITS } from '../../core/schemas/primitives.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ deps: { validation: passingValidator as never } });
}, 60_000);
afterAll(async () => server?.close());

const withLine = (change: Record<string, unknown>) => ({
  ...basicInvoice,
  lines: [{ ...basicInvoice.lines[0], ...change }, ...basicInvoice.lines.slice(1)],
});

async function convert(invoice: unknown) {
  const res = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice, target_format: 'peppol_bis_3' } });
  return { ...res, size: res.bytes.byteLength };
}

describe('texts an XML document cannot carry', () => {
  const cases: Array<[string, string]> = [
    ['a lone high surrogate', 'Widget \ud800'],
    ['a lone low surrogate', '\udc00 Widget'],
    ['a control character', 'Widget\u0001'],
    ['U+FFFF', 'Widget\uffff'],
  ];
  it.each(cases)('%s in a line description → 422 invalid_character naming the field', async (_what, name) => {
    const res = await convert(withLine({ description: name }));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.field).toBe('invoice.lines.0.description');
    expect(res.body.error.errors[0].code).toBe('invalid_character');
  });

  it('applies to every text field, e.g. the seller name and a street', async () => {
    const invoice = {
      ...basicInvoice,
      seller: { ...basicInvoice.seller, name: 'ACME\u0007', address: { ...basicInvoice.seller.address, street: 'Main \udfff' } },
    };
    const res = await convert(invoice);
    expect(res.status).toBe(422);
    expect(res.body.error.errors.map((e: { field: string }) => e.field).sort()).toEqual(['invoice.seller.address.street', 'invoice.seller.name']);
  });

  it('keeps paired surrogates (emoji), tabs and line breaks', () => {
    expect(isXmlText('Widget 📦\tline\r\nnext')).toBe(true);
    expect(isXmlText('\ud83d')).toBe(false);
  });
});

describe('decimals beyond the precision the formats allow', () => {
  it('a 400-digit amount is refused at the request as decimal_precision, naming the field', async () => {
    const res = await convert(withLine({ unit_price: '9'.repeat(400) }));
    expect(res.status).toBe(422);
    expect(res.body.error.field).toBe('invoice.lines.0.unit_price');
    expect(res.body.error.errors[0].code).toBe('decimal_precision');
    expect(res.size).toBeLessThan(2_000);
  });

  it(`more than ${MAX_DECIMAL_DIGITS} significant digits are refused; that many are accepted`, async () => {
    const tooMany = await convert(withLine({ quantity: `1.${'1'.repeat(MAX_DECIMAL_DIGITS)}` }));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.errors[0]).toMatchObject({ field: 'invoice.lines.0.quantity', code: 'decimal_precision' });
    // Trailing zeros are not significant digits.
    const zeros = await convert(withLine({ quantity: `1.${'0'.repeat(40)}` }));
    expect(zeros.body.error?.errors?.find((e: { code: string }) => e.code === 'decimal_precision')).toBeUndefined();
  });

  it('a 100 001-digit quantity gives a small error that does not echo it', async () => {
    const digits = '1'.repeat(100_001);
    const res = await convert(withLine({ quantity: digits }));
    expect(res.status).toBe(422);
    expect(res.body.error.field).toBe('invoice.lines.0.quantity');
    expect(res.size).toBeLessThan(2_000);
    expect(new TextDecoder().decode(res.bytes)).not.toContain('1'.repeat(50));
  });
});

describe('echoes of submitted text', () => {
  it('ten thousand faulty lines list the first hundred errors and say how many there are', async () => {
    const line = { ...basicInvoice.lines[0], quantity: 'not a number' };
    const res = await convert({ ...basicInvoice, lines: Array.from({ length: 10_000 }, (_, i) => ({ ...line, id: String(i + 1) })) });
    expect(res.status).toBe(422);
    expect(res.body.error.errors).toHaveLength(100);
    expect(res.body.error.message).toContain('the first 100 of 10000');
    expect(res.size).toBeLessThan(40_000);
  });
});
