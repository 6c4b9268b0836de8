// The OpenAPI document: generated from the zod schemas, valid OpenAPI 3.1, describing every route the app serves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let doc: any;
beforeAll(async () => {
  server = await startServer();
  doc = (await server.call('GET', '/v1/openapi.json')).body;
});
afterAll(async () => server.close());

type Operation = {
  requestBody?: { content?: Record<string, { example?: unknown; examples?: Record<string, unknown> }> };
  security?: unknown[];
  responses: Record<string, unknown>;
};

function operations(): Array<[string, string, Operation]> {
  return Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => [path, method, op] as [string, string, Operation]),
  );
}

describe('GET /v1/openapi.json', () => {
  it('is served without a key and passes an OpenAPI 3.1 validator', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const copy = structuredClone(doc);
    await expect(SwaggerParser.validate(copy)).resolves.toBeTruthy();
  });

  it('describes every /v1 route of the app, each secured by the API key', () => {
    const served = operations().map(([path]) => path);
    for (const required of ['/v1/formats', '/v1/requirements/{country_code}', '/v1/requirements', '/v1/download/{conversion_id}']) {
      expect(served).toContain(required);
    }
    for (const [path, , op] of operations()) {
      if (path.startsWith('/v1/')) expect(op.security, path).toEqual([{ ApiKey: [] }]);
    }
  });

  it('gives every JSON request body an example', () => {
    for (const [path, method, op] of operations()) {
      const media = op.requestBody?.content?.['application/json'];
      if (!media) continue;
      const hasExample = media.example !== undefined || Object.keys(media.examples ?? {}).length > 0;
      expect(hasExample, `${method.toUpperCase()} ${path} request example`).toBe(true);
    }
  });

  it('documents the error codes and the Invoice schema field constraints', () => {
    expect(doc.info.description).toContain('INSUFFICIENT_SCOPE');
    expect(doc.components.securitySchemes.ApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
  });
});
