// POST /v1/intelligent/preview through the real server: envelope, scope, validation, strict mode, and
// that it never touches the parse limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { createAnonymizer } from '../../src/intelligent/anonymize/index.js';
import type { AppDeps } from '../../src/app.js';
import type { Anonymizer } from '../../src/intelligent/types.js';

let server: TestServer;
let blind: TestServer;
/** An anonymizer whose recognizers miss everything: only the independent residual scan stands guard. */
const real = createAnonymizer();
const missesEverything: Anonymizer = {
  ...real,
  anonymize: (text) => ({ anonymizedText: text, language: 'en', entityCounts: {}, mapping: { entries: new Map() } }),
};

beforeAll(async () => {
  server = await startServer();
  blind = await startServer({ deps: { parse: { anonymizer: missesEverything } as unknown as AppDeps['parse'] } });
});
afterAll(async () => {
  await server?.close();
  await blind?.close();
});

const preview = (body: unknown, key = 'parse') => server.call('POST', '/v1/intelligent/preview', { key, body });

describe('POST /v1/intelligent/preview', () => {
  it('returns the anonymized text, the entity counts and the language used', async () => {
    const text = 'Hallo Frau Berger,\nbitte Rechnung RE-2026-17 über 1.190,00 EUR auf DE89 3704 0044 0532 0130 00 überweisen.\nTel. +49 30 1234567';
    const res = await preview({ text });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      anonymized_text: expect.stringContaining('Hallo Frau [PERSON_1],\nbitte Rechnung RE-2026-17 über 1.190,00 EUR auf DE'),
      detected_entity_counts: { PERSON: 1, IBAN_CODE: 1, PHONE_NUMBER: 1 },
      language_used: 'de',
    });
    expect(res.body.data.anonymized_text).not.toMatch(/Berger|3704|1234567/);
    expect(res.body.metadata.request_id).toEqual(expect.any(String));
  });

  it('honours the language hint', async () => {
    const res = await preview({ text: 'Bitte die Rechnung schicken.', language: 'nl' });
    expect(res.body.data.language_used).toBe('nl');
  });

  it('answers the same text for the same input (placeholders are deterministic)', async () => {
    const text = 'Invoice for Mr Smith, mail smith@example.com, again smith@example.com';
    const [a, b] = [await preview({ text }), await preview({ text })];
    expect(a.body.data.anonymized_text).toBe(b.body.data.anonymized_text);
    expect(a.body.data.anonymized_text).toBe('Invoice for Mr [PERSON_1], mail person1@example.invalid, again person1@example.invalid');
  });

  it('refuses empty, too long and wrongly typed input with 422 VALIDATION_ERROR', async () => {
    for (const body of [{ text: '' }, { text: 'x'.repeat(10_001) }, { text: 'ok', language: 'sv' }, {}]) {
      const res = await preview(body);
      expect([res.status, res.body.error.code], JSON.stringify(body).slice(0, 40)).toEqual([422, 'VALIDATION_ERROR']);
    }
    expect((await preview({ text: 'x'.repeat(10_000) })).status).toBe(200);
  });

  it('strict mode: residual personal data gives 422 UNANONYMIZED_PII_DETECTED with categories only', async () => {
    const text = 'Pay to DE89 3704 0044 0532 0130 00, questions to anna@firma.de or +49 30 12345678';
    const res = await blind.call('POST', '/v1/intelligent/preview', { key: 'parse', body: { text } });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('UNANONYMIZED_PII_DETECTED');
    expect(res.body.error.errors).toEqual([{ category: 'iban' }, { category: 'email' }, { category: 'phone' }]);
    for (const value of ['3704', 'anna', '12345678']) expect(JSON.stringify(res.body)).not.toContain(value);
    // The real pipeline replaces all three, so the same text passes.
    expect((await preview({ text })).status).toBe(200);
  });

  it('needs the einvoice:parse scope', async () => {
    expect((await preview({ text: 'hello' }, 'convert')).status).toBe(403);
    expect((await preview({ text: 'hello' }, 'none')).status).toBe(403);
    expect((await server.call('POST', '/v1/intelligent/preview', { body: { text: 'hello' } })).status).toBe(401);
  });

  it('does not report rate limits: preview uses neither the daily limit nor the AI quota', async () => {
    const res = await preview({ text: 'Hallo' });
    expect(res.body.metadata.rate_limit ?? null).toBeNull();
    expect(res.headers.get('ratelimit-remaining')).toBeNull();
  });

  it('is described in the OpenAPI document with an example request and the PreviewResult schema', async () => {
    const doc = (await server.call('GET', '/v1/openapi.json')).body;
    const op = doc.paths['/v1/intelligent/preview'].post;
    expect(Object.keys(op.requestBody.content['application/json'].examples)).toHaveLength(1);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '422']));
    expect(Object.keys(doc.components.schemas.PreviewResult.properties)).toEqual(['anonymized_text', 'detected_entity_counts', 'language_used']);
  });

  it('shows exactly the text parse sends to the model, with and without a language hint', async () => {
    const text =
      'Hallo Frau Berger,\nRechnung RE-2026-17 vom 21.11.2026 über 1.190,00 EUR für 10 Stunden Beratung.\nIBAN DE89 3704 0044 0532 0130 00\nMit freundlichen Grüßen\nJan Kowalski, Kowalski GmbH';
    for (const language of [undefined, 'de', 'en'] as const) {
      const shown = await preview(language ? { text, language } : { text });
      const parsed = await server.call('POST', '/v1/intelligent/parse', {
        key: 'parse',
        body: language ? { text, context: { language } } : { text },
      });
      expect(parsed.status).toBe(200);
      expect(parsed.body.data.anonymized_text).toBe(shown.body.data.anonymized_text);
      expect(parsed.body.data.detected_entity_counts).toEqual(shown.body.data.detected_entity_counts);
    }
  });
});
