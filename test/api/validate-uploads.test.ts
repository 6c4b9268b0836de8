// POST /v1/validate with the document as the body itself (application/xml, application/pdf) or as a
// multipart/form-data file: the same report as the JSON form, options as query parameters or form fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type TestServer } from '../helpers/server.js';
import { sharedPath } from '../../src/shared-dir.js';

const peppol = (JSON.parse(readFileSync('examples/requests/validate-peppol.json', 'utf8')) as { document: string }).document;
const pdf = new Uint8Array(readFileSync(join(sharedPath('corpus/facturx-pdf'), 'valid', 'EN16931_Einfach.pdf')));

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

/** The parts of a report that do not depend on timing. */
const verdict = (data: {
  is_valid: boolean;
  format_detected: string;
  rules: Array<{ rule_id: string }>;
  rule_set?: { id: string; version?: string };
}) => ({
  is_valid: data.is_valid,
  format_detected: data.format_detected,
  rules: data.rules.map((r) => r.rule_id).sort(),
  rule_set: data.rule_set?.id,
  version: data.rule_set?.version,
});

describe('validate uploads', () => {
  it('a raw application/xml body gets the report of the JSON form', async () => {
    const json = await server.call('POST', '/v1/validate', { key: 'validate', body: { document: peppol } });
    const raw = await server.call('POST', '/v1/validate', { key: 'validate', rawBody: peppol, headers: { 'Content-Type': 'application/xml' } });
    expect(raw.status).toBe(200);
    expect(verdict(raw.body.data)).toEqual(verdict(json.body.data));
  });

  it('a raw application/pdf body is checked as a Factur-X PDF', async () => {
    const raw = await server.call('POST', '/v1/validate', { key: 'validate', rawBody: pdf, headers: { 'Content-Type': 'application/pdf' } });
    const json = await server.call('POST', '/v1/validate', { key: 'validate', body: { document_base64: Buffer.from(pdf).toString('base64') } });
    expect(raw.status).toBe(200);
    expect(raw.body.data.container).toBe('pdf');
    expect(verdict(raw.body.data)).toEqual(verdict(json.body.data));
  });

  it('a multipart file, XML or PDF, with options as form fields', async () => {
    const form = new FormData();
    form.set('document', new Blob([peppol], { type: 'application/xml' }), 'invoice.xml');
    form.set('rules_version', '3.0.20');
    const xml = await server.call('POST', '/v1/validate', { key: 'validate', rawBody: form as never });
    expect(xml.status, JSON.stringify(xml.body)).toBe(200);
    expect(xml.body.data.rule_set.version).toBe('3.0.20');
    const pdfForm = new FormData();
    pdfForm.set('document', new Blob([pdf], { type: 'application/pdf' }), 'invoice.pdf');
    const fromPdf = await server.call('POST', '/v1/validate', { key: 'validate', rawBody: pdfForm as never });
    expect(fromPdf.body.data.container).toBe('pdf');
  });

  it('takes the options of a raw body from the query, refusing unknown ones by name', async () => {
    const dated = await server.call('POST', '/v1/validate?rules_version=3.0.19', {
      key: 'validate',
      rawBody: peppol,
      headers: { 'Content-Type': 'application/xml' },
    });
    expect(dated.body.data.rule_set.version).toBe('3.0.19');
    const typo = await server.call('POST', '/v1/validate?format_hnit=peppol_bis_3', {
      key: 'validate',
      rawBody: peppol,
      headers: { 'Content-Type': 'application/xml' },
    });
    expect(typo.status).toBe(422);
    expect(typo.body.error.errors).toEqual([expect.objectContaining({ field: 'format_hnit', code: 'unknown_field', suggestion: 'format_hint' })]);
  });

  it('declares the options of a raw body as query parameters in the OpenAPI document', async () => {
    const spec = (await server.call('GET', '/v1/openapi.json')).body;
    const query = (path: string) =>
      (spec.paths[path].post.parameters ?? []).filter((p: { in: string }) => p.in === 'query').map((p: { name: string }) => p.name);
    expect(query('/v1/validate')).toEqual(expect.arrayContaining(['format_hint', 'as_of', 'rules_version', 'report', 'language']));
    expect(query('/v1/render')).toEqual(expect.arrayContaining(['output', 'language', 'show_business_terms', 'accent_color']));
  });

  it('refuses other bodies with 415, a multipart form without the file with 422, a fake PDF with 422', async () => {
    const text = await server.call('POST', '/v1/validate', { key: 'validate', rawBody: peppol, headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const empty = new FormData();
    empty.set('format_hint', 'peppol_bis_3');
    const missing = await server.call('POST', '/v1/validate', { key: 'validate', rawBody: empty as never });
    expect(missing.status).toBe(422);
    expect(missing.body.error.errors).toEqual([expect.objectContaining({ field: 'document', code: 'required' })]);
    const fake = await server.call('POST', '/v1/validate', { key: 'validate', rawBody: 'hello', headers: { 'Content-Type': 'application/pdf' } });
    expect(fake.status).toBe(422);
    expect(fake.body.error.errors).toEqual([expect.objectContaining({ code: 'not_pdf' })]);
  });
});
