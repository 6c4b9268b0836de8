// The typed client (`einvoice-api/client`) against a real server on a loopback port: it sends the key,
// its types come from the served OpenAPI document, and the committed types are what the generator writes.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEinvoiceClient, type EinvoiceClient, type Schemas } from '../../client/index.js';
import { GENERATED_TYPES, generateClientTypes } from '../../scripts/generate-client.js';
import { TEST_KEYS, startServer, type TestServer } from '../helpers/server.js';
import { loadFixtures } from '../convert/helpers/fixtures.js';

const invoice = loadFixtures().find((f) => f.name === 'standard-rate-single-line')!.invoice as Schemas['Invoice'];

describe('typed client', () => {
  let server: TestServer;
  let api: EinvoiceClient;
  beforeAll(async () => {
    server = await startServer();
    api = createEinvoiceClient({ baseUrl: `${server.url}/`, apiKey: TEST_KEYS.all });
  });
  afterAll(() => server.close());

  it('lists the formats with the key it was given', async () => {
    const { data, error, response } = await api.GET('/v1/formats');
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data!.data.formats.map((f) => f.code)).toContain('peppol_bis_3');
  });

  it('converts and downloads through typed paths', async () => {
    const { data, response } = await api.POST('/v1/convert', { body: { invoice, target_format: 'ubl_2_1' } });
    expect(response.status).toBe(201);
    const id = data!.data.conversion_id;
    const doc = await api.GET('/v1/download/{conversion_id}', { params: { path: { conversion_id: id } }, parseAs: 'text' });
    expect(doc.response.status).toBe(200);
    expect(doc.data).toContain('<Invoice');
  });

  it('returns the error envelope typed as an error', async () => {
    const { data, error, response } = await api.POST('/v1/convert', {
      body: { invoice: { ...invoice, invoice_number: '' }, target_format: 'ubl_2_1' },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(422);
    expect(error).toMatchObject({ error: { code: 'VALIDATION_ERROR', field: 'invoice.invoice_number' } });
  });

  it('is refused without a valid key like any caller', async () => {
    const anonymous = createEinvoiceClient({ baseUrl: server.url, apiKey: 'eik_wrong' });
    const { error, response } = await anonymous.GET('/v1/formats');
    expect(response.status).toBe(401);
    expect(error!.error.code).toMatch(/API_KEY/);
  });

  it('ships the types the generator writes from the current API', async () => {
    expect(readFileSync(GENERATED_TYPES, 'utf8')).toBe(await generateClientTypes());
  });
});
