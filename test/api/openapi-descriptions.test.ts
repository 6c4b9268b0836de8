// Every field of the served OpenAPI document explains itself: each property (of a named schema, of an inline
// request or response body, of a nested object, array item or anyOf/allOf branch) has a description, and
// each scalar value an example or an enum, so /docs and generated clients tell a user what to send and what
// comes back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

type Json = Record<string, any>;

let server: TestServer;
let doc: Json;
beforeAll(async () => {
  server = await startServer();
  doc = (await server.call('GET', '/v1/openapi.json')).body as Json;
});
afterAll(() => server.close());

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

const component = (ref: string): Json | undefined => doc.components?.schemas?.[ref.split('/').pop()!];

/** The schema's own branches: anyOf/oneOf/allOf members. */
const branches = (schema: Json): Json[] => [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];

/** True when a value of this schema is a single string, number or boolean (possibly nullable), not an object or list. */
function isScalar(schema: Json): boolean {
  if (schema.$ref) return false;
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 0) return types.every((t) => SCALAR_TYPES.has(t) || t === 'null') && types.some((t) => SCALAR_TYPES.has(t));
  const alternatives = branches(schema);
  return alternatives.length > 0 && alternatives.every((b) => isScalar(b) || b.type === 'null');
}

/** A file (binary string) is sent as bytes: it has no example text. */
const hasExample = (schema: Json) =>
  schema.format === 'binary' ||
  schema.example !== undefined ||
  (Array.isArray(schema.examples) && schema.examples.length > 0) ||
  Array.isArray(schema.enum) ||
  'const' in schema;

/** A property is described by its own text, or (a bare reference) by the text of the schema it refers to. */
const isDescribed = (property: Json) => Boolean(property.description?.trim() || (property.$ref && component(property.$ref)?.description?.trim()));

/** Every problem of a schema and what it contains; `where` names the place in the document. */
function problemsOf(schema: Json | undefined, where: string, problems: string[]): string[] {
  if (!schema || typeof schema !== 'object' || schema.$ref) return problems;
  for (const [name, property] of Object.entries<Json>(schema.properties ?? {})) {
    const path = `${where}.${name}`;
    if (!isDescribed(property)) problems.push(`${path}: no description`);
    checkValue(property, path, problems);
  }
  for (const [i, branch] of branches(schema).entries()) problemsOf(branch, `${where}<${i}>`, problems);
  if (schema.items) checkValue(schema.items, `${where}[]`, problems, schema);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    checkValue(schema.additionalProperties, `${where}{}`, problems, schema);
  return problems;
}

/** A value: a scalar needs an example (on itself or, for a list or map entry, on the list or map); objects are walked. */
function checkValue(value: Json, path: string, problems: string[], container?: Json): void {
  if (isScalar(value)) {
    if (!hasExample(value) && !(container && hasExample(container))) problems.push(`${path}: scalar without example or enum`);
    return;
  }
  problemsOf(value, path, problems);
}

type Operation = { parameters?: Json[]; requestBody?: { content?: Record<string, Json> }; responses?: Record<string, Json> };

function operations(): Array<[string, Operation]> {
  return Object.entries<Record<string, Operation>>(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]),
  );
}

describe('OpenAPI descriptions and examples', () => {
  it('walks a real document: the schemas of every resource, requests and responses', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Invoice', 'ConversionResult', 'ValidationResult', 'ErrorDetail']));
    expect(operations().length).toBeGreaterThan(5);
  });

  it('gives every property of every named schema a description, and every scalar an example', () => {
    const problems: string[] = [];
    for (const [name, schema] of Object.entries<Json>(doc.components.schemas)) problemsOf(schema, name, problems);
    expect(problems).toEqual([]);
  });

  it('does the same for inline request bodies (JSON and form fields), response bodies and parameters', () => {
    const problems: string[] = [];
    for (const [operation, op] of operations()) {
      for (const parameter of op.parameters ?? []) {
        const where = `${operation} ${parameter.in} ${parameter.name}`;
        if (!(parameter.description ?? parameter.schema?.description)) problems.push(`${where}: no description`);
        if (parameter.schema && isScalar(parameter.schema) && !hasExample(parameter.schema) && parameter.example === undefined)
          problems.push(`${where}: scalar without example or enum`);
      }
      for (const [type, media] of Object.entries<Json>(op.requestBody?.content ?? {}))
        problemsOf(media.schema, `${operation} request ${type}`, problems);
      for (const [status, response] of Object.entries<Json>(op.responses ?? {})) {
        for (const [type, media] of Object.entries<Json>(response.content ?? {}))
          problemsOf(media.schema, `${operation} ${status} ${type}`, problems);
      }
    }
    expect(problems).toEqual([]);
  });

  it('finds what it looks for: a schema with an undescribed field and a bare scalar fails', () => {
    const broken = {
      type: 'object',
      properties: {
        ok: { type: 'string', description: 'Fine', example: 'x' },
        bare: { type: 'integer' },
        nested: {
          description: 'A nested object',
          anyOf: [{ type: 'object', properties: { inner: { type: ['string', 'null'], description: 'No example' } } }, { type: 'null' }],
        },
        list: { type: 'array', description: 'Codes', items: { type: 'string' } },
      },
    };
    expect(problemsOf(broken, 'Broken', [])).toEqual([
      'Broken.bare: no description',
      'Broken.bare: scalar without example or enum',
      'Broken.nested<0>.inner: scalar without example or enum',
      'Broken.list[]: scalar without example or enum',
    ]);
  });
});
