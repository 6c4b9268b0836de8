// Request-validation errors over HTTP: every JSON type sent into every kind of field gets one error that
// names the field and says, in plain words, what was expected and what was received; a field the schema
// does not know is refused with the field the caller probably meant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { loadFixtures } from '../convert/helpers/fixtures.js';

const basic = loadFixtures().find((f) => f.name === 'standard-rate-single-line')!.invoice as Record<string, any>;

/** The JSON types a caller can send, with how the error names each. */
const SENT: Record<string, { value: unknown; named: string }> = {
  string: { value: 'abc', named: 'not a string' },
  number: { value: 1047, named: 'not a number' },
  boolean: { value: true, named: 'not true or false' },
  null: { value: null, named: 'not null' },
  array: { value: ['x'], named: 'not a list (JSON array)' },
  object: { value: { x: 1 }, named: 'not an object' },
};

/** Each kind of field: where it sits, what it expects in words, and which sent types it accepts. */
const KINDS = [
  { kind: 'text', path: ['invoice_number'], expects: 'must be a string', accepts: ['string'] },
  {
    kind: 'decimal',
    path: ['lines', 0, 'quantity'],
    expects: 'must be a decimal number (a JSON number or a string such as "12.50")',
    accepts: ['number'],
  },
  { kind: 'boolean', path: ['allowances', 0, 'is_charge'], expects: 'must be true or false', accepts: ['boolean'] },
  { kind: 'list', path: ['lines'], expects: 'must be a list (JSON array)', accepts: ['array'] },
  { kind: 'object', path: ['seller'], expects: 'must be an object', accepts: ['object'] },
  { kind: 'date', path: ['issue_date'], expects: 'must be a string', accepts: [] },
] as const;

function invoiceWith(path: readonly (string | number)[], value: unknown): Record<string, any> {
  const invoice = structuredClone(basic);
  invoice.allowances = [{ is_charge: false, amount: '1.00', vat_category: 'S', vat_rate: '19', reason: 'Discount' }];
  let parent: any = invoice;
  for (const segment of path.slice(0, -1)) parent = parent[segment];
  const last = path.at(-1)!;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return invoice;
}

const JARGON = /Invalid input|Too small|Too big|expected .* to have|>=|received undefined|Unrecognized key/;

describe('request validation errors', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const convert = (invoice: unknown, extra: Record<string, unknown> = {}) =>
    server.call('POST', '/v1/convert', { key: 'convert', body: { invoice, target_format: 'peppol_bis_3', ...extra } });

  for (const { kind, path, expects, accepts } of KINDS) {
    const field = ['invoice', ...path].join('.');
    for (const [type, { value, named }] of Object.entries(SENT)) {
      if ((accepts as readonly string[]).includes(type)) continue;
      if (kind === 'date' && type === 'string') continue;
      if (kind === 'decimal' && type === 'string') continue;
      it(`a ${type} in a ${kind} field names the expected and the received type`, async () => {
        const res = await convert(invoiceWith(path, value));
        expect(res.status).toBe(422);
        expect(res.body.error.code).toBe('VALIDATION_ERROR');
        const errors = res.body.error.errors as Array<{ field: string; code: string; message: string }>;
        const mine = errors.filter((e) => e.field === field);
        expect(mine).toEqual([{ field, code: 'invalid_type', message: `${expects}, ${named}` }]);
        for (const e of errors) expect(e.message).not.toMatch(JARGON);
      });
    }
    it(`a missing ${kind} field is reported as required, once`, async () => {
      const res = await convert(invoiceWith(path, undefined));
      expect(res.status).toBe(422);
      expect(res.body.error.errors).toEqual([{ field, code: 'required', message: 'is required' }]);
      expect(res.body.error.message).toBe(`Invalid request: ${field} is required`);
    });
  }

  it('a decimal string in the wrong form is invalid_decimal, not a type error', async () => {
    const res = await convert(invoiceWith(['lines', 0, 'quantity'], '1,5'));
    expect(res.body.error.errors).toEqual([expect.objectContaining({ field: 'invoice.lines.0.quantity', code: 'invalid_decimal' })]);
  });

  it('a date in the wrong form gets one error on that field', async () => {
    const res = await convert(invoiceWith(['issue_date'], '21.11.2026'));
    expect(res.body.error.errors).toEqual([{ field: 'invoice.issue_date', code: 'invalid_format', message: 'must be a date written YYYY-MM-DD' }]);
  });

  it('an empty list and an empty text say so in words', async () => {
    const lines = await convert(invoiceWith(['lines'], []));
    expect(lines.body.error.errors).toEqual([{ field: 'invoice.lines', code: 'too_short', message: 'must have at least one entry' }]);
    const name = await convert(invoiceWith(['seller', 'name'], ''));
    expect(name.body.error.errors).toEqual([{ field: 'invoice.seller.name', code: 'too_short', message: 'must not be empty' }]);
  });

  it('a value outside a fixed set names the accepted values', async () => {
    const res = await convert(basic, { output: 'doc' });
    expect(res.body.error.errors).toEqual([{ field: 'output', code: 'invalid_value', message: 'must be one of: "xml", "pdf"' }]);
  });

  it('a misspelled optional field is refused with the field it probably meant', async () => {
    const res = await convert({ ...basic, purchase_order_ref: 'PO-1' });
    expect(res.status).toBe(422);
    expect(res.body.error.errors).toEqual([
      {
        field: 'invoice.purchase_order_ref',
        code: 'unknown_field',
        message: 'is not a known field; did you mean "purchase_order_reference"?',
        suggestion: 'invoice.purchase_order_reference',
      },
    ]);
    expect(res.body.error.suggestion).toBe('Did you mean invoice.purchase_order_reference?');
  });

  it('unknown fields are found at every depth, each named once', async () => {
    const invoice = invoiceWith(['seller', 'adress'], { city: 'Berlin' });
    invoice.lines[0].unitprice = '1';
    invoice.totally_new = true;
    const res = await convert(invoice, { target_fromat: 'x' });
    const byField = Object.fromEntries((res.body.error.errors as Array<{ field: string; code: string; message: string }>).map((e) => [e.field, e]));
    expect(byField['invoice.seller.adress']).toMatchObject({ code: 'unknown_field', message: 'is not a known field; did you mean "address"?' });
    expect(byField['invoice.lines.0.unitprice']).toMatchObject({
      code: 'unknown_field',
      message: 'is not a known field; did you mean "unit_price"?',
    });
    expect(byField['invoice.totally_new']).toEqual({ field: 'invoice.totally_new', code: 'unknown_field', message: 'is not a known field' });
    expect(byField.target_fromat).toMatchObject({ code: 'unknown_field', suggestion: 'target_format' });
  });

  it('validate: document and document_base64 together name both fields once', async () => {
    const res = await server.call('POST', '/v1/validate', { key: 'validate', body: { document: '<a/>', document_base64: 'AA==' } });
    expect(res.status).toBe(422);
    const [error] = res.body.error.errors;
    expect(error).toMatchObject({ field: 'document_base64', code: 'mutually_exclusive' });
    expect(error.message).toMatch(/together with document\b/);
    expect(`${error.field} ${error.message}`).not.toMatch(/document_base64 and document_base64/);
  });

  it('parse: an unknown field in the request is refused like everywhere else', async () => {
    const res = await server.call('POST', '/v1/intelligent/preview', { key: 'parse', body: { text: 'Invoice 1', langauge: 'en' } });
    expect(res.status).toBe(422);
    expect(res.body.error.errors).toEqual([expect.objectContaining({ field: 'langauge', code: 'unknown_field', suggestion: 'language' })]);
  });
});
