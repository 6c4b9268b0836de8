// POST /v1/intelligent/parse over HTTP with the offline provider: envelope, limits (daily limit and AI quota,
// atomic under concurrency), RateLimit headers, preview not counting, scopes and configuration errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParseDeps, loadAiSettings } from '../../src/intelligent/parse/index.js';
import { startServer, TEST_SEED_KEYS, type TestServer } from '../helpers/server.js';

const TEXT = [
  'Rechnung Nr. 2026-118 vom 03.11.2026',
  '',
  'Rechnung an:',
  'Beispiel AG',
  'Musterweg 12',
  '80331 München',
  '',
  '10 Std. Beratung je 95,00 € = 950,00 €',
  'zzgl. 19 % MwSt.',
  '',
  'Mit freundlichen Grüßen',
  'Thomas Berger',
  'Berger IT-Service GmbH',
  'Lindenstraße 4',
  '10969 Berlin',
  'USt-IdNr.: DE136695976',
].join('\n');

const KEYS = {
  daily10: 'eik_test_parse_daily10_000000000000000000000000',
  quota2: 'eik_test_parse_quota2_0000000000000000000000000',
  preview: 'eik_test_parse_preview_000000000000000000000000',
};

let server: TestServer;
let unconfigured: TestServer;

beforeAll(async () => {
  const offline = createParseDeps({ settings: loadAiSettings({ EINVOICE_AI_PROVIDER: 'offline' }) });
  server = await startServer({
    deps: { parse: offline },
    seedKeys: [
      ...TEST_SEED_KEYS,
      { key: KEYS.daily10, name: 'daily10', scopes: ['einvoice:parse'], daily_limit: 10, ai_quota: 100 },
      { key: KEYS.quota2, name: 'quota2', scopes: ['einvoice:parse'], daily_limit: 100, ai_quota: 2 },
      { key: KEYS.preview, name: 'preview', scopes: ['einvoice:parse'], daily_limit: 3, ai_quota: 3 },
    ],
  });
  unconfigured = await startServer({ deps: { parse: createParseDeps({ settings: loadAiSettings({ EINVOICE_AI_PROVIDER: 'none' }) }) } });
}, 60_000);

afterAll(async () => {
  await server.close();
  await unconfigured.close();
});

const parse = (s: TestServer, key: string, body: unknown = { text: TEXT, context: { seller_country: 'DE', buyer_country: 'DE' } }) =>
  s.call('POST', '/v1/intelligent/parse', { key, body });

describe('POST /v1/intelligent/parse', () => {
  it('parses with the offline provider out of the box, inside the envelope, with rate-limit metadata', async () => {
    const res = await parse(server, 'parse');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.provider).toBe('offline');
    expect(data.invoice).toMatchObject({
      invoice_number: '2026-118',
      issue_date: '2026-11-03',
      currency_code: 'EUR',
      seller: { name: 'Berger IT-Service GmbH', vat_id: 'DE136695976', address: { city: 'Berlin', postal_code: '10969', country_code: 'DE' } },
      buyer: { name: 'Beispiel AG', address: { street: 'Musterweg 12', country_code: 'DE' } },
      lines: [{ description: 'Beratung', quantity: '10', unit: 'HUR', unit_price: '95', net_amount: '950.00', vat_rate: '19', vat_category: 'S' }],
    });
    expect(data.field_status['buyer.address.country_code']).toBe('default');
    // A German seller's usual format is the one its country requires (XRechnung): what it still needs is listed.
    expect(data.target_format).toBe('xrechnung');
    expect(data.ready_to_convert).toBe(false);
    expect(data.missing_fields).toEqual(expect.arrayContaining(['seller.electronic_address', 'buyer.electronic_address']));
    // Every extracted value carries the span of the request text it was read from.
    for (const [path, span] of Object.entries(data.evidence as Record<string, { start: number; end: number }>)) {
      expect(data.field_status[path], path).toBe('extracted');
      expect(TEXT.slice(span.start, span.end).length, path).toBeGreaterThan(0);
    }
    expect(TEXT.slice(data.evidence.invoice_number.start, data.evidence.invoice_number.end)).toBe('2026-118');
    expect(TEXT.slice(data.evidence['seller.name'].start, data.evidence['seller.name'].end)).toBe('Berger IT-Service GmbH');
    for (const [path, status] of Object.entries(data.field_status)) if (status === 'extracted') expect(data.evidence[path], path).toBeDefined();
    // Only the parties' countries' extension fields are listed.
    expect(Object.keys(data.field_status).filter((p) => p.startsWith('country_extensions.') && !p.startsWith('country_extensions.de.'))).toEqual([]);
    expect(data.confidence).toBeGreaterThan(0);
    expect(data.confidence).toBeLessThanOrEqual(0.7);
    expect(data.anonymized_text).not.toContain('Berger');
    expect(data.legal_notice).toBeTruthy();
    expect(res.body.metadata.rate_limit).toEqual({ limit: 1000, remaining: 999, reset: expect.stringMatching(/T00:00:00.000Z$/) });
    expect(res.headers.get('ratelimit-limit')).toBe('1000');
    expect(res.headers.get('ratelimit-remaining')).toBe('999');
    expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
  });

  it('judges ready_to_convert for the requested target format, and refuses one convert cannot write', async () => {
    const ubl = await parse(server, 'parse', { text: TEXT, context: { seller_country: 'DE', buyer_country: 'DE', target_format: 'ubl_2_1' } });
    expect(ubl.status).toBe(200);
    expect([ubl.body.data.target_format, ubl.body.data.ready_to_convert, ubl.body.data.missing_fields]).toEqual(['ubl_2_1', true, []]);
    const unknown = await parse(server, 'parse', { text: TEXT, context: { target_format: 'no_such_format' } });
    expect([unknown.status, unknown.body.error.code, unknown.body.error.field]).toEqual([422, 'VALIDATION_ERROR', 'context.target_format']);
  });

  it('gives exactly 10 successes for 20 concurrent requests against a daily limit of 10', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => parse(server, KEYS.daily10)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(10);
    for (const r of refused) {
      expect(r.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(r.headers.get('ratelimit-remaining')).toBe('0');
    }
  }, 60_000);

  it('refuses with AI_QUOTA_EXCEEDED once the AI parse quota is used up', async () => {
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await parse(server, KEYS.quota2));
    expect(results.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(results[2]!.body.error.code).toBe('AI_QUOTA_EXCEEDED');
    expect(Number(results[2]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('does not count invalid requests, and preview never counts', async () => {
    const invalid = await parse(server, KEYS.preview, { text: 'short' });
    expect([invalid.status, invalid.body.error.code, invalid.body.error.field]).toEqual([422, 'VALIDATION_ERROR', 'text']);
    for (let i = 0; i < 5; i++) {
      const preview = await server.call('POST', '/v1/intelligent/preview', { key: KEYS.preview, body: { text: TEXT } });
      expect(preview.status).toBe(200);
    }
    const first = await parse(server, KEYS.preview);
    expect(first.status).toBe(200);
    expect(first.body.metadata.rate_limit.remaining).toBe(2);
  });

  it('answers 400 NO_INVOICE_DATA for a text without an invoice', async () => {
    const res = await parse(server, 'parse', { text: 'Hi Tom, lunch on Friday? Cheers' });
    expect([res.status, res.body.error.code]).toEqual([400, 'NO_INVOICE_DATA']);
  });

  it('is described in the OpenAPI document with an example and its error statuses', async () => {
    const doc = (await server.call('GET', '/v1/openapi.json')).body;
    const op = doc.paths['/v1/intelligent/parse'].post;
    expect(op.requestBody.content['application/json'].example.text).toContain('Invoice');
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '422', '429', '502', '503']));
    expect(doc.components.schemas.ParseResult.required).toEqual(
      expect.arrayContaining(['invoice', 'field_status', 'ready_to_convert', 'confidence', 'anonymized_text']),
    );
  });

  it('needs the parse scope, and answers 503 FEATURE_NOT_CONFIGURED when parsing is switched off', async () => {
    expect((await parse(server, 'convert')).status).toBe(403);
    const res = await parse(unconfigured, 'parse');
    expect([res.status, res.body.error.code]).toEqual([503, 'FEATURE_NOT_CONFIGURED']);
  });
});
