// The real openai-compatible provider code path (the `ai` SDK's @ai-sdk/openai-compatible over HTTP) against a
// local stand-in server that speaks the chat-completions protocol, through the whole API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParseDeps, loadAiSettings } from '../../src/intelligent/parse/index.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { startChatCompletionsStandIn, type ChatCompletionsStandIn } from './helpers/chat-completions-server.js';

const TEXT = [
  'Invoice INV-2026-0311 dated 12 November 2026',
  'Seller: Northwind Traders Ltd, 221 Baker Street, London NW1 6XE, United Kingdom, VAT GB123456782',
  'Buyer: Contoso GmbH, Hauptstraße 5, 10115 Berlin, Germany',
  '3 x Annual licence at 400.00 EUR = 1,200.00 EUR, VAT 20%',
  'Contact: jane.doe@northwind.example.com',
].join('\n');
const PII = [
  'Northwind Traders Ltd',
  '221 Baker Street',
  'Contoso GmbH',
  'Hauptstraße 5',
  'GB123456782',
  '123456782',
  'jane.doe@northwind.example.com',
];

let standIn: ChatCompletionsStandIn;
let api: TestServer;

beforeAll(async () => {
  standIn = await startChatCompletionsStandIn();
  const settings = loadAiSettings({
    EINVOICE_AI_PROVIDER: 'openai-compatible',
    EINVOICE_AI_BASE_URL: standIn.baseUrl,
    EINVOICE_AI_MODEL: 'local-invoice-model',
    EINVOICE_AI_API_KEY: 'sk-local-test',
    EINVOICE_AI_TIMEOUT_MS: '5000',
  });
  api = await startServer({ deps: { parse: createParseDeps({ settings }) } });
}, 60_000);

afterAll(async () => {
  await api.close();
  await standIn.close();
});

const parse = () => api.call('POST', '/v1/intelligent/parse', { key: 'parse', body: { text: TEXT } });

describe('openai-compatible provider against a local chat-completions server', () => {
  it('sends the anonymized text with a JSON schema and maps the answer back', async () => {
    standIn.received.length = 0;
    const res = await parse();
    expect(res.status).toBe(200);
    expect(res.body.data.provider).toBe('openai-compatible');
    expect(res.body.data.invoice).toMatchObject({
      invoice_number: 'INV-2026-0311',
      issue_date: '2026-11-12',
      currency_code: 'EUR',
      seller: { name: 'Northwind Traders Ltd', vat_id: 'GB123456782' },
      buyer: { name: 'Contoso GmbH', address: { street: 'Hauptstraße 5', postal_code: '10115', city: 'Berlin', country_code: 'DE' } },
      lines: [{ quantity: '3', unit_price: '400', net_amount: '1200.00', vat_rate: '20' }],
    });

    expect(standIn.received).toHaveLength(1);
    const request = standIn.received[0]!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-local-test');
    expect(request.body.model).toBe('local-invoice-model');
    expect(request.body.response_format?.type).toBe('json_schema');
    const sent = JSON.stringify(request.body.messages);
    expect(sent).toContain(JSON.stringify(res.body.data.anonymized_text).slice(1, -1));
    for (const value of PII) expect(sent).not.toContain(value);
  });

  it('retries once after a server error', async () => {
    standIn.received.length = 0;
    standIn.script([{ status: 500 }]);
    const res = await parse();
    expect(res.status).toBe(200);
    expect(standIn.received).toHaveLength(2);
  });

  it('answers 502 AI_PROVIDER_ERROR when the model twice returns no usable JSON', async () => {
    standIn.received.length = 0;
    standIn.script(['garbage', 'garbage']);
    const res = await parse();
    expect([res.status, res.body.error.code]).toEqual([502, 'AI_PROVIDER_ERROR']);
    expect(standIn.received).toHaveLength(2);
  });

  it('answers 503 AI_UNAVAILABLE when the server keeps failing, and FEATURE_NOT_CONFIGURED on 401', async () => {
    standIn.script([{ status: 503 }, { status: 503 }]);
    const down = await parse();
    expect([down.status, down.body.error.code]).toEqual([503, 'AI_UNAVAILABLE']);
    standIn.script([{ status: 401 }]);
    const unauthorised = await parse();
    expect([unauthorised.status, unauthorised.body.error.code]).toEqual([503, 'FEATURE_NOT_CONFIGURED']);
  });
});
