// Every format code the API answers with is one GET /v1/formats lists, and validate and import name the same
// format for the same document: over real HTTP, on official examples of each syntax and specification id.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

const CORPUS = '../shared/corpus';
const invoice = JSON.parse(readFileSync('test/fixtures/invoices/standard-rate-two-rates.json', 'utf8'));

let server: TestServer;
let listed: Set<string>;
beforeAll(async () => {
  server = await startServer();
  const formats = await server.call('GET', '/v1/formats', { key: 'convert' });
  listed = new Set(formats.body.data.formats.map((f: { code: string }) => f.code));
});
afterAll(async () => server.close());

/** The XML of a conversion of the fixture invoice to a format and profile. */
async function converted(target_format: string, target_profile?: string): Promise<string> {
  const res = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice, target_format, target_profile } });
  expect(res.status).toBe(201);
  const download = await server.call('GET', new URL(res.body.data.download_url).pathname, { key: 'convert' });
  return download.body as string;
}

const documents: Array<{ name: string; xml: () => Promise<string> | string; format: string }> = [
  { name: 'a CEN UBL example', xml: () => readFileSync(`${CORPUS}/examples/cen-ubl/guide-example1.xml`, 'utf8'), format: 'ubl_2_1' },
  { name: 'a CEN CII example', xml: () => readFileSync(`${CORPUS}/examples/cen-cii/CII_example1.xml`, 'utf8'), format: 'cii_d16b' },
  { name: 'a Peppol BIS example', xml: () => readFileSync(`${CORPUS}/examples/peppol/examples/base-example.xml`, 'utf8'), format: 'peppol_bis_3' },
  { name: 'an XRechnung CII instance', xml: () => readFileSync(`${CORPUS}/kosit-instances/cii/cii-br-de-1-test.xml`, 'utf8'), format: 'xrechnung' },
  { name: 'a Factur-X BASIC XML', xml: () => converted('facturx', 'facturx_basic'), format: 'facturx' },
  { name: 'a Factur-X EXTENDED XML', xml: () => converted('facturx', 'facturx_extended'), format: 'facturx' },
];

describe('format codes', () => {
  it.each(documents)('$name: validate and import name the same listed format', async ({ xml, format }) => {
    const document = await xml();
    const validated = await server.call('POST', '/v1/validate', { key: 'all', body: { document } });
    const imported = await server.call('POST', '/v1/import', { key: 'all', body: { document } });
    expect(validated.status).toBe(200);
    expect(imported.status).toBe(200);
    expect(validated.body.data.format_detected).toBe(format);
    expect(imported.body.data.format_detected).toBe(format);
    expect(listed.has(format)).toBe(true);
  });

  it('a Factur-X PDF is Factur-X or ZUGFeRD, never the bare syntax', async () => {
    const pdf = readFileSync(`${CORPUS}/facturx-pdf/valid/EN16931_Einfach.pdf`);
    const validated = await server.call('POST', '/v1/validate', { key: 'all', body: { document_base64: pdf.toString('base64') } });
    expect(validated.status).toBe(200);
    expect(['facturx', 'zugferd']).toContain(validated.body.data.format_detected);
  });

  it('converts to EN 16931 CII, which the EN 16931 CII rules accept and validate names cii_d16b', async () => {
    const res = await server.call('POST', '/v1/convert', { key: 'convert', body: { invoice, target_format: 'cii_d16b' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      target_format: 'cii_d16b',
      target_profile: 'cii_en16931',
      validation: { rule_set: 'en16931-cii', error_count: 0 },
    });
    const xml = (await server.call('GET', new URL(res.body.data.download_url).pathname, { key: 'convert' })).body as string;
    expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    const validated = await server.call('POST', '/v1/validate', { key: 'validate', body: { document: xml } });
    expect(validated.body.data).toMatchObject({ format_detected: 'cii_d16b', is_valid: true });
  });

  it('the OpenAPI lists the convert targets and their profiles as enums taken from the registry', async () => {
    const spec = (await server.call('GET', '/v1/openapi.json')).body;
    const body = spec.paths['/v1/convert'].post.requestBody.content['application/json'].schema;
    const schema = body.$ref ? spec.components.schemas[body.$ref.split('/').pop()] : body;
    const formats = await server.call('GET', '/v1/formats', { key: 'convert' });
    const supported = formats.body.data.formats.filter((f: { supported: boolean }) => f.supported);
    expect(new Set(schema.properties.target_format.enum)).toEqual(new Set(supported.map((f: { code: string }) => f.code)));
    for (const format of supported) {
      for (const profile of format.profiles ?? []) expect(schema.properties.target_profile.enum).toContain(profile.code);
    }
  });
});
