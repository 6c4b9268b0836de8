// The generated OpenAPI document passes Redocly's linter (recommended rules, redocly.yaml) with no error and
// no warning beyond the one redocly.yaml justifies, and documents what integrators rely on: an operationId
// per operation, declared tags, the response headers, error examples.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let source: string;
let doc: any;
beforeAll(async () => {
  server = await startServer();
  // A public host name, as in production (the server block is the request's own origin).
  const res = await server.call('GET', '/v1/openapi.json');
  doc = res.body;
  doc.servers = [{ url: 'https://api.einvoice.test' }];
  source = JSON.stringify(doc);
});
afterAll(() => server.close());

type Operation = {
  operationId?: string;
  tags?: string[];
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { example?: unknown }> }>;
};
const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );

describe('OpenAPI lint', () => {
  it('has no error and only the justified warning under the recommended rules', async () => {
    const config = await createConfig(readFileSync('redocly.yaml', 'utf8'));
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const found = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}`);
    expect(found).toEqual(['warn operation-4xx-response #/paths/~1health/get/responses']);
  });

  it('gives every operation a unique operationId and a declared tag', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const declared = new Set((doc.tags as Array<{ name: string }>).map((t) => t.name));
    for (const { path, op } of operations()) for (const tag of op.tags ?? []) expect(declared.has(tag), `${path} tag ${tag}`).toBe(true);
  });

  it('documents the response headers integrators read', () => {
    const op = (path: string, method: string) => doc.paths[path][method] as Operation;
    expect(Object.keys(op('/v1/convert', 'post').responses['201']!.headers!)).toEqual(expect.arrayContaining(['X-Request-Id', 'Location']));
    expect(Object.keys(op('/v1/intelligent/parse', 'post').responses['200']!.headers!)).toEqual(
      expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']),
    );
    expect(Object.keys(op('/v1/intelligent/parse', 'post').responses['429']!.headers!)).toContain('Retry-After');
    expect(Object.keys(op('/v1/download/{conversion_id}', 'get').responses['200']!.headers!)).toContain('Content-Disposition');
    for (const { op } of operations())
      for (const [status, response] of Object.entries(op.responses))
        expect(response.headers, `${op.operationId} ${status}`).toHaveProperty('X-Request-Id');
  });

  it('gives every error response an example in the error envelope', () => {
    // GET /health answers its own body, degraded or not, never the error envelope.
    for (const { op } of operations().filter(({ op }) => op.operationId !== 'getHealth')) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        const example = response.content?.['application/json']?.example as { error: { status: number; code: string } };
        expect(example.error.status).toBe(Number(status));
        expect(example.error.code).toMatch(/^[A-Z_]+$/);
      }
    }
  });

  it('describes every invoice field, naming its business term', () => {
    const schemas = doc.components.schemas as Record<
      string,
      { properties?: Record<string, { description?: string; $ref?: string; allOf?: Array<{ $ref?: string }> }> }
    >;
    const invoiceSchemas = [
      'Invoice',
      'Party',
      'Address',
      'ElectronicAddress',
      'Contact',
      'Delivery',
      'Payment',
      'BankAccount',
      'InvoiceLine',
      'DocumentAllowanceCharge',
      'Attachment',
      'Payee',
      'TaxRepresentative',
      'Note',
      'Period',
      'PaymentCard',
      'DirectDebit',
    ];
    // Fields that are groups described by their own schema, or that EN 16931 has no term for (said in their text).
    const withoutTerm = new Set(['Invoice.country_extensions']);
    let described = 0;
    for (const name of invoiceSchemas) {
      for (const [field, property] of Object.entries(schemas[name]!.properties!)) {
        // A group described by its own schema, referenced directly or (when optional with its own text) through allOf.
        const ref = property.$ref ?? property.allOf?.find((part) => part.$ref)?.$ref;
        if (ref) {
          expect(schemas[ref.split('/').pop()!], `${name}.${field}`).toHaveProperty('description');
          continue;
        }
        if (withoutTerm.has(`${name}.${field}`)) continue;
        expect(property.description, `${name}.${field}`).toMatch(/\b(BT|BG)-\d+|Not an EN 16931 business term/);
        described += 1;
      }
    }
    expect(described).toBeGreaterThan(60);
  });

  it('matches a UUID with the conversion_id pattern', () => {
    const param = (doc.paths['/v1/download/{conversion_id}'].get.parameters as Array<{ name: string; schema: { pattern: string } }>).find(
      (p) => p.name === 'conversion_id',
    )!;
    expect(new RegExp(param.schema.pattern).test('3f2c8a8e-7c1e-4d57-9a8e-2f8f0b1c9d10')).toBe(true);
  });
});

describe('routes', () => {
  it('treats a trailing slash as the same route', async () => {
    const slash = await server.call('POST', '/v1/validate/', { key: 'validate', body: { document: '<a/>' } });
    const plain = await server.call('POST', '/v1/validate', { key: 'validate', body: { document: '<a/>' } });
    expect(slash.status).toBe(plain.status);
    expect(slash.body.error.code).toBe(plain.body.error.code);
    expect(slash.body.error.code).toBe('UNSUPPORTED_FORMAT');
  });
});
